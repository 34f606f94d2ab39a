import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyScroll, decideScroll } from './scroll';

describe('decideScroll', () => {
  it('starts a new page at the top', () => {
    expect(decideScroll({ action: 'PUSH', hash: '', savedY: undefined })).toEqual({ kind: 'top' });
  });

  it('scrolls to the hash target, decoded', () => {
    expect(decideScroll({ action: 'PUSH', hash: '#caf%C3%A9', savedY: null })).toEqual({ kind: 'hash', id: 'café' });
  });

  it('restores the saved position on back/forward, even when the address has a hash', () => {
    expect(decideScroll({ action: 'POP', hash: '#install', savedY: 640 })).toEqual({ kind: 'restore', y: 640 });
  });

  it('falls back to the hash or the top on back/forward without a saved position', () => {
    expect(decideScroll({ action: 'POP', hash: '#install', savedY: null })).toEqual({ kind: 'hash', id: 'install' });
    expect(decideScroll({ action: 'POP', hash: '', savedY: undefined })).toEqual({ kind: 'top' });
  });

  it('does not throw on an undecodable hash', () => {
    expect(decideScroll({ action: 'PUSH', hash: '#%E0%A4%A', savedY: null })).toEqual({ kind: 'hash', id: '%E0%A4%A' });
  });
});

describe('applyScroll', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('scrolls the target into view, or to the top when it is missing', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    document.body.innerHTML = '<h2 id="install">Install</h2>';
    const target = document.getElementById('install')!;
    target.scrollIntoView = vi.fn();
    applyScroll({ kind: 'hash', id: 'install' });
    expect(target.scrollIntoView).toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
    applyScroll({ kind: 'hash', id: 'missing' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    applyScroll({ kind: 'restore', y: 300 });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  });
});
