/**
 * Browser-side wiring that must happen before Gatsby's router first reads
 * the address (onClientEntry) or around every navigation. Gatsby exposes
 * its navigation and loader as the window globals `___navigate` and
 * `___loader`; we wrap them because no public hook fires when a path
 * change *begins* (onPreRouteUpdate only fires once the page's resources
 * have loaded) or when a link is hovered.
 */
import { withPrefix } from 'gatsby';
import { normalizeAddress, isDecodable, escapePercents } from '../lib/url-path';
import { canPrefetch, type ConnectionInfo } from './prefetch-policy';
import type { RouteProgress } from './route-progress';

type Navigate = (to: string | number, options?: unknown) => void;

interface GatsbyWindow extends Window {
  ___navigate?: Navigate;
  ___loader?: { hovering?: (rawPath: string) => void };
  /** The route the served HTML was rendered for (Gatsby sets it inline). */
  pagePath?: string;
}

const gatsbyWindow = () => window as GatsbyWindow;
const isErrorPage = (pagePath: string) => /^\/(404|500)(\/|\.html)?$/.test(pagePath);

/**
 * Replaces the address before the router resolves it: `.html` and
 * `/index.html` become the bare route, and an undecodable path or hash is
 * escaped (Gatsby's router throws on it) so the not-found page shows.
 */
export function normalizeCurrentAddress(): void {
  const { pathname, search, hash } = window.location;
  const next = normalizeAddress({ pathname, search, hash });
  if (next.problem) console.warn(`[react-dialog-hub] ${next.problem.message}`);
  let target = next.pathname;
  const { pagePath } = gatsbyWindow();
  // A page's own HTML knows its route as Gatsby spells it (e.g. "/docs/api/").
  if (target !== pathname && !next.problem && pagePath && !isErrorPage(pagePath)) target = withPrefix(pagePath);
  if (target !== pathname || next.hash !== hash) {
    window.history.replaceState(window.history.state, '', `${target}${search}${next.hash}`);
  }
}

/** The path the reader currently sees, updated when a route update lands. */
let renderedPathname = typeof window === 'undefined' ? '' : window.location.pathname;

export function routeLanded(pathname: string): void {
  renderedPathname = pathname;
}

/** Starts the (delayed) progress bar when a navigation to another path begins. */
export function watchNavigations(progress: RouteProgress): void {
  const w = gatsbyWindow();
  const navigate = w.___navigate;
  if (typeof navigate === 'function') {
    w.___navigate = (to, options) => {
      let target = to;
      if (typeof target === 'string') {
        // A malformed link would make Gatsby's loader throw; escape it so it resolves to not found.
        if (!isDecodable(target)) target = escapePercents(target);
        if (new URL(target, window.location.href).pathname !== renderedPathname) progress.begin();
      }
      navigate(target, options);
    };
  }
  window.addEventListener('popstate', () => {
    if (window.location.pathname !== renderedPathname) progress.begin();
  });
}

/**
 * Gatsby skips viewport prefetching on 2g and Save-Data, but hovering a
 * link loads the page unconditionally; apply the same rule to hovering.
 */
export function applyPrefetchPolicy(): void {
  const loader = gatsbyWindow().___loader;
  const hovering = loader?.hovering;
  if (!loader || typeof hovering !== 'function') return;
  loader.hovering = (rawPath) => {
    const { connection } = navigator as Navigator & { connection?: ConnectionInfo };
    if (canPrefetch(connection)) hovering(rawPath);
  };
}
