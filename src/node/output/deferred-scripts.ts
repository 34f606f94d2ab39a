import type { PageRewrite } from './check-links';
import { assertDeferredScripts } from '../../../plugins/gatsby-plugin-fast-build/internals';

/**
 * Gatsby ends every page with `<script src async>` tags for its bundles
 * (runtime, framework, app, page). The browser's preload scanner starts those
 * downloads with the HTML, so on a slow connection about 90 KB of JavaScript
 * shares the bandwidth with the render-blocking stylesheet, and the first
 * paint of a page whose HTML is already complete waits for it.
 *
 * After the build, one small inline script replaces those tags and adds them
 * right after the first paint: the text shows first, then the page hydrates.
 * The inline script runs once the stylesheet has loaded (scripts wait for
 * pending stylesheets) and adds the tags when the first contentful paint has
 * happened; in a hidden tab, which does not paint, it adds them at once.
 *
 * The tags come from Gatsby's `_gatsby-scripts` slice, stitched into every
 * page: a Gatsby internal, fenced in ./gatsby-internals.ts (every page must
 * end up with the loader and no bundle tag, or the build fails).
 */
export const DEFERRED_SCRIPTS_ID = 'deferred-scripts';

/** Gatsby's tag for one bundle, exactly as its scripts slice writes it. */
export const BUNDLE_SCRIPT = /<script src="([^"<>]+\.js)" async><\/script>/g;

/**
 * The inline loader for these script URLs (already prefixed): once the first
 * contentful paint has happened (a `paint` PerformanceObserver; an animation
 * frame where that entry type is missing), at once in a hidden tab, and after
 * 1.5 s whatever happens, so a page never stays without its scripts.
 */
export function deferredScriptsLoader(sources: string[]): string {
  return (
    `(function(s){var d=0;function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.body.appendChild(e)})}` +
    `function later(){setTimeout(go,0)}var P=window.PerformanceObserver,F="first-contentful-paint";` +
    `if(document.visibilityState!=="visible")return go();setTimeout(go,1500);` +
    `try{if(performance.getEntriesByName(F).length)return go();` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)` +
    `new P(function(l,o){if(l.getEntriesByName(F).length){o.disconnect();later()}}).observe({type:"paint"});` +
    `else requestAnimationFrame(later)}catch(x){go()}})(${JSON.stringify(sources).replace(/</g, '\\u003c')})`
  );
}

/** The script URLs the loader in `html` adds (as written, prefixed); [] without a loader. */
export function loaderSources(html: string): string[] {
  const list = new RegExp(`<script id="${DEFERRED_SCRIPTS_ID}">[^<]*\\}\\)\\((\\[[^\\]<]*\\])\\)</script>`).exec(html);
  return list ? (JSON.parse(list[1]!) as string[]) : [];
}

/** `html` with its bundle tags replaced by the loader (where the first tag was); unchanged when it has none. */
export function deferBundleScripts(html: string): string {
  const sources = [...html.matchAll(BUNDLE_SCRIPT)].map((match) => match[1]!);
  if (!sources.length) return html;
  let first = true;
  return html.replace(BUNDLE_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return `<script id="${DEFERRED_SCRIPTS_ID}">${deferredScriptsLoader(sources)}</script>`;
  });
}

/** The post-build rewrite of a page (rewriteHtmlFiles). Throws when the page ends up without the loader. */
export const deferPageScripts: PageRewrite = (html, relative) => {
  const deferred = deferBundleScripts(html);
  assertDeferredScripts(deferred, relative);
  return deferred;
};
