import { describe, expect, it } from 'vitest';
import { createSlugger, slugify } from './slug';

describe('slugify', () => {
  it('lower-cases, drops punctuation and hyphenates spaces', () => {
    expect(slugify('Invoke a dialog and await it')).toBe('invoke-a-dialog-and-await-it');
    expect(slugify("What's `show()`?")).toBe('whats-show');
    expect(slugify('Radix / MUI')).toBe('radix--mui');
  });
});

describe('createSlugger', () => {
  it('numbers repeated headings within one page', () => {
    const slug = createSlugger();
    expect([slug('Usage'), slug('Usage'), slug('Usage')]).toEqual(['usage', 'usage-1', 'usage-2']);
  });
  it('starts afresh for each slugger', () => {
    expect(createSlugger()('Usage')).toBe('usage');
  });
});
