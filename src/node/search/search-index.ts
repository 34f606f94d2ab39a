import {
  normaliseApiSymbol,
  normaliseDoc,
  toSearchDocuments,
  type ApiRecord,
  type MdxRecord,
  type SearchDocument,
} from './search-normalise';
import {
  SEARCH_ENGINE_OPTIONS,
  SEARCH_INDEX_FIELD,
  SEARCH_INDEX_NAME,
  SEARCH_STORE_FIELDS,
} from '../../lib/search/search-options';
import { partitionDrafts } from '../content/drafts';
import { openBuildMemo } from '../output/build-memo';
import { developFlag } from '../../../plugins/gatsby-plugin-fast-build/develop';

/**
 * The gatsby-plugin-local-search entry: which nodes are indexed and how.
 * The plugin runs `query` in createPages, passes the result to `normalizer`,
 * builds and exports the FlexSearch index, and publishes index and store as
 * files under /static (their URLs are the `publicIndexURL`/`publicStoreURL`
 * fields the SearchBar queries).
 */

// The docs and the API symbols (ApiSymbol nodes, src/node/api/api-schema.ts). The
// normaliser reads `signature` or declaration/type/typeText for the signature.
export const searchIndexQuery = `
  query SearchIndex {
    allMdx(sort: { fields: { docId: ASC } }) {
      nodes {
        fields { slug draft }
        frontmatter { title description }
        body
      }
    }
    allApiSymbol(sort: { name: ASC }) {
      nodes { name kind slug summary declaration { text } }
    }
  }
`;

interface SearchIndexData {
  allMdx: { nodes: Array<{ fields: { slug: string; draft?: boolean | null }; frontmatter: { title: string; description: string | null }; body: string }> };
  allApiSymbol: { nodes: ApiRecord[] };
}

/** The plugin's normalizer: query result → numbered documents (index field + store fields). */
export function searchIndexNormalizer({ data }: { data?: unknown }): SearchDocument[] {
  return searchDocuments(data, process.cwd());
}

/** The documents of a query result; `memoRoot` is the site whose .cache keeps the records between builds. */
export function searchDocuments(data: unknown, memoRoot: string): SearchDocument[] {
  const result = data as SearchIndexData | undefined;
  if (!result) throw new Error('[search] The search index query returned no data (src/node/search/search-index.ts).');
  // The API reference is a feature of the site: an index without it is a bug, not a variant.
  // gatsby develop with developBackgroundApi: until TypeDoc's nodes arrive (then the index is built again), docs only.
  if (!result.allApiSymbol?.nodes.length && !developFlag('developBackgroundApi')) {
    throw new Error('[search] No API symbols to index: the search index query must select allApiSymbol (src/node/search/search-index.ts).');
  }
  // Drafts have no page in production, so no search record either (src/node/content/drafts.ts).
  const docs: MdxRecord[] = partitionDrafts(result.allMdx.nodes).published.map((node) => ({
    slug: node.fields.slug,
    title: node.frontmatter.title,
    description: node.frontmatter.description,
    body: node.body,
  }));
  // A doc's records depend on its record alone: a warm build parses only the docs that changed.
  const memo = openBuildMemo<ReturnType<typeof normaliseDoc>>('search-records', memoRoot);
  const records = docs.flatMap((doc) => memo.get(doc, () => normaliseDoc(doc)));
  memo.save();
  return toSearchDocuments([...records, ...(result.allApiSymbol?.nodes ?? []).map(normaliseApiSymbol)]);
}

/** The plugin entry for gatsby-config. */
export const localSearchPlugin = {
  resolve: 'gatsby-plugin-local-search',
  options: {
    name: SEARCH_INDEX_NAME,
    engine: 'flexsearch',
    engineOptions: SEARCH_ENGINE_OPTIONS,
    query: searchIndexQuery,
    ref: 'id',
    index: [SEARCH_INDEX_FIELD],
    store: [...SEARCH_STORE_FIELDS],
    normalizer: searchIndexNormalizer,
  },
};
