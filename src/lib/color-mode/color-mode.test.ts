import { describe, expect, it, vi } from 'vitest';
import {
  assertChoice,
  choiceName,
  nextChoice,
  parseStoredChoice,
  resolveMode,
  systemPrefersDark,
  type ColorModeChoice,
} from './color-mode';

const respecting = { defaultMode: 'light' as const, respectPrefersColorScheme: true };
const ignoring = { defaultMode: 'light' as const, respectPrefersColorScheme: false };

describe('parseStoredChoice', () => {
  it('accepts light and dark, and nothing stored means system', () => {
    expect(parseStoredChoice('light')).toBe('light');
    expect(parseStoredChoice('dark')).toBe('dark');
    expect(parseStoredChoice(null)).toBeNull();
  });

  it('ignores an unexpected value with a warning instead of throwing', () => {
    const warn = vi.fn();
    for (const odd of ['purple', 'Dark', '', 'system', '"dark"']) {
      expect(parseStoredChoice(odd, warn)).toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(5);
    expect(warn.mock.calls[0][0]).toMatch(/Ignoring the stored colour mode "purple"/);
  });
});

describe('assertChoice', () => {
  it('passes valid choices through', () => {
    expect(assertChoice('light')).toBe('light');
    expect(assertChoice('dark')).toBe('dark');
    expect(assertChoice(null)).toBeNull();
  });

  it('throws on anything else, naming the value', () => {
    expect(() => assertChoice('purple')).toThrow(/Unexpected colour mode "purple"/);
    expect(() => assertChoice(undefined)).toThrow(/Unexpected colour mode/);
    expect(() => assertChoice('system')).toThrow(/use "light", "dark" or null/);
  });
});

describe('resolveMode', () => {
  it('an explicit choice wins over the system', () => {
    expect(resolveMode('light', true, respecting)).toBe('light');
    expect(resolveMode('dark', false, respecting)).toBe('dark');
  });

  it('no choice follows the system preference', () => {
    expect(resolveMode(null, true, respecting)).toBe('dark');
    expect(resolveMode(null, false, respecting)).toBe('light');
  });

  it('falls back to the default mode without a known preference, or when told to ignore it', () => {
    expect(resolveMode(null, null, respecting)).toBe('light');
    expect(resolveMode(null, true, ignoring)).toBe('light');
    expect(resolveMode(null, null, { ...respecting, defaultMode: 'dark' })).toBe('dark');
  });
});

describe('nextChoice', () => {
  it('cycles system → light → dark → system when respecting the system preference', () => {
    const seen: ColorModeChoice[] = [];
    let choice: ColorModeChoice = null;
    for (let i = 0; i < 4; i++) {
      choice = nextChoice(choice, resolveMode(choice, true, respecting), respecting);
      seen.push(choice);
    }
    expect(seen).toEqual(['light', 'dark', null, 'light']);
  });

  it('flips between the shown modes otherwise', () => {
    expect(nextChoice(null, 'light', ignoring)).toBe('dark');
    expect(nextChoice('dark', 'dark', ignoring)).toBe('light');
  });
});

describe('systemPrefersDark', () => {
  const media = (dark: boolean, light: boolean) => (query: string) => ({
    matches: query.includes('dark') ? dark : light,
  });

  it('reads dark, light or no preference', () => {
    expect(systemPrefersDark(media(true, false))).toBe(true);
    expect(systemPrefersDark(media(false, true))).toBe(false);
    expect(systemPrefersDark(media(false, false))).toBeNull();
    expect(systemPrefersDark(undefined)).toBeNull();
  });
});

it('names the system choice', () => {
  expect(choiceName(null)).toBe('system');
  expect(choiceName('dark')).toBe('dark');
});
