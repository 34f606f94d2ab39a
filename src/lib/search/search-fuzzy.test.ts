import { describe, expect, it } from 'vitest';
import { maxEdits, prefixDistance } from './search-fuzzy';

describe('maxEdits', () => {
  it('none under 5 letters, one for 5–8, two from 9', () => {
    expect(['show', 'dial', 'ab'].map(maxEdits)).toEqual([0, 0, 0]);
    expect(['dialg', 'provider', 'dialogs'].map(maxEdits)).toEqual([1, 1, 1]);
    expect(['cancelation', 'abortsignal'].map(maxEdits)).toEqual([2, 2]);
  });
});

describe('prefixDistance', () => {
  it('counts an inserted, deleted or replaced letter, or a swapped pair, as one edit', () => {
    expect(prefixDistance('dialg', 'dialog', 1)).toBe(1); // a letter left out
    expect(prefixDistance('dialogg', 'dialog', 1)).toBe(1); // one too many
    expect(prefixDistance('dielog', 'dialog', 1)).toBe(1); // one replaced
    expect(prefixDistance('daelog', 'dialog', 1)).toBe(Infinity); // two replaced
    expect(prefixDistance('porvider', 'provider', 1)).toBe(1); // a swapped pair
    expect(prefixDistance('cancelation', 'cancellation', 2)).toBe(1);
  });

  it('matches the start of a longer word, as a prefix query would', () => {
    expect(prefixDistance('dialg', 'dialogprovider', 1)).toBe(1);
    expect(prefixDistance('cancelatio', 'cancellations', 2)).toBe(1);
    expect(prefixDistance('dialog', 'dialogs', 1)).toBe(0);
  });

  it('gives up past the allowed edits, and on words far too short', () => {
    expect(prefixDistance('provider', 'pro', 1)).toBe(Infinity);
    expect(prefixDistance('escape', 'scope', 1)).toBe(Infinity);
    expect(prefixDistance('abcdef', 'uvwxyz', 2)).toBe(Infinity);
  });
});
