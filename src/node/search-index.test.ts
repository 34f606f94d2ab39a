// @vitest-environment node
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SEARCH_INDEX_FIELD } from '../lib/search-options';
import { buildSearchIndexQuery, INCLUDE_API_SYMBOLS, localSearchPlugin, searchIndexNormalizer } from './search-index';

const mdx = {
  nodes: [
    { fields: { slug: '/docs/intro' }, frontmatter: { title: 'Introduction', description: 'About it.' }, body: 'Lead.\n\n## Features\n\nMany.' },
  ],
};

describe('search index query', () => {
  it('is valid GraphQL with and without the API part', () => {
    expect(() => parse(buildSearchIndexQuery(false))).not.toThrow();
    const withApi = buildSearchIndexQuery(true);
    expect(() => parse(withApi)).not.toThrow();
    expect(withApi).toMatch(/allApiSymbol[\s\S]*name kind slug summary declaration \{ text \}/);
    expect(buildSearchIndexQuery(false)).not.toContain('allApiSymbol');
  });

  it('plugin options: FlexSearch, one index field, the store fields, numeric refs', () => {
    expect(localSearchPlugin.options).toMatchObject({ name: 'docs', engine: 'flexsearch', ref: 'id', index: [SEARCH_INDEX_FIELD] });
    expect(localSearchPlugin.options.store).toEqual(['url', 'page', 'section', 'kind', 'text']);
  });
});

describe('searchIndexNormalizer', () => {
  it('numbers doc sections and API symbols', () => {
    const docs = searchIndexNormalizer({
      data: {
        allMdx: mdx,
        apiSymbolType: null,
        allApiSymbol: { nodes: [{ name: 'useDialog', kind: 'function', slug: '/docs/api/functions/useDialog', summary: 'Hook.', signature: null }] },
      },
    });
    expect(docs.map((d) => [d.id, d.url])).toEqual([
      [0, '/docs/intro'],
      [1, '/docs/intro#features'],
      [2, '/docs/api/functions/useDialog'],
    ]);
  });

  it.skipIf(INCLUDE_API_SYMBOLS)('stops the build when ApiSymbol exists but is left out of the index', () => {
    expect(() =>
      searchIndexNormalizer({ data: { allMdx: mdx, apiSymbolType: { fields: [{ name: 'name' }, { name: 'signature' }] } } }),
    ).toThrow(/ApiSymbol nodes exist but are not in the search index\. In src\/node\/search-index\.ts set INCLUDE_API_SYMBOLS = true[\s\S]*name, signature/);
  });

  it('fails clearly without data', () => {
    expect(() => searchIndexNormalizer({})).toThrow(/returned no data/);
  });
});
