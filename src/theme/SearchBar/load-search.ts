import { createSearchEngine, type SearchEngine } from '../../lib/search/search-engine';

export interface SearchFiles {
  /** URL of the folder of published search files (path prefix included), ending in `/`. */
  base: string;
}

let engine: SearchEngine | null = null;
let engineBase = '';
let pending: Promise<SearchEngine> | null = null;
let loaded: SearchEngine | null = null;

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return response.json();
}

/** The session's engine over these files: each file it reads is fetched once (search-engine.ts). */
function engineFor({ base }: SearchFiles): SearchEngine {
  if (!engine || engineBase !== base) {
    engine = createSearchEngine((name) => fetchJson(`${base}${name}`));
    engineBase = base;
  }
  return engine;
}

/**
 * Fetches what every query needs (the manifest and the entries, a few KB);
 * each query then fetches the few index files its words need. A failure is
 * not cached, so Retry really fetches again.
 */
export function loadSearch(files: SearchFiles): Promise<SearchEngine> {
  if (!pending) {
    const next = engineFor(files);
    pending = next.ready().then(
      () => (loaded = next),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
  }
  return pending;
}

/** The engine if this session already loaded it. */
export function loadedSearch(): SearchEngine | null {
  return loaded;
}
