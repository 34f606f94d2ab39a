import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, THEME_ATTRIBUTE } from '../../constants';
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, noFlashScript, THEME_CHOICE_ATTRIBUTE } from './color-mode-script';

const html = document.documentElement;
const run = (script: string) => new Function(script)();
const prefers = (scheme: 'dark' | 'light' | null) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: scheme !== null && query.includes(scheme) }) as MediaQueryList,
  );
const options = {
  colorMode: { defaultMode: 'light' as const, respectPrefersColorScheme: true },
  announcementId: 'v1',
};

describe('the inline no-flash script', () => {
  beforeEach(() => {
    // jsdom has no matchMedia; the script must cope with that too.
    if (!window.matchMedia) window.matchMedia = (() => ({ matches: false })) as never;
    localStorage.clear();
    for (const attr of [THEME_ATTRIBUTE, THEME_CHOICE_ATTRIBUTE, ANNOUNCEMENT_DISMISSED_ATTRIBUTE]) html.removeAttribute(attr);
  });
  afterEach(() => vi.restoreAllMocks());

  it('applies the stored choice over the system preference', () => {
    prefers('light');
    localStorage.setItem(STORAGE_KEYS.colorMode, 'dark');
    run(noFlashScript(options));
    expect(html.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    expect(html.getAttribute(THEME_CHOICE_ATTRIBUTE)).toBe('dark');
  });

  it('follows the system without a stored choice', () => {
    prefers('dark');
    run(noFlashScript(options));
    expect(html.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    expect(html.getAttribute(THEME_CHOICE_ATTRIBUTE)).toBe('system');
  });

  it('ignores an unexpected stored value and uses the default without a preference', () => {
    prefers(null);
    localStorage.setItem(STORAGE_KEYS.colorMode, 'purple');
    run(noFlashScript({ ...options, colorMode: { ...options.colorMode, defaultMode: 'dark' } }));
    expect(html.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    expect(html.getAttribute(THEME_CHOICE_ATTRIBUTE)).toBe('system');
  });

  it('ignores the system when configured to', () => {
    prefers('dark');
    run(noFlashScript({ ...options, colorMode: { defaultMode: 'light', respectPrefersColorScheme: false } }));
    expect(html.getAttribute(THEME_ATTRIBUTE)).toBe('light');
  });

  it('survives storage that throws', () => {
    prefers('dark');
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => run(noFlashScript(options))).not.toThrow();
    expect(html.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
  });

  it('marks the announcement dismissed only for the same id', () => {
    localStorage.setItem(STORAGE_KEYS.announcementDismissed, 'v1');
    run(noFlashScript(options));
    expect(html.hasAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)).toBe(true);
    html.removeAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
    run(noFlashScript({ ...options, announcementId: 'v2' }));
    expect(html.hasAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)).toBe(false);
  });

  it('cannot be broken out of by a value containing </script>', () => {
    const script = noFlashScript({ ...options, announcementId: '</script><script>alert(1)' });
    expect(script).not.toContain('</script>');
    expect(() => run(script)).not.toThrow();
  });
});
