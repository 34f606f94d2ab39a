import type { StoredResult } from './search-shards';
import { matchesAllTerms, queryTerms } from './search-snippet';

/**
 * Ranking a developer expects, on top of the index's candidates (which
 * only know word positions): hits that need no typo correction first; then
 * an exact symbol name, exact headings and titles, names that start with
 * the query, hits whose heading holds every word, and body matches in the
 * index's order. A corrected typo is ranked as the word it matched.
 */

/** What a result shows; `text` (the snippet's source) arrives separately and may be missing. */
export type ResultInfo = Omit<StoredResult, 'text'> & { text?: string };

export interface Hit extends ResultInfo {
  id: string;
  score: number;
  /** Edits of the typo corrections this hit needed (0: every word matched as typed or as a prefix). */
  edits: number;
}

/** One entry found by the index. */
export interface Candidate {
  id: number | string;
  /** Edits of the typo corrections needed to match it. */
  edits: number;
  /** Query word → the indexed word it matched in this entry, for words matched only through a typo correction. */
  corrected?: ReadonlyMap<string, string>;
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
const labelOf = (hit: ResultInfo) => hit.section ?? hit.page;

export function scoreHit(hit: ResultInfo, query: string, terms = queryTerms(query)): number {
  const q = query.trim().replace(/\s+/g, ' ').toLowerCase();
  const label = labelOf(hit);
  const isName = hit.kind !== undefined;
  const lower = label.toLowerCase();
  const phrase = terms.length > 1 && Boolean(hit.text?.toLowerCase().includes(q));
  // Every tier above body needs a query word inside the label: most candidates of a common word stop here, cheaply.
  if (!terms.some((term) => lower.includes(term))) return SCORE.body + (phrase ? SCORE.phrase : 0);
  // "dialog provider" names DialogProvider as surely as "DialogProvider" does.
  if (isName && (lower === q || lower === q.replace(/ /g, ''))) return SCORE.exactName;
  if (lower === q) return SCORE.exactHeading;
  // Shorter names first among those sharing the prefix: `Dialo` → DialogBase before DialogContextValue.
  if (isName && lower.startsWith(q)) return SCORE.namePrefix - Math.min(label.length - q.length, 50) / 100;
  if (matchesAllTerms(label, terms)) return SCORE.headingWords;
  const inLabel = terms.filter((term) => matchesAllTerms(label, [term])).length;
  return SCORE.body + (SCORE.someHeadingWords * inLabel) / Math.max(terms.length, 1) + (phrase ? SCORE.phrase : 0);
}

/** The query as this entry matched it: each corrected word replaced by the word it matched. */
function correctedQuery(query: string, corrected: ReadonlyMap<string, string> | undefined): string {
  if (!corrected?.size) return query;
  return query.replace(/\w+/g, (word) => corrected.get(word.toLowerCase()) ?? word);
}

/** Results for the candidates, best first: fewest edits, then score; the index's order breaks ties. */
export function rankCandidates(query: string, candidates: ReadonlyArray<Candidate>, infoOf: (id: string) => ResultInfo | undefined): Hit[] {
  const terms = queryTerms(query);
  return candidates
    .map((candidate, position) => ({ candidate, position, info: infoOf(String(candidate.id)) }))
    .filter((c): c is typeof c & { info: ResultInfo } => c.info !== undefined)
    .map(({ candidate, position, info }) => {
      const q = correctedQuery(query, candidate.corrected);
      const score = scoreHit(info, q, q === query ? terms : queryTerms(q));
      return { hit: { ...info, id: String(candidate.id), score, edits: candidate.edits }, position };
    })
    .sort((a, b) => a.hit.edits - b.hit.edits || b.hit.score - a.hit.score || a.position - b.position)
    .map(({ hit }) => hit);
}

/** Stored results for the candidate ids (all matched as typed), best first; the index's order breaks ties. */
export function rankHits(query: string, ids: ReadonlyArray<string | number>, store: Record<string, ResultInfo>): Hit[] {
  return rankCandidates(query, ids.map((id) => ({ id, edits: 0 })), (id) => store[id]);
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

/** Ranked hits → the capped, grouped results the dialog shows. */
export function toResults(query: string, ranked: Hit[], limit: number, corrections: Iterable<string> = []): SearchResults {
  const groups = groupHits(ranked.slice(0, limit));
  // Corrected words are marked too: "dialg" marks "Dialog" in the results.
  const terms = [...new Set([...queryTerms(query), ...corrections])].sort((a, b) => b.length - a.length);
  return { query, terms, groups, hits: groups.flatMap((g) => g.hits) };
}
