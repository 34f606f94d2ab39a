/**
 * Browser-side wiring around every navigation (the address itself is
 * normalised earlier, by the inline script of ./address-script). Gatsby exposes
 * its navigation and loader as the window globals `___navigate` and
 * `___loader`; we wrap them because no public hook fires when a path
 * change *begins* (onPreRouteUpdate only fires once the page's resources
 * have loaded) or when a link is hovered. Both are fenced internals
 * (plugins/gatsby-plugin-fast-build/internals.ts): if Gatsby renames one, ./gatsby-internals
 * reports it in the console and the wrap is skipped.
 */
import { isRoutablePath } from '../lib/url-path';
import { gatsbyGlobal } from './gatsby-internals';
import { canPrefetch, type ConnectionInfo } from './prefetch-policy';

type Navigate = (to: string | number, options?: unknown) => void;

interface GatsbyWindow extends Window {
  ___navigate?: Navigate;
  ___loader?: { hovering?: Hovering };
}
type Hovering = (rawPath: string) => void;

const gatsbyWindow = () => window as GatsbyWindow;

/** The path the reader currently sees, updated when a route update lands. */
let renderedPathname = typeof window === 'undefined' ? '' : window.location.pathname;

export function routeLanded(pathname: string): void {
  renderedPathname = pathname;
}

/**
 * Whether the latest navigation came from back/forward. Gatsby's
 * `location.action` is unreliable for it (reach-router hands each history
 * listener its own location object), so we watch popstate ourselves.
 */
let lastNavigationWasPop = false;

export function lastNavigationAction(): 'POP' | 'PUSH' {
  return lastNavigationWasPop ? 'POP' : 'PUSH';
}

/**
 * Calls `onBegin` when a navigation to another path begins (it starts the
 * delayed progress bar and loads what a client-side page change needs).
 * A production page has `___navigate` before onClientEntry; `gatsby develop`
 * defines it only once the first page has loaded (its app.js), so then the
 * wrap waits for Gatsby's assignment. checkNavigationWatched reports it
 * missing once the first render is done.
 */
export function watchNavigations(onBegin: () => void): void {
  const w = gatsbyWindow();
  const wrap =
    (navigate: Navigate): Navigate =>
    (to, options) => {
      lastNavigationWasPop = false;
      if (typeof to === 'string') {
        const { pathname } = new URL(to, window.location.href);
        // A malformed link would make Gatsby's loader throw: load it as a document
        // instead, where the inline address script turns it into the not-found page.
        if (!isRoutablePath(pathname)) {
          window.location.assign(to);
          return;
        }
        if (pathname !== renderedPathname) onBegin();
      }
      navigate(to, options);
    };
  if (typeof w.___navigate === 'function') {
    w.___navigate = wrap(w.___navigate);
  } else {
    let current: unknown = w.___navigate;
    Object.defineProperty(w, '___navigate', {
      configurable: true,
      enumerable: true,
      get: () => current,
      set: (value: unknown) => {
        current = typeof value === 'function' ? wrap(value as Navigate) : value;
      },
    });
  }
  window.addEventListener('popstate', () => {
    lastNavigationWasPop = true;
    if (window.location.pathname !== renderedPathname) onBegin();
  });
}

/** After the first render (onInitialClientRender): a console error if Gatsby never defined `___navigate` (renamed). */
export function checkNavigationWatched(): void {
  gatsbyGlobal<Navigate>('___navigate');
}

/**
 * Gatsby skips viewport prefetching on 2g and Save-Data, but hovering a
 * link loads the page unconditionally; apply the same rule to hovering.
 * A hover that prefetches also calls `onPrefetch`, for what any page change
 * needs beyond the page itself.
 */
export function applyPrefetchPolicy(onPrefetch: () => void = () => {}): void {
  const hovering = gatsbyGlobal<Hovering>('___loader.hovering');
  if (!hovering) return;
  gatsbyWindow().___loader!.hovering = (rawPath) => {
    const { connection } = navigator as Navigator & { connection?: ConnectionInfo };
    if (!canPrefetch(connection)) return;
    hovering(rawPath);
    onPrefetch();
  };
}
