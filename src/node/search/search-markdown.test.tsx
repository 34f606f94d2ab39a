import React from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compile, evaluate } from '@mdx-js/mdx';
import { MDXProvider, useMDXComponents } from '@mdx-js/react';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkCallouts from '../content/remark-callouts';
import { describe, expect, it } from 'vitest';
import rehypeHeadingIds from '../content/rehype-heading-ids';
import rehypeHighlight from '../code/rehype-highlight';
import rehypeStaticHtml from '../content/rehype-static-html';
import { mdxComponents } from '../../mdx/components';
import { siteConfig } from '../../site-config';
import { codeIdentifiers, plainInline, splitMdxSections } from './search-markdown';

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const textOf = (node: HastNode): string =>
  node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');

/** Headings exactly as the site renders them: the real MDX pipeline with the site's plugins. */
async function renderedHeadings(source: string) {
  const headings: Array<{ id: string; text: string }> = [];
  const collect = () => (tree: HastNode) => {
    const visit = (node: HastNode) => {
      if (node.type === 'element' && /^h[1-6]$/.test(node.tagName ?? '')) {
        headings.push({ id: String(node.properties?.id), text: textOf(node).replace(/\s+/g, ' ').trim() });
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
  await compile(source, { remarkPlugins: [remarkGfm, remarkDirective, remarkCallouts], rehypePlugins: [rehypeHeadingIds, collect] });
  return headings;
}

const extracted = (source: string) =>
  splitMdxSections(source)
    .filter((s) => s.id !== null)
    .map((s) => ({ id: s.id, text: s.heading }));

const docsDir = path.resolve(__dirname, '../../../content/docs');
const mdxFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? mdxFiles(full) : /\.mdx?$/.test(name) ? [full] : [];
  });

describe('splitMdxSections agrees with the rendered page', () => {
  for (const file of mdxFiles(docsDir)) {
    it(`${path.relative(docsDir, file)}: same headings and ids`, async () => {
      const source = readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
      const rendered = await renderedHeadings(source);
      expect(rendered.length).toBeGreaterThan(0);
      expect(extracted(source)).toEqual(rendered);
    });
  }

  it('handles the tricky cases: duplicates, code, links, emphasis, JSX, setext, closing hashes', async () => {
    const source = [
      "import { Tabs } from './tabs';",
      '',
      '## Install',
      '',
      'Text with a [link](/docs/x) and `code`.',
      '',
      '## Install',
      '',
      '### The `useDialog()` hook',
      '',
      '## **Bold** and _italic_ [link `code`](/x) ##',
      '',
      '<Tabs>',
      '',
      '## Inside <abbr title="JSX">JSX</abbr> too',
      '',
      '</Tabs>',
      '',
      'Setext heading',
      '--------------',
      '',
      '```md',
      '## Not a heading (in code)',
      '```',
      '',
      '## Q&amp;A: what\\_s new?',
    ].join('\n');
    const rendered = await renderedHeadings(source);
    expect(rendered.map((h) => h.id)).toEqual([
      'install',
      'install-1',
      'the-usedialog-hook',
      'bold-and-italic-link-code',
      'inside-jsx-too',
      'setext-heading',
      'qa-what_s-new',
    ]);
    expect(extracted(source)).toEqual(rendered);
  });
});


/** A page with every kind of content the records must read as the reader does. */
const page = `
export const siteConfig = ${JSON.stringify({ packageName: siteConfig.packageName })};

Install <code>{siteConfig.packageName}</code> and call \`useDialog()\` to get \`{ show }\`.

## Place the **provider**

Wrap your *app* in [\`DialogProvider\`](/docs/api/functions/DialogProvider), see [the guide](https://example.com/guide "Guide")
or <abbr title="ignored attribute">JSX</abbr> children. A\\*literal\\* star, ~~struck~~ &amp; snake_case_name.
Hard break:\\
next line.

- a list item with \`code\`
- [x] a task

| Dialog props | Returns |
| --- | :-: |
| \`DialogProps\` | \`Promise<void>\` |

> Quoted [words](/docs/intro).

\`\`\`tsx title="src/main.tsx" nocheck
import { createRoot } from 'react-dom/client';
createRoot(root).render(<DialogProvider><App /></DialogProvider>);
\`\`\`

:::tip[Before you **start**]
Read the **intro**, key:value.
:::

:::warning
Careful.
:::

### The \`useDialog()\` hook

![an image](/x.png) Text after an image.

## Place the provider

{/* an MDX comment that must not be indexed */}
Again.
`;

/** Block elements: the page sets their text apart; inline elements run on. */
const BLOCK = /^(P|LI|UL|OL|TABLE|THEAD|TBODY|TR|TD|TH|BLOCKQUOTE|ASIDE|DIV|H[1-6]|BR|HR|SECTION|DETAILS|SUMMARY|DL|DT|DD)$/;

/** The rendered page's text, cut at its headings as the search records are; code blocks left out, as in the records. */
function renderedSections(html: string) {
  const root = Object.assign(document.createElement('div'), { innerHTML: html });
  const sections = [{ id: null as string | null, heading: null as string | null, text: '' }];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) sections[sections.length - 1]!.text += node.textContent;
    if (!(node instanceof HTMLElement)) return;
    if (node.dataset.language !== undefined || node.tagName === 'PRE') return; // a code block (src/theme/CodeBlock)
    if (/^H[1-6]$/.test(node.tagName)) {
      sections.push({ id: node.id, heading: node.textContent!.replace(/\s+/g, ' ').trim(), text: '' });
      return;
    }
    const block = BLOCK.test(node.tagName);
    if (block) sections[sections.length - 1]!.text += ' ';
    node.childNodes.forEach(walk);
    if (block) sections[sections.length - 1]!.text += ' ';
  };
  root.childNodes.forEach(walk);
  return sections.map((s) => ({ ...s, text: s.text.replace(/\s+/g, ' ').trim() }));
}

