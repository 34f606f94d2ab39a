import { describe, expect, it } from 'vitest';
import { RAW_QUERY, withRawSourceRule } from './webpack';

describe('withRawSourceRule', () => {
  const matches = (condition: unknown, query: string): boolean => {
    if (condition instanceof RegExp) return condition.test(query);
    const c = condition as { not?: unknown; and?: unknown[] };
    if (c.not) return !matches(c.not, query);
    if (c.and) return c.and.every((part) => matches(part, query));
    throw new Error('unexpected condition');
  };

  it('adds one asset/source rule for ?raw', () => {
    const rules = withRawSourceRule([{ test: /\.tsx?$/, use: ['babel-loader'] }]);
    expect(rules.at(-1)).toEqual({ resourceQuery: RAW_QUERY, type: 'asset/source' });
  });

  it('keeps the other rules off ?raw imports but on everything else', () => {
    const [js, mdxLayout] = withRawSourceRule([
      { test: /\.tsx?$/ },
      { test: /\.tsx?$/, resourceQuery: /__contentFilePath=/ },
    ]) as { resourceQuery: unknown }[];
    expect(matches(js.resourceQuery, '?raw')).toBe(false);
    expect(matches(js.resourceQuery, '')).toBe(true);
    expect(matches(mdxLayout.resourceQuery, '?__contentFilePath=/a.mdx')).toBe(true);
    expect(matches(mdxLayout.resourceQuery, '?raw')).toBe(false);
  });

  it('leaves placeholders alone', () => {
    expect(withRawSourceRule(['...', false]).slice(0, 2)).toEqual(['...', false]);
  });
});
