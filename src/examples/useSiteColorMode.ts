import { useSyncExternalStore } from 'react';
import { THEME_ATTRIBUTE } from '../constants';

export type SiteColorMode = 'light' | 'dark';

function read(): SiteColorMode {
  return document.documentElement.getAttribute(THEME_ATTRIBUTE) === 'dark' ? 'dark' : 'light';
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [THEME_ATTRIBUTE] });
  return () => observer.disconnect();
}

/**
 * The site's resolved colour mode, read from `<html data-theme>` (set by the
 * site's colour-mode code) and followed as it changes, so UI kits rendered by
 * the demos can use the same mode. Light on the server.
 */
export function useSiteColorMode(): SiteColorMode {
  return useSyncExternalStore(subscribe, read, () => 'light');
}
