import { withPrefix } from 'gatsby';
import { createSearchEngine, type SearchEngine } from '../../lib/search/search-engine';
import { SEARCH_INDEX_FILE, SEARCH_ROOT, searchFile, type SearchIndexFile } from '../../lib/search/search-shards';

let engine: SearchEngine | null = null;
let pending: Promise<SearchEngine> | null = null;
let loaded: SearchEngine | null = null;

async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return response.json();
}

/**
 * The index file, at a fixed URL: revalidated (`no-cache`), so a deploy's new
 * index is seen at once and never names a folder the deploy removed.
 */
async function fetchIndexFile(base: string): Promise<SearchIndexFile> {
  const index = (await fetchJson(`${base}${SEARCH_INDEX_FILE}`, { cache: 'no-cache' })) as Partial<SearchIndexFile> | null;
  if (!index || typeof index.dir !== 'string' || !index.manifest || !index.entries) {
    throw new Error(`${base}${SEARCH_INDEX_FILE} is not a search index file (dir, manifest, entries).`);
  }
  return index as SearchIndexFile;
}

/**
 * The session's engine over the site's search files (published under
 * SEARCH_ROOT by src/node/search/search-shards.ts): each file it reads is
 * fetched once (search-engine.ts). The manifest and the entries come in the
 * index file; every other file from the folder it names.
 */
function siteEngine(): SearchEngine {
  if (engine) return engine;
  const base = `${withPrefix(`/${SEARCH_ROOT}`)}/`;
  let index: Promise<SearchIndexFile> | null = null;
  const indexFile = () => {
    if (!index) {
      const fetching = fetchIndexFile(base);
      index = fetching;
      // Forgotten when it fails, so Retry fetches it again.
      fetching.catch(() => {
        if (index === fetching) index = null;
      });
    }
    return index;
  };
  engine = createSearchEngine(async (name) => {
    const { dir, manifest, entries } = await indexFile();
    if (name === searchFile.manifest) return manifest;
    if (name === searchFile.entries) return entries;
    return fetchJson(`${base}${dir}/${name}`);
  });
  return engine;
}

/**
 * Fetches what every query needs (the manifest and the entries, a few KB);
 * each query then fetches the few index files its words need. A failure is
 * not cached, so Retry really fetches again.
 */
export function loadSearch(): Promise<SearchEngine> {
  if (!pending) {
    const next = siteEngine();
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