describe('search records read what the page renders', () => {
  it('has the same text as the rendered page, section by section (code blocks apart)', async () => {
    // The page as gatsby develop renders it: the site's MDX plugins and components.
    const { default: Content } = await evaluate(page, {
      ...runtime,
      remarkPlugins: [remarkGfm, remarkDirective, remarkCallouts],
      rehypePlugins: [rehypeHeadingIds, [rehypeHighlight, { pageData: false }], [rehypeStaticHtml, { pageData: false }]],
      useMDXComponents,
      baseUrl: import.meta.url,
    } as never);
    const html = renderToStaticMarkup(
      <MDXProvider components={mdxComponents}>
        <Content />
      </MDXProvider>,
    );
    const records = splitMdxSections(page).map(({ id, heading, text }) => ({ id, heading, text }));
    expect(records).toEqual(renderedSections(html));
    // What the old hand-made scanner got wrong or could: Markdown punctuation, JSX attributes, comments.
    const text = records.map((r) => r.text).join(' ');
    for (const absent of ['`', '**', '](', '~~', 'ignored attribute', 'must not be indexed', ':::', '&amp;', 'createRoot']) {
      expect(text).not.toContain(absent);
    }
    expect(records[0]!.text).toBe(`Install ${siteConfig.packageName} and call useDialog() to get { show }.`);
    expect(records.map((r) => r.id)).toEqual([null, 'place-the-provider', 'the-usedialog-hook', 'place-the-provider-1']);
  });

  it('keeps code identifiers apart from the prose, without keywords', () => {
    const [, provider] = splitMdxSections(page);
    expect(provider!.text).not.toContain('createRoot');
    expect(provider!.code).toEqual(['createRoot', 'react', 'dom', 'client', 'root', 'render', 'DialogProvider', 'App']);
  });

  it('strips front matter when present', () => {
    const [first] = splitMdxSections('---\ntitle: X\n---\nHello');
    expect(first!.text).toBe('Hello');
  });
});

describe('inline helpers', () => {
  it('plainInline keeps link text and code, drops emphasis and escapes', () => {
    expect(plainInline('See [`show`](/x), **not** \\*this\\* and ~~that~~ &amp; snake_case_name.')).toBe(
      'See show, not *this* and that & snake_case_name.',
    );
    expect(plainInline('use [`DialogProps`](/docs/api/type-aliases/DialogProps)`<TProps, TResult>` here')).toBe(
      'use DialogProps<TProps, TResult> here',
    );
    expect(plainInline('`**not bold**` and `[not](a link)`')).toBe('**not bold** and [not](a link)');
  });

  it('codeIdentifiers skips keywords and short words', () => {
    expect(codeIdentifiers('const { show } = useDialog(); if (ok) await show(Confirm, {});')).toEqual([
      'show',
      'useDialog',
      'show',
      'Confirm',
    ]);
  });
});
