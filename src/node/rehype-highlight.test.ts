import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { highlightToHtml } from '../lib/highlight';
import { highlightImport } from './code-store';
import rehypeHighlight, { type CodeMetadata } from './rehype-highlight';
import { highlightModule } from './webpack';

type Node = Parameters<ReturnType<typeof rehypeHighlight>>[0];

const fence = (text: string, className: string[] | undefined, meta?: string): Node & { properties: Record<string, unknown> } => ({
  type: 'element',
  tagName: 'pre',
  properties: {},
  children: [
    { type: 'element', tagName: 'code', properties: className ? { className } : {}, data: { meta }, children: [{ type: 'text', value: text }] },
  ],
});

it('replaces a fence by its highlighted markup, language and title', () => {
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

describe('pageData: markup in the page data, keys in the page JavaScript', () => {
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

  /** Compiles like gatsby-plugin-mdx: the page query's compile has `mdxMetadata`, webpack's has not. */
  async function compileMdx(withMetadata: boolean) {
    const { compile } = await import('@mdx-js/mdx');
    const metadata: CodeMetadata = {};
    function withData(this: { data: (key: string, value?: unknown) => unknown }) {
      if (withMetadata) this.data('mdxMetadata', metadata);
    }
    const js = String(
      await compile({ value: source, path: mdxPath }, { remarkPlugins: [withData], rehypePlugins: [[rehypeHighlight, { pageData: true }]] }),
    );
    return { js, metadata };
  }

  it('compiles each fence to a codeKey that the page query finds with its markup', async () => {
    const bundle = await compileMdx(false);
    const query = await compileMdx(true);
    const keys = [...bundle.js.matchAll(/codeKey: "([^"]+)"/g)].map((m) => m[1]);
    expect(keys).toHaveLength(2);
    expect(bundle.js).not.toContain('token keyword');
    for (const key of keys) expect(query.metadata.code?.[key]).toMatch(/<span class="code-line">/);
    expect(query.metadata.code?.[keys[0]!]).toBe(highlightToHtml('const a = 1;\n', 'ts').html);
    expect(bundle.metadata.code).toBeUndefined();
  });

  it('collects the markup of ?highlight imports under the key their module exports', async () => {
    const { metadata } = await compileMdx(true);
    const file = path.resolve('src/examples/plain/AlertDialog.tsx');
    const exported = JSON.parse(highlightModule(readFileSync(file, 'utf8'), file, true).replace(/^export default |;$/g, '')) as { codeKey: string };
    expect(metadata.code?.[exported.codeKey]).toContain('AlertDialog');
    expect(Object.keys(metadata.code ?? {})).toHaveLength(3);
  });

  it('names the MDX file and the import when an imported file is missing', () => {
    expect(() => highlightImport('./Nope.tsx?highlight', mdxPath)).toThrow(/page\.mdx: cannot read \.\/Nope\.tsx\?highlight .*Fix the import path/);
  });

  it('stays inline without pageData (gatsby develop)', () => {
    const pre = fence('a', ['language-ts']);
    rehypeHighlight.call({ data: () => ({}) })({ type: 'root', children: [pre] });
    expect(pre.properties.html).toBeTypeOf('string');
    expect(pre.properties.codeKey).toBeUndefined();
  });
});
