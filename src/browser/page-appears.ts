import { STORAGE_KEYS } from '../constants';
import { readStorage, writeStorage } from '../lib/storage';

/**
 * gatsby develop only. A page opened before it exists (a doc being written, an API page before TypeDoc's first run on a
 * cold start) shows Gatsby's development 404 page, and Gatsby's loader keeps that answer for the path: the page did not
 * show once develop had created it, until the author reloaded. While that 404 page is up, `watchForPage` asks develop
 * every PAGE_APPEARS_POLL_MS whether the page exists, and reloads the tab once it does (again, a little later each time,
 * while the reloaded tab still finds the 404 page, at most MAX_RELOADS times).
 */

/** The path of Gatsby's development 404 page, as its page resources name it. */
export const DEV_404_PAGE = '/dev-404-page/';
/** How often develop is asked (one small local GraphQL query). */
export const PAGE_APPEARS_POLL_MS = 1000;
/**
 * Reloads of the same path each within this time of the one before count together. Develop creates the page (its
 * SitePage, which the question below sees) before it has run the page's query and written its data, so a reload in
 * between finds the 404 again (seen in CI on a loaded 2-core machine): it is retried, a poll later each time.
 */
export const RELOAD_GUARD_MS = 10_000;
/** At most this many reloads for one path within the guard; then a warning instead of a reload loop. */
export const MAX_RELOADS = 3;

/** The last reload as kept in storage: when, how many in a row, for which path; null for anything else stored there. */
export function readReloadRecord(stored: string | null): { at: number; count: number; path: string } | null {
  const match = /^(\d+) (\d+) (\/.*)$/.exec(stored ?? '');
  return match ? { at: Number(match[1]), count: Number(match[2]), path: match[3] } : null;
}

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
  let retrying = false;
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
    const last = readReloadRecord(readStorage(STORAGE_KEYS.pageAppearsReload));
    const count = last && last.path === routePath && deps.now() - last.at < RELOAD_GUARD_MS ? last.count : 0;
    if (count >= MAX_RELOADS) {
      deps.warn(`[react-dialog-hub] develop has a page at ${routePath}, yet it did not show after ${count} reloads; reload it yourself once develop is done.`);
      return;
    }
    if (count > 0 && !retrying) {
      // The reload came before develop had written the page's data: ask again a little later, then reload.
      retrying = true;
      timer = setTimeout(tick, PAGE_APPEARS_POLL_MS * count);
      return;
    }
    writeStorage(STORAGE_KEYS.pageAppearsReload, `${deps.now()} ${count + 1} ${routePath}`);
    deps.reload();
  };
  timer = setTimeout(tick, PAGE_APPEARS_POLL_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
