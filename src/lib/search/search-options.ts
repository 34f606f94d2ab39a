/**
 * Settings shared by the build (gatsby-plugin-local-search builds and
 * exports the FlexSearch index) and the browser (which re-creates the index
 * and imports that export). FlexSearch 0.6 does not serialise its options,
 * so both sides must create the index with exactly these.
 */

/** Index name: the plugin creates a `LocalSearchDocs` node, queried as `localSearchDocs`. */
export const SEARCH_INDEX_NAME = 'docs';

/**
 * The plugin indexes `JSON.stringify(pick(doc, indexFields))`, so every field
 * name would become a word matching every document. A key made only of a
 * non-word character disappears when FlexSearch splits on `\W+`.
 */
export const SEARCH_INDEX_FIELD = '-';

/** What each result needs to display; nothing else is published in the store. */
export const SEARCH_STORE_FIELDS = ['url', 'page', 'section', 'kind', 'text'] as const;

/**
 * FlexSearch 0.6 options. `forward` indexes every word prefix, so `Dialo`
 * finds `Dialog…`; `icase` lower-cases both sides; no phonetic encoder, so
 * symbol names are matched as typed. Contextual depth is off: ranking that
 * readers expect is done by `rankHits` over the candidates.
 */
export const SEARCH_ENGINE_OPTIONS = {
  encode: 'icase',
  tokenize: 'forward',
  threshold: 0,
  resolution: 9,
  depth: 0,
} as const;

export const SEARCH_LIMITS = {
  /** Candidates taken from FlexSearch before ranking (the whole site has ~100 sections). */
  candidates: 200,
  /** Results shown in the dialog. */
  results: 20,
  /** Characters of text in a result's snippet. */
  snippetChars: 140,
  /** Characters of context kept before the first match in a snippet. */
  snippetLead: 40,
} as const;
