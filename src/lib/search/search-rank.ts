import type { StoredResult } from './search-normalise';
import { SEARCH_LIMITS } from './search-options';
import { matchesAllTerms, queryTerms } from './search-snippet';

/**
 * Ranking a developer expects, on top of FlexSearch's candidates (which
 * only know word positions): an exact symbol name first, then exact
 * headings and titles, then names that start with the query, then hits
 * whose heading holds every word, then body matches in FlexSearch's order.
 */

export interface Hit extends StoredResult {
  id: string;
  score: number;
}

export interface ResultGroup {
  /** Page route without hash: hits on the same page share a group. */
  key: string;
  page: string;
  kind?: string;
  hits: Hit[];
}

export interface SearchResults {
  query: string;
  terms: string[];
  groups: ResultGroup[];
  /** Hits in display order, for keyboard navigation. */
  hits: Hit[];
}

/** The minimum of a FlexSearch 0.6 index that search needs. */
export interface IndexLike {
  search(query: string, options: { limit: number; suggest?: boolean }): unknown;
}

export const SCORE = {
  exactName: 100,
  exactHeading: 90,
  namePrefix: 80,
  headingWords: 60,
  /** Body matches: up to this much more for query words also in the heading. */
  someHeadingWords: 20,
  /** Body matches: this much more when the text holds the query as typed. */
  phrase: 10,
  body: 0,
} as const;

/** What a hit is called: the symbol name, the section heading, or the page title at the top of a page. */
const labelOf = (hit: StoredResult) => hit.section ?? hit.page;

export function scoreHit(hit: StoredResult, query: string, terms = queryTerms(query)): number {
  const q = query.trim().replace(/\s+/g, ' ').toLowerCase();
  const label = labelOf(hit);
  const isName = hit.kind !== undefined;
  const lower = label.toLowerCase();
  // "dialog provider" names DialogProvider as surely as "DialogProvider" does.
  if (isName && (lower === q || lower === q.replace(/ /g, ''))) return SCORE.exactName;
  if (lower === q) return SCORE.exactHeading;
  // Shorter names first among those sharing the prefix: `Dialo` → DialogBase before DialogContextValue.
  if (isName && lower.startsWith(q)) return SCORE.namePrefix - Math.min(label.length - q.length, 50) / 100;
  if (matchesAllTerms(label, terms)) return SCORE.headingWords;
  const inLabel = terms.filter((term) => matchesAllTerms(label, [term])).length;
  const phrase = terms.length > 1 && hit.text.toLowerCase().includes(q);
  return SCORE.body + (SCORE.someHeadingWords * inLabel) / Math.max(terms.length, 1) + (phrase ? SCORE.phrase : 0);
}

/** Stored results for the candidate ids, best first; FlexSearch's order breaks ties. */
export function rankHits(query: string, ids: ReadonlyArray<string | number>, store: Record<string, StoredResult>): Hit[] {
  const terms = queryTerms(query);
  return ids
    .map((id, position) => ({ id: String(id), position }))
    .filter(({ id }) => store[id] !== undefined)
    .map(({ id, position }) => ({ hit: { ...store[id], id, score: scoreHit(store[id], query, terms) }, position }))
    .sort((a, b) => b.hit.score - a.hit.score || a.position - b.position)
    .map(({ hit }) => hit);
}

/** Groups hits by page, groups ordered by their best hit. */
export function groupHits(hits: Hit[]): ResultGroup[] {
  const groups = new Map<string, ResultGroup>();
  for (const hit of hits) {
    const key = hit.url.split('#')[0];
    let group = groups.get(key);
    if (!group) {
      group = { key, page: hit.page, kind: hit.kind, hits: [] };
      groups.set(key, group);
    }
    group.hits.push(hit);
  }
  return [...groups.values()];
}

/** Runs a query over the whole index: candidates, ranking, cap, groups. */
export function searchIndex(
  index: IndexLike,
  store: Record<string, StoredResult>,
  query: string,
  limit: number = SEARCH_LIMITS.results,
): SearchResults {
  const terms = queryTerms(query);
  if (!terms.length) return { query, terms, groups: [], hits: [] };
  const ids = index.search(query, { limit: SEARCH_LIMITS.candidates, suggest: false });
  const ranked = rankHits(query, Array.isArray(ids) ? ids : [], store).slice(0, limit);
  const groups = groupHits(ranked);
  return { query, terms, groups, hits: groups.flatMap((g) => g.hits) };
}
