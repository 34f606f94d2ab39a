/**
 * Every Gatsby internal the site relies on, in one place: what it is, where
 * Gatsby defines it, why we use it, the shape we expect, and the check that
 * fails loudly when a Gatsby release changes it. Anything not listed here
 * must go through Gatsby's public APIs.
 *
 * The build-time checks below throw `[gatsby-internals] <name>: expected
 * <shape>, found <what>. Fix <file>: …`, which fails `gatsby build`. The two
 * window globals are checked in the browser by src/browser/gatsby-internals.ts
 * (a console error, which fails every e2e test, and the feature turns itself
 * off instead of crashing the page). Each check has a unit test that
 * simulates the changed shape (gatsby-internals.test.ts, and
 * src/browser/gatsby-internals.test.ts).
 *
 * No longer internal: the gatsby-plugin-mdx options (once read from the
 * store's `flattenedPlugins`) now come from src/node/content/mdx-options.ts, the
 * same object gatsby-config.ts configures the plugin with; the list of
 * pages for onPostBuild (once the store's `pages`) comes from the public
 * SitePage nodes. The e2e tests call `window.___navigate` and
 * `window.___loader.loadPageSync` to drive Gatsby; a rename fails those
 * tests outright, so they need no fence.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Store } from 'gatsby';
import type { Component, ParserInternals } from './shared-template-parse';
import { siteRequire } from './fast-transpile';

export interface GatsbyInternal {
  /** How the site refers to it. */
  name: string;
  /** Where Gatsby 5.16 defines it. */
  definedIn: string;
  /** Our files that depend on it. */
  usedIn: string[];
  /** Why no public API does the job. */
  why: string;
  /** The shape the site expects (the check's wording). */
  expected: string;
  /** Where the check runs. */
  checkedBy: string;
}

export const STORE_PROGRAM_DIRECTORY = 'store.getState().program.directory';
export const CSS_MODULES_LOADER = "css-loader options.modules in Gatsby's webpack rules";
export const PARTYTOWN_BROWSER_HOOK = "Gatsby's internal Partytown browser hook";
export const CHUNK_MAPPING = 'window.___chunkMapping in the page HTML';
export const BUNDLE_SCRIPT_TAGS = "the bundles' <script src async> tags in the page HTML";
export const PAGE_COMPONENT_CHUNKS = 'page component chunk groups named component---…';
export const SERVICE_WORKER_REGISTRATION = "Gatsby's service worker registration";
export const JS_RULES = "Gatsby's JavaScript, TypeScript and MDX webpack rules and its Terser minimizer";
export const FILE_PARSER = "Gatsby's query extraction (FileParser.parseFile) and the component features it records in the store";
export const COMPILE_GATSBY_FILES = "Gatsby's compileGatsbyFiles export";
export const WORKER_POOL = "Gatsby's worker pool (create, runQueriesInWorkersQueue) and the build steps that use it";
export const RENDERER_ENV = "Gatsby's DefinePlugin for the HTML renderer (every environment variable as process.env.X)";

export const PARTYTOWN_HOOK_MODULE = 'gatsby/dist/internal-plugins/partytown/gatsby-browser.js';
export const PRODUCTION_APP_MODULE = 'gatsby/cache-dir/production-app.js';

