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
  // Code and tables scroll sideways when too wide: keyboard users reach them with Tab (WCAG 2.1.1).
  pre: (props) => <pre tabIndex={0} {...props} />,
  table: (props) => <table tabIndex={0} {...props} />,
};
