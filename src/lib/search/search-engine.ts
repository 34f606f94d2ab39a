import { maxEdits, prefixDistance } from './search-fuzzy';
import { SEARCH_LIMITS } from './search-options';
import { rankCandidates, toResults, type Candidate, type ResultInfo, type SearchResults } from './search-rank';
import {
  decodePostings,
  floorIndex,
  postingsFilesFor,
  searchFile,
  type EntriesFile,
  type Postings,
  type SearchManifest,
} from './search-shards';
import { queryTerms } from './search-snippet';

/**
 * The browser's search engine over the published files (format:
 * search-shards.ts). Each query word loads only the postings files its
 * words fall in (and, for typo tolerance, the word list of its first
 * letter, or when that has no close word, the lists that can hold a word
 * with a typo in its first letter); the snippet texts of the results load separately (`texts`), for
 * the results a reader can see.
 * Every file is fetched once per session; a failed fetch is forgotten, so
 * the next query tries again. `load` is `fetch` in the browser and reads
 * the built files in tests.
 */

/** Loads one published file by name, parsed. */
export type LoadFile = (name: string) => Promise<unknown>;

export interface SearchEngine {
  /** Loads what every query needs (manifest and entries); rejects when they cannot be fetched. */
  ready(): Promise<void>;
  /** Results; `snippets`: how many of the first hits get their text loaded before it resolves (0 by default: see `texts`). */
  search(query: string, options?: { limit?: number; snippets?: number }): Promise<SearchResults>;
  /** Snippet texts of these entries, loading their text files. */
  texts(ids: readonly string[]): Promise<Map<string, string>>;
}

interface Match {
  edits: number;
  slot: number;
  word: string;
}

/**
 * Ends the current task: the steps of a query (each word's matching, the ranking) run as separate
 * short tasks, so a keystroke or a frame is never kept waiting behind a whole query.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Fuzzy corrections considered per query word (the closest first): enough for any real typo, few files. */
const MAX_CORRECTIONS = 24;