export const GATSBY_INTERNALS: readonly GatsbyInternal[] = [
  {
    name: STORE_PROGRAM_DIRECTORY,
    definedIn: 'gatsby-cli (create-cli.js, the directory gatsby runs in), kept in the Redux store (gatsby/dist/redux/reducers/program.js)',
    usedIn: ['src/node/build/webpack.ts', 'src/node/build/validate-page-modules.ts', 'src/node/build/post-build.ts'],
    why: 'gatsby-node runs compiled from .cache, so __dirname is not the site root, and no node API argument names the site root.',
    expected: 'an absolute path (string)',
    checkedBy: 'siteDirectory() below, on every use (build fails)',
  },
  {
    name: CSS_MODULES_LOADER,
    definedIn: 'gatsby/dist/utils/webpack-utils.js (loaders.css with an object `modules`, used by rules.cssModules)',
    usedIn: ['src/node/build/webpack.ts (withShortClassNames)'],
    why:
      "rules.cssModules() forces `modules: true`, so the public loaders cannot set localIdentName on Gatsby's own rule; " +
      'we set it to a 6-character hash in place (shorter HTML and class maps).',
    expected: 'at least one css-loader entry whose options.modules is an object, in the build-javascript and build-html stages',
    checkedBy: 'assertShortClassNames() below, from onCreateWebpackConfig (build fails)',
  },
  {
    name: PARTYTOWN_BROWSER_HOOK,
    definedIn: PARTYTOWN_HOOK_MODULE,
    usedIn: ['src/node/build/webpack.ts (DEV_ONLY_BROWSER_MODULES, replaced by src/browser/empty-module.js)'],
    why: 'The hook acts only in `gatsby develop` but pulls gatsby-script and Partytown (about 2 KB gzip) into every production page; no option turns the internal plugin off.',
    expected: 'that file, matched by DEV_ONLY_BROWSER_MODULES, returning early unless NODE_ENV is development',
    checkedBy: 'assertPartytownHookDevOnly() below, from onCreateWebpackConfig in build-javascript (build fails)',
  },
  {
    name: SERVICE_WORKER_REGISTRATION,
    definedIn: `gatsby/cache-dir/register-service-worker.js, required by ${PRODUCTION_APP_MODULE} when a plugin's registerServiceWorker returns true`,
    usedIn: ['src/node/build/webpack.ts (SERVICE_WORKER_REGISTRATION_MODULE, replaced by src/browser/no-service-worker.js)'],
    why: 'No plugin of the site registers a service worker, yet webpack bundles the registration (about 0.5 KB gzip) into every page because the require sits behind a runtime check.',
    expected: 'production-app.js requiring `./register-service-worker` only inside `if (apiRunner(`registerServiceWorker`)…length > 0)`',
    checkedBy:
      'assertServiceWorkerOptIn() below, from onCreateWebpackConfig in build-javascript (build fails); if a plugin ever asks, the stand-in logs a console error, which fails every e2e test',
  },
  {
    name: JS_RULES,
    definedIn:
      'gatsby/dist/utils/webpack-utils.js (rules.js: test .js…tsx, include function, use function; plugins.minifyJs: TerserPlugin), ' +
      'gatsby-plugin-typescript/gatsby-node.js (test .tsx?, use function), gatsby-plugin-mdx/dist/gatsby-node.js (test .mdx?, and test .[tj]sx? with a __contentFilePath resourceQuery: use functions with babel-loader)',
    usedIn: ['src/node/build/fast-transpile.ts', 'src/node/build/webpack.ts'],
    why:
      'Production builds compile plain sources with esbuild and minify with swc (issue 26: Babel ran twice on every .tsx and Terser on one core); ' +
      "no option swaps Gatsby's Babel rules or its minimizer, so we rewrite its rules' use functions.",
    expected: 'one JS rule, one TypeScript rule, one MDX rule and one MDX layout rule (`__contentFilePath` query) in the build-javascript and build-html stages, and one TerserPlugin minimizer in build-javascript',
    checkedBy: 'assertFastTranspile() below, from onCreateWebpackConfig (build fails)',
  },
  {
    name: FILE_PARSER,
    definedIn:
      'gatsby/dist/query/file-parser.js (FileParser.parseFile, its cache keyed by the full component path); the SET_COMPONENT_FEATURES and QUERY_EXTRACTION_BABEL_SUCCESS actions (gatsby/dist/redux/reducers/components.js)',
    usedIn: ['src/node/build/shared-template-parse.ts'],
    why:
      "Every doc page's component is the docs template with the page's MDX in its query string, so Gatsby parsed the same template once per page (about 10 ms each); no option shares the parse.",
    expected: 'a FileParser class whose prototype has parseFile(file, addError), getPathToLayoutComponent in gatsby-core-utils, and a components Map in the store',
    checkedBy: 'fileParserInternals() below, from onPreExtractQueries (build fails); shared-template-parse.test.ts compares the shared results with Gatsby\'s own on the real template',
  },
  {
    name: RENDERER_ENV,
    definedIn: 'gatsby/dist/utils/webpack.config.js (processEnv: for target node, every variable of process.env, plus `"process.env": "({})"`, passed to plugins.define)',
    usedIn: ['src/node/build/renderer-env.ts', 'src/node/build/webpack.ts'],
    why:
      'Webpack stamps every module with a hash of the defined names, so a build whose environment had one variable more or less rebuilt the whole HTML renderer; ' +
      'no option narrows the set, so we replace the definitions with those that are not plain copies of the environment.',
    expected: 'one DefinePlugin in the build-html plugins whose definitions have `process.env` and `process.env.NODE_ENV`',
    checkedBy: 'rendererDefinePlugin() below, from onCreateWebpackConfig in build-html (build fails)',
  },
  {
    name: COMPILE_GATSBY_FILES,
    definedIn: 'gatsby/dist/utils/parcel/compile-gatsby-files.js (compileGatsbyFiles, COMPILED_CACHE_DIR), called through the module\'s exports by gatsby/dist/services/initialize.js',
    usedIn: ['scripts/gatsby-preload.cjs', 'scripts/gatsby-files.mjs', 'scripts/build.mjs'],
    why:
      'Gatsby bundles gatsby-config.ts and gatsby-node.ts with Parcel on every build (5.5 s cold, 1.3-1.9 s warm); scripts/build.mjs bundles them with esbuild in 0.1 s, ' +
      'and no option tells Gatsby to take compiled files, so the preload replaces the export for that build.',
    expected: 'a writable compileGatsbyFiles function and COMPILED_CACHE_DIR ".cache/compiled" on the module\'s exports',
    checkedBy:
      'takePrecompiled() in scripts/gatsby-preload.cjs, when Gatsby loads the module (build fails); scripts/gatsby-files.test.mjs compares the bundle with Parcel\'s on this site, and the warm-build test checks the log line',
  },
  {
    name: WORKER_POOL,
    definedIn:
      "gatsby/dist/utils/worker/pool.js (create, runQueriesInWorkersQueue; the pool is gatsby-worker's WorkerPool) and gatsby/dist/commands/build-html.js (buildRenderer, " +
      'buildHTMLPagesAndDeleteStaleArtifacts), created by gatsby/dist/services/initialize.js and called through the modules\' exports by gatsby/dist/commands/build.js',
    usedIn: ['scripts/gatsby-preload.cjs', 'scripts/build.mjs'],
    why:
      'Gatsby forks its worker at initialize and the worker loads config, plugins and schema during bootstrap, then idles through both webpack compiles: about 190 MB ' +
      'through the stages where a cold build peaks. No option delays it, so on a cold build the preload makes the pool without processes and starts them when the HTML renderer compiles.',
    expected: 'writable create, runQueriesInWorkersQueue, buildRenderer and buildHTMLPagesAndDeleteStaleArtifacts functions on the modules\' exports, and a startAll method on WorkerPool',
    checkedBy:
      'deferWorkerPool() in scripts/gatsby-preload.cjs, when Gatsby loads each module (build fails); scripts/gatsby-preload.test.mjs runs it with the real gatsby-worker and reads ' +
      "build.js and bootstrap for the order of the steps; the warm-build test checks the log line",
  },
  {
    name: CHUNK_MAPPING,
    definedIn: 'gatsby/dist/utils/gatsby-webpack-stats-extractor.js (into the _gatsby-scripts slice, as JSON.stringify of the JSON text), read by gatsby/cache-dir/loader.js',
    usedIn: ['src/node/build/dead-chunk-mapping.ts', 'src/node/build/post-build.ts'],
    why: 'Gatsby writes the mapping as a JSON string its loader never reads (about 600 bytes gzip per page); we empty it after the build.',
    expected: 'every page ends with `window.___chunkMapping={…}` (an object: ours, emptied, or a fixed Gatsby\'s)',
    checkedBy: 'assertChunkMapping() below, on every page in onPostBuild (build fails)',
  },
  {
    name: BUNDLE_SCRIPT_TAGS,
    definedIn: 'gatsby/dist/utils/gatsby-webpack-stats-extractor.js (`<script src="…" async></script>` per asset, into the _gatsby-scripts slice stitched into every page)',
    usedIn: ['src/node/build/deferred-scripts.ts', 'src/node/build/post-build.ts'],
    why: 'No API moves the bundle downloads after the first paint; we replace the tags with an inline loader after the build.',
    expected: 'every page ends with the loader (`<script id="deferred-scripts">`) and no bundle `<script src>`',
    checkedBy: 'assertDeferredScripts() below, on every page in onPostBuild (build fails)',
  },
  {
    name: PAGE_COMPONENT_CHUNKS,
    definedIn: 'gatsby/dist/bootstrap/requires-writer.js (`webpackChunkName: "component---<path>"` per page component in async-requires), listed in public/chunk-map.json',
    usedIn: ['src/node/build/compile-hints.ts', 'src/node/build/post-build.ts'],
    why: 'The compile hint goes on the chunks a page runs at load; webpack knows a page component chunk only by the name Gatsby gives its group.',
    expected: 'chunk groups named `component---…` in chunk-map.json, and every such file and every script of the pages\' loader starting with the hint',
    checkedBy: 'assertPageComponentGroups() and assertCompileHint() below, over public/ in onPostBuild (build fails)',
  },
  {
    name: 'window.___navigate',
    definedIn: 'gatsby/cache-dir/navigation.js (init), called by gatsby-link',
    usedIn: ['src/browser/client-entry.ts (watchNavigations)'],
    why: 'No public hook fires when a navigation begins (onPreRouteUpdate waits for the resources): the progress bar starts from the wrap.',
    expected: 'a function on window by onClientEntry',
    checkedBy:
      'src/browser/gatsby-internals.ts (console error, which fails every e2e test; the bar stays off) and e2e/runtime-progress.spec.ts (the bar shows on a slow navigation)',
  },
  {
    name: 'window.___loader.hovering',
    definedIn: 'gatsby/cache-dir/loader.js (publicLoader, set as window.___loader by production-app.js), called by gatsby-link on hover',
    usedIn: ['src/browser/client-entry.ts (applyPrefetchPolicy)'],
    why: "Gatsby's prefetch skips 2g and Save-Data, but hovering loads a page unconditionally, and no public API reaches hovering.",
    expected: 'a function on window.___loader by onClientEntry',
    checkedBy:
      'src/browser/gatsby-internals.ts (console error, which fails every e2e test; hovering keeps Gatsby\'s behaviour) and e2e/runtime-prefetch.spec.ts (nothing loads on hover on 2g)',
  },
];

