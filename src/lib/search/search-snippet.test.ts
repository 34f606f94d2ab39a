import { describe, expect, it } from 'vitest';
import { highlight, matchRanges, matchesAllTerms, queryTerms, snippet, type Segment } from './search-snippet';

const marked = (segments: Segment[]) => segments.filter((s) => s.match).map((s) => s.text);
const joined = (segments: Segment[]) => segments.map((s) => (s.match ? `[${s.text}]` : s.text)).join('');

describe('queryTerms', () => {
  it('lower-cases, splits on non-word characters, dedupes, longest first', () => {
    expect(queryTerms('Dialog  dialog <b>show</b>')).toEqual(['dialog', 'show', 'b']);
    expect(queryTerms('  ')).toEqual([]);
  });
});

describe('matchRanges / highlight', () => {
  it('marks word prefixes case-insensitively', () => {
    expect(joined(highlight('Dialogs and a dialog', ['dialo']))).toBe('[Dialo]gs and a [dialo]g');
  });

  it('marks camel-case parts inside identifiers', () => {
    expect(joined(highlight('Use DialogProvider and useDialog', ['provider', 'dialog']))).toBe(
      'Use [DialogProvider] and use[Dialog]',
    );
  });

  it('does not mark matches in the middle of a word', () => {
    expect(matchRanges('misdialog', ['dialog'])).toEqual([]);
  });

  it('matchesAllTerms needs every term', () => {
    expect(matchesAllTerms('Using Radix or MUI', ['mui', 'radix'])).toBe(true);
    expect(matchesAllTerms('Using Radix or MUI', ['mui', 'vue'])).toBe(false);
    expect(matchesAllTerms('anything', [])).toBe(false);
  });

  it('keeps HTML in text as text', () => {
    expect(joined(highlight('Use the <dialog> element', ['dialog']))).toBe('Use the <[dialog]> element');
  });
});

describe('snippet', () => {
  const text =
    'React Dialog Hub turns a dialog into an async function call. You write the dialog as an ordinary React component ' +
    'that receives resolve and reject props. Anywhere below the provider you call show and await the answer, typed as boolean.';

  it('starts near the first match at a word boundary, with ellipses', () => {
    const parts = snippet(text, ['reject'], { maxChars: 60, lead: 20 });
    expect(parts[0]).toEqual({ text: '…', match: false });
    expect(parts[parts.length - 1]).toEqual({ text: '…', match: false });
    expect(marked(parts)).toEqual(['reject']);
    const body = joined(parts.slice(1, -1));
    expect(body.startsWith(' ')).toBe(false);
    expect(body.length).toBeLessThanOrEqual(62);
  });

  it('shows the start of the text when nothing matches', () => {
    const parts = snippet(text, ['zzz'], { maxChars: 30 });
    expect(joined(parts)).toBe('React Dialog Hub turns a…');
  });

  it('returns the whole text when it is short', () => {
    expect(joined(snippet('Opens a dialog.', ['open']))).toBe('[Open]s a dialog.');
    expect(snippet('', ['x'])).toEqual([]);
  });
});
