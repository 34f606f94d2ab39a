import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_QUERY, RAW_QUERY, highlightModule, withSourceRules } from './webpack';

const require = createRequire(import.meta.url);
const LOADER = require.resolve('./highlight-loader.cjs');

describe('withSourceRules', () => {
  const matches = (condition: unknown, query: string): boolean => {
    if (condition instanceof RegExp) return condition.test(query);
    const c = condition as { not?: unknown; and?: unknown[] };
    if (c.not) return !matches(c.not, query);
    if (c.and) return c.and.every((part) => matches(part, query));
    throw new Error('unexpected condition');
  };

  it('adds an asset/source rule for ?raw and one for ?highlight that runs the highlight loader', () => {
    const rules = withSourceRules([{ test: /\.tsx?$/, use: ['babel-loader'] }], LOADER);
    expect(rules.at(-2)).toEqual({ resourceQuery: RAW_QUERY, type: 'asset/source' });
    expect(rules.at(-1)).toEqual({
      resourceQuery: HIGHLIGHT_QUERY,
      type: 'javascript/auto',
      use: [{ loader: LOADER, options: { render: highlightModule } }],
    });
  });

  it('keeps the other rules off ?highlight imports but on everything else', () => {
    const [js, mdxLayout] = withSourceRules(
      [{ test: /\.tsx?$/ }, { test: /\.tsx?$/, resourceQuery: /__contentFilePath=/ }],
      LOADER,
    ) as { resourceQuery: unknown }[];
    expect(matches(js.resourceQuery, '?highlight')).toBe(false);
    expect(matches(js.resourceQuery, '?raw')).toBe(false);
    expect(matches(js.resourceQuery, '')).toBe(true);
    expect(matches(mdxLayout.resourceQuery, '?__contentFilePath=/a.mdx')).toBe(true);
    expect(matches(mdxLayout.resourceQuery, '?highlight')).toBe(false);
    expect(matches(mdxLayout.resourceQuery, '?raw')).toBe(false);
  });

  it('leaves placeholders alone', () => {
    expect(withSourceRules(['...', false], LOADER).slice(0, 2)).toEqual(['...', false]);
  });
});

describe('highlight loader', () => {
  it('turns a source file into a module exporting its highlighted markup', () => {
    const loader = require(LOADER) as (this: unknown, source: string) => string;
    const source = "export const a = '<b>';\n";
    const output = loader.call({ getOptions: () => ({ render: highlightModule }), resourcePath: '/x/Alert.tsx' }, source);
    const exported = JSON.parse(output.replace(/^export default /, '').replace(/;$/, '')) as { html: string; language: string };
    expect(exported.language).toBe('tsx');
    const code = document.createElement('code');
    code.innerHTML = exported.html;
    expect(code.textContent).toBe(source.replace(/\n$/, ''));
    expect(code.querySelector('.token.keyword')?.textContent).toBe('export');
  });
});
