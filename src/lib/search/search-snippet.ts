import { SEARCH_LIMITS } from './search-options';

/**
 * Matching words and cutting snippets for search results. Returns plain
 * segments; the UI renders matches as <mark> elements, so text is never
 * parsed as HTML.
 */

export interface Segment {
  text: string;
  match: boolean;
}

type Range = [start: number, end: number];

/** The query's words as FlexSearch sees them: lower-case, split on non-word characters. */
export function queryTerms(query: string): string[] {
  const terms = new Set(query.toLowerCase().split(/\W+/).filter(Boolean));
  return [...terms].sort((a, b) => b.length - a.length);
}

/** Where a word can be matched: its start and the start of each camel-case part. */
function partStarts(word: string): number[] {
  const starts = [0];
  for (let i = 1; i < word.length; i++) {
    const prev = word[i - 1];
    const c = word[i];
    const upper = c >= 'A' && c <= 'Z';
    const next = word[i + 1];
    if (
      prev === '_' ||
      (upper && prev >= 'a' && prev <= 'z') ||
      (upper && prev >= 'A' && prev <= 'Z' && next !== undefined && next >= 'a' && next <= 'z')
    ) {
      if (c !== '_') starts.push(i);
    }
  }
  return starts;
}

/** Ranges of `text` where a query term begins a word or a camel-case part of one. */
export function matchRanges(text: string, terms: string[]): Range[] {
  if (!terms.length) return [];
  const ranges: Range[] = [];
  for (const found of text.matchAll(/\w+/g)) {
    const word = found[0];
    const lower = word.toLowerCase();
    for (const start of partStarts(word)) {
      const term = terms.find((t) => lower.startsWith(t, start));
      if (term) ranges.push([found.index! + start, found.index! + start + term.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** True when every term begins some word (or camel-case part) of `text`. */
export function matchesAllTerms(text: string, terms: string[]): boolean {
  return terms.length > 0 && terms.every((term) => matchRanges(text, [term]).length > 0);
}

function segmentsOf(text: string, ranges: Range[], offset = 0): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  for (const [s, e] of ranges) {
    const start = Math.max(s - offset, 0);
    const end = Math.min(e - offset, text.length);
    if (end <= 0 || start >= text.length) continue;
    if (start > at) segments.push({ text: text.slice(at, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), match: false });
  return segments;
}

/** The whole text with the terms marked (for titles and headings). */
export function highlight(text: string, terms: string[]): Segment[] {
  return segmentsOf(text, matchRanges(text, terms));
}

/**
 * A window of `text` around the first match, cut at word boundaries, with
 * ellipses where text was left out, and the terms marked.
 */
export function snippet(
  text: string,
  terms: string[],
  { maxChars = SEARCH_LIMITS.snippetChars, lead = SEARCH_LIMITS.snippetLead }: { maxChars?: number; lead?: number } = {},
): Segment[] {
  if (!text) return [];
  const ranges = matchRanges(text, terms);
  let start = ranges.length ? Math.max(0, ranges[0][0] - lead) : 0;
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space === -1 || space >= ranges[0][0] ? start : space + 1;
  }
  let end = Math.min(text.length, start + maxChars);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  const segments = segmentsOf(text.slice(start, end), ranges, start);
  if (start > 0) segments.unshift({ text: '…', match: false });
  if (end < text.length) segments.push({ text: '…', match: false });
  return segments;
}
