import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { StoredResult } from './search-normalise';
import {
  encodePostings,
  searchFile,
  SEARCH_FORMAT,
  SEARCH_INDEX_FILE,
  SEARCH_ROOT,
  type EntriesFile,
  type EntryRow,
  type Postings,
  type SearchManifest,
} from '../../lib/search/search-shards';
import { siteConfig } from '../../site-config';

/**
 * Cuts what gatsby-plugin-local-search built (the FlexSearch export and the
 * store) into the small files the browser reads (format:
 * src/lib/search/search-shards.ts). Postings are cut into runs of sorted
 * words of about `shardBytes` each, texts into runs of entries of about
 * `textBytes`, so the first query costs the same few files at 30 pages as
 * at 300 and each later one only the runs its words fall in.
 */

export interface ShardOptions {
  /** Target size of a postings file (raw JSON bytes): a file is closed before it would pass it. */
  shardBytes: number;
  /** Target size of a text file (raw JSON bytes). */
  textBytes: number;
}

type FlexExport = [map: Array<Record<string, number[]>>, ...rest: unknown[]];

/** `{ word: ids by slot }` from a FlexSearch 0.6 export (`[map, ctx, ids]`, map[slot][word] = ids). */
export function wordsOfExport(exported: string): Map<string, number[][]> {
  const [map] = JSON.parse(exported) as FlexExport;
  if (!Array.isArray(map)) throw new Error('[search] The FlexSearch export has no score map: is the engine still FlexSearch 0.6?');
  const words = new Map<string, number[][]>();
  map.forEach((slot, s) => {
    for (const [word, ids] of Object.entries(slot ?? {})) {
      if (!ids.length) continue;
      const bySlot = words.get(word) ?? [];
      bySlot[s] = ids.map(Number);
      words.set(word, bySlot);
    }
  });
  return words;
}

/** Runs of `items` whose serialised size stays under `limit` (an item bigger than it gets a run of its own). */
function cut<T>(items: T[], size: (item: T) => number, limit: number): T[][] {
  const runs: T[][] = [];
  let run: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const n = size(item);
    if (run.length && bytes + n > limit) {
      runs.push(run);
      run = [];
      bytes = 0;
    }
    run.push(item);
    bytes += n;
  }
  if (run.length) runs.push(run);
  return runs;
}

/** The entries file: pages once, then one short row per entry. */
export function entriesOf(store: Record<string, StoredResult>, count: number): EntriesFile {
  const pages: Array<[string, string]> = [];
  const pageIndex = new Map<string, number>();
  const rows: EntryRow[] = [];
  for (let id = 0; id < count; id++) {
    const entry = store[String(id)];
    if (!entry) throw new Error(`[search] The store has no entry ${id}: entries must be numbered 0 … n − 1 (toSearchDocuments).`);
    const [route, hash] = entry.url.split('#');
    const key = `${route}\n${entry.page}`;
    let page = pageIndex.get(key);
    if (page === undefined) {
      page = pages.push([route, entry.page]) - 1;
      pageIndex.set(key, page);
    }
    if (entry.kind) rows.push([page, hash ?? null, entry.section ?? null, entry.kind]);
    else if (entry.section !== undefined || hash) rows.push([page, hash ?? null, entry.section ?? null]);
    else rows.push([page]);
  }
  return { pages, rows };
}

/** Every published file (name → JSON text) for one index. */
export function buildSearchFiles(
  exported: string,
  store: Record<string, StoredResult>,
  options: ShardOptions = siteConfig.constants.search,
): Map<string, string> {
  const files = new Map<string, string>();
  const count = Object.keys(store).length;

  const words = [...wordsOfExport(exported)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const encoded: Array<[string, Postings]> = words.map(([word, bySlot]) => [word, encodePostings(bySlot)]);
  const runs = cut(encoded, ([word, postings]) => word.length + JSON.stringify(postings).length + 4, options.shardBytes);
  runs.forEach((run, i) => files.set(searchFile.postings(i), JSON.stringify(Object.fromEntries(run))));

  // Word lists for typo tolerance, by the letter at `at` (0: first, 1: second), in sorted order.
  const listsByLetter = (at: number, name: (letter: string) => string) => {
    const lists = new Map<string, string[]>();
    for (const [word] of words) {
      if (word.length <= at) continue;
      const list = lists.get(word[at]) ?? [];
      list.push(word);
      lists.set(word[at], list);
    }
    for (const [letter, list] of lists) files.set(name(letter), JSON.stringify(list));
    return [...lists.keys()].sort().join('');
  };
  const initials = listsByLetter(0, searchFile.words);
  const seconds = listsByLetter(1, searchFile.wordsBySecond);

  const ids = Array.from({ length: count }, (_, id) => id);
  const textRuns = cut(ids, (id) => JSON.stringify(store[String(id)]?.text ?? '').length + 1, options.textBytes);
  textRuns.forEach((run, i) => files.set(searchFile.texts(i), JSON.stringify(run.map((id) => store[String(id)]?.text ?? ''))));

  files.set(searchFile.entries, JSON.stringify(entriesOf(store, count)));
  const manifest: SearchManifest = {
    format: SEARCH_FORMAT,
    bounds: runs.map((run) => run[0][0]),
    initials,
    seconds,
    textStarts: textRuns.map((run) => run[0]),
    entries: count,
  };
  files.set(searchFile.manifest, JSON.stringify(manifest));
  return files;
}

/** The folder of one index's files, under SEARCH_ROOT: named by their content, so a deploy never mixes two indexes. */
export function searchFilesDir(files: Map<string, string>): string {
  const hash = createHash('sha256');
  for (const [name, text] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(name).update('\0').update(text).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/**
 * Publishes one index under public/SEARCH_ROOT: the manifest and the entries
 * in the fixed-URL index file, every other file in a folder named by the
 * content (written first, so the index file never names a missing folder).
 * Removes the folders of earlier indexes: a warm build keeps public/, and
 * nothing refers to those any more. Returns the folder's name.
 */
export function writeSearchFiles(publicDir: string, files: Map<string, string>): string {
  const manifest = files.get(searchFile.manifest);
  const entries = files.get(searchFile.entries);
  if (manifest === undefined || entries === undefined) throw new Error(`[search] The search files have no ${searchFile.manifest} or ${searchFile.entries} (buildSearchFiles).`);
  const dir = searchFilesDir(files);
  const root = path.join(publicDir, SEARCH_ROOT);
  // Both texts are JSON already: spliced, not parsed and printed again.
  const index = `{"dir":${JSON.stringify(dir)},"manifest":${manifest},"entries":${entries}}`;
  // Published already (a warm build or develop start, nothing changed): the index file is written last, so every file
  // of its folder is there. Writing the 70-odd files again cost about 0.2 s on 2 cores.
  if (readFileOr(path.join(root, SEARCH_INDEX_FILE)) !== index) {
    mkdirSync(path.join(root, dir), { recursive: true });
    for (const [name, text] of files) if (name !== searchFile.manifest && name !== searchFile.entries) writeFileSync(path.join(root, dir, name), text);
    writeFileSync(path.join(root, SEARCH_INDEX_FILE), index);
  }
  // Either way: a folder an interrupted write of another index left behind is not published.
  for (const old of readdirSync(root)) if (old !== dir && old !== SEARCH_INDEX_FILE) rmSync(path.join(root, old), { recursive: true, force: true });
  return dir;
}

function readFileOr(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}