/** The error every check throws. */
export function internalError(name: string, expected: string, found: string, file: string, fix: string): Error {
  return new Error(`[gatsby-internals] ${name}: expected ${expected}, found ${found}. Fix ${file}: ${fix}`);
}

const describe = (value: unknown): string => {
  if (value === undefined) return 'undefined';
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);
  if (typeof value === 'object') return `an object with keys ${JSON.stringify(Object.keys(value).slice(0, 12))}`;
  return `${typeof value} ${String(value)}`;
};

/** The site root, from Gatsby's store. */
export function siteDirectory(store: Pick<Store, 'getState'>): string {
  const program = ((store.getState as () => unknown)() as { program?: unknown } | undefined)?.program;
  const directory = program && typeof program === 'object' ? (program as { directory?: unknown }).directory : program;
  if (typeof directory !== 'string' || !path.isAbsolute(directory)) {
    throw internalError(
      STORE_PROGRAM_DIRECTORY,
      'an absolute path (string)',
      program && typeof program === 'object' ? `program.directory = ${describe(directory)}` : `program = ${describe(program)}`,
      'src/node/build/gatsby-internals.ts (siteDirectory)',
      "read the site root from where this Gatsby keeps it (or from process.cwd(), where gatsby-cli runs); it is used by webpack.ts, validate-page-modules.ts and post-build.ts",
    );
  }
  return directory;
}

