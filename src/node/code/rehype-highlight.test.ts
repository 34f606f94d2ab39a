import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CodeMarkup } from '../../lib/code/code-ref';
import { highlightFile, highlightImport } from './code-store';
import rehypeHighlight, { collectCodeMarkup, type CodeMetadata } from './rehype-highlight';
import { highlightModule } from '../output/webpack';

type Node = Parameters<ReturnType<typeof rehypeHighlight>>[0];

const fence = (text: string, className: string[] | undefined, meta?: string): Node & { properties: Record<string, unknown> } => ({
  type: 'element',
  tagName: 'pre',
  properties: {},
  children: [
    { type: 'element', tagName: 'code', properties: className ? { className } : {}, data: { meta }, children: [{ type: 'text', value: text }] },
  ],
});

it('replaces a fence by its highlighted markup, language and title', { timeout: 120_000 }, () => {
  const pre = fence('const a = 1;\nlet b;\n', ['language-ts'], 'title="a.ts" {2}');
  rehypeHighlight()({ type: 'root', children: [pre] });
  expect(pre.children).toEqual([]);
  expect(pre.properties.language).toBe('typescript');
  expect(pre.properties.title).toBe('a.ts');
  expect(String(pre.properties.html)).toContain('<span class="token keyword">const</span>');
  expect(String(pre.properties.html)).toMatch(/<span class="code-line code-line--highlighted" data-highlighted="true"><span class="token keyword">let/);
});

it('renders fences without a language as plain text', () => {
  const pre = fence('a < b', undefined);
  rehypeHighlight()({ type: 'root', children: [pre] });
  expect(pre.properties).toEqual({ html: '<span class="code-line">a &lt; b</span>', language: 'plain' });
});

it('leaves a pre that is not a plain fence alone', () => {
  const pre = { type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'element', tagName: 'span', children: [] }] };
  rehypeHighlight()({ type: 'root', children: [pre] });
  expect(pre.children).toHaveLength(1);
  expect(pre.properties).toEqual({});
});

it('names the MDX file when a highlight spec is malformed', () => {
  const pre = fence('x', ['language-ts'], '{a}');
  expect(() => rehypeHighlight()({ type: 'root', children: [pre] }, { path: 'content/docs/x.mdx' })).toThrow(/content\/docs\/x\.mdx.*malformed/);
});

it('fails a ts fence that does not compile, naming the MDX file and the line', { timeout: 120_000 }, () => {
  const pre = { ...fence('const a = 1;\nconst b: string = a;\n', ['language-ts']), position: { start: { line: 7 } } };
  expect(() => rehypeHighlight()({ type: 'root', children: [pre] }, { path: path.resolve('content/docs/x.mdx') })).toThrow(
    /content\/docs\/x\.mdx:9: TS2322: Type 'number' is not assignable to type 'string'\./,
  );
});

describe('pageData: markup in the page data, keys in the page JavaScript', { timeout: 120_000 }, () => {
  const mdxPath = path.resolve('content/docs/examples/page.mdx');
  const source = [
    'import alert from "../../../src/examples/plain/AlertDialog.tsx?highlight";',
    'import React from "react";',
    '',
    '# Title',
    '',
    '```ts title="a.ts"',
    'const a = 1;',
    '```',
    '',
    '```bash',
    'npm install react-dialog-hub',
    '```',
  ].join('\n');

  /**
   * Compiles through gatsby-plugin-mdx's own compileMDX, as its webpack loader
   * (collect: false) and the Mdx.codeHtml resolver (collect: true) do.
   */
  async function compileMdx(collect: boolean) {
    const { compileMDX } = await import('gatsby-plugin-mdx');
    const cache = { get: async () => undefined } as unknown as Parameters<typeof compileMDX>[2];
    const reporter = {
      panicOnBuild: ({ context }: { context: { errorMeta: Error } }) => {
        throw context.errorMeta;
      },
    } as unknown as Parameters<typeof compileMDX>[3];
    const result = await compileMDX(
      { source, absolutePath: mdxPath },
      { remarkPlugins: collect ? [collectCodeMarkup] : [], rehypePlugins: [[rehypeHighlight, { pageData: true }]] },
      cache,
      reporter,
    );
    return { js: result!.processedMDX, metadata: result!.metadata as CodeMetadata };
  }

  it('compiles each fence to a codeKey that the collecting compile finds with its markup', async () => {
    const bundle = await compileMdx(false);
    const query = await compileMdx(true);
    const keys = [...bundle.js.matchAll(/codeKey: "([^"]+)"/g)].map((m) => m[1]);
    expect(keys).toHaveLength(2);
    expect(bundle.js).not.toContain('token keyword');
    const html = (markup: CodeMarkup | undefined) => (typeof markup === 'object' ? markup.html : markup);
    for (const key of keys) expect(html(query.metadata.code?.[key])).toMatch(/<span class="code-line">/);
    // The ts fence was type-checked: its identifiers carry their types, in the page data with the markup.
    expect(query.metadata.code?.[keys[0]!]).toEqual({ html: expect.stringContaining('<span class="th" tabindex="0">a</span>'), types: ['const a: 1'] });
    // The bundle's compile does no collecting (and reads no imported files).
    expect(bundle.metadata.code).toBeUndefined();
  });

  it('collects the markup of ?highlight imports under the key their module exports, and names the files', async () => {
    const { metadata } = await compileMdx(true);
    const file = path.resolve('src/examples/plain/AlertDialog.tsx');
    const exported = JSON.parse(highlightModule(readFileSync(file, 'utf8'), file, true).replace(/^export default |;$/g, '')) as { codeKey: string };
    expect(metadata.code?.[exported.codeKey]).toContain('AlertDialog');
    expect(Object.keys(metadata.code ?? {})).toHaveLength(3);
    expect(metadata.codeSources).toEqual([file]);
  });

  it('names the MDX file and the import when an imported file is missing or not a relative path with extension', () => {
    expect(() => highlightImport('./Nope.tsx?highlight', mdxPath)).toThrow(/page\.mdx: cannot read \.\/Nope\.tsx\?highlight .*Fix the import path/);
    expect(() => highlightImport('./AlertDialog?highlight', mdxPath)).toThrow(/page\.mdx: import "\.\/AlertDialog\?highlight" must be a relative path with its extension/);
    expect(() => highlightImport('some-package/file.ts?highlight', mdxPath)).toThrow(/must be a relative path/);
  });

  it('keys a file with a byte-order mark as the webpack loader sees it (without the mark)', () => {
    const withBom = highlightFile('\uFEFFconst a = 1;\n', 'x.ts');
    expect(withBom).toEqual(highlightFile('const a = 1;\n', 'x.ts'));
  });

  it('stays inline without pageData (gatsby develop)', () => {
    const pre = fence('const a = 1;', ['language-ts']);
    rehypeHighlight.call({ data: () => ({}) })({ type: 'root', children: [pre] });
    expect(pre.properties.html).toBeTypeOf('string');
    expect(pre.properties.codeKey).toBeUndefined();
  });
});
