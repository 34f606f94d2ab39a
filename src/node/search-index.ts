import {
  normaliseApiSymbol,
  normaliseDoc,
  toSearchDocuments,
  type ApiRecord,
  type MdxRecord,
  type SearchDocument,
} from '../lib/search-normalise';
import {
  SEARCH_ENGINE_OPTIONS,
  SEARCH_INDEX_FIELD,
  SEARCH_INDEX_NAME,
  SEARCH_STORE_FIELDS,
} from '../lib/search-options';
import { partitionDrafts } from './drafts';

/**
 * The gatsby-plugin-local-search entry: which nodes are indexed and how.
 * The plugin runs `query` in createPages, passes the result to `normalizer`,
 * builds and exports the FlexSearch index, and publishes index and store as
 * files under /static (their URLs are the `publicIndexURL`/`publicStoreURL`
 * fields the SearchBar queries).
 */

// ─── API symbols ──────────────────────────────────────────────────────────
// Set to true once the `ApiSymbol` nodes exist (the API reference feature).
// While false the index covers the MDX docs only; if the type exists but this
// is still false, the build stops and says so, so the API cannot be left out
// of search by accident. If the signature field has another name, change it
// in API_QUERY below (the normaliser also accepts declaration/type/typeText).
export const INCLUDE_API_SYMBOLS = true;

const API_QUERY = `
    allApiSymbol(sort: { name: ASC }) {
      nodes { name kind slug summary declaration { text } }
    }`;
// ──────────────────────────────────────────────────────────────────────────

export const buildSearchIndexQuery = (includeApiSymbols: boolean) => `
  query SearchIndex {
    allMdx(sort: { fields: { docId: ASC } }) {
      nodes {
        fields { slug draft }
        frontmatter { title description }
        body
      }
    }
    apiSymbolType: __type(name: "ApiSymbol") { fields { name } }
    ${includeApiSymbols ? API_QUERY : ''}
  }
`;

export const searchIndexQuery = buildSearchIndexQuery(INCLUDE_API_SYMBOLS);

interface SearchIndexData {
  allMdx: { nodes: Array<{ fields: { slug: string; draft?: boolean | null }; frontmatter: { title: string; description: string | null }; body: string }> };
  apiSymbolType: { fields: Array<{ name: string }> } | null;
  allApiSymbol?: { nodes: ApiRecord[] };
}

/** The plugin's normalizer: query result → numbered documents (index field + store fields). */
export function searchIndexNormalizer({ data }: { data?: unknown }): SearchDocument[] {
  const result = data as SearchIndexData | undefined;
  if (!result) throw new Error('[search] The search index query returned no data (src/node/search-index.ts).');
  if (result.apiSymbolType && !INCLUDE_API_SYMBOLS) {
    throw new Error(
      '[search] ApiSymbol nodes exist but are not in the search index. In src/node/search-index.ts set ' +
        'INCLUDE_API_SYMBOLS = true and check API_QUERY against the ApiSymbol fields: ' +
        result.apiSymbolType.fields.map((f) => f.name).join(', ') +
        '.',
    );
  }
  // Drafts have no page in production, so no search record either (src/node/drafts.ts).
  const docs: MdxRecord[] = partitionDrafts(result.allMdx.nodes).published.map((node) => ({
    slug: node.fields.slug,
    title: node.frontmatter.title,
    description: node.frontmatter.description,
    body: node.body,
  }));
  const api = result.allApiSymbol?.nodes ?? [];
  return toSearchDocuments([...docs.flatMap(normaliseDoc), ...api.map(normaliseApiSymbol)]);
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
