// Which e2e specs run in a fresh browser context per test, and which share one context per worker
// (playwright.config.ts). A fresh context and its page cost about 0.6 s of Chromium CPU per test, a
// third of a short test's CPU. Between tests in a shared context Playwright clears cookies, the HTTP
// cache, localStorage, sessionStorage and IndexedDB of the origins visited, closes extra pages,
// removes routes and init scripts, and resets viewport and emulation. It does not reset permissions
// granted, offline mode, geolocation, extra headers, the tab's history, window.name, or what a CDP
// session changed; and a page loaded in a reused renderer may be answered from its memory cache,
// which a spec counting requests or timing them must not see. A spec that touches any of these
// runs fresh; the others share. (e2e/first-load.ts, which measures what a first visit downloads,
// runs shared: it reads every response's body, from the network or a cache, and fails on any
// answer but a whole 200.) The scan is by file, so a new spec is placed without anyone listing it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What in a spec's source needs a fresh context: state a shared context keeps, or requests counted or timed. */
export const NEEDS_FRESH_CONTEXT = new RegExp(
  [
    // state the reset leaves as the last test set it
    String.raw`\b(grantPermissions|setOffline|setGeolocation|setExtraHTTPHeaders|newCDPSession)\(`,
    String.raw`\b(goBack|goForward)\(`,
    String.raw`\bhistory\.`,
    String.raw`\bwindow\.name\b`,
    // requests counted or timed
    String.raw`\b(waitForRequest|waitForResponse)\(`,
    String.raw`\.on\(\s*['"](request|response|requestfinished|requestfailed)['"]`,
    String.raw`getEntriesByType\(\s*['"]resource['"]\)`,
  ].join('|'),
);

/**
 * Specs that run in the shared context whatever they contain: the canary, which reads the history
 * of the shared tab to show that its tests really share one context (e2e/context-reuse.spec.ts).
 */
export const SHARED_CANARY = ['context-reuse.spec.ts'];

/** File names (in e2e/) of the specs that need a fresh context per test. */
export function freshContextSpecs(e2eDir) {
  return readdirSync(e2eDir)
    .filter((name) => name.endsWith('.spec.ts') && !SHARED_CANARY.includes(name))
    .filter((name) => NEEDS_FRESH_CONTEXT.test(readFileSync(path.join(e2eDir, name), 'utf8')))
    .sort();
}
