import React from 'react';
import { Link } from 'gatsby';

type SmartLinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string };

/**
 * Site-internal paths go through Gatsby's Link (path prefix, prefetching,
 * client-side navigation); everything else stays a plain anchor, and
 * off-site links open safely.
 */
export default function SmartLink({ href = '', children, ...rest }: SmartLinkProps) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    const { ref: _ref, ...linkProps } = rest as typeof rest & { ref?: unknown };
    return (
      <Link to={href} {...(linkProps as Record<string, unknown>)}>
        {children}
      </Link>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
