import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { describe, expect, it } from 'vitest';
import remarkCallouts from './remark-callouts';
import rehypeHeadingIds from './rehype-heading-ids';
import { collectToc, nestHeadings, pageHeadings, TOC_METADATA } from './toc-headings';
import { tocFromMdx } from '../../lib/content/toc';
import { siteConfig } from '../../site-config';

/** The replaced field's own parts, resolved where gatsby-plugin-mdx resolves them. */
const fromPlugin = createRequire(createRequire(import.meta.url).resolve('gatsby-plugin-mdx/package.json'));
const pluginParts = async () => ({
  remarkInferTocMeta: fromPlugin('./dist/remark-infer-toc-meta').default,
  visit: ((await import(fromPlugin.resolve('unist-util-visit'))) as typeof import('unist-util-visit')).visit,
  toc: ((await import(fromPlugin.resolve('mdast-util-toc'))) as typeof import('mdast-util-toc')).toc,
});

interface HastElement {
  type: string;
  tagName?: string;
  properties?: { id?: string };
  children?: HastElement[];
}
const headingIds = (node: HastElement, ids: string[]) => {
  if (node.type === 'element' && /^h[1-6]$/.test(node.tagName ?? '')) ids.push(node.properties!.id!);
  node.children?.forEach((child) => headingIds(child, ids));
};
const maxDepth = siteConfig.constants.tocLevels.max;
const docsDir = path.resolve(__dirname, '../../../content/docs');
const docs = fs.readdirSync(docsDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.mdx'));

/** Compiles as the site does (remark plugins, then heading ids) and returns the collected outline and the rendered heading ids. */
async function outline(source: string) {
  const metadata: Record<string, unknown> = {};
  const ids: string[] = [];
  await compile(source, {
    remarkPlugins: [
      remarkGfm,
      remarkDirective,
      remarkCallouts,
      function (this: { data: (key: string, value?: unknown) => unknown }) {
        this.data('mdxMetadata', metadata);
      },
      [collectToc, { maxDepth }],
    ],
    rehypePlugins: [
      rehypeHeadingIds,
      () => (tree: HastElement) => headingIds(tree, ids),
    ],
  });
  return { toc: metadata[TOC_METADATA] as ReturnType<typeof nestHeadings>, ids };
}

/** What gatsby-plugin-mdx's `tableOfContents(maxDepth)` field returned for the same source: the field this replaces. */
async function pluginToc(source: string) {
  const { remarkInferTocMeta, visit, toc: mdastToc } = await pluginParts();
  let toc: unknown;
  await compile(source, {
    remarkPlugins: [remarkGfm, remarkDirective, remarkCallouts, [remarkInferTocMeta, { visit, toc: mdastToc, maxDepth }], () => (_tree: unknown, file: { data: Record<string, unknown> }) => void (toc = (file.data.meta as { toc: unknown }).toc)],
  });
  return toc;
}

describe('the page outline collected with the code markup', () => {
  it('has docs to compare', () => expect(docs.length).toBeGreaterThan(10));
  for (const doc of docs) {
    it(`${doc}: equals the outline gatsby-plugin-mdx built, and links to headings the page has`, async () => {
      const source = fs.readFileSync(path.join(docsDir, doc), 'utf8').replace(/^---[\s\S]*?---/, '');
      const { toc, ids } = await outline(source);
      expect(toc).toEqual(await pluginToc(source));
      for (const entry of tocFromMdx(toc, siteConfig.constants.tocLevels).flatMap(function all(e): string[] {
        return [e.id, ...e.children.flatMap(all)];
      })) {
        expect(ids).toContain(entry);
      }
    });
  }

  it('numbers repeated headings as the page does, counting headings outside the outline', async () => {
    const { toc, ids } = await outline(
      ['## Setup', '<div>', '', '## Setup', '', '</div>', '', '## Setup', '### With `show()`', '#### Deep', '## [Linked](/docs/intro) *title*'].join('\n'),
    );
    expect(ids).toEqual(['setup', 'setup-1', 'setup-2', 'with-show', 'deep', 'linked-title']);
    expect(toc).toEqual({
      items: [
        { url: '#setup', title: 'Setup' },
        { url: '#setup-2', title: 'Setup', items: [{ url: '#with-show', title: 'With show()' }] },
        { url: '#linked-title', title: 'Linked title' },
      ],
    });
  });

  it('keeps a skipped level as an item without url, which the TOC lifts', () => {
    const toc = nestHeadings([
      { depth: 2, id: 'a', title: 'A' },
      { depth: 4, id: 'b', title: 'B' },
      { depth: 3, id: 'c', title: 'C' },
    ]);
    expect(toc).toEqual({ items: [{ url: '#a', title: 'A', items: [{ items: [{ url: '#b', title: 'B' }] }, { url: '#c', title: 'C' }] }] });
    expect(nestHeadings([{ depth: 3, id: 'x', title: 'X' }, { depth: 2, id: 'y', title: 'Y' }])).toEqual({
      items: [{ items: [{ url: '#x', title: 'X' }] }, { url: '#y', title: 'Y' }],
    });
    expect(nestHeadings([])).toEqual({});
  });

  it('leaves out headings deeper than the maximum, and headings inside components', () => {
    const tree = {
      type: 'root',
      children: [
        { type: 'heading', depth: 2, children: [{ type: 'text', value: 'Kept' }] },
        { type: 'heading', depth: 4, children: [{ type: 'text', value: 'Too deep' }] },
        { type: 'mdxJsxFlowElement', children: [{ type: 'heading', depth: 2, children: [{ type: 'text', value: 'Inside' }] }] },
      ],
    };
    expect(pageHeadings(tree, 3)).toEqual([{ depth: 2, id: 'kept', title: 'Kept' }]);
  });
});
