import type { StoredResult } from '../../lib/search/search-normalise';
import { SEARCH_ENGINE_OPTIONS } from '../../lib/search/search-options';
import type { IndexLike } from '../../lib/search/search-rank';

export interface SearchFiles {
  indexUrl: string;
  storeUrl: string;
}

export interface LoadedSearch {
  index: IndexLike;
  store: Record<string, StoredResult>;
}

interface FlexSearchStatic {
  create(options: typeof SEARCH_ENGINE_OPTIONS): IndexLike & { import(payload: string): void };
}

let pending: Promise<LoadedSearch> | null = null;
let loaded: LoadedSearch | null = null;

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return response.text();
}

async function load({ indexUrl, storeUrl }: SearchFiles): Promise<LoadedSearch> {
  const [module, exported, store] = await Promise.all([
    // Its own chunk: pages that never search never download FlexSearch.
    import(/* webpackChunkName: "flexsearch" */ 'flexsearch'),
    fetchText(indexUrl),
    fetchText(storeUrl).then((text) => JSON.parse(text) as Record<string, StoredResult>),
  ]);
  const FlexSearch = ((module as { default?: unknown }).default ?? module) as FlexSearchStatic;
  const index = FlexSearch.create(SEARCH_ENGINE_OPTIONS);
  index.import(exported);
  loaded = { index, store };
  return loaded;
}

/**
 * Fetches the published index and store and the search engine, once per
 * session. A failure is not cached, so Retry really fetches again.
 */
export function loadSearch(files: SearchFiles): Promise<LoadedSearch> {
  if (!pending) {
    pending = load(files).catch((error: unknown) => {
      pending = null;
      throw error;
    });
  }
  return pending;
}

/** The engine if this session already loaded it. */
export function loadedSearch(): LoadedSearch | null {
  return loaded;
}
