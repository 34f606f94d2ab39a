import React from 'react';
import type { MDXComponents } from 'mdx/types';
import SmartLink from '../theme/SmartLink';
import CodeBlock from '../theme/CodeBlock';
import Heading from '../theme/Heading';
import { useStaticHtml } from '../theme/CodeBlock/code-html';

type PreProps = React.HTMLAttributes<HTMLPreElement> & { html?: string; codeKey?: string; language?: string; title?: string; typesJson?: string };

/**
 * A fenced block arrives as <pre html language title> with no children: it was
 * highlighted while the MDX compiled (src/node/code/rehype-highlight.ts), with
 * `typesJson`, the hover texts of a type-checked sample (gatsby develop). In a
 * production build it carries `codeKey` instead of `html`: the markup is in
 * the page data (src/node/code/code-store.ts).
 */
function Pre({ html, codeKey, language = 'plain', title, typesJson, ...rest }: PreProps) {
  if (typeof html === 'string') return <CodeBlock html={html} language={language} title={title} typesJson={typesJson} />;
  if (typeof codeKey === 'string') return <CodeBlock codeKey={codeKey} language={language} title={title} />;
  return <pre title={title} {...rest} />;
}

const heading = (level: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') =>
  function MdxHeading(props: React.HTMLAttributes<HTMLHeadingElement>) {
    return <Heading as={level} {...props} />;
  };

type StaticHtmlProps = React.HTMLAttributes<HTMLElement> & { as: string; htmlKey: string };

/**
 * A prose block whose inner markup is in the page data (production builds,
 * src/node/content/rehype-static-html.ts): the element itself, through its own MDX
 * mapping where it has one, with that markup as its content.
 */
function StaticHtml({ as, htmlKey, ...rest }: StaticHtmlProps) {
  const html = useStaticHtml(htmlKey);
  const Element = (mdxComponents[as as keyof MDXComponents] ?? as) as React.ElementType;
  return <Element {...rest} dangerouslySetInnerHTML={{ __html: html }} />;
}

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
  StaticHtml,
};
