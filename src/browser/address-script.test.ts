import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressNormalizationScript } from './address-script';

/** Loads `address` in jsdom and runs the inline script as the <head> would. */
function runAt(address: string, pagePath: string | null) {
  window.history.replaceState({ kept: true }, '', address);
  new Function(addressNormalizationScript(pagePath))();
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

describe('addressNormalizationScript', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('replaces .html and /index.html with the page route', () => {
    expect(runAt('/react-dialog-hub/docs/intro.html', '/react-dialog-hub/docs/intro')).toBe('/react-dialog-hub/docs/intro');
    expect(runAt('/react-dialog-hub/docs/intro/index.html?x=1#install', '/react-dialog-hub/docs/intro')).toBe(
      '/react-dialog-hub/docs/intro?x=1#install',
    );
    expect(runAt('/react-dialog-hub/index.html', '/react-dialog-hub/')).toBe('/react-dialog-hub/');
    expect(runAt('/react-dialog-hub/docs/api/index.html', '/react-dialog-hub/docs/api/')).toBe('/react-dialog-hub/docs/api/');
  });

  it('does not jump to the configured route when served under another base', () => {
    expect(runAt('/elsewhere/index.html', '/react-dialog-hub/')).toBe('/elsewhere');
  });

  it('keeps the history state', () => {
    runAt('/react-dialog-hub/docs/intro.html', '/react-dialog-hub/docs/intro');
    expect(window.history.state).toEqual({ kept: true });
  });

  it('strips the suffix on the not-found page, which has no route of its own', () => {
    expect(runAt('/react-dialog-hub/docs/nope.html', null)).toBe('/react-dialog-hub/docs/nope');
    expect(runAt('/react-dialog-hub/docs/nope/index.html', null)).toBe('/react-dialog-hub/docs/nope');
    expect(runAt('/index.html', null)).toBe('/');
  });

  it('leaves bare routes alone', () => {
    const replace = vi.spyOn(window.history, 'replaceState');
    window.history.replaceState(null, '', '/react-dialog-hub/docs/intro#install');
    replace.mockClear();
    new Function(addressNormalizationScript('/react-dialog-hub/docs/intro'))();
    expect(replace).not.toHaveBeenCalled();
  });

  it('escapes an undecodable path and warns once, naming it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The bad bytes and the stray "%" become U+FFFD; nothing is left for Gatsby's repeated decoding to trip on.
    expect(runAt('/react-dialog-hub/docs/%E0%A4%A', null)).toBe('/react-dialog-hub/docs/%EF%BF%BD%EF%BF%BDA');
    expect(decodeURIComponent(window.location.pathname)).toBe('/react-dialog-hub/docs/\uFFFD\uFFFDA');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('Could not decode the path "/react-dialog-hub/docs/%E0%A4%A"');
  });

  it('keeps valid escapes and replaces an escaped "%", which Gatsby would decode again', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(runAt('/react-dialog-hub/docs/caf%C3%A9', null)).toBe('/react-dialog-hub/docs/caf%C3%A9');
    expect(runAt('/react-dialog-hub/docs/100%25/caf%C3%A9%3F', null)).toBe('/react-dialog-hub/docs/100%EF%BF%BD/caf%C3%A9%3F');
  });

  it('escapes an undecodable hash on a real page without touching its path', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(runAt('/react-dialog-hub/docs/intro#%E0%A4%A', '/react-dialog-hub/docs/intro')).toBe(
      '/react-dialog-hub/docs/intro#%25E0%25A4%25A',
    );
  });

  it('on a real page, replaces an undecodable path with the page\'s own route, and warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(runAt('/react-dialog-hub/docs/intro%E0%A4%A?q=1#top', '/react-dialog-hub/docs/intro')).toBe('/react-dialog-hub/docs/intro?q=1#top');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('Could not decode the path "/react-dialog-hub/docs/intro%E0%A4%A#top"');
  });

  it('keeps the lenient decoder out of the pages that cannot need it', () => {
    const onPage = addressNormalizationScript('/react-dialog-hub/docs/intro');
    const onNotFound = addressNormalizationScript(null);
    expect(onPage).not.toContain('TextDecoder');
    expect(onNotFound).toContain('TextDecoder');
    expect(onPage.length).toBeLessThan(onNotFound.length);
  });
});
