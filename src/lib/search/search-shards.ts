/**
 * The published search files, as the build writes them and the browser reads
 * them (src/node/search/search-shards.ts writes; search-engine.ts reads).
 * FlexSearch (through gatsby-plugin-local-search) still builds the index; its
 * export is cut into small files so a query downloads only what it needs.
 * The published layout (`SEARCH_ROOT`): one file at a fixed URL,
 * `index.json` (`SearchIndexFile`: the manifest, the entries and the name of
 * the folder that holds the rest), and a folder named by the content of all
 * the files, so a deploy never mixes two indexes. Pages do not learn where the
 * search files are (no static query in every page's data): search opens on
 * that fixed URL. The files, by the names the engine asks for (`manifest.json`
 * and `entries.json` travel inside `index.json`):
 *
 * - `manifest.json`: where everything is (below);
 * - `p<i>.json`: postings of a run of words in sorted order, `{ word: postings }`;
 * - `w-<c>.json`: the words starting with `c`, sorted (for typo tolerance);
 * - `s-<c>.json`: the words whose second letter is `c`, sorted (for a typo in the first letter);
 * - `entries.json`: what each result shows without its snippet (page, heading, kind, URL);
 * - `t<i>.json`: the plain text of a run of entries, loaded for the snippets shown.
 */

/** One entry of gatsby-plugin-local-search's store, as the build's normaliser makes it (src/node/search/search-normalise.ts). */
export interface StoredResult {
  /** Route without prefix, with `#heading-id` for a section. */
  url: string;
  /** Title of the page the hit is on (the group label). */
  page: string;
  /** Heading of the section; absent for the top of a page and for API symbols. */
  section?: string;
  /** API symbol kind; absent for docs. */
  kind?: string;
  /** Plain text the snippet is cut from. */
  text: string;
}

export const SEARCH_FORMAT = 2;

export interface SearchManifest {
  format: typeof SEARCH_FORMAT;
  /** First word of each postings file `p<i>.json`, ascending: file i holds words in [bounds[i], bounds[i + 1]). */
  bounds: string[];
  /** First characters that have a words file `w-<c>.json`. */
  initials: string;
  /** Second characters that have a words file `s-<c>.json`. */
  seconds: string;
  /** First entry id of each text file `t<i>.json`, ascending (the first is 0). */
  textStarts: number[];
  /** Number of entries (ids 0 … entries − 1). */
  entries: number;
}

/**
 * A word's postings, flat: for each FlexSearch score slot used (0 = best,
 * words near the start of an entry), `slot, count, id deltas…`.
 */
export type Postings = number[];

/** `[page]` for the top of a page, `[page, hash, heading]` for a section, `[page, null, null, kind]` for an API symbol. */
export type EntryRow = [page: number, hash?: string | null, section?: string | null, kind?: string];

export interface EntriesFile {
  /** `[route, title]` per page. */
  pages: Array<[string, string]>;
  rows: EntryRow[];
}

/** Where the files are published, under the site root (path prefix not included). */
export const SEARCH_ROOT = 'static/search';

/** The file at a fixed URL, `<SEARCH_ROOT>/index.json`: what every query needs, and where the rest is. */
export interface SearchIndexFile {
  /** Folder of the other files, under SEARCH_ROOT (named by the content of all files). */
  dir: string;
  manifest: SearchManifest;
  entries: EntriesFile;
}

export const SEARCH_INDEX_FILE = 'index.json';

/** File names. */
export const searchFile = {
  manifest: 'manifest.json',
  entries: 'entries.json',
  postings: (i: number) => `p${i}.json`,
  words: (initial: string) => `w-${initial}.json`,
  wordsBySecond: (second: string) => `s-${second}.json`,
  texts: (i: number) => `t${i}.json`,
};

/** Index of the last element of `sorted` that is ≤ `value` (0 when none is). */
export function floorIndex<T>(sorted: readonly T[], value: T): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (sorted[mid] <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The postings files that can hold words from `from` to `to` (inclusive), in order. */
export function postingsFilesFor(bounds: readonly string[], from: string, to: string = from): number[] {
  const first = floorIndex(bounds, from);
  const last = floorIndex(bounds, to);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** `[id, slot]` pairs of a word's postings, in FlexSearch order (slot, then id). */
export function decodePostings(postings: Postings): Array<[id: number, slot: number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i < postings.length; ) {
    const slot = postings[i++];
    const count = postings[i++];
    let id = 0;
    for (let k = 0; k < count; k++) {
      id += postings[i++];
      out.push([id, slot]);
    }
  }
  return out;
}

/** Inverse of decodePostings for ids grouped by slot. */
export function encodePostings(bySlot: ReadonlyArray<readonly number[] | undefined>): Postings {
  const out: number[] = [];
  bySlot.forEach((ids, slot) => {
    if (!ids?.length) return;
    const sorted = [...ids].sort((a, b) => a - b);
    out.push(slot, sorted.length);
    sorted.forEach((id, k) => out.push(k ? id - sorted[k - 1] : id));
  });
  return out;
}