export function createSearchEngine(load: LoadFile): SearchEngine {
  const files = new Map<string, Promise<unknown>>();
  const get = <T>(name: string): Promise<T> => {
    let file = files.get(name);
    if (!file) {
      file = load(name);
      files.set(name, file);
      file.catch(() => files.delete(name));
    }
    return file as Promise<T>;
  };
  const base = () => Promise.all([get<SearchManifest>(searchFile.manifest), get<EntriesFile>(searchFile.entries)]);
  const textCache = new Map<string, string>();

  const infoOf = (entries: EntriesFile) => (id: string): ResultInfo | undefined => {
    const row = entries.rows[Number(id)];
    if (!row) return undefined;
    const [page, hash, section, kind] = row;
    const [route, title] = entries.pages[page];
    const info: ResultInfo = { url: hash ? `${route}#${hash}` : route, page: title };
    if (section !== undefined && section !== null) info.section = section;
    if (kind) info.kind = kind;
    // No text here: ranking must not depend on which snippets this session happened to load.
    return info;
  };

  /** Every entry holding the term (as a word, a word's start, or a close misspelling of one), with its best match. */
  async function matchTerm(term: string, manifest: SearchManifest, fuzzy: boolean): Promise<Map<number, Match>> {
    // A word of one or two letters is matched as a prefix only when that costs a single file.
    const range = postingsFilesFor(manifest.bounds, term, `${term}\uffff`);
    const prefix = term.length >= SEARCH_LIMITS.minPrefix || range.length === 1;
    const shardIds = prefix ? range : postingsFilesFor(manifest.bounds, term);
    const max = fuzzy ? maxEdits(term) : 0;
    const [shards, initials] = await Promise.all([
      Promise.all(shardIds.map((i) => get<Record<string, Postings>>(searchFile.postings(i)))),
      max > 0 && manifest.initials.includes(term[0]) ? get<string[]>(searchFile.words(term[0])) : Promise.resolve(null),
    ]);
    const corrections = (words: readonly string[]) =>
      words
        .filter((word) => !word.startsWith(term))
        .map((word) => [word, prefixDistance(term, word, max)] as const)
        .filter(([, edits]) => edits <= max);
    const found = new Map<number, Match>();
    // A correction closest in length to what was typed names the word meant ("dialg" → "dialog", not "dialogprovider").
    const better = (a: Match, b: Match) =>
      a.edits - b.edits || (a.edits ? Math.abs(a.word.length - term.length) - Math.abs(b.word.length - term.length) : 0) || a.slot - b.slot;
    const add = (word: string, postings: Postings | undefined, edits: number) => {
      if (!postings) return;
      for (const [id, slot] of decodePostings(postings)) {
        const known = found.get(id);
        const match = { edits, slot, word };
        if (!known || better(match, known) < 0) found.set(id, match);
      }
    };
    for (const shard of shards) {
      for (const word in shard) if (prefix ? word.startsWith(term) : word === term) add(word, shard[word], 0);
    }
    if (max > 0) {
      let candidates = corrections(initials ?? []);
      // None with the first letter as typed: the typo may be in it. A word whose second letter is the
      // typed second one (first letter replaced) or the typed first one (first letter left out), or that
      // starts with the typed second letter (a letter added in front, the first two swapped).
      if (!candidates.length) {
        const lists = await Promise.all([
          manifest.seconds.includes(term[1]) ? get<string[]>(searchFile.wordsBySecond(term[1])) : null,
          manifest.seconds.includes(term[0]) ? get<string[]>(searchFile.wordsBySecond(term[0])) : null,
          manifest.initials.includes(term[1]) ? get<string[]>(searchFile.words(term[1])) : null,
        ]);
        candidates = corrections([...new Set(lists.flatMap((list) => list ?? []))]);
      }
      const close = candidates.sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1)).slice(0, MAX_CORRECTIONS);
      const byFile = new Map<number, Array<readonly [string, number]>>();
      for (const correction of close) {
        const file = floorIndex(manifest.bounds, correction[0]);
        byFile.set(file, [...(byFile.get(file) ?? []), correction]);
      }
      await Promise.all(
        [...byFile].map(async ([file, corrections]) => {
          const shard = await get<Record<string, Postings>>(searchFile.postings(file));
          for (const [word, edits] of corrections) add(word, shard[word], edits);
        }),
      );
    }
    return found;
  }

  async function texts(ids: readonly string[]): Promise<Map<string, string>> {
    const [manifest] = await base();
    const wanted = ids.filter((id) => !textCache.has(id));
    const fileIds = [...new Set(wanted.map((id) => floorIndex(manifest.textStarts, Number(id))))];
    await Promise.all(
      fileIds.map(async (file) => {
        const list = await get<string[]>(searchFile.texts(file));
        const start = manifest.textStarts[file];
        list.forEach((text, k) => textCache.set(String(start + k), text));
      }),
    );
    return new Map(ids.filter((id) => textCache.has(id)).map((id) => [id, textCache.get(id)!]));
  }

  /**
   * Entries that hold every query word (FlexSearch's default): walk the smallest list, look the others up.
   * Typos are corrected only in words that find nothing as typed: exact and prefix matches always win.
   */
  async function collect(terms: string[], manifest: SearchManifest): Promise<Array<Candidate & { slots: number }>> {
    const perTerm: Array<Map<number, Match>> = [];
    for (const term of terms) {
      await nextTask();
      const exact = await matchTerm(term, manifest, false);
      perTerm.push(exact.size || maxEdits(term) === 0 ? exact : await matchTerm(term, manifest, true));
    }
    // A short word that finds nothing is taken as still being typed ("dialog p"): the others answer meanwhile.
    const kept = perTerm.flatMap((matches, t) => (matches.size || terms[t].length >= SEARCH_LIMITS.minPrefix ? [{ matches, term: terms[t] }] : []));
    if (!kept.length || kept.some(({ matches }) => !matches.size)) return [];
    const order = kept.sort((a, b) => a.matches.size - b.matches.size);
    const candidates: Array<Candidate & { slots: number }> = [];
    for (const [id, first] of order[0].matches) {
      let edits = 0;
      let slots = 0;
      let corrected: Map<string, string> | undefined;
      let all = true;
      for (const { matches, term } of order) {
        const match = matches === order[0].matches ? first : matches.get(id);
        if (!match) {
          all = false;
          break;
        }
        edits += match.edits;
        slots += match.slot;
        if (match.edits) (corrected ??= new Map()).set(term, match.word);
      }
      if (all) candidates.push({ id, edits, slots, corrected });
    }
    return candidates;
  }

  async function search(query: string, { limit = SEARCH_LIMITS.results, snippets = 0 } = {}): Promise<SearchResults> {
    const terms = queryTerms(query);
    if (!terms.length) return toResults(query, [], limit);
    const [manifest, entries] = await base();
    const candidates = await collect(terms, manifest);
    await nextTask();
    // The index's own order: fewer edits, words nearer the start of the entry, then entry order.
    candidates.sort((a, b) => a.edits - b.edits || a.slots - b.slots || Number(a.id) - Number(b.id));
    const ranked = rankCandidates(query, candidates, infoOf(entries)).slice(0, limit);
    const loaded = snippets > 0 ? await texts(ranked.slice(0, snippets).map((hit) => hit.id)) : new Map<string, string>();
    for (const hit of ranked) hit.text ??= loaded.get(hit.id) ?? textCache.get(hit.id);
    const shownIds = new Set(ranked.map((hit) => hit.id));
    const corrections = new Set(candidates.flatMap((c) => (c.corrected && shownIds.has(String(c.id)) ? [...c.corrected.values()] : [])));
    return toResults(query, ranked, limit, corrections);
  }

  return {
    ready: async () => {
      await base();
    },
    search,
    texts,
  };
}
