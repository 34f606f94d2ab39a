import React, { useEffect, useSyncExternalStore } from 'react';
import type { HelmetProps } from 'react-helmet';

/**
 * The tags of <head> (title, canonical link, meta), written by react-helmet.
 *
 * On the server Helmet renders them into the prerendered HTML
 * (gatsby-plugin-react-helmet), so the head of the first page a reader opens
 * is already right. In the browser Helmet and its dependencies (5.4 KB
 * gzip as a chunk) are only needed once the
 * reader goes to another page: they load when a navigation begins or a link is
 * hovered (preloadHeadTags, from gatsby-browser), and at the latest when a
 * HeadTags mounts on another path than the first. Until then HeadTags
 * renders nothing, which is also what Helmet renders.
 */

type HelmetComponent = typeof import('react-helmet').Helmet;

// Gatsby replaces BUILD_STAGE at compile time; webpack then drops the require from the
// browser bundle. The condition must stay inline: webpack folds constants, not variables.
let helmet: HelmetComponent | null =
  process.env.BUILD_STAGE === 'build-html' || process.env.BUILD_STAGE === 'develop-html'
    ? (require('react-helmet') as typeof import('react-helmet')).Helmet
    : null;
const onServer = helmet !== null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Loads Helmet in the browser (once; a failed chunk is retried on the next call). */
export function preloadHeadTags(): Promise<void> {
  loading ??= import(/* webpackChunkName: "head-tags" */ 'react-helmet').then(
    (module) => {
      helmet = module.Helmet;
      listeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      loading = null;
      console.warn('[head-tags] Could not load the head manager; the page title updates on the next navigation.', error);
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The path of the prerendered page this visit started on: its head needs no update. */
const firstPathname = typeof window === 'undefined' ? '' : window.location.pathname;

export interface HeadTagsProps extends HelmetProps {
  /**
   * Load Helmet even on the first page: for a head that differs from the
   * prerendered one (the crash page's title).
   */
  differsFromPrerender?: boolean;
}

export default function HeadTags({ differsFromPrerender = false, ...props }: HeadTagsProps) {
  // The server snapshot keeps hydration in step with the server's output (Helmet renders no DOM).
  const Helmet = useSyncExternalStore(
    subscribe,
    () => helmet,
    () => (onServer ? helmet : null),
  );
  useEffect(() => {
    if (!helmet && (differsFromPrerender || window.location.pathname !== firstPathname)) void preloadHeadTags();
  });
  return Helmet ? <Helmet {...props} /> : null;
}
