// @vitest-environment node
import { Kind, parse, type FieldNode, type ObjectTypeDefinitionNode, type SelectionSetNode } from 'graphql';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SEARCH_INDEX_FIELD } from '../../lib/search/search-options';
import { apiTypeDefs } from '../api/api-schema';
import { localSearchPlugin, searchDocuments, searchIndexNormalizer, searchIndexQuery } from './search-index';

const mdx = {
  nodes: [
    { fields: { slug: '/docs/intro' }, frontmatter: { title: 'Introduction', description: 'About it.' }, body: 'Lead.\n\n## Features\n\nMany.' },
  ],
};

describe('search index query', () => {
  it('selects the API symbols, with fields the ApiSymbol type declares', () => {
    const fields = (set: SelectionSetNode | undefined) =>
      new Map((set?.selections ?? []).filter((s): s is FieldNode => s.kind === Kind.FIELD).map((f) => [f.name.value, f]));
    const query = parse(searchIndexQuery).definitions[0];
    const root = fields(query.kind === Kind.OPERATION_DEFINITION ? query.selectionSet : undefined);
    const selected = [...fields(fields(root.get('allApiSymbol')?.selectionSet).get('nodes')?.selectionSet).keys()];
    expect(selected).toEqual(['name', 'kind', 'slug', 'summary', 'declaration']);
    // A renamed field in src/node/api/api-schema.ts must fail here, not leave search without the API.
    const apiSymbol = parse(apiTypeDefs).definitions.find(
      (d): d is ObjectTypeDefinitionNode => d.kind === Kind.OBJECT_TYPE_DEFINITION && d.name.value === 'ApiSymbol',
    );
    const declared = apiSymbol?.fields?.map((f) => f.name.value) ?? [];
    expect(selected.filter((name) => !declared.includes(name))).toEqual([]);
  });

  it('plugin options: FlexSearch, one index field, the store fields, numeric refs', () => {
    expect(localSearchPlugin.options).toMatchObject({ name: 'docs', engine: 'flexsearch', ref: 'id', index: [SEARCH_INDEX_FIELD] });
    expect(localSearchPlugin.options.store).toEqual(['url', 'page', 'section', 'kind', 'text']);
  });
});

describe('searchIndexNormalizer', () => {
  // The records memo goes to a site folder of the test's own, not to this checkout's .cache.
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'search-memo-'));
  // The build code the memo is keyed on, as Gatsby leaves it in .cache (src/node/output/build-memo.ts).
  fs.mkdirSync(path.join(site, '.cache/compiled'), { recursive: true });
  for (const file of ['.cache/compiled/gatsby-config.js', '.cache/compiled/gatsby-node.js', 'package-lock.json']) fs.writeFileSync(path.join(site, file), file);
  afterAll(() => fs.rmSync(site, { recursive: true, force: true }));
  const symbols = {
    nodes: [
      {
        name: 'useDialog',
        kind: 'function',
        slug: '/docs/api/functions/useDialog',
        summary: '',
        declaration: [{ text: 'function ' }, { text: 'useDialog' }, { text: '(): DialogContextValue' }],
      },
    ],
  };

  it('numbers doc sections and API symbols (the declaration tokens as the signature)', () => {
    const docs = searchDocuments({ allMdx: mdx, allApiSymbol: symbols }, site);
    expect(docs.map((d) => [d.id, d.url])).toEqual([
      [0, '/docs/intro'],
      [1, '/docs/intro#features'],
      [2, '/docs/api/functions/useDialog'],
    ]);
    expect(docs[2]).toMatchObject({ page: 'useDialog', kind: 'function', text: 'function useDialog(): DialogContextValue' });
  });

  it('a later build indexes an edited doc anew from the records it kept', () => {
    const edited = { nodes: [{ ...mdx.nodes[0], body: 'Lead.\n\n## Features\n\nMany, and edited.' }] };
    searchDocuments({ allMdx: mdx, allApiSymbol: symbols }, site);
    expect(fs.existsSync(path.join(site, '.cache/build-memo/search-records.json'))).toBe(true);
    const docs = searchDocuments({ allMdx: edited, allApiSymbol: symbols }, site);
    expect(docs.find((d) => d.url === '/docs/intro#features')?.text).toBe('Many, and edited.');
  });

  it('stops the build when the query brings no API symbols', () => {
    expect(() => searchDocuments({ allMdx: mdx }, site)).toThrow(/No API symbols to index: .*allApiSymbol/);
    expect(() => searchDocuments({ allMdx: mdx, allApiSymbol: { nodes: [] } }, site)).toThrow(/No API symbols/);
  });

  it('fails clearly without data', () => {
    expect(() => searchDocuments(undefined, site)).toThrow(/returned no data/);
    expect(localSearchPlugin.options.normalizer).toBe(searchIndexNormalizer);
  });
});