/** Gatsby's DefinePlugin in the build-html plugins (RENDERER_ENV): its index and definitions; throws unless there is exactly one. */
export function rendererDefinePlugin(plugins: readonly unknown[]): { index: number; definitions: Record<string, unknown> } {
  const found = plugins.flatMap((plugin, index) => {
    if (!plugin || typeof plugin !== 'object' || plugin.constructor.name !== 'DefinePlugin') return [];
    const { definitions } = plugin as { definitions?: unknown };
    if (!definitions || typeof definitions !== 'object') return [];
    return 'process.env' in definitions && 'process.env.NODE_ENV' in definitions ? [{ index, definitions: definitions as Record<string, unknown> }] : [];
  });
  if (found.length === 1) return found[0]!;
  throw internalError(
    RENDERER_ENV,
    'one DefinePlugin in the build-html plugins defining `process.env` and `process.env.NODE_ENV`',
    `${found.length}`,
    'src/node/build/webpack.ts (onCreateWebpackConfig, build-html)',
    "find where this Gatsby defines process.env for the renderer and narrow it there with withRuntimeProcessEnv (renderer-env.ts); without it the build still works, only a changed environment rebuilds the renderer",
  );
}

/** Throws unless withShortClassNames found Gatsby's CSS-module loaders to shorten. */
export function assertShortClassNames(patched: number, stage: string): void {
  if (patched > 0) return;
  throw internalError(
    CSS_MODULES_LOADER,
    `at least one css-loader entry with an object options.modules in the ${stage} rules`,
    'none (CSS modules would keep Gatsby\'s long class names and the budgets would grow)',
    'src/node/build/webpack.ts (withShortClassNames)',
    'find where this Gatsby configures css-loader for *.module.css and set modules.localIdentName there, in both build stages',
  );
}

