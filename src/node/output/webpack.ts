import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import type { RuleSetRule } from 'webpack';
import { HIGHLIGHT_QUERY, codeInPageData, highlightFile, toCodeRef } from '../code/code-store';
import { assertPartytownHookDevOnly, assertServiceWorkerOptIn, assertShortClassNames, siteDirectory } from '../../../plugins/gatsby-plugin-fast-build/internals';
import { CompileHints } from './compile-hints';
import { StylesheetOrderCheck } from './stylesheet-order';

/**
 * `import source from './file.tsx?highlight'` gives the file highlighted at
 * build time (see src/lib/code/highlight.ts): the examples show the code they run,
 * and the browser never loads a highlighter. In a production build the module
 * is only `{ codeKey, language }`; the markup is in the page data of the MDX
 * page that imports it (src/node/code/code-store.ts).
 */
export { HIGHLIGHT_QUERY };
/** `import text from './file.css?raw'` gives the file's exact text (the Radix demo stylesheet). */
export const RAW_QUERY = /^\?raw$/;

type Rule = RuleSetRule | '...' | false | 0 | '' | null | undefined;

/** The module a `?highlight` import compiles to: the file's CodeRef, keyed when `inPageData`. */
export function highlightModule(source: string, resourcePath: string, inPageData = codeInPageData()): string {
  return `export default ${JSON.stringify(toCodeRef(highlightFile(source, resourcePath), inPageData))};`;
}

/**
 * Adds the `?raw` and `?highlight` rules and keeps every other rule off those
 * imports: webpack applies all matching rules, so without this Babel would
 * transpile the source before it became text or was highlighted.
 */
export function withSourceRules(rules: Rule[], loaderPath: string): Rule[] {
  const notSource = { not: /^\?(?:raw|highlight)$/ };
  const others = rules.map((rule) => {
    if (!rule || rule === '...') return rule;
    return { ...rule, resourceQuery: rule.resourceQuery ? { and: [rule.resourceQuery, notSource] } : notSource };
  });
  return [
    ...others,
    { resourceQuery: RAW_QUERY, type: 'asset/source' },
    { resourceQuery: HIGHLIGHT_QUERY, type: 'javascript/auto', use: [{ loader: loaderPath, options: { render: highlightModule } }] },
  ];
}

/**
 * Short CSS-module class names in production builds: Gatsby's default
 * (`styles-module--trigger--1a2b3`) is repeated in every page's HTML and in
 * the JavaScript class maps, and those bytes counted against the budgets.
 * Both build stages (browser and HTML) derive the same hash from file + name.
 * Returns how many css-loader entries it changed: this patches Gatsby's own
 * rule in place, a registered internal (plugins/gatsby-plugin-fast-build/internals.ts).
 */
export function withShortClassNames(rules: Rule[]): number {
  let patched = 0;
  const visit = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach(visit);
    const entry = value as { loader?: string; options?: { modules?: unknown }; use?: unknown; oneOf?: unknown; rules?: unknown };
    if (typeof entry.loader === 'string' && /[\\/]css-loader[\\/]/.test(entry.loader) && entry.options?.modules && typeof entry.options.modules === 'object') {
      (entry.options.modules as { localIdentName?: string }).localIdentName = '[hash:base64:6]';
      patched += 1;
    }
    visit(entry.use);
    visit(entry.oneOf);
    visit(entry.rules);
  };
  visit(rules);
  return patched;
}

/**
 * Gatsby's internal Partytown plugin has a browser hook that only acts in
 * `gatsby develop`, yet it imports gatsby-script and Partytown (about 2 KB
 * gzip) into every production page. The site runs no off-main-thread scripts.
 * A fenced internal: the build checks the hook is still there and dev-only.
 */
export const DEV_ONLY_BROWSER_MODULES = /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;

/**
 * Gatsby's production app requires its service worker registration behind a
 * runtime check (a plugin's registerServiceWorker returning true), so webpack
 * bundles it into every page though no plugin of this site asks for one
 * (about 0.5 KB gzip). A fenced internal: the build checks the require is
 * still behind that check, and the stand-in logs an error if it ever runs.
 */
export const SERVICE_WORKER_REGISTRATION_MODULE = /[\\/]\.cache[\\/]register-service-worker\.js$/;

/**
 * Gatsby writes a full source map for every browser bundle. Readers never
 * fetch them, yet they took about a fifth of the bundling time (cold, at +300
 * pages: 36-38 s with maps, 28-29 s without) and doubled webpack's cache
 * (288 MB against 132 MB), which a warm build reads back. So the browser
 * bundles have none unless asked for (`npm run bench` asks: it reads them to
 * say which modules the first-load JavaScript is made of). The HTML renderer
 * keeps its maps: they point a failed page render at the source line.
 * The choice is part of the cache's version (added to the version already
 * set), so switching it never reuses modules built the other way.
 */
export function withBrowserSourceMaps<T extends { devtool?: unknown; cache?: unknown }>(config: T, wanted: boolean): T {
  const choice = wanted ? 'source-maps' : 'no-source-maps';
  const cache =
    config.cache && typeof config.cache === 'object'
      ? { ...config.cache, version: [(config.cache as { version?: string }).version, choice].filter(Boolean).join('-') }
      : config.cache;
  return { ...config, devtool: wanted ? config.devtool : false, cache };
}

/**
 * The site's webpack changes, output features all (the speed and memory ones are gatsby-plugin-fast-build's, listed
 * before this file's gatsby-node in gatsby-config.ts, so they run first): the `?raw` and `?highlight` rules, short
 * CSS-module class names, the browser bundles without the dev-only Partytown hook and the service worker registration,
 * source maps only when asked for, one error for an arbitrary stylesheet order, and the compile hint.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ getConfig, actions, store, stage, plugins }) => {
  const config = getConfig();
  if (stage === 'build-javascript' || stage === 'build-html') assertShortClassNames(withShortClassNames(config.module.rules), stage);
  // gatsby-node runs compiled from .cache, so locate the loader from the site root.
  const root = siteDirectory(store);
  config.module.rules = withSourceRules(config.module.rules, path.join(root, 'src/node/code/highlight-loader.cjs'));
  if (stage === 'build-javascript') {
    // Set by `npm run build -- --source-maps` (the build entry's SOURCE_MAPS_VARIABLE).
    Object.assign(config, withBrowserSourceMaps(config, process.env.SITE_SOURCE_MAPS === '1'));
    assertPartytownHookDevOnly(root, DEV_ONLY_BROWSER_MODULES);
    config.plugins.push(plugins.normalModuleReplacement(DEV_ONLY_BROWSER_MODULES, path.join(root, 'src/browser/empty-module.js')));
    assertServiceWorkerOptIn(root);
    config.plugins.push(plugins.normalModuleReplacement(SERVICE_WORKER_REGISTRATION_MODULE, path.join(root, 'src/browser/no-service-worker.js')));
    config.plugins.push(new StylesheetOrderCheck());
    config.plugins.push(new CompileHints());
  }
  actions.replaceWebpackConfig(config);
};
