import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyScroll, decideScroll, takeOverScrollRestoration } from './scroll';

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

describe('takeOverScrollRestoration', () => {
  /** A window with a real EventTarget and a history that only holds the mode. */
  function fakeWindow() {
    const target = new EventTarget();
    const history = { scrollRestoration: 'auto' as ScrollRestoration };
    const win = Object.assign(target, { history }) as unknown as Window;
    const fire = (type: string, persisted = false) =>
      target.dispatchEvent(Object.assign(new Event(type), { persisted }));
    return { win, history, fire };
  }

  it('turns off the browser restoring back/forward positions once the app runs', () => {
    const { win, history } = fakeWindow();
    takeOverScrollRestoration(win);
    expect(history.scrollRestoration).toBe('manual');
  });

  it('hands a document leaving back to the browser, and takes over again on a bfcache return', () => {
    const { win, history, fire } = fakeWindow();
    takeOverScrollRestoration(win);
    fire('pagehide');
    expect(history.scrollRestoration).toBe('auto');
    fire('pageshow', false);
    expect(history.scrollRestoration).toBe('auto');
    fire('pageshow', true);
    expect(history.scrollRestoration).toBe('manual');
  });

  it('does nothing where the browser has no such setting', () => {
    const win = Object.assign(new EventTarget(), { history: {} }) as unknown as Window;
    expect(() => takeOverScrollRestoration(win)).not.toThrow();
    expect(win.history).toEqual({});
  });
});
