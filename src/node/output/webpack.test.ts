import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { DEV_ONLY_BROWSER_MODULES, HIGHLIGHT_QUERY, RAW_QUERY, highlightModule, withSourceRules } from './webpack';
import { codeKey, highlightFile } from '../code/code-store';

const require = createRequire(import.meta.url);
const LOADER = require.resolve('../code/highlight-loader.cjs');

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
  it('turns a source file into a module exporting its highlighted markup (gatsby develop)', () => {
    const loader = require(LOADER) as (this: unknown, source: string) => string;
    const source = "export const a = '<b>';\n";
    const output = loader.call(
      { getOptions: () => ({ render: (text: string, file: string) => highlightModule(text, file, false) }), resourcePath: '/x/Alert.tsx' },
      source,
    );
    const exported = JSON.parse(output.replace(/^export default /, '').replace(/;$/, '')) as { html: string; language: string };
    expect(exported.language).toBe('tsx');
    const code = document.createElement('code');
    code.innerHTML = exported.html;
    expect(code.textContent).toBe(source.replace(/\n$/, ''));
    expect(code.querySelector('.token.keyword')?.textContent).toBe('export');
  });
});

describe('highlight loader in a production build', () => {
  it('exports only a key and the language; the markup goes to the page data under that key', () => {
    const source = "export const a = '<b>';\n";
    const exported = JSON.parse(highlightModule(source, '/x/Alert.tsx', true).replace(/^export default /, '').replace(/;$/, '')) as Record<string, string>;
    const markup = highlightFile(source, '/x/Alert.tsx').html;
    expect(exported).toEqual({ codeKey: codeKey(markup), language: 'tsx' });
    expect(JSON.stringify(exported)).not.toContain('token');
  });
});

describe('dev-only browser modules left out of production bundles', () => {
  it("matches Gatsby's Partytown browser hook, which acts only in development", () => {
    const hook = require.resolve('gatsby/dist/internal-plugins/partytown/gatsby-browser.js');
    expect(DEV_ONLY_BROWSER_MODULES.test(hook)).toBe(true);
    // If a Gatsby upgrade makes the hook do production work, this fails and the replacement must go.
    const text = readFileSync(hook, 'utf8');
    expect(text).toMatch(/if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}/);
    expect(text.match(/^const \w+ = /gm)).toHaveLength(1);
  });
});
