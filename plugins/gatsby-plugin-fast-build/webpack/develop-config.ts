import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { assertFastTranspile, assertFilesystemCache, assertHotMiddlewareStats, assertRefreshLoaderOutput, gatsbyRequire, assertLayoutReadsNoContent, assertRefreshProbe, assertUnsafeCachePerCompilation, assertRendererExternals, assertShellWithoutPages, developHost, eslintPluginIndex, lazyClient, pagesWithServerData, siteDirectory, siteRequire } from '../internals';
import { withInputKeyedCache } from './build-dependencies';
import type { FastBuild } from './config';
import { developSettled, mdxNodeStamp } from '../develop';
import { lazyBackend } from './lazy-backend';
import { ReuseResolutions } from './reuse-resolutions';
import { LayoutWithoutMdx } from './layout-without-mdx';
import { LightHotStats } from './light-hot-stats';
import { WatchRemovals } from './watch-removals';
import { RefreshMapShift, refreshMapLoader } from './refresh-map';
import { DEVELOP_NEEDS_BABEL, loadersDir, nodeModulesExternals, pluginDir, siteBrowsers, swcRefreshUse, withFastTranspile, type Jsx } from './fast-transpile';

/** What the develop shell's renderer gets instead of `$virtual/async-requires` (developLightShell). */
export const shellRequiresStandIn = (root: string) => path.join(pluginDir(root), 'webpack', 'develop-shell-requires.js');

/** React Refresh's webpack loader, which runs on every module the develop stage builds. */
export const REFRESH_LOADER = '@pmmmwh/react-refresh-webpack-plugin/loader/index.js';

/**
 * What React Refresh's loader does first on each module it builds, done once develop is idle (with developSwcTranspile's
 * load of swc): it validates its options with schema-utils, whose first call compiles the schema with ajv (0.2 s in a
 * fresh process here), and opens the module's source map with source-map's WebAssembly parser. After a warm start no
 * module was built, so the author's first edit paid both. The copies warmed are the ones the loader itself requires.
 */
export async function warmRefreshLoader(root: string): Promise<void> {
  const loaderRequire = createRequire(siteRequire(root).resolve(REFRESH_LOADER));
  const { validate } = loaderRequire('schema-utils') as { validate: (schema: object, options: object, config: object) => void };
  validate(loaderRequire('./options.json') as object, {}, { name: 'React Refresh Loader', baseDataPath: 'options' });
  // source-map 0.7, as the loader requires it: `with` opens a consumer (its WebAssembly parser loads on first use).
  interface SourceMapModule {
    SourceMapConsumer: { with: (map: object, url: undefined, use: (consumer: unknown) => unknown) => Promise<unknown> };
    SourceNode: { fromStringWithSourceMap: (code: string, consumer: unknown) => { toStringWithSourceMap: () => unknown } };
  }
  const { SourceMapConsumer, SourceNode } = loaderRequire('source-map') as SourceMapModule;
  const map = { version: 3, file: 'warm-up.js', sources: ['warm-up.js'], sourcesContent: ['warm;\n'], names: [], mappings: 'AAAA' };
  await SourceMapConsumer.with(map, undefined, (consumer) => SourceNode.fromStringWithSourceMap('warm;\n', consumer).toStringWithSourceMap());
}

/**
 * developWarmParser: webpack's JavaScript parser (acorn, as webpack requires it) run, once develop has settled after
 * its first compile, on a large module with the options webpack parses with. A warm start parses nothing (every module
 * comes from the cache), so the author's first edit ran acorn's parser cold: about 40 ms more than later edits in a
 * profile of a warm session here. Returns the number of top-level statements parsed (for the test).
 */
export function warmParser(root: string): number {
  const webpackRequire = createRequire(siteRequire(root).resolve('webpack/package.json'));
  const acorn = webpackRequire('acorn') as { Parser: { parse: (source: string, options: object) => { body: unknown[] } } };
  const source = readFileSync(webpackRequire.resolve('./lib/Compilation.js'), 'utf8');
  return acorn.Parser.parse(source, { ranges: true, locations: true, ecmaVersion: 'latest', sourceType: 'script', allowHashBang: true, onComment: [] }).body.length;
}

/** Hosts that mean every interface: webpack's lazy compilation server would then tell the browser to call localhost. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/** Logged when the first compile includes the page modules browsers opened last time (developRememberPages). */
export const rememberedLine = (count: number) => `[fast-build] ${count} page modules opened last time compile at once (developRememberPages)`;

