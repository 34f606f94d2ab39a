// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkCallouts from '../node/remark-callouts';
import { describe, expect, it } from 'vitest';
import rehypeHeadingIds from '../node/rehype-heading-ids';
import { codeIdentifiers, plainInline, splitMdxSections, stripMdxSyntax } from './search-markdown';

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

const docsDir = path.resolve(__dirname, '../../content/docs');
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

describe('splitMdxSections', () => {
  const body = [
    "import Example from '../example';",
    'export const meta = { level: 1 };',
    '',
    'Lead text with `<dialog>` and **bold**.',
    '',
    '<Example name="alert" render={() => <b>x</b>} />',
    '',
    '{/* an MDX comment that must not be indexed */}',
    '',
    '## Place the provider',
    '',
    '- Wrap your **app** in `DialogProvider`.',
    '> Quoted [words](/docs/intro).',
    '',
    '| Dialog props | Returns |',
    '| --- | --- |',
    '| `DialogProps` | `Promise<void>` |',
    '',
    '```tsx title="src/main.tsx"',
    "import { createRoot } from 'react-dom/client';",
    'createRoot(root).render(<DialogProvider><App /></DialogProvider>);',
    '```',
  ].join('\n');
  const [lead, provider] = splitMdxSections(body);

  it('keeps the lead text, without imports, exports, JSX or comments', () => {
    expect(lead).toMatchObject({ depth: 0, heading: null, id: null, text: 'Lead text with <dialog> and bold.' });
  });

  it('turns lists, quotes and tables into plain words', () => {
    expect(provider.heading).toBe('Place the provider');
    expect(provider.id).toBe('place-the-provider');
    expect(provider.text).toBe(
      'Wrap your app in DialogProvider. Quoted words. Dialog props Returns DialogProps Promise<void>',
    );
  });

  it('keeps code identifiers apart from the prose, without keywords', () => {
    expect(provider.text).not.toContain('createRoot');
    expect(provider.code).toEqual(['createRoot', 'react', 'dom', 'client', 'root', 'render', 'DialogProvider', 'App']);
  });

  it('strips front matter when present', () => {
    const [first] = splitMdxSections('---\ntitle: X\n---\nHello');
    expect(first.text).toBe('Hello');
  });
});

describe('inline helpers', () => {
  it('plainInline keeps link text and code, drops emphasis and escapes', () => {
    expect(plainInline('See [`show`](/x), **not** \\*this\\* and ~~that~~ &amp; snake_case_name.')).toBe(
      'See show, not *this* and that & snake_case_name.',
    );
  });

  it('plainInline unwraps links and emphasis around code spans', () => {
    expect(plainInline('use [`DialogProps`](/docs/api/type-aliases/DialogProps)`<TProps, TResult>` here')).toBe(
      'use DialogProps<TProps, TResult> here',
    );
    expect(plainInline("Ant Design's **`Modal.confirm()`** and __`x`__")).toBe("Ant Design's Modal.confirm() and x");
    expect(plainInline('`**not bold**` and `[not](a link)`')).toBe('**not bold** and [not](a link)');
  });

  it('stripMdxSyntax leaves code fences and code spans alone', () => {
    const src = 'Use `{x}` and `<b>`.\n```\n<App prop={1} />\n```\n<b>bold</b> {1 + 1}';
    expect(stripMdxSyntax(src)).toBe('Use `{x}` and `<b>`.\n```\n<App prop={1} />\n```\nbold ');
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

describe('callouts in search text', () => {
  it('keep their title and body, not the ::: fences', () => {
    const [lead] = splitMdxSections(':::tip[Before you start]\nRead the **intro**.\n:::\n\n:::warning\nCareful.\n:::');
    expect(lead.text).toBe('Before you start Read the intro. Careful.');
  });
});
