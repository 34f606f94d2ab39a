import { withPrefix } from 'gatsby';
import { createSearchEngine, type SearchEngine } from '../../lib/search/search-engine';
import { SEARCH_INDEX_FILE, SEARCH_ROOT, searchFile, type SearchIndexFile } from '../../lib/search/search-shards';

export interface SearchFiles {
  /** URL of the published search files' root (path prefix included), ending in `/`. */
  base: string;
}

/** Where this site publishes its search files (src/node/search/search-shards.ts). */
export const siteSearchFiles = (): SearchFiles => ({ base: `${withPrefix(`/${SEARCH_ROOT}`)}/` });

let engine: SearchEngine | null = null;
let engineBase = '';
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
 * The session's engine over these files: each file it reads is fetched once
 * (search-engine.ts). The manifest and the entries come in the index file;
 * every other file from the folder it names.
 */
function engineFor({ base }: SearchFiles): SearchEngine {
  if (!engine || engineBase !== base) {
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
