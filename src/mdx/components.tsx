import React from 'react';
import type { MDXComponents } from 'mdx/types';
import SmartLink from '../theme/SmartLink';
import CodeBlock from '../theme/CodeBlock';
import Heading from '../theme/Heading';
import { languageOf, parseCodeMeta } from '../lib/code-meta';

type CodeElementProps = { className?: string; children?: React.ReactNode; metastring?: string };

/**
 * A fenced block arrives as <pre><code className="language-x" metastring="…">
 * (metastring via src/node/rehype-code-meta.ts); render it as a CodeBlock.
 */
function Pre({ children, ...rest }: React.HTMLAttributes<HTMLPreElement>) {
  const code = React.Children.only(children);
  if (!React.isValidElement<CodeElementProps>(code) || typeof code.props.children !== 'string') {
    return <pre {...rest}>{children}</pre>;
  }
  const { title, highlight } = parseCodeMeta(code.props.metastring);
  return <CodeBlock code={code.props.children} language={languageOf(code.props.className)} title={title} highlight={highlight} />;
}

const heading = (level: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') =>
  function MdxHeading(props: React.HTMLAttributes<HTMLHeadingElement>) {
    return <Heading as={level} {...props} />;
  };

/** What MDX elements render as: internal links use Gatsby's Link, fences become code blocks, headings get anchors. */
export const mdxComponents: MDXComponents = {
  a: ({ href, children, ...rest }) => (
    <SmartLink href={href} {...rest}>
      {children}
    </SmartLink>
  ),
  pre: Pre,
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  // Wide tables scroll sideways: keyboard users reach them with Tab (WCAG 2.1.1).
  table: (props) => <table tabIndex={0} {...props} />,
};
