// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { groupHits, rankCandidates, rankHits, scoreHit, SCORE } from './search-rank';

describe('scoreHit and rankHits', () => {
  const store = {
    '0': { url: '/a#x', page: 'Guide', section: 'Using the hook', text: 'useDialog returns show' },
    '1': { url: '/api/useDialog', page: 'useDialog', kind: 'function', text: 'Returns show.' },
    '2': { url: '/api/useDialogStack', page: 'useDialogStack', kind: 'function', text: '' },
    '3': { url: '/b', page: 'Using the hook', text: 'intro' },
  };

  it('orders tiers: exact name, exact heading, name prefix, heading words, body', () => {
    expect(scoreHit(store['1'], 'useDialog')).toBe(SCORE.exactName);
    expect(scoreHit(store['3'], 'using the hook')).toBe(SCORE.exactHeading);
    expect(scoreHit(store['2'], 'useDia')).toBeLessThan(SCORE.namePrefix);
    expect(scoreHit(store['2'], 'useDia')).toBeGreaterThan(SCORE.headingWords);
    expect(scoreHit(store['0'], 'hook using')).toBe(SCORE.headingWords);
    expect(scoreHit(store['0'], 'returns')).toBe(SCORE.body);
  });

  it('among body matches, prefers hits with query words in the heading, then the phrase as typed', () => {
    const some = { url: '/c#p', page: 'Guide', section: 'Place the provider', text: 'Wrap it in DialogProvider.' };
    const none = { url: '/c#s', page: 'Guide', section: 'Setup', text: 'the dialog provider renders dialogs' };
    const plain = { url: '/c#t', page: 'Guide', section: 'Setup', text: 'a provider renders each dialog' };
    expect(scoreHit(some, 'dialog provider')).toBe(SCORE.body + SCORE.someHeadingWords / 2);
    expect(scoreHit(none, 'dialog provider')).toBe(SCORE.body + SCORE.phrase);
    expect(scoreHit(plain, 'dialog provider')).toBe(SCORE.body);
    expect(scoreHit(some, 'dialog provider')).toBeLessThan(SCORE.headingWords);
  });

  it('treats the words of a symbol name typed apart as the exact name', () => {
    expect(scoreHit(store['1'], 'use dialog')).toBe(SCORE.exactName);
  });

  it('keeps FlexSearch order among equals and drops unknown ids', () => {
    expect(rankHits('show', [0, 99, 1], store).map((h) => h.id)).toEqual(['0', '1']);
    expect(rankHits('useDialog', [0, 2, 1], store).map((h) => h.id)).toEqual(['1', '2', '0']);
  });

  it('groupHits keeps one group per page', () => {
    const hits = rankHits('x', [0, 3, 1], store);
    expect(groupHits(hits).map((g) => g.key)).toEqual(['/a', '/b', '/api/useDialog']);
  });

  it('rankCandidates: hits matched as typed first, a correction scored as the word it matched', () => {
    const corrected = new Map([['usedialg', 'usedialog']]);
    const ranked = rankCandidates(
      'useDialg',
      [
        { id: 0, edits: 1, corrected },
        { id: 2, edits: 1, corrected },
        { id: 1, edits: 1, corrected },
        { id: 3, edits: 0 },
      ],
      (id) => store[id as keyof typeof store],
    );
    expect(ranked.map((h) => h.id)).toEqual(['3', '1', '2', '0']);
    // useDialog is the exact name once "useDialg" is read as "usedialog".
    expect(ranked[1].score).toBe(SCORE.exactName);
  });
});