/**
 * The page components Gatsby's develop runtime loads on every page, whichever is open (cache-dir/app.js loads the pages
 * `/dev-404-page/` and `/404.html` before the page asked for): its dev 404 page and the site's 404 page.
 */
export const loadedOnEveryPage = (root: string) => {
  const dev404 = path.join(root, '.cache', 'dev-404-page.js');
  return (file: string) => file === dev404 || /^src[\\/]pages[\\/]404\.(jsx?|tsx?)$/.test(path.relative(root, file));
};

/** The module develop-static-entry imports every page component through. */
export const ASYNC_REQUIRES = /^\$virtual\/async-requires$/;

/**
 * The webpack optimizations of `gatsby develop`, for its two stages (production builds never reach this):
 *   developLazyBundling  develop: webpack's lazy compilation for dynamic imports. Gatsby imports every page component
 *                        through `import()` (async-requires), so the first compile holds Gatsby's runtime and the
 *                        site's shell, and a page's component compiles when a browser first asks for it (opening or
 *                        hovering a link to it).
 *   developRememberPages develop, with developLazyBundling: the server webpack's browser client tells which lazy
 *                        modules a page uses is the plugin's (./lazy-backend.ts); it remembers them in .cache, and the
 *                        next start compiles them in its first compile.
 *   developLightShell    develop-html: the renderer Gatsby compiles, before the browser bundle, only to write
 *                        develop's HTML shell for `/`. Its entry imports every page component, used only for pages
 *                        with getServerData: without such a page they are left out; plain sources get esbuild and
 *                        node_modules are required at run time, as the production renderer does.
 *   developWithoutEslint develop: without Gatsby's built-in ESLint pass. It lints .js and .jsx modules only, and the
 *                        site's sources are TypeScript, so it linted Gatsby's own runtime in .cache, after loading
 *                        ESLint and its plugins on every start (about 0.9 s of main-thread time on a warm start).
 *   developSwcTranspile  develop: swc instead of Babel for the site's plain sources and the compiled MDX, with React
 *                        Refresh's registration (loaders/swc-refresh-loader.cjs); Babel stays where production keeps it
 *                        (queries, page components, Gatsby's runtime, packages) and for a `<Slice>`.
 *   developMdxNodeDeps   develop: each MDX module also depends on its node stamp (../develop.ts, stampMdxNode), so a
 *                        compile that read an Mdx node before Gatsby updated it is done again.
 *   developReuseResolutions develop: a compile takes the imports of unchanged modules as the last one resolved them
 *                        (module.unsafeCache), until a file is added or removed beside a site module (./reuse-resolutions.ts).
 *   developLayoutWithoutMdx develop: a doc page's layout module (its template, wrapped by gatsby-plugin-mdx) no longer
 *                        depends on the MDX file it imports, so an edit to the doc builds the doc's module only.
 *   developLightHotStats develop: the hot middleware's message after a compile is made from the modules' ids and
 *                        names, not a full description of every module by webpack's stats (./light-hot-stats.ts).
 *   developWatchRemovals develop: a watched file removed (with no change beside it) tells Gatsby of a change, as a
 *                        changed file does, so Gatsby recompiles and the next save is seen (./watch-removals.ts).
 *   developRefreshMapShift develop: React Refresh's loader runs without rebuilding each module's source map; the map it
 *                        was given is shifted by the lines the loader adds in front (./refresh-map.ts).
 *   developIdleCacheStore develop: webpack writes the persistent cache once develop has been idle 5 s, not 1 s after
 *                        an edit's compile, when the author's next save tends to come (withIdleCacheStore).
 *   developContentSnapshots both: the cache checks a file's content when its time changed (withContentSnapshots).
 *   noBuildDependencies  both: webpack's cache keyed to the inputs' hash (the production optimization, which acts
 *                        here too: develop stored the cache by resolving every build dependency as well).
 * Each works on copies and commits once its check passed, as in ./config.ts.
 */
