import React from 'react';
import { Link, withPrefix } from 'gatsby';
import { EXTERNAL_LINK_ATTRIBUTES, linkKind } from '../../lib/content/link-kind';

type SmartLinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string };

/**
 * Site-internal paths go through Gatsby's Link (path prefix, prefetching,
 * client-side navigation); everything else stays a plain anchor, and
 * off-site links open safely.
 */
export default function SmartLink({ href = '', children, ...rest }: SmartLinkProps) {
  const kind = linkKind(href);
  if (kind === 'internal') {
    const { ref: _ref, ...linkProps } = rest as typeof rest & { ref?: unknown };
    // gatsby-plugin-mdx already prefixes Markdown links; Link prefixes again.
    const prefix = withPrefix('/');
    const to = prefix !== '/' && href.startsWith(prefix) ? href.slice(prefix.length - 1) : href;
    return (
      <Link to={to} {...(linkProps as Record<string, unknown>)}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...(kind === 'external' ? EXTERNAL_LINK_ATTRIBUTES : {})} {...rest}>
      {children}
    </a>
  );
}