/** Throws unless withFastTranspile (and, for the browser bundles, withSwcMinifier) found the rules and the minimizer they rewrite. */
export function assertFastTranspile(changed: { js: number; typescript: number; mdx: number; mdxLayout: number; minifier?: number }, stage: string): void {
  const missing = Object.entries(changed)
    .filter(([, count]) => count !== 1)
    .map(([name, count]) => `${count} ${name === 'minifier' ? 'TerserPlugin minimizer' : `${name} rule`}${count === 1 ? '' : 's'}`);
  if (missing.length === 0) return;
  throw internalError(
    JS_RULES,
    `exactly one JS, TypeScript, MDX and MDX layout rule${changed.minifier === undefined ? '' : ' and one TerserPlugin minimizer'} in the ${stage} config`,
    missing.join(', '),
    'src/node/build/fast-transpile.ts (withFastTranspile, withSwcMinifier)',
    "find how this Gatsby declares the rules that run babel-loader on sources and the JS minimizer, and match them there; without the swap the build still works, only slower (remove the call in webpack.ts to build with Gatsby's defaults)",
  );
}

/** Throws unless Gatsby's Partytown browser hook is where DEV_ONLY_BROWSER_MODULES points and still acts in development only. */
export function assertPartytownHookDevOnly(root: string, matcher: RegExp, read: (file: string) => string = (file) => fs.readFileSync(file, 'utf8')): void {
  const fail = (found: string) =>
    internalError(
      PARTYTOWN_BROWSER_HOOK,
      `${PARTYTOWN_HOOK_MODULE}, matched by DEV_ONLY_BROWSER_MODULES, that returns early unless NODE_ENV is development`,
      found,
      'src/node/build/webpack.ts (DEV_ONLY_BROWSER_MODULES)',
      'point the pattern at the hook this Gatsby uses, or drop the replacement if the hook now does production work',
    );
  let file: string;
  try {
    file = createRequire(path.join(root, 'package.json')).resolve(PARTYTOWN_HOOK_MODULE);
  } catch {
    throw fail('no such module');
  }
  if (!matcher.test(file)) throw fail(`${file}, which the pattern does not match`);
  const text = read(file);
  if (!/if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}/.test(text)) throw fail('a hook without the development-only early return');
  // One hook (onInitialClientRender): a second export could act in production.
  if (text.match(/^const \w+ = /gm)?.length !== 1) throw fail('a module with more than one hook');
}

/** Throws unless Gatsby's production app still loads its service worker registration only when a plugin asks for it. */
export function assertServiceWorkerOptIn(root: string, read: (file: string) => string = (file) => fs.readFileSync(file, 'utf8')): void {
  const fail = (found: string) =>
    internalError(
      SERVICE_WORKER_REGISTRATION,
      `${PRODUCTION_APP_MODULE} requiring ./register-service-worker only when a plugin's registerServiceWorker returns true`,
      found,
      'src/node/build/webpack.ts (SERVICE_WORKER_REGISTRATION_MODULE)',
      "point the replacement at the module this Gatsby loads for the registration, or drop it if Gatsby registers a service worker unconditionally now",
    );
  let file: string;
  try {
    file = createRequire(path.join(root, 'package.json')).resolve(PRODUCTION_APP_MODULE);
  } catch {
    throw fail('no such module');
  }
  const text = read(file);
  if (!/if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{\s*require\(`\.\/register-service-worker`\)\s*\}/.test(text)) {
    throw fail(text.includes('register-service-worker') ? 'the registration required outside that check' : 'no require of ./register-service-worker');
  }
}

