import { expect, it } from 'vitest';
import rehypeHighlight from './rehype-highlight';

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
