import { describe, expect, it } from 'vitest';
import { languageOf, parseCodeMeta, parseLineRanges } from './code-meta';

describe('parseCodeMeta', () => {
  it('reads a title in double or single quotes and line ranges', () => {
    expect(parseCodeMeta('title="src/App.tsx" {1,3-4}')).toEqual({ title: 'src/App.tsx', highlight: '{1,3-4}' });
    expect(parseCodeMeta("{2} title='a b.ts'")).toEqual({ title: 'a b.ts', highlight: '{2}' });
  });

  it('does not mistake braces inside the title for ranges', () => {
    expect(parseCodeMeta('title="{weird}.ts"')).toEqual({ title: '{weird}.ts' });
  });

  it('returns nothing for empty meta', () => {
    expect(parseCodeMeta(undefined)).toEqual({});
    expect(parseCodeMeta('')).toEqual({});
  });
});

describe('parseLineRanges', () => {
  it('expands single lines and ranges', () => {
    expect([...parseLineRanges('{1,3-4}')]).toEqual([1, 3, 4]);
    expect([...parseLineRanges('{ 2 - 3 , 7 }')]).toEqual([2, 3, 7]);
    expect(parseLineRanges(undefined).size).toBe(0);
    expect(parseLineRanges('{}').size).toBe(0);
  });

  it('rejects malformed specs with a message naming the problem', () => {
    expect(() => parseLineRanges('{1,a}')).toThrow(/"\{1,a\}" is malformed at "a"/);
    expect(() => parseLineRanges('{4-2}')).toThrow(/malformed at "4-2"/);
    expect(() => parseLineRanges('{0}')).toThrow(/1-based/);
  });
});

describe('languageOf', () => {
  it('finds the language class', () => {
    expect(languageOf('language-tsx')).toBe('tsx');
    expect(languageOf('foo language-bash')).toBe('bash');
    expect(languageOf(undefined)).toBeUndefined();
    expect(languageOf('plain')).toBeUndefined();
  });
});
