// Test helper (not shipped): builds the search index exactly as the build does —
// the real gatsby-plugin-local-search createPages with our options and
// normalizer, cut into the published files by buildSearchFiles — and opens
// them with the browser's engine. Used by the relevance and shard tests.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ApiRecord, StoredResult } from './search-normalise';
import { createSearchEngine, type SearchEngine } from '../../lib/search/search-engine';
import { localSearchPlugin } from './search-index';
import { buildSearchFiles, type ShardOptions } from './search-shards';

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
  engine: SearchEngine;
  /** The published files, name → JSON text. */
  files: Map<string, string>;
  /** Names of the files the engine loaded, in order. */
  loaded: string[];
  store: Record<string, StoredResult>;
  /** The plugin's FlexSearch export the files were cut from. */
  exported: string;
}

/** Runs the plugin on the given query data, cuts its output into files and opens them with the browser's engine. */
export async function buildIndex(
  data: { allMdx: { nodes: MdxNodeShape[] }; allApiSymbol: { nodes: ApiRecord[] } },
  options?: ShardOptions,
): Promise<BuiltIndex> {
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
  const files = buildSearchFiles(node.index, node.store, options);
  const { engine, loaded } = openFiles(files);
  return { engine, files, loaded, store: node.store, exported: node.index };
}

/** A fresh engine (empty cache) over published files, recording which it loads. */
export function openFiles(files: Map<string, string>): { engine: SearchEngine; loaded: string[] } {
  const loaded: string[] = [];
  const engine = createSearchEngine(async (name) => {
    const text = files.get(name);
    if (text === undefined) throw new Error(`no published file ${name}`);
    loaded.push(name);
    return JSON.parse(text);
  });
  return { engine, loaded };
}
