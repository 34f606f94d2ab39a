import { describe, expect, it } from 'vitest';
import { apiSlug, groupApiSymbols } from './api-kinds';
import { apiHeading, docParagraphs, metaDescription } from './api-format';

const text = (t: string) => ({ kind: 'text', text: t, ref: null });
const code = (t: string) => ({ kind: 'code', text: t, ref: null });

describe('API page formatting', () => {
  it('builds routes and headings per kind', () => {
    expect(apiSlug('function', 'useDialog')).toBe('/docs/api/functions/useDialog');
    expect(apiSlug('type-alias', 'ShowFn')).toBe('/docs/api/type-aliases/ShowFn');
    expect(apiSlug('variable', 'DialogContext')).toBe('/docs/api/variables/DialogContext');
    expect(apiHeading('type-alias', 'DialogProps')).toBe('Type Alias: DialogProps');
    expect(apiHeading('function', 'useDialog')).toBe('Function: useDialog');
  });

  it('groups symbols by kind in index order, sorted by name, without empty groups', () => {
    const groups = groupApiSymbols([
      { name: 'useDialog', kind: 'function' },
      { name: 'StackItem', kind: 'type-alias' },
      { name: 'DialogProvider', kind: 'function' },
      { name: 'DialogBase', kind: 'type-alias' },
    ]);
    expect(groups.map((g) => [g.label, g.symbols.map((s) => s.name)])).toEqual([
      ['Functions', ['DialogProvider', 'useDialog']],
      ['Type Aliases', ['DialogBase', 'StackItem']],
    ]);
  });

  it('turns a summary into a meta description without backticks, cut at a word', () => {
    expect(metaDescription('Returns the API (`{ show }`).')).toBe('Returns the API ({ show }).');
    const long = metaDescription('word '.repeat(50));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/word…$/);
  });

  it('splits prose into paragraphs at blank lines and keeps inline parts together', () => {
    const paragraphs = docParagraphs([text('One '), code('a'), text(' two.\n\nThree\nfour.'), code('x\ny'), text('\n\nFive.')]);
    expect(paragraphs.map((p) => [p.block, p.parts.map((part) => part.text).join('|')])).toEqual([
      [false, 'One |a| two.'],
      [false, 'Three\nfour.'],
      [true, 'x\ny'],
      [false, 'Five.'],
    ]);
  });
});
