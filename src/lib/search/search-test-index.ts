// Test helper (not shipped): builds the search index exactly as the build does —
// the real gatsby-plugin-local-search createPages with our options and
// normalizer — and loads it with the browser build of FlexSearch 0.6, the way
// the SearchBar does. Used by the ranking tests.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ApiRecord } from './search-normalise';
import type { IndexLike } from './search-rank';
import { SEARCH_ENGINE_OPTIONS } from './search-options';
import type { StoredResult } from './search-normalise';
import { localSearchPlugin } from '../../node/search/search-index';

const require = createRequire(import.meta.url);

interface MdxNodeShape {
  fields: { slug: string };
  frontmatter: { title: string; description: string | null };
  body: string;
}

/** The real docs, shaped like the index query's `allMdx.nodes`. */
export function readDocs(dir = path.resolve(__dirname, '../../../content/docs')): MdxNodeShape[] {
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((n) => (statSync(path.join(d, n)).isDirectory() ? walk(path.join(d, n)) : [path.join(d, n)]));
  return walk(dir)
    .filter((f) => /\.mdx?$/.test(f))
    .map((file) => {
      const raw = readFileSync(file, 'utf8');
      const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(raw)!;
      const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(front)?.[1] ?? null;
      const id = path.relative(dir, file).replace(/\.mdx?$/, '');
      return { fields: { slug: `/docs/${id}` }, frontmatter: { title: field('title')!, description: field('description') }, body };
    });
}

export interface BuiltIndex {
  index: IndexLike;
  store: Record<string, StoredResult>;
  exported: string;
}

/** Runs the plugin on the given query data and imports its export into a browser FlexSearch. */
export async function buildIndex(data: { allMdx: { nodes: MdxNodeShape[] }; allApiSymbol: { nodes: ApiRecord[] } }): Promise<BuiltIndex> {
  const plugin = require('gatsby-plugin-local-search/gatsby-node');
  let node: { index: string; store: Record<string, StoredResult> } | undefined;
  await plugin.createPages(
    {
      graphql: async () => ({ data }),
      actions: { createNode: (n: typeof node) => (node = n) },
      reporter: { error: (m: string) => { throw new Error(m); }, warn: () => {} },
      createNodeId: (s: string) => s,
      createContentDigest: () => 'digest',
    },
    localSearchPlugin.options,
  );
  if (!node) throw new Error('the plugin created no index');
  const FlexSearch = require('flexsearch/dist/flexsearch.min.js');
  const index = FlexSearch.create(SEARCH_ENGINE_OPTIONS);
  index.import(node.index);
  return { index, store: node.store, exported: node.index };
}
