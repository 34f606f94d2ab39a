import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkDirective from 'remark-directive';
import { DirectiveError, transformDirectives, type MdastNode } from './remark-callouts';

const parse = (source: string) => unified().use(remarkParse).use(remarkMdx).use(remarkDirective).parse(source) as unknown as MdastNode;

function transform(source: string): MdastNode[] {
  const tree = parse(source);
  transformDirectives(tree, { path: '/site/content/docs/page.mdx', cwd: '/site' });
  return tree.children ?? [];
}

const attributes = (node: MdastNode) =>
  Object.fromEntries(((node as { attributes?: Array<{ name: string; value: string }> }).attributes ?? []).map((a) => [a.name, a.value]));

describe('callout directives', () => {
  for (const type of ['note', 'tip', 'info', 'warning', 'danger']) {
    it(`:::${type} becomes <Callout type="${type}"> with its body`, () => {
      const [callout] = transform(`:::${type}\nMind the **gap**.\n:::`);
      expect(callout.type).toBe('mdxJsxFlowElement');
      expect(callout.name).toBe('Callout');
      expect(attributes(callout)).toEqual({ type });
      expect(callout.children?.map((c) => c.type)).toEqual(['paragraph']);
    });
  }

  it('takes the [label] as the title and leaves it out of the body', () => {
    const [callout] = transform(':::tip[Before you start]\nRead the intro.\n:::');
    expect(attributes(callout)).toEqual({ type: 'tip', title: 'Before you start' });
    expect(callout.data?.calloutTitle).toBe('Before you start');
    expect(JSON.stringify(callout.children)).not.toContain('Before you start');
  });

  it('defaults the title to the type name', () => {
    const [callout] = transform(':::warning\nCareful.\n:::');
    expect(callout.data?.calloutTitle).toBe('Warning');
  });

  it('keeps nested Markdown (lists, links, code) in the body', () => {
    const [callout] = transform(':::info\n- one [link](/docs/intro)\n\n```ts\nconst a = 1;\n```\n:::');
    expect(callout.children?.map((c) => c.type)).toEqual(['list', 'code']);
  });

  it('fails on an unknown container directive, naming file, line and the known types', () => {
    expect(() => transform('Intro.\n\n:::warnig\nTypo.\n:::')).toThrow(DirectiveError);
    expect(() => transform('Intro.\n\n:::warnig\nTypo.\n:::')).toThrow(
      /content\/docs\/page\.mdx:3:1: unknown directive ":::warnig"\. Callouts are :::note, :::tip, :::info, :::warning, :::danger/,
    );
  });

  it('fails on a leaf directive', () => {
    expect(() => transform('::youtube[Video]{id=x}')).toThrow(/page\.mdx:1:1: unknown directive "::youtube"/);
  });

  it('gives prose colons back: "key:value" stays text', () => {
    const [paragraph] = transform('Set mode:dark and ratio:[wide] here.');
    expect(paragraph.children?.map((c) => c.value ?? '').join('')).toBe('Set mode:dark and ratio:[wide] here.');
  });
});
