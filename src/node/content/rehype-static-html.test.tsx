import React from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { compile, evaluate } from '@mdx-js/mdx';
import { MDXProvider, useMDXComponents } from '@mdx-js/react';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { describe, expect, it } from 'vitest';
import remarkCallouts from './remark-callouts';
import rehypeHeadingIds from './rehype-heading-ids';
import rehypeHighlight, { collectCodeMarkup, type CodeMetadata } from '../code/rehype-highlight';
import rehypeStaticHtml from './rehype-static-html';
import { mdxComponents } from '../../mdx/components';
import { CodeHtmlProvider } from '../../theme/CodeBlock/code-html';
import { siteConfig } from '../../site-config';

/** A page with every kind of prose block the content uses, and blocks that must stay in React. */
const source = `
export const siteConfig = ${JSON.stringify({ library: { version: siteConfig.library.version }, packageName: siteConfig.packageName })};

Install <code>{siteConfig.packageName}</code> version {siteConfig.library.version}: facts from the site config are constants of the build.

Plain prose with \`inline code\`, *emphasis*, **strong** text and an [external link](https://example.com/docs), long enough to move.

A paragraph with an [internal link](/docs/intro) stays in React, because Gatsby's Link routes it on the client.

Short one.

- [ ] a task that is long enough to count as prose for the hoisting threshold
- [x] a finished task, also with some words in it

3. starts at three, with \`code\` and enough words to be worth moving out
4. and goes on

| Library | Typing | Notes |
| :-- | --: | --- |
| One | \`unknown\` | a long cell of text so that the table is worth moving |
| Two | inferred | another cell |

> A quote with *emphasis*, long enough to leave the JavaScript of the page behind, and then some more words.

The version is {props.version}, an expression: this paragraph stays in React too.

:::warning[Careful]
A callout's body paragraph is prose like any other, and it is long enough to move out of the page's code.
:::

## A heading

\`\`\`bash
npm install react-dialog-hub
\`\`\`
`;

async function build(pageData: boolean) {
  const metadata: CodeMetadata = {};
  const options = (collect: boolean) => ({
    remarkPlugins: [
      remarkGfm,
      remarkDirective,
      remarkCallouts,
      ...(collect ? [collectCodeMarkup, function (this: { data: (k: string, v: unknown) => void }) { this.data('mdxMetadata', metadata); }] : []),
    ],
    rehypePlugins: [rehypeHeadingIds, [rehypeHighlight, { pageData }], [rehypeStaticHtml, { pageData }]],
  });
  const js = String(await compile({ value: source, path: '/site/content/docs/page.mdx' }, { ...options(false), outputFormat: 'function-body' } as never));
  // The collecting compile fills the page data, as the `Mdx.codeHtml` resolver does.
  await compile({ value: source, path: '/site/content/docs/page.mdx' }, options(true) as never);
  const { default: Content } = await evaluate(source, {
    ...runtime,
    ...options(false),
    useMDXComponents,
    baseUrl: import.meta.url,
  } as never);
  const html = renderToStaticMarkup(
    <CodeHtmlProvider value={metadata.code}>
      <MDXProvider components={mdxComponents}>
        <Content version="9.9.9" />
      </MDXProvider>
    </CodeHtmlProvider>,
  );
  return { js, html, markup: metadata.code ?? {} };
}

describe('prose blocks move into the page data in production builds', () => {
  it('renders exactly the HTML the page had with its prose in JavaScript', async () => {
    const inline = await build(false);
    const hoisted = await build(true);
    // The same DOM (attribute order and the spelling of boolean attributes aside).
    const dom = (html: string) => Object.assign(document.createElement('div'), { innerHTML: html });
    expect(dom(hoisted.html).isEqualNode(dom(inline.html)), `${hoisted.html}\n---\n${inline.html}`).toBe(true);
    // The external link keeps SmartLink's attributes.
    expect(hoisted.html).toContain('<a href="https://example.com/docs" target="_blank" rel="noopener noreferrer">external link</a>');
    expect(hoisted.html).toContain('<table tabindex="0">');
    expect(hoisted.html).toContain('<ol start="3">');
  });

  it('leaves the prose out of the JavaScript, except blocks that need React', async () => {
    const { js, markup } = await build(true);
    for (const moved of ['facts from the site config are constants', 'Plain prose with', 'a task that is long enough', 'starts at three', 'a long cell of text', 'A quote with', "A callout's body paragraph"]) {
      expect(js).not.toContain(moved);
      expect(Object.values(markup).some((html) => typeof html === 'string' && html.includes(moved)), moved).toBe(true);
    }
    for (const kept of ['internal link', 'Short one.', 'an expression: this paragraph', 'A heading']) expect(js).toContain(kept);
  });

  it('keeps everything inline in gatsby develop', async () => {
    const { js, markup } = await build(false);
    expect(js).not.toContain('StaticHtml');
    expect(js).toContain('Plain prose with');
    expect(Object.values(markup).some((html) => String(html).includes('Plain prose'))).toBe(false);
  });
});