/** Throws unless `html` (a page after emptyDeadChunkMapping) sets ___chunkMapping to an object. */
export function assertChunkMapping(html: string, page: string): void {
  if (/window\.___chunkMapping=\{/.test(html)) return;
  const at = html.indexOf('___chunkMapping');
  throw internalError(
    CHUNK_MAPPING,
    'an object after the rewrite (Gatsby 5.16 writes `<script id="gatsby-chunk-mapping">window.___chunkMapping="…";</script>`, which is emptied to `{}`)',
    at < 0 ? `no ___chunkMapping in ${page}` : `${describe(html.slice(Math.max(0, at - 60), at + 60))} in ${page}`,
    'src/node/build/dead-chunk-mapping.ts (DEAD_CHUNK_MAPPING)',
    "match the mapping as this Gatsby writes it (the loader indexes the global without a check, so it must stay an object), or drop the rewrite if Gatsby's own mapping is an object now",
  );
}

/** Throws unless `html` (a page after deferPageScripts) loads its bundles through the loader only. */
export function assertDeferredScripts(html: string, page: string): void {
  const tag = /<script[^>]*\ssrc="[^"]*\.js"[^>]*>/.exec(html);
  if (html.includes('<script id="deferred-scripts">') && !tag) return;
  throw internalError(
    BUNDLE_SCRIPT_TAGS,
    'the loader and no bundle tag after the rewrite (Gatsby 5.16 writes `<script src="/prefix/app-….js" async></script>` per bundle)',
    tag ? `${describe(tag[0])} in ${page}` : `no bundle tag and no loader in ${page}`,
    'src/node/build/deferred-scripts.ts (BUNDLE_SCRIPT)',
    'match the tags as this Gatsby writes them, so that every bundle loads through the loader after the first paint',
  );
}

/** Throws unless Gatsby's chunk-map.json names at least one page component chunk group. */
export function assertPageComponentGroups(count: number): void {
  if (count > 0) return;
  throw internalError(
    PAGE_COMPONENT_CHUNKS,
    'chunk groups named `component---<path>` in public/chunk-map.json (Gatsby 5.16 names each page component so)',
    'none',
    'src/node/build/compile-hints.ts (PAGE_COMPONENT_GROUP)',
    'match the name this Gatsby gives page component chunks, so that they keep the compile hint',
  );
}

/** Throws unless a load-time script (`head`: its first bytes) starts with the compile hint (`hint`, passed in: compile-hints.ts imports this module). */
export function assertCompileHint(head: string, hint: string, file: string): void {
  if (head === hint) return;
  throw internalError(
    PAGE_COMPONENT_CHUNKS,
    `${file} to start with \`${hint}\` (added by CompileHints to the entry and page component chunks)`,
    describe(head),
    'src/node/build/compile-hints.ts (loadTimeChunks)',
    'select the chunks every page runs at load as this Gatsby and webpack build them, and keep the plugin after minification',
  );
}

/** What src/node/build/shared-template-parse.ts needs of Gatsby's query extraction, checked. */
export function fileParserInternals(root: string, store: Pick<Store, 'getState' | 'dispatch'>): ParserInternals {
  const fromSite = siteRequire(root);
  const fix = 'adapt src/node/build/shared-template-parse.ts to this Gatsby, or drop its onPreExtractQueries hook from gatsby-node.ts (Gatsby then parses the template once per page, as before)';
  const FileParser = (fromSite('gatsby/dist/query/file-parser') as { default?: ParserInternals['FileParser'] }).default;
  if (typeof FileParser?.prototype?.parseFile !== 'function') {
    throw internalError(FILE_PARSER, 'a FileParser class with parseFile(file, addError)', describe(FileParser), 'gatsby/dist/query/file-parser.js', fix);
  }
  const { getPathToLayoutComponent } = fromSite('gatsby-core-utils') as { getPathToLayoutComponent?: unknown };
  if (typeof getPathToLayoutComponent !== 'function') {
    throw internalError(FILE_PARSER, "gatsby-core-utils' getPathToLayoutComponent", describe(getPathToLayoutComponent), 'gatsby-core-utils', fix);
  }
  const components = (store.getState() as { components?: unknown }).components;
  if (!(components instanceof Map)) {
    throw internalError(FILE_PARSER, 'a components Map in the store', describe(components), 'gatsby/dist/redux/reducers/components.js', fix);
  }
  const normalize = (fromSite('gatsby/dist/utils/normalize-path') as { default: (file: string) => string }).default;
  const { print } = fromSite('graphql') as { print: (doc: unknown) => string };
  return {
    FileParser,
    layoutPath: getPathToLayoutComponent as (file: string) => string,
    print,
    component: (file) => (store.getState() as { components: Map<string, Component> }).components.get(normalize(file)),
    dispatch: (action) => store.dispatch(action as never),
  };
}
