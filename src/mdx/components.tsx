import React from 'react';
import type { MDXComponents } from 'mdx/types';
import SmartLink from '../theme/SmartLink';

/** What MDX elements render as: internal links use Gatsby's Link. */
export const mdxComponents: MDXComponents = {
  a: ({ href, children, ...rest }) => (
    <SmartLink href={href} {...rest}>
      {children}
    </SmartLink>
  ),
};
