import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkDirective from 'remark-directive';
import { calloutBlockquote, DirectiveError, plainText, transformDirectives, type MdastNode } from './remark-callouts';

const parse = (source: string) => unified().use(remarkParse).use(remarkMdx).use(remarkDirective).parse(source) as unknown as MdastNode;

function transform(source: string): MdastNode[] {
  const tree = parse(source);
  transformDirectives(tree, { path: '/site/content/docs/page.mdx', cwd: '/site' });
  return tree.children ?? [];
}

const attributes = (node: MdastNode) =>
  Object.fromEntries(((node as { attributes?: Array<{ name: string; value: string }> }).attributes ?? []).map((a) => [a.name, a.value]));

const hast = (node: MdastNode) => node.data as { hName: string; hProperties: Record<string, unknown> };

describe('callout directives', () => {
  for (const type of ['note', 'tip', 'info', 'warning', 'danger']) {
    it(`:::${type} becomes an <aside> of its type, named by a title paragraph, with its body`, () => {
      const [callout] = transform(`:::${type}\nMind the **gap**.\n:::`);
      expect(hast(callout)).toEqual({
        hName: 'aside',
        hProperties: { className: ['callout', `callout--${type}`], ariaLabelledBy: 'callout-1', dataCallout: type },
      });
      const [title, ...body] = callout.children ?? [];
      expect(hast(title)).toEqual({ hName: 'p', hProperties: { className: ['callout__title'], id: 'callout-1' } });
      expect(plainText(title)).toBe(type[0].toUpperCase() + type.slice(1));
      expect(body.map((c) => c.type)).toEqual(['paragraph']);
      expect(plainText(body[0])).toBe('Mind the gap.');
    });
  }

  it('takes the [label] as the title and leaves it out of the body', () => {
    const [callout] = transform(':::tip[Before you start]\nRead the intro.\n:::');
    const [title, ...body] = callout.children ?? [];
    expect(plainText(title)).toBe('Before you start');
    expect(body.map(plainText)).toEqual(['Read the intro.']);
  });

  it('numbers the ids so several callouts on a page stay distinct', () => {
    const ids = transform(':::note\nA\n:::\n\n:::danger\nB\n:::').map((c) => hast(c).hProperties.ariaLabelledBy);
    expect(ids).toEqual(['callout-1', 'callout-2']);
  });

  it('keeps nested Markdown (lists, links, code) in the body', () => {
    const [callout] = transform(':::info\n- one [link](/docs/intro)\n\n```ts\nconst a = 1;\n```\n:::');
    expect(callout.children?.slice(1).map((c) => c.type)).toEqual(['list', 'code']);
  });

  it('renders as an aside in the real MDX compile', async () => {
    const { compile } = await import('@mdx-js/mdx');
    const { default: remarkCallouts } = await import('./remark-callouts');
    const out = String(await compile(':::warning\nCareful.\n:::', { remarkPlugins: [remarkDirective, remarkCallouts], jsx: true }));
    expect(out).toMatch(/<_components\.aside className="callout callout--warning" aria-labelledby="callout-1" data-callout="warning">/);
    expect(out).toMatch(/<_components\.p className="callout__title" id="callout-1"><_components\.span className="callout__icon" aria-hidden="true" \/>\{"Warning"\}/);
  });

  it('becomes a blockquote led by the bold type in the Markdown twin form', () => {
    const tree = parse(':::tip[Before you start]\nRead on.\n:::');
    transformDirectives(tree, undefined, calloutBlockquote);
    const [quote] = tree.children ?? [];
    expect(quote.type).toBe('blockquote');
    expect(quote.children?.map(plainText)).toEqual(['Tip: Before you start', 'Read on.']);
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
