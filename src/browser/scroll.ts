/**
 * Where the window scrolls after a route update:
 * - back/forward restores the position the reader left the entry at;
 * - an address with a hash scrolls to its target (the global
 *   `scroll-padding-top` keeps it below the sticky navbar);
 * - any other navigation starts at the top.
 * Gatsby's own handler scrolls to the hash even on back/forward and throws
 * on an undecodable hash, hence this rule.
 */
import { decodeLenient } from '../lib/url-path';

export type ScrollAction = { kind: 'top' } | { kind: 'hash'; id: string } | { kind: 'restore'; y: number };

export interface ScrollInput {
  /** "POP" for back/forward; "PUSH" (or "REPLACE") for links and navigate(). */
  action: string | undefined;
  hash: string;
  /** Position saved for the history entry being shown, if any. */
  savedY: number | null | undefined;
}

function decodeHash(hash: string): string {
  return decodeLenient(hash.replace(/^#/, ''));
}

export function decideScroll({ action, hash, savedY }: ScrollInput): ScrollAction {
  if (action === 'POP' && typeof savedY === 'number' && Number.isFinite(savedY)) {
    return { kind: 'restore', y: savedY };
  }
  const id = decodeHash(hash);
  if (id) return { kind: 'hash', id };
  return { kind: 'top' };
}

/** Performs a scroll decision on the real window; a missing hash target falls back to the top. */
export function applyScroll(decision: ScrollAction, win: Window = window): void {
  if (decision.kind === 'restore') {
    win.scrollTo(0, decision.y);
    return;
  }
  if (decision.kind === 'hash') {
    const target = win.document.getElementById(decision.id);
    if (target) {
      target.scrollIntoView();
      return;
    }
  }
  win.scrollTo(0, 0);
}

/**
 * Leaves back/forward between our own pages to the app. With the browser's
 * default ("auto") restoration, a popstate scrolls the page being left to the
 * entry's old position before React has rendered the entry; Gatsby records
 * that scroll a frame later under whichever entry its router shows by then,
 * so on a busy device the position of the page being left gets overwritten
 * and forward lands in the wrong place. Documents still load with "auto"
 * (set again on pagehide, and back to "manual" on a bfcache return), so a
 * reload or a return from another site restores natively before the app runs.
 */
export function takeOverScrollRestoration(win: Window = window): void {
  const { history } = win;
  if (!('scrollRestoration' in history)) return;
  const manual = () => {
    history.scrollRestoration = 'manual';
  };
  manual();
  win.addEventListener('pagehide', () => {
    history.scrollRestoration = 'auto';
  });
  win.addEventListener('pageshow', (event) => {
    if (event.persisted) manual();
  });
}
