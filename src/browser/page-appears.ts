import { STORAGE_KEYS } from '../constants';
import { readStorage, writeStorage } from '../lib/storage';

/**
 * gatsby develop only. A page opened before it exists (a doc being written, an API page before TypeDoc's first run on a
 * cold start) shows Gatsby's development 404 page, and Gatsby's loader keeps that answer for the path: the page did not
 * show once develop had created it, until the author reloaded. While that 404 page is up, `watchForPage` asks develop
 * every PAGE_APPEARS_POLL_MS whether the page exists, and reloads the tab once it does.
 */

/** The path of Gatsby's development 404 page, as its page resources name it. */
export const DEV_404_PAGE = '/dev-404-page/';
/** How often develop is asked (one small local GraphQL query). */
export const PAGE_APPEARS_POLL_MS = 1000;
/** A second reload for the same path within this time is not made: develop has the page, yet the tab still did not show it. */
export const RELOAD_GUARD_MS = 10_000;

/** The spellings of `routePath` a page can have (with and without its trailing slash). */
export function pathSpellings(routePath: string): string[] {
  const path = routePath.split(/[?#]/)[0] || '/';
  if (path === '/') return ['/'];
  const bare = path.replace(/\/+$/, '');
  return [bare, `${bare}/`];
}

/**
 * The GraphQL request that tells whether develop has a page at `routePath`. Asked of develop's GraphQL endpoint (the
 * one GraphiQL uses), which answers 200 either way: polling the page data instead logged a failed request (404) in the
 * author's console every second.
 */
export function pageQuery(routePath: string): { query: string; variables: { paths: string[] } } {
  return { query: 'query PageAppears($paths: [String]) { sitePage(path: { in: $paths }) { path } }', variables: { paths: pathSpellings(routePath) } };
}

/** Whether develop's answer to pageQuery names a page. */
export const namesPage = (answer: unknown): boolean => Boolean((answer as { data?: { sitePage?: { path?: unknown } | null } } | null)?.data?.sitePage?.path);

export interface PageAppearsDeps {
  /** Whether develop has a page at the path; rejects when develop does not answer. */
  pageExists: (routePath: string) => Promise<boolean>;
  reload: () => void;
  now: () => number;
  warn: (message: string) => void;
}

/**
 * Watches for the page at `routePath`: asks, and reloads once develop has it. A failed request (develop restarting) is
 * tried again. Returns the stop (the 404 page unmounted).
 */
export function watchForPage(routePath: string, deps: PageAppearsDeps): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    let exists = false;
    try {
      exists = await deps.pageExists(routePath);
    } catch {
      // No answer: try again on the next tick.
    }
    if (stopped) return;
    if (!exists) {
      timer = setTimeout(tick, PAGE_APPEARS_POLL_MS);
      return;
    }
    const last = readStorage(STORAGE_KEYS.pageAppearsReload) ?? '';
    const space = last.indexOf(' ');
    if (last.slice(space + 1) === routePath && deps.now() - Number(last.slice(0, space)) < RELOAD_GUARD_MS) {
      deps.warn(`[react-dialog-hub] develop has a page at ${routePath}, yet it did not show after a reload; reload it yourself once develop is done.`);
      return;
    }
    writeStorage(STORAGE_KEYS.pageAppearsReload, `${deps.now()} ${routePath}`);
    deps.reload();
  };
  timer = setTimeout(tick, PAGE_APPEARS_POLL_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