export function developWebpackConfig(
  { getConfig, actions, store, stage, plugins }: Pick<CreateWebpackConfigArgs, 'getConfig' | 'actions' | 'store' | 'stage' | 'plugins' | 'reporter'>,
  { on, attempt }: FastBuild,
  { cacheInputs = [], info = () => {}, mdxFiles = [] }: { cacheInputs?: string[]; info?: (line: string) => void; mdxFiles?: string[] } = {},
): void {
  if (stage !== 'develop' && stage !== 'develop-html') return;
  let config = getConfig();
  const root = siteDirectory(store);
  if (stage === 'develop' && on('developLazyBundling')) {
    attempt('developLazyBundling', () => {
      // The server that tells webpack a browser asks for a module listens where develop does (-H), on a free port.
      // It speaks plain HTTP and names itself by the address it listens on (localhost for every interface): an HTTPS
      // page could not reach it, nor could a phone on the network, so then every page compiles up front, as before.
      const { host, https } = developHost(store);
      if (https || WILDCARD_HOSTS.has(host)) {
        info(`[fast-build] developLazyBundling is off: develop ${https ? 'serves HTTPS' : `listens on every interface (${host})`}, which webpack's lazy compilation server cannot reach; every page compiles before the first is served`);
        return;
      }
      let backend: unknown = { listen: { host } };
      // developRememberPages: the plugin's own server, which also remembers the page modules browsers opened.
      if (on('developRememberPages')) {
        attempt('developRememberPages', () => {
          backend = lazyBackend({ root, host, client: lazyClient(root), remember: true, alwaysActive: loadedOnEveryPage(root), onRemembered: (count) => info(rememberedLine(count)) });
        });
      }
      const lazyCompilation = { imports: true, entries: false, backend };
      config = { ...config, experiments: { ...config.experiments, lazyCompilation } };
    });
  }
  if (stage === 'develop' && on('developWithoutEslint')) {
    attempt('developWithoutEslint', () => {
      const index = eslintPluginIndex(config.plugins);
      config = { ...config, plugins: config.plugins.filter((_: unknown, at: number) => at !== index) };
    });
  }
  if (stage === 'develop' && on('developSwcTranspile')) {
    attempt('developSwcTranspile', () => {
      assertRefreshProbe(root);
      const browsers = siteBrowsers(root);
      const use = swcRefreshUse(root, browsers, siteJsx(store));
      const rules = [...config.module.rules];
      assertFastTranspile(withFastTranspile(rules, root, [], { transpiler: () => use, needsBabel: DEVELOP_NEEDS_BABEL, memos: false, gatsbyRuntime: on('developSwcRuntime') }), stage);
      config = { ...config, module: { ...config.module, rules } };
      // After a warm start every module came from webpack's cache, so the author's first edit loaded swc and its
      // native binding (about 60 ms on a slow machine). Loaded once develop has settled after its first compile (before
      // an author's first save), the loader finds it in the cache of modules (the same file: both resolve it from the site).
      void developSettled()
        .then(() => {
          siteRequire(root)('@swc/core');
          return warmRefreshLoader(root);
        })
        .catch(() => {});
    });
  }
  if (stage === 'develop' && on('developWarmParser')) {
    void developSettled()
      .then(() => warmParser(root))
      .catch(() => {});
  }
  if (stage === 'develop' && on('developReuseResolutions')) {
    attempt('developReuseResolutions', () => {
      assertUnsafeCachePerCompilation(root);
      config = { ...config, module: { ...config.module, unsafeCache: true }, plugins: [...config.plugins, new ReuseResolutions(info)] };
    });
  }
  if (stage === 'develop' && on('developLightHotStats')) {
    attempt('developLightHotStats', () => {
      assertHotMiddlewareStats(root);
      config = { ...config, plugins: [...config.plugins, new LightHotStats()] };
    });
  }
  if (stage === 'develop' && on('developWatchRemovals')) config = { ...config, plugins: [...config.plugins, new WatchRemovals()] };
  if (stage === 'develop' && on('developRefreshMapShift')) {
    attempt('developRefreshMapShift', () => {
      // The refresh plugin Gatsby loads puts its loader on modules by this path.
      const original = gatsbyRequire(root).resolve(REFRESH_LOADER);
      assertRefreshLoaderOutput(original);
      config = { ...config, plugins: [...config.plugins, new RefreshMapShift(original, refreshMapLoader(loadersDir(root)))] };
    });
  }
  if (stage === 'develop' && on('developLayoutWithoutMdx')) {
    attempt('developLayoutWithoutMdx', () => {
      assertLayoutReadsNoContent(root);
      config = { ...config, plugins: [...config.plugins, new LayoutWithoutMdx()] };
    });
  }
  if (stage === 'develop' && on('developMdxNodeDeps')) {
    // A rule of its own, before the MDX loader: gatsby-plugin-mdx's rules stay as they are.
    const rule = { test: /\.mdx?$/, enforce: 'pre', use: [{ loader: path.join(loadersDir(root), 'mdx-node-stamp-loader.cjs'), options: { stampOf: (file: string) => mdxNodeStamp(root, file) } }] };
    config = { ...config, module: { ...config.module, rules: [...config.module.rules, rule] } };
    // The stamp is the module's signal: webpack need not watch the files of Mdx nodes themselves. Watching them let
    // webpack see a save before Gatsby had updated the node, and Gatsby answered that with a query extraction and a
    // recompile of the old body, before the node's own cycle (about 1 s more on that edit, here one edit in two).
    // Globs in a list: an `ignored` Gatsby or a plugin set as a RegExp is kept as it is.
    const ignored = config.watchOptions?.ignored;
    if (mdxFiles.length > 0 && (ignored === undefined || typeof ignored === 'string' || Array.isArray(ignored))) {
      config = { ...config, watchOptions: { ...config.watchOptions, ignored: [...[ignored ?? []].flat(), ...mdxFiles] } };
    }
  }
  if (stage === 'develop-html' && on('developLightShell')) {
    attempt('developLightShell', () => {
      const ssr = pagesWithServerData(store);
      const replacements = [];
      if (ssr.length > 0) {
        info(`[fast-build] developLightShell: the develop shell's renderer keeps the page components (${ssr[0]} has getServerData)`);
      } else {
        assertShellWithoutPages(root);
        replacements.push(plugins.normalModuleReplacement(ASYNC_REQUIRES, shellRequiresStandIn(root)));
      }
      const rules = [...config.module.rules];
      assertFastTranspile(withFastTranspile(rules, root, [`node${process.versions.node}`]), stage);
      assertRendererExternals(config);
      const externals = Array.isArray(config.externals) ? config.externals : config.externals ? [config.externals] : [];
      config.module.rules = rules;
      config.externals = [...externals, nodeModulesExternals(Object.keys(config.resolve?.alias ?? {}))];
      config.plugins = [...config.plugins, ...replacements];
    });
  }
  if (on('noBuildDependencies')) {
    attempt('noBuildDependencies', () => {
      assertFilesystemCache(config, stage);
      config = withInputKeyedCache(config, root, cacheInputs);
    });
  }
  if (on('developContentSnapshots')) config = withContentSnapshots(config);
  if (stage === 'develop' && on('developIdleCacheStore')) config = withIdleCacheStore(config);
  actions.replaceWebpackConfig(config);
}

