/**
 * Settings of the search index. gatsby-plugin-local-search builds and
 * exports a FlexSearch 0.6 index with these; the build cuts the export into
 * small files (src/node/search/search-shards.ts) that the browser's engine
 * (search-engine.ts) reads a few at a time.
 */

/** Index name: the plugin creates a `LocalSearchDocs` node, queried as `localSearchDocs`. */
export const SEARCH_INDEX_NAME = 'docs';

/**
 * The plugin indexes `JSON.stringify(pick(doc, indexFields))`, so every field
 * name would become a word matching every document. A key made only of a
 * non-word character disappears when FlexSearch splits on `\W+`.
 */
export const SEARCH_INDEX_FIELD = '-';

/** The plugin's store: what a result shows and its snippet text. The build publishes it cut in two (entries.json, t<i>.json). */
export const SEARCH_STORE_FIELDS = ['url', 'page', 'section', 'kind', 'text'] as const;

/**
 * FlexSearch 0.6 options. `strict` indexes whole words only (the browser's
 * engine finds `Dialog…` from `Dialo` in the sorted word list, so the
 * published index holds no prefixes); `icase` lower-cases; no phonetic
 * encoder, so symbol names are matched as typed. The score slot of each word
 * (earlier words score higher) orders candidates; contextual depth is off:
 * ranking that readers expect is done by `rankHits`.
 */
export const SEARCH_ENGINE_OPTIONS = {
  encode: 'icase',
  tokenize: 'strict',
  threshold: 0,
  resolution: 9,
  depth: 0,
} as const;

export const SEARCH_LIMITS = {
  /**
   * Query words shorter than this match whole words only, unless their prefix lies in one postings file
   * (a prefix of one or two letters could load half the index); one that finds nothing is left out as unfinished.
   */
  minPrefix: 3,
  /** Results shown in the dialog. */
  results: 20,
  /** Characters of text in a result's snippet. */
  snippetChars: 140,
  /** Characters of context kept before the first match in a snippet. */
  snippetLead: 40,
  /**
   * Snippet texts load for the results in view once an answer has stayed on screen this long, so
   * the answers to a query still being typed cost no text files.
   */
  snippetDelayMs: 150,
} as const;
