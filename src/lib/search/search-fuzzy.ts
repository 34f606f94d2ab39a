/**
 * Typo tolerance: how many edits a query word may carry, and the distance
 * from a query word to the start of an indexed word. An edit is an
 * inserted, deleted or replaced letter, or two neighbours swapped
 * ("dialg" → "dialog", "cancelation" → "cancellation", "porvider" → "provider").
 */

/** Edits tolerated in a query word: none under 5 letters, one for 5–8, two from 9. */
export function maxEdits(term: string): number {
  if (term.length < 5) return 0;
  return term.length <= 8 ? 1 : 2;
}

/**
 * The fewest edits that turn `term` into `word` or into a start of it (the
 * last word of a query is often unfinished, and FlexSearch-style prefix
 * matching applies to every word), or `Infinity` when that needs more than
 * `max`. Restricted Damerau–Levenshtein over `term` × the first
 * `term.length + max` letters of `word`.
 */
export function prefixDistance(term: string, word: string, max: number): number {
  const n = term.length;
  const m = Math.min(word.length, n + max);
  if (word.length < n - max) return Infinity;
  // rows[i][j]: edits between term[0, i) and word[0, j).
  let before: number[] = [];
  let previous: number[] = Array.from({ length: m + 1 }, (_, j) => j);
  for (let i = 1; i <= n; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= m; j++) {
      const cost = term[i - 1] === word[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && term[i - 1] === word[j - 2] && term[i - 2] === word[j - 1]) d = Math.min(d, before[j - 2] + 1);
      row.push(d);
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return Infinity;
    before = previous;
    previous = row;
  }
  // The whole term against any start of the word at least n - max letters long.
  let best = Infinity;
  for (let j = Math.max(0, n - max); j <= m; j++) best = Math.min(best, previous[j]);
  return best <= max ? best : Infinity;
}