/**
 * developContentSnapshots: webpack's cache of a develop stage checks a file's content when its time changed, as it does
 * in production mode (webpack's snapshot defaults: timestamps and hashes in production, timestamps alone in
 * development). Gatsby copies its runtime into .cache on every start, so every runtime module looked changed: a warm
 * start rebuilt about 60 of them through Babel in the browser stage and the shell renderer's 60 modules, 1.3 s here.
 */
export function withContentSnapshots<T extends object>(config: T): T {
  const both = { timestamp: true, hash: true };
  return { ...config, snapshot: { ...(config as { snapshot?: object }).snapshot, module: both, resolve: both } };
}

/**
 * How long the develop stage's compiler is idle before webpack writes its persistent cache (developIdleCacheStore):
 * webpack's own wait before a session's first write, which it cuts to 1 s after a compile it counts as a large change.
 */
export const CACHE_STORE_IDLE_MS = 5000;

/**
 * developIdleCacheStore: webpack writes the develop stage's persistent cache once the compiler has been idle
 * CACHE_STORE_IDLE_MS, not 1 s after each compile it counts as a large change (one whose build time exceeds twice its
 * average write: in develop, nearly every edit's). The write holds develop's thread in stretches (0.15-0.6 s here), and
 * one second after an edit's compile is when an author's next save tends to come: in warm develop sessions here (the
 * bench's edits), 3 prose edits of 24 took 0.3-0.4 s longer, their compile waiting for it. The cache only serves the next start; one stopped sooner than that
 * after an edit builds the edited modules again.
 */
export function withIdleCacheStore<T extends object>(config: T): T {
  const cache = (config as { cache?: unknown }).cache;
  if (!cache || typeof cache !== 'object' || (cache as { type?: unknown }).type !== 'filesystem') return config;
  return { ...config, cache: { ...cache, idleTimeoutAfterLargeChanges: CACHE_STORE_IDLE_MS } };
}

/** gatsby-config's `jsxRuntime` (classic unless set) and `jsxImportSource`, which Gatsby's Babel preset compiles JSX with. */
export function siteJsx(store: Pick<CreateWebpackConfigArgs['store'], 'getState'>): Jsx {
  const config = (store.getState() as { config?: { jsxRuntime?: unknown; jsxImportSource?: unknown } }).config;
  const importSource = typeof config?.jsxImportSource === 'string' ? config.jsxImportSource : undefined;
  return { runtime: config?.jsxRuntime === 'automatic' ? 'automatic' : 'classic', ...(importSource ? { importSource } : {}) };
}
