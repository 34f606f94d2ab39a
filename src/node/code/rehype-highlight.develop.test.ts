import path from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import rehypeHighlight from './rehype-highlight';
import { showInOverlay } from '../../../plugins/gatsby-plugin-fast-build/develop';

// What develop's overlay is sent, recorded (the real one needs a running gatsby develop: the smoke test covers it).
vi.mock('../../../plugins/gatsby-plugin-fast-build/develop', async (original) => ({ ...(await original<object>()), showInOverlay: vi.fn() }));

type Node = Parameters<ReturnType<typeof rehypeHighlight>>[0];
const tsFence = (text: string, line: number) =>
  ({
    type: 'element',
    tagName: 'pre',
    properties: {},
    position: { start: { line } },
    children: [{ type: 'element', tagName: 'code', properties: { className: ['language-ts'] }, children: [{ type: 'text', value: text }] }],
  }) as Node & { properties: Record<string, unknown> };

let command: string | undefined;
beforeEach(() => {
  command = process.env.gatsby_executing_command;
  process.env.gatsby_executing_command = 'develop';
});
afterEach(() => {
  if (command === undefined) delete process.env.gatsby_executing_command;
  else process.env.gatsby_executing_command = command;
  vi.mocked(showInOverlay).mockClear();
});

it('in gatsby develop a sample that stops compiling goes to the overlay, and the page still compiles with it as plain code', { timeout: 120_000 }, async () => {
  const broken = tsFence('const a = 1;\nconst b: string = a;\n', 7);
  const fine = tsFence('const c: number = 2;\n', 12);
  const file = { path: path.resolve('content/docs/x.mdx') };
  await rehypeHighlight()({ type: 'root', children: [broken, fine] }, file);
  expect(broken.properties.language).toBe('typescript');
  expect(String(broken.properties.html)).toContain('<span class="token keyword">const</span>');
  expect(broken.properties.types).toBeUndefined();
  expect(String(fine.properties.html)).toContain('<span class="token keyword">const</span>');
  expect(showInOverlay).toHaveBeenLastCalledWith('code-samples:content/docs/x.mdx', {
    title: 'Code sample does not type-check',
    text: expect.stringContaining("content/docs/x.mdx:9: TS2322: Type 'number' is not assignable to type 'string'."),
    file: 'content/docs/x.mdx',
    line: 9,
  });
  // Fixed: the overlay is cleared.
  await rehypeHighlight()({ type: 'root', children: [tsFence('const b: number = 1;\n', 7)] }, file);
  expect(showInOverlay).toHaveBeenLastCalledWith('code-samples:content/docs/x.mdx', null);
});

it('in a production build the same sample still fails the compile', { timeout: 120_000 }, async () => {
  process.env.gatsby_executing_command = 'build';
  const broken = tsFence('const a = 1;\nconst b: string = a;\n', 7);
  await expect(async () => rehypeHighlight()({ type: 'root', children: [broken] }, { path: path.resolve('content/docs/x.mdx') })).rejects.toThrow(/x\.mdx:9: TS2322/);
});
