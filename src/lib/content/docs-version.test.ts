import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../constants';
import {
  docsVersionOfRoute,
  docsVersions,
  readPreferredDocsVersion,
  savePreferredDocsVersion,
} from './docs-version';
import { resetStorageWarning } from '../storage';

describe('docs versions', () => {
  beforeEach(() => {
    localStorage.clear();
    resetStorageWarning();
  });
  afterEach(() => vi.restoreAllMocks());

  it('exposes the one version of the spec', () => {
    expect(docsVersions).toEqual([
      { name: 'current', label: 'Next', isLast: true, path: '/docs', mainDocId: 'intro', draftIds: [], sidebars: ['docs'] },
    ]);
  });

  it('finds the version of a docs route, and none outside the docs', () => {
    expect(docsVersionOfRoute('/docs')?.name).toBe('current');
    expect(docsVersionOfRoute('/docs/api/functions/useDialog')?.name).toBe('current');
    expect(docsVersionOfRoute('/')).toBeUndefined();
    expect(docsVersionOfRoute('/docsx')).toBeUndefined();
  });

  it('persists the chosen version in local storage', () => {
    expect(readPreferredDocsVersion()).toBeUndefined();
    expect(savePreferredDocsVersion('current')).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.preferredDocsVersion)).toBe('current');
    expect(readPreferredDocsVersion()?.label).toBe('Next');
  });

  it('ignores a stored name that is not a version', () => {
    localStorage.setItem(STORAGE_KEYS.preferredDocsVersion, 'v0-gone');
    expect(readPreferredDocsVersion()).toBeUndefined();
  });

  it('refuses to save an unknown version, naming the config', () => {
    expect(() => savePreferredDocsVersion('v9')).toThrow(/"v9" is not a docs version.*src\/site-config\.ts/);
  });

  it('carries on without persistence when storage throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(savePreferredDocsVersion('current')).toBe(false);
    expect(readPreferredDocsVersion()).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
