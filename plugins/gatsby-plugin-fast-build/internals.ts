/**
 * The registry: every dependency of this project on an internal of Gatsby, webpack, their plugins or Node (a private
 * module path, a loader-context private, a shape of Gatsby's config or store, a text Gatsby writes or logs, a V8 flag…),
 * in one place: what it is, where it is defined, why no public API does the job, the shape we expect, the files that
 * depend on it, and the check that fails loudly when a release changes it. Anything not listed here must go through
 * public APIs. internals.test.ts prints the count and scans the code for the markers below (SCAN_PATTERNS): a file
 * that uses one without an entry listing that file fails the test.
 *
 * Two owners:
 * - `plugin`: what gatsby-plugin-fast-build's optimizations (`flag`) rely on. A build whose packages are not the
 *   verified versions skips the optimization with a warning (flags.mjs), and a check that finds another shape leaves
 *   the optimization out with a warning; only strict mode (CI, --strict) fails the build.
 * - `site`: what the site's output features rely on (src/node/output, src/browser). Their checks always fail the
 *   build: without them the output would be wrong or over budget, not only slower.
 *
 * The checks throw `[gatsby-internals] <name>: expected <shape>, found <what>. Fix <file>: …`. The two window
 * globals are checked in the browser by src/browser/gatsby-internals.ts (a console error, which fails every e2e test,
 * and the feature turns itself off instead of crashing the page). Each check has a unit test that simulates the
 * changed shape (internals.test.ts, the plugin's other tests, src/node/output/gatsby-internals.test.ts and
 * src/browser/gatsby-internals.test.ts).
 *
 * No longer internal: the gatsby-plugin-mdx options (once read from the store's `flattenedPlugins`) now come from
 * src/node/content/mdx-options.ts, the same object gatsby-config.ts configures the plugin with; the list of pages for
 * onPostBuild (once the store's `pages`) comes from the public SitePage nodes. The e2e tests call
 * `window.___navigate` and `window.___loader.loadPageSync` to drive Gatsby; a rename fails those tests outright, so
 * they need no fence.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Store } from 'gatsby';
import type { Component, ParserInternals } from './shared-template-parse';
import { HOT_MIDDLEWARE_STATS as HOT_MIDDLEWARE_OPTIONS, MIDDLEWARE_READS, middlewareAsks } from './webpack/light-hot-stats';

/** Packages resolved from the site root: gatsby-node runs bundled from .cache, where `require.resolve` is not Node's. */
export const siteRequire = (root: string) => createRequire(path.join(root, 'package.json'));
/** Packages as Gatsby resolves them (its webpack, its worker), from its own folder. */
export const gatsbyRequire = (root: string) => createRequire(siteRequire(root).resolve('gatsby/package.json'));

export interface GatsbyInternal {
  /** How the project refers to it. */
  name: string;
  /** Who relies on it: an optimization of this plugin, or an output feature of the site. */
  owner: 'plugin' | 'site';
  /** For `plugin`: the flag of the optimization that relies on it (flags.mjs). */
  flag?: string;
  /** Where it is defined (Gatsby 5.16, webpack 5.98, Node 20). */
  definedIn: string;
  /** The project's files that depend on it (a path, then optionally what in it). */
  usedIn: string[];
  /** The SCAN_PATTERNS that find it in those files. */
  markers: ScanMarker[];
  /** Why no public API does the job. */
  why: string;
  /** The shape the project expects (the check's wording). */
  expected: string;
  /** Where the check runs. */
  checkedBy: string;
}

/**
 * Text that marks code depending on an internal, by marker. internals.test.ts scans the project's build and browser
 * code (comments aside) for each: every file where one occurs must be listed in `usedIn` of an entry with that marker.
 */
export const SCAN_PATTERNS = {
  'private-module': /gatsby\/(dist|cache-dir)\/|gatsby-cli\/lib\//,
  'gatsby-core-utils': /['"]gatsby-core-utils['"]/,
  'gatsby-worker': /['"]gatsby-worker['"]/,
  'store-state': /\bgetState\(\)/,
  'loader-private': /\bthis\._[a-zA-Z]/,
  'node-module-private': /\bModule\._[a-zA-Z]/,
  'build-dependencies': /\bbuildDependencies\b/,
  'memory-generations': /\bmaxMemoryGenerations\b/,
  'executing-command': /\bgatsby_executing_command\b/,
  'window-global': /___(navigate|loader|chunkMapping)\b/,
  'parcel-workers': /\bPARCEL_WORKERS\b/,
  'v8-flag': /--heap-growing-percent/,
  'compiled-dir': /\.cache\/compiled|\bCOMPILED_CACHE_DIR\b/,
  'clean-dirs': /node_modules\/\.cache\/(babel-loader|terser-webpack-plugin)/,
  'constructor-name': /\.constructor\??\.name\b/,
  'hot-middleware': /webpack-hot-middleware/,
  'refresh-loader': /react-refresh-webpack-plugin\/loader/,
  'chunk-name': /component---/,
  'css-loader': /css-loader/,
  'mini-css-warning': /Conflicting order/,
  'service-worker': /register-service-worker/,
  partytown: /partytown/i,
  'global-css': /gatsby-global-css/,
  'generated-folders': /['"`](_gatsby|~partytown|page-data)\//,
  'script-tags': /<script src=/,
  'watching-private': /_collected(Changed|Removed)Files|\baggregated(Changes|Removals)\b/,
  'unsafe-cache-switch': /\bunsafeCache = false\b/,
  'layout-dependency': /\bbeforeSnapshot\b/,
  'pack-files': /\b_openPack\b|\b_optimizeUnusedContent\b/,
  'terser-optimize': /\bavailableNumberOfCores\b/,
  'chokidar-private': /\b_throttle\b|\bemitWithAll\b/,
  'virtual-modules': /['"]webpack-virtual-modules['"]/,
} as const;
export type ScanMarker = keyof typeof SCAN_PATTERNS;

export const STORE_PROGRAM_DIRECTORY = 'store.getState().program.directory';
export const CSS_MODULES_LOADER = "css-loader options.modules in Gatsby's webpack rules";
export const PARTYTOWN_BROWSER_HOOK = "Gatsby's internal Partytown browser hook";
export const CHUNK_MAPPING = 'window.___chunkMapping in the page HTML';
export const BUNDLE_SCRIPT_TAGS = "the bundles' <script src async> tags in the page HTML";
export const PAGE_COMPONENT_CHUNKS = 'page component chunk groups named component---…';
export const SERVICE_WORKER_REGISTRATION = "Gatsby's service worker registration";
export const JS_RULES = "Gatsby's JavaScript, TypeScript and MDX webpack rules";
export const DEVELOP_OVERLAY = "gatsby develop's websocket manager (emitError: the browser's error overlay)";
export const DEVELOP_RECREATES_PAGES = "gatsby develop re-runs createPages after a node is created outside sourceNodes";
export const PLUGIN_ORDER = "the order of Gatsby's plugins in onCreateWebpackConfig (gatsby-plugin-typescript added after the site's list)";
export const TERSER_MINIMIZER = "Gatsby's TerserPlugin minimizer";
export const TERSER_OPTIMIZE = "terser-webpack-plugin's optimize method and the availableNumberOfCores it is given (0: minify in webpack's process)";
export const LOADER_CONTEXT_PRIVATES = "webpack's loader context privates this._compilation and this._module";
export const RENDERER_EXTERNALS = "the HTML renderer's bundling of node_modules (Gatsby's build-html config)";
export const FILE_PARSER = "Gatsby's query extraction (FileParser.parseFile) and the component features it records in the store";
export const COMPILE_GATSBY_FILES = "Gatsby's compileGatsbyFiles export";
export const COMPILED_FILES_LAYOUT = "Gatsby's compiled gatsby-config/gatsby-node files in .cache/compiled";
export const WORK_IN_PROCESS =
  "Gatsby's worker pool in a warm build (create, runQueriesInWorkersQueue, the worker's renderHTMLProd) and the services build.js runs queries with on one core";
export const KEEP_WORKER = "Gatsby's restart of its worker pool between the queries and the HTML (WorkerPool.restart, called once by build.js)";
export const RELEASE_COMPILERS = "Gatsby's production webpack runs (build in gatsby/dist/utils/webpack/bundle.js, and the close functions build.js keeps until the build ends)";
export const RELEASE_VIRTUAL_MODULES =
  "webpack-virtual-modules' plugin as Gatsby keeps it (gatsby/dist/utils/gatsby-webpack-virtual-modules.js holds each compiler's plugin, through its bound writeModule, for the life of the process; the plugin holds the compiler in _compiler and its watcher in _watcher)";
export const WORKER_END = "gatsby-worker's END message and what its child does with it (stops listening; the pool kills it after 1 s)";
export const CODE_CACHE = "Node's CommonJS compile step (Module.prototype._compile, Module.wrap, Module._resolveFilename, Module._resolveLookupPaths)";
export const WORKER_POOL = "Gatsby's worker pool (create, runQueriesInWorkersQueue) and the build steps that use it";
export const DEVELOP_SHELL = "gatsby develop's worker pool, used only to render the HTML shell (pool.create, the worker's renderHTMLDev)";
export const TRAILING_CHANGES = "chokidar's throttle of change events (FSWatcher.prototype._throttle, called by _emit with a 50 ms window per path)";
export const KEEP_SHELL = "gatsby develop's compile of its HTML shell renderer (build-html's buildRenderer for the develop-html stage, and setFilesFromDevelopHtmlCompilation)";
export const NODE_MODULE_LOAD = "Node's Module._load and Module._resolveFilename";
export const RENDERER_ENV = "Gatsby's DefinePlugin for the HTML renderer (every environment variable as process.env.X)";
export const WEBPACK_CACHE_CONFIG = "Gatsby's production webpack cache config (a filesystem cache with buildDependencies)";
export const COMPILATION_BUILD_DEPENDENCIES = "webpack's compilation.buildDependencies set";
export const GATSBY_CLEAN_DIRS = "the folders `gatsby clean` removes";
export const PARCEL_WORKERS = "Parcel's PARCEL_WORKERS variable in Gatsby's compile of gatsby-config/-node";
export const V8_HEAP_GROWTH = "V8's --heap-growing-percent flag";
export const EXECUTING_COMMAND = "Gatsby's process.env.gatsby_executing_command";
export const GLOBAL_CSS_HEAD = "Gatsby's inlined site stylesheet among the head components (data-identity gatsby-global-css)";
export const GENERATED_FOLDERS = "Gatsby's generated folders in public/ (_gatsby/, page-data/, ~partytown/)";
export const CSS_ORDER_WARNING = "mini-css-extract-plugin's \"Conflicting order\" warning text";
export const DEVELOP_SHELL_PAGES = "the develop shell renderer's page components (develop-static-entry's $virtual/async-requires, used by getPageChunk for getServerData pages only)";
export const STORE_SERVER_DATA = "the store's components Map and each component's serverData (a page component exports getServerData)";
export const STORE_PROGRAM_HOST = 'store.getState().program.host and .ssl';
export const DEVELOP_ESLINT = "Gatsby's built-in ESLint pass in gatsby develop (an ESLintWebpackPlugin in the develop stage's plugins)";
export const HOT_MIDDLEWARE_STATS = "what gatsby develop's hot middleware asks of a compile's stats and reads of them (@gatsbyjs/webpack-hot-middleware, publishStats)";
export const REFRESH_LOADER_OUTPUT = "what React Refresh's webpack loader writes around a module's code, and how its plugin puts the loader on a module (@pmmmwh/react-refresh-webpack-plugin)";
export const MUTATION_BATCH = "gatsby develop's node mutation batch (the waiting machine's batchingNodeMutations delay)";
export const QUERY_RUN_SAVES = "gatsby develop's handling of node changes while it runs createPages and its queries (the develop machine's recreatingPages and runningQueries states)";
export const PAGE_DATA_WAIT =
  "gatsby develop's answer to a request for a page's data while the page's query is dirty or running (utils/get-page-data: getPageData waits for the page's CLEAR_PENDING_PAGE_DATA_WRITE, else retries after RETRY_INTERVAL)";
export const FUNCTIONS_PLUGIN =
  "Gatsby's internal functions plugin (internal-plugins/functions/gatsby-node: onPreBootstrap compiles the functions of src/api and of each plugin's src/api/<plugin name>, dispatches setFunctions from redux/actions and writes .cache/functions/manifest.json)";
export const COPY_RUNTIME =
  "Gatsby's copy of its browser runtime into .cache on every start (services/initialize.js: fs-extra's copy(srcDir, siteDir, { overwrite: true }) from gatsby/cache-dir, taken through Babel's interop when the module loads)";
export const LAZY_MODULES =
  "modules Gatsby's build command requires at its start (compile-gatsby-files: @parcel/core and @parcel/cache; start-webpack-server: ../utils/start-server; commands/build: the GraphQL engine's bundle-webpack; graphql-typegen/ts-codegen: graphql-codegen and graphql-tools; webpack.config: ./babel-loader; webpack-utils: autoprefixer), each read only as properties of the variable it is assigned to";
export const TYPEGEN_WRITER = "Gatsby's GraphQL typegen writer (writeTypeScriptTypes in utils/graphql-typegen/ts-codegen, with stabilizeSchema, filterTargetDefinitions and sortDefinitions from ./utils)";
export const SCHEMA_SERVICE = "gatsby develop's schema rebuild before createPages (the data layer machines' buildSchema service)";
export const DEVELOP_REFRESH_RULES = "gatsby develop's choice of the modules React Refresh covers (each rule's `use({})` probed for Gatsby's babel-loader)";
export const DEVELOP_WEBPACK_CONFIG_MODULE = 'gatsby/dist/utils/webpack.config.js';
export const WATCHING_PENDING_FILES = "webpack's suspended Watching: the changed and removed files it holds for its next compile";
export const UNSAFE_CACHE_PER_COMPILATION = "webpack's module.unsafeCache, read by each new Compilation (its _unsafeCache)";
export const WEBPACK_COMPILATION_MODULE = 'webpack/lib/Compilation.js';
export const MDX_LAYOUT_LOADER = "gatsby-plugin-mdx's layout loader (its output names the MDX file, which it adds as a dependency, but never reads)";
export const MDX_LAYOUT_LOADER_MODULE = 'gatsby-plugin-mdx/dist/gatsby-layout-loader.js';
export const WEBPACK_PACK_FILES = "webpack's pack files (the private Pack and PackContent classes of its filesystem cache)";
export const PACK_FILE_STRATEGY_MODULE = 'webpack/lib/cache/PackFileCacheStrategy.js';
export const LAZY_INVALIDATION = "webpack's lazy compilation: a browser's request invalidates the watcher without naming a file";
export const DEVELOP_WAITING = "gatsby develop's machine entering its waiting state (the develop machine's waiting state and its entry actions)";
export const LAZY_CLIENT = "webpack's browser client for lazy compilation (webpack/hot/lazy-compilation-web.js) and what it asks its server";
export const LAZY_CLIENT_MODULE = 'webpack/hot/lazy-compilation-web.js';
export const DEVELOP_STATIC_ENTRY_MODULE = 'gatsby/cache-dir/develop-static-entry.js';
export const START_SERVER_MODULE = 'gatsby/dist/utils/start-server.js';

export const PARTYTOWN_HOOK_MODULE = 'gatsby/dist/internal-plugins/partytown/gatsby-browser.js';
export const PRODUCTION_APP_MODULE = 'gatsby/cache-dir/production-app.js';

const PLUGIN = 'plugins/gatsby-plugin-fast-build';

export const GATSBY_INTERNALS: readonly GatsbyInternal[] = [
  {
    name: STORE_PROGRAM_DIRECTORY,
    owner: 'site',
    definedIn: 'gatsby-cli (create-cli.js, the directory gatsby runs in), kept in the Redux store (gatsby/dist/redux/reducers/program.js)',
    usedIn: [`${PLUGIN}/internals.ts (siteDirectory)`, 'src/node/output/webpack.ts', 'src/node/output/validate-page-modules.ts', 'src/node/output/post-build.ts', 'src/node/example-project/write-projects.ts', `${PLUGIN}/webpack/config.ts`, `${PLUGIN}/shared-template-parse.ts`],
    markers: ['store-state'],
    why: 'gatsby-node runs compiled from .cache, so __dirname is not the site root, and no node API argument names the site root.',
    expected: 'an absolute path (string)',
    checkedBy: 'siteDirectory() below, on every use (build fails)',
  },
  {
    name: CSS_MODULES_LOADER,
    owner: 'site',
    definedIn: 'gatsby/dist/utils/webpack-utils.js (loaders.css with an object `modules`, used by rules.cssModules)',
    usedIn: ['src/node/output/webpack.ts (withShortClassNames)'],
    markers: ['css-loader'],
    why:
      "rules.cssModules() forces `modules: true`, so the public loaders cannot set localIdentName on Gatsby's own rule; " +
      'we set it to a 6-character hash in place (shorter HTML and class maps).',
    expected: 'at least one css-loader entry whose options.modules is an object, in the build-javascript and build-html stages',
    checkedBy: 'assertShortClassNames() below, from onCreateWebpackConfig (build fails)',
  },
  {
    name: PARTYTOWN_BROWSER_HOOK,
    owner: 'site',
    definedIn: PARTYTOWN_HOOK_MODULE,
    usedIn: ['src/node/output/webpack.ts (DEV_ONLY_BROWSER_MODULES, replaced by src/browser/empty-module.js)', `${PLUGIN}/internals.ts (assertPartytownHookDevOnly)`],
    markers: ['private-module', 'partytown'],
    why: 'The hook acts only in `gatsby develop` but pulls gatsby-script and Partytown (about 2 KB gzip) into every production page; no option turns the internal plugin off.',
    expected: 'that file, matched by DEV_ONLY_BROWSER_MODULES, returning early unless NODE_ENV is development',
    checkedBy: 'assertPartytownHookDevOnly() below, from onCreateWebpackConfig in build-javascript (build fails)',
  },
  {
    name: SERVICE_WORKER_REGISTRATION,
    owner: 'site',
    definedIn: `gatsby/cache-dir/register-service-worker.js, required by ${PRODUCTION_APP_MODULE} when a plugin's registerServiceWorker returns true`,
    usedIn: ['src/node/output/webpack.ts (SERVICE_WORKER_REGISTRATION_MODULE, replaced by src/browser/no-service-worker.js)', `${PLUGIN}/internals.ts (assertServiceWorkerOptIn)`],
    markers: ['private-module', 'service-worker'],
    why: 'No plugin of the site registers a service worker, yet webpack bundles the registration (about 0.5 KB gzip) into every page because the require sits behind a runtime check.',
    expected: 'production-app.js requiring `./register-service-worker` only inside `if (apiRunner(`registerServiceWorker`)…length > 0)`',
    checkedBy:
      'assertServiceWorkerOptIn() below, from onCreateWebpackConfig in build-javascript (build fails); if a plugin ever asks, the stand-in logs a console error, which fails every e2e test',
  },
  {
    name: JS_RULES,
    owner: 'plugin',
    flag: 'esbuildTranspile',
    definedIn:
      'gatsby/dist/utils/webpack-utils.js (rules.js: test .js…tsx, include function, use function), ' +
      'gatsby-plugin-typescript/gatsby-node.js (test .tsx?, use function), gatsby-plugin-mdx/dist/gatsby-node.js (test .mdx?, and test .[tj]sx? with a __contentFilePath resourceQuery: use functions with babel-loader)',
    usedIn: [`${PLUGIN}/webpack/fast-transpile.ts (withFastTranspile)`, `${PLUGIN}/webpack/config.ts`],
    markers: [],
    why:
      "Production builds compile plain sources with esbuild (issue 26: Babel ran twice on every .tsx); no option swaps Gatsby's Babel rules, so we rewrite its rules' use functions.",
    expected: 'one JS rule, one TypeScript rule, one MDX rule and one MDX layout rule (`__contentFilePath` query) in the build-javascript and build-html stages',
    checkedBy: 'assertFastTranspile() below, from onCreateWebpackConfig (skips esbuildTranspile, or fails in strict mode)',
  },
  {
    name: DEVELOP_OVERLAY,
    owner: 'site',
    definedIn: 'gatsby/dist/utils/websocket-manager.js (websocketManager.emitError(id, message): keeps the message by id, sends `overlayError` to open pages and to pages that connect later; null clears it)',
    usedIn: [`${PLUGIN}/develop.ts (showInOverlay)`, 'src/node/code/rehype-highlight.ts', 'src/node/code/snippet-source.ts', 'src/node/content/create-pages.ts (a sidebar that names a missing doc)'],
    markers: ['private-module'],
    why: "In gatsby develop a code sample that stops compiling must show in the browser, naming file:line and the TypeScript message, and clear when fixed; Gatsby's overlay shows only webpack and query errors, with no public API to add one.",
    expected: 'a websocketManager export with an emitError(id, message) method',
    checkedBy: 'showInOverlay() checks for emitError (warns once and goes on with terminal errors only); internals.test.ts reads the module; the develop smoke test breaks a sample and waits for the overlay',
  },
  {
    name: DEVELOP_RECREATES_PAGES,
    owner: 'plugin',
    flag: 'developBackgroundApi, developBackgroundSamples',
    definedIn: 'gatsby/dist/state-machines/develop/index.js (state recreatingPages, entered on ADD_NODE_MUTATION while waiting; runs createPages again, then the dirty queries)',
    usedIn: [`${PLUGIN}/develop.ts`, 'src/node/api/api-source.ts (the API nodes created after the first compile)', 'src/node/code/snippet-source.ts (the landing sample node)'],
    markers: [],
    why: "Develop-only: the API nodes (and the landing page's sample node) are created after bootstrap, and their pages and queries must follow; Gatsby documents creating nodes at any time in develop, but not that createPages runs again for them.",
    expected: 'a develop state machine with a recreatingPages state invoking recreatePages',
    checkedBy: "internals.test.ts reads gatsby's develop state machine; the develop smoke test opens an API page (which only exists once the pages were re-created)",
  },
  {
    name: PLUGIN_ORDER,
    owner: 'plugin',
    flag: 'esbuildTranspile',
    definedIn: "gatsby/dist/bootstrap/load-plugins/load-internal-plugins.js (internal plugins, the site's list, then gatsby-plugin-typescript with allExtensions false, isTSX false, jsxPragma React unless listed, then the site's gatsby-node); each plugin's onCreateWebpackConfig runs in that order",
    usedIn: ['gatsby-config.ts (gatsby-plugin-typescript listed, with those options, before gatsby-plugin-fast-build)'],
    markers: [],
    why: 'The rule rewrite must see the rules gatsby-plugin-mdx and gatsby-plugin-typescript add; Gatsby has no option to order a plugin after one it adds itself.',
    expected: "gatsby-plugin-typescript's rule present when this plugin's onCreateWebpackConfig runs",
    checkedBy: 'assertFastTranspile() (a missing TypeScript rule is named: skips esbuildTranspile, or fails in strict mode); internals.test.ts reads the defaults in load-internal-plugins.js',
  },
  {
    name: TERSER_MINIMIZER,
    owner: 'plugin',
    flag: 'swcMinify',
    definedIn: 'gatsby/dist/utils/webpack-utils.js (plugins.minifyJs: a terser-webpack-plugin instance in optimization.minimizer of build-javascript)',
    usedIn: [`${PLUGIN}/webpack/fast-transpile.ts (withSwcMinifier, by constructor name)`, `${PLUGIN}/webpack/config.ts`],
    markers: ['constructor-name'],
    why: 'Terser minified on one worker of two cores; no option of Gatsby picks the minify function, so its minimizer is replaced by one running swc.',
    expected: 'exactly one minimizer whose constructor is named TerserPlugin in the build-javascript config',
    checkedBy: 'assertSwcMinifier() below, from onCreateWebpackConfig (skips swcMinify, or fails in strict mode)',
  },
  {
    name: TERSER_OPTIMIZE,
    owner: 'plugin',
    flag: 'minifyFewInProcess',
    definedIn: 'terser-webpack-plugin/dist/index.js (TerserPlugin.prototype.optimize(compiler, compilation, assets, { availableNumberOfCores }), called from its processAssets hook; 0 cores: no jest-worker)',
    usedIn: [`${PLUGIN}/webpack/fast-transpile.ts (minifyFewInProcess)`],
    markers: ['terser-optimize'],
    why: "The plugin's `parallel` option is read once, when the compiler is made, before it is known how many files a compilation will minify; no option starts its worker only for many files.",
    expected: 'a method optimize(compiler, compilation, assets, optimizeOptions) on the TerserPlugin prototype whose source reads optimizeOptions.availableNumberOfCores',
    checkedBy: 'assertTerserOptimize() below, from onCreateWebpackConfig (skips minifyFewInProcess, or fails in strict mode)',
  },
  {
    name: LOADER_CONTEXT_PRIVATES,
    owner: 'plugin',
    flag: 'esbuildTranspile',
    definedIn: 'webpack/lib/NormalModule.js (createLoaderContext: `_compilation`, `_module`, `_compiler`, undocumented fields of the loader context)',
    usedIn: [`${PLUGIN}/webpack/loaders/template-memo-loader.cjs (templateMemoPitch)`],
    markers: ['loader-private'],
    why: "The template memo shares one Babel pass between the pages of one compilation and must know when a page's module failed; the public loader API names neither the compilation nor the module.",
    expected: 'this._compilation with hooks.succeedModule and hooks.failedModule, and this._module, in a loader\'s pitch',
    checkedBy:
      'the loader itself: without them it shares nothing and each page runs its own Babel pass (slower only); fast-transpile.test.ts runs it in a real webpack build and counts the transforms',
  },
  {
    name: RENDERER_EXTERNALS,
    owner: 'plugin',
    flag: 'rendererExternals',
    definedIn:
      'gatsby/dist/utils/webpack.config.js (build-html: target node, resolve.alias for its runtime such as $virtual and gatsby-core-utils, and the gatsby/@gatsbyjs packages the renderer must bundle)',
    usedIn: [`${PLUGIN}/webpack/fast-transpile.ts (nodeModulesExternals, BUNDLED_REQUEST)`, `${PLUGIN}/webpack/config.ts`],
    markers: [],
    why: 'The renderer bundled MUI, Radix and the rest a second time; no option of Gatsby makes it require packages from Node, and which requests must stay bundled is Gatsby\'s business.',
    expected: "the build-html config targets node and has a resolve.alias object; gatsby's runtime imports start with gatsby or @gatsbyjs",
    checkedBy: 'assertRendererExternals() below, from onCreateWebpackConfig (skips rendererExternals, or fails in strict mode); every page is rendered by it in every build and checked by the e2e suite',
  },
  {
    name: FILE_PARSER,
    owner: 'plugin',
    flag: 'sharedTemplateParse',
    definedIn:
      'gatsby/dist/query/file-parser.js (FileParser.parseFile, its cache keyed by the full component path); the SET_COMPONENT_FEATURES and QUERY_EXTRACTION_BABEL_SUCCESS actions (gatsby/dist/redux/reducers/components.js)',
    usedIn: [`${PLUGIN}/shared-template-parse.ts`, `${PLUGIN}/internals.ts (fileParserInternals)`],
    markers: ['private-module', 'gatsby-core-utils', 'store-state'],
    why:
      "Every doc page's component is the docs template with the page's MDX in its query string, so Gatsby parsed the same template once per page (about 10 ms each); no option shares the parse.",
    expected: 'a FileParser class whose prototype has parseFile(file, addError), getPathToLayoutComponent in gatsby-core-utils, and a components Map in the store',
    checkedBy: "fileParserInternals() below, from onPreExtractQueries (skips sharedTemplateParse, or fails in strict mode); shared-template-parse.test.ts compares the shared results with Gatsby's own on the real template",
  },
  {
    name: RENDERER_ENV,
    owner: 'plugin',
    flag: 'rendererEnv',
    definedIn: 'gatsby/dist/utils/webpack.config.js (processEnv: for target node, every variable of process.env, plus `"process.env": "({})"`, passed to plugins.define)',
    usedIn: [`${PLUGIN}/webpack/renderer-env.ts`, `${PLUGIN}/webpack/config.ts`, `${PLUGIN}/internals.ts (rendererDefinePlugin)`],
    markers: ['constructor-name'],
    why:
      'Webpack stamps every module with a hash of the defined names, so a build whose environment had one variable more or less rebuilt the whole HTML renderer; ' +
      'no option narrows the set, so we replace the definitions with those that are not plain copies of the environment.',
    expected: 'one DefinePlugin in the build-html plugins whose definitions have `process.env` and `process.env.NODE_ENV`',
    checkedBy: 'rendererDefinePlugin() below, from onCreateWebpackConfig in build-html (skips rendererEnv, or fails in strict mode)',
  },
  {
    name: WEBPACK_CACHE_CONFIG,
    owner: 'plugin',
    flag: 'noBuildDependencies, diskOnlyCache',
    definedIn: 'gatsby/dist/utils/webpack.config.js (getCacheConfig: `cache: { type: "filesystem", name, cacheLocation, buildDependencies: { config: [...] } }` in production stages)',
    usedIn: [`${PLUGIN}/webpack/build-dependencies.ts (withInputKeyedCache, withoutMemoryCache)`, `${PLUGIN}/webpack/config.ts`],
    markers: ['build-dependencies', 'memory-generations'],
    why: "Gatsby's cache resolves and hashes 4304 files as build dependencies on a cold build (10-14 s) and keeps every entry in memory as well; no option of Gatsby changes either.",
    expected: 'a filesystem cache object in the build-javascript and build-html configs',
    checkedBy: 'assertFilesystemCache() below, from onCreateWebpackConfig (skips both flags, or fails in strict mode); build-dependencies.test.ts and source-maps.test.ts run real webpack builds',
  },
  {
    name: COMPILATION_BUILD_DEPENDENCIES,
    owner: 'plugin',
    flag: 'noBuildDependencies',
    definedIn: 'webpack/lib/Compilation.js (`buildDependencies`, a LazySet the compiler hands the cache at the end of a compilation; loaders add themselves)',
    usedIn: [`${PLUGIN}/webpack/build-dependencies.ts (NoBuildDependencies)`],
    markers: ['build-dependencies'],
    why: 'Emptying `cache.buildDependencies` in the config leaves the loaders webpack adds per compilation; only the compilation\'s own set reaches them.',
    expected: 'stats.compilation.buildDependencies with a clear() method at the compiler\'s done hook',
    checkedBy: 'build-dependencies.test.ts (a real webpack build resolves no build dependency); without it a cold build is slower only',
  },
  {
    name: COMPILE_GATSBY_FILES,
    owner: 'plugin',
    flag: 'esbuildGatsbyFiles',
    definedIn: "gatsby/dist/utils/parcel/compile-gatsby-files.js (compileGatsbyFiles, COMPILED_CACHE_DIR), called through the module's exports by gatsby/dist/services/initialize.js",
    usedIn: [`${PLUGIN}/node/preload.cjs (takePrecompiled)`, `${PLUGIN}/node/gatsby-files.mjs`, `${PLUGIN}/node/run.mjs`],
    markers: ['private-module', 'compiled-dir'],
    why:
      'Gatsby bundles gatsby-config.ts and gatsby-node.ts with Parcel on every build (5.5 s cold, 1.3-1.9 s warm); run.mjs bundles them with esbuild in 0.1 s, ' +
      'and no option tells Gatsby to take compiled files, so the preload replaces the export for that build.',
    expected: 'a writable compileGatsbyFiles function and COMPILED_CACHE_DIR ".cache/compiled" on the module\'s exports',
    checkedBy:
      "takePrecompiled() in node/preload.cjs, when Gatsby loads the module (skips esbuildGatsbyFiles, or fails in strict mode); node/gatsby-files.test.mjs compares the bundle with Parcel's on this site, and the warm-build test checks the log line",
  },
  {
    name: COMPILED_FILES_LAYOUT,
    owner: 'plugin',
    flag: 'esbuildGatsbyFiles',
    definedIn:
      'gatsby/dist/utils/parcel/compile-gatsby-files.js (Parcel writes .cache/compiled/gatsby-config.js, gatsby-node.js and plugins/<name>/gatsby-node.js; findCompiledLocalPluginModule reads them)',
    usedIn: [`${PLUGIN}/node/preload.cjs (gatsbyFiles)`, `${PLUGIN}/node/gatsby-files.mjs`, `${PLUGIN}/webpack/build-dependencies.ts (cacheInputFiles)`, `${PLUGIN}/node/keep-shell.cjs (configKey)`, 'src/node/output/build-memo.ts (CODE_FILES)'],
    markers: ['compiled-dir'],
    why: "The bundle must land where Gatsby loads compiled files from; the webpack cache's version, the site's build memo and developKeepShell's key hash those files as the build's code.",
    expected: 'gatsby-config.js and gatsby-node.js in .cache/compiled, a local plugin\'s gatsby-node.js in .cache/compiled/plugins/<name>/',
    checkedBy: 'node/gatsby-files.test.mjs (runs Parcel and reads findCompiledLocalPluginModule); a missing file makes Gatsby panic naming it',
  },
  {
    name: WORKER_POOL,
    owner: 'plugin',
    flag: 'lateWorker',
    definedIn:
      "gatsby/dist/utils/worker/pool.js (create, runQueriesInWorkersQueue; the pool is gatsby-worker's WorkerPool) and gatsby/dist/commands/build-html.js (buildRenderer, " +
      "buildHTMLPagesAndDeleteStaleArtifacts), created by gatsby/dist/services/initialize.js and called through the modules' exports by gatsby/dist/commands/build.js",
    usedIn: [`${PLUGIN}/node/preload.cjs (deferWorkerPool)`, `${PLUGIN}/node/run.mjs`],
    markers: ['private-module', 'gatsby-worker'],
    why:
      'Gatsby forks its worker at initialize and the worker loads config, plugins and schema during bootstrap, then idles through both webpack compiles: about 190 MB ' +
      'through the stages where a cold build peaks. No option delays it, so on a cold build the preload makes the pool without processes and starts them when the HTML renderer compiles.',
    expected: "writable create, runQueriesInWorkersQueue, buildRenderer and buildHTMLPagesAndDeleteStaleArtifacts functions on the modules' exports, and a startAll method on WorkerPool",
    checkedBy:
      'deferWorkerPool() in node/preload.cjs, when Gatsby loads each module (skips lateWorker, or fails in strict mode); node/preload.test.mjs runs it with the real gatsby-worker and reads ' +
      'build.js and bootstrap for the order of the steps; the warm-build test checks the log line',
  },
  {
    name: DEVELOP_SHELL,
    owner: 'plugin',
    flag: 'developShellInProcess',
    definedIn:
      "gatsby/dist/utils/worker/pool.js (create, made by gatsby/dist/services/initialize.js), gatsby/dist/utils/start-server.js (createIndexHtml: doBuildPages for `/` in the develop-html stage) " +
      "and gatsby/dist/commands/build-html.js (renderHTMLQueue calls the pool's single.renderHTMLDev), run by gatsby/dist/utils/worker/child/render-html.js (renderHTMLDev)",
    usedIn: [`${PLUGIN}/node/preload.cjs (shellInProcess)`],
    markers: ['private-module', 'gatsby-worker'],
    why:
      "gatsby develop forks Gatsby's worker at initialize only to render the HTML shell once per start (and when html.js changes); the worker loads about 4,000 modules, 4-5 s of a core, " +
      'while bootstrap and the first compile run. No option renders the shell without it, so the preload makes the pool without its process and renders the shell in develop\'s own process.',
    expected: "a writable create function on the pool module's exports, a startAll method on WorkerPool, a renderHTMLDev function in the worker's render-html module taking { htmlComponentRendererPath, paths, envVars, sessionId }, and no other use of the pool in develop",
    checkedBy:
      "shellInProcess() in node/preload.cjs, when Gatsby loads the pool module (skips developShellInProcess, or fails in strict mode); node/shell-in-process.test.mjs runs it on Gatsby's real pool and render-html " +
      "in a process of its own and reads develop's uses of the pool; the develop smoke test opens pages through the shell it renders",
  },
  {
    name: TRAILING_CHANGES,
    owner: 'plugin',
    flag: 'developTrailingChanges',
    definedIn:
      "chokidar/index.js 3.6 (FSWatcher: _throttle, _emit's `_throttle(EV_CHANGE, path, 50)`, emitWithAll) and chokidar/lib/nodefs-handler.js (the listener's `_throttle(THROTTLE_MODE_WATCH, file, 5)`), " +
      'the watcher gatsby-source-filesystem and Gatsby\'s static folder sync require',
    usedIn: [`${PLUGIN}/node/trailing-changes.cjs (trailingChanges)`, `${PLUGIN}/node/trailing-changes.test.mjs`],
    markers: ['chokidar-private', 'loader-private'],
    why:
      'chokidar drops a change inside its 5 ms and 50 ms windows per path and emits nothing when the window closes, and gatsby-source-filesystem reads a file only on its change event, so a save ' +
      'landing in a window was never read (the doc kept the earlier text); chokidar has no option for it (awaitWriteFinish delays every change by its threshold instead).',
    expected: "a writable FSWatcher.prototype whose _throttle returns false or an object counting the calls it drops, an async _emit(event, path, stats), emitWithAll(event, args), and `_throttle(EV_CHANGE, path, 50)` in index.js",
    checkedBy:
      "trailingChanges() in node/trailing-changes.cjs, when develop's process loads chokidar (skips developTrailingChanges, or fails in strict mode); node/trailing-changes.test.mjs runs real chokidar watchers with and without it; " +
      'the flag is gated on chokidar 3.6',
  },
  {
    name: KEEP_SHELL,
    owner: 'plugin',
    flag: 'developKeepShell',
    definedIn:
      'gatsby/dist/commands/build-html.js (buildRenderer; for develop-html, doBuildRenderer hands the compilation to setFilesFromDevelopHtmlCompilation), called from createIndexHtml in ' +
      'gatsby/dist/utils/start-server.js, which takes buildRenderer from the module\'s exports when startServer runs; gatsby/dist/utils/webpack/utils/is-file-inside-compilations.js',
    usedIn: [`${PLUGIN}/node/keep-shell.cjs (keepShell)`, `${PLUGIN}/node/preload.cjs`],
    markers: ['private-module'],
    why:
      "gatsby develop compiles its shell renderer on every start (webpack's cache restored and checked for about 70 modules, 0.8-1.2 s of a warm start on 2 cores) only to render `/` once. " +
      'No option skips it, so the preload takes the last renderer when the files its compile read, the paths it missed, the folders it listed, its config inputs and the files it wrote are unchanged.',
    expected:
      "a writable buildRenderer function on build-html's exports returning { rendererPath, stats, close }, createIndexHtml using only rendererPath and close, and setFilesFromDevelopHtmlCompilation reading only NormalModules' resources",
    checkedBy:
      'keepShell() in node/keep-shell.cjs, when Gatsby loads build-html (skips developKeepShell, or fails in strict mode); node/keep-shell.test.mjs compiles a renderer with webpack through it and reads start-server.js, ' +
      'build-html.js and is-file-inside-compilations.js; the develop smoke test starts develop twice and opens pages through the kept shell',
  },
  {
    name: RELEASE_COMPILERS,
    owner: 'plugin',
    flag: 'releaseCompilers',
    definedIn:
      'gatsby/dist/utils/webpack/bundle.js (build(webpackConfig): compiler.run, then { stats, close }), called by commands/build-javascript.js and build-html.js; gatsby/dist/commands/build.js keeps both close functions until the build ends and awaits the browser one at "Caching Webpack compilations"',
    usedIn: [`${PLUGIN}/node/preload.cjs (releaseCompilers, releasingBuild)`, `${PLUGIN}/node/run.mjs`],
    markers: ['private-module'],
    why: "Each close function holds its compiler and webpack's cache (the deserialized modules and the pack files' buffers) until the build ends, and the browser stage is closed only after the HTML renderer's compile; no option closes or drops a compiler sooner.",
    expected: "a writable build function on bundle.js's exports taking the stage's webpack config, whose name is the stage ('build-javascript' for the browser bundles), and returning a promise of { stats, close }; build.js reading a stage's stats (warnings, hash) as soon as it has them and never after that stage's close (releaseStats then lets them go of the compilation)",
    checkedBy:
      "releaseCompilers() in node/preload.cjs, when Gatsby loads bundle.js (skips releaseCompilers, or fails in strict mode); node/release-compilers.test.mjs runs the patched build with real webpack (released, closed at once, errors as Gatsby's) and reads Gatsby's bundle.js and build.js",
  },
  {
    name: RELEASE_VIRTUAL_MODULES,
    owner: 'plugin',
    flag: 'releaseCompilers',
    definedIn:
      "gatsby/dist/utils/gatsby-webpack-virtual-modules.js (GatsbyWebpackVirtualModules.apply pushes { writeModule: virtualModules.writeModule.bind(virtualModules) } to a module-level list; writeModule writes to every entry), and webpack-virtual-modules' VirtualModulesPlugin (apply sets this._compiler; writeModule throws without it)",
    usedIn: [`${PLUGIN}/node/preload.cjs (releaseCompilers, detachVirtualModules)`],
    markers: ['private-module', 'loader-private', 'virtual-modules'],
    why: 'That list holds every compiler Gatsby made, and with it the last compilation and the pack-file buffers its modules are slices of, until the process ends: a compiler releaseCompilers dropped stayed in memory (about 50 MB of buffers for the browser stage at 44 pages). Neither package lets a plugin be removed or a compiler be let go.',
    expected: "webpack-virtual-modules' class, as Gatsby requires it, with apply(compiler) setting this._compiler and writeModule starting with a check of this._compiler",
    checkedBy:
      "detachVirtualModules() in node/preload.cjs, when Gatsby loads gatsby-webpack-virtual-modules.js (skips releaseCompilers, or fails in strict mode); node/release-compilers.test.mjs builds with Gatsby's plugin (a closed compiler stays alive without the patch and is collected with it; a later writeModule reaches the open compiler) and reads Gatsby's module",
  },
  {
    name: KEEP_WORKER,
    owner: 'plugin',
    flag: 'keepWorker',
    definedIn:
      "gatsby/dist/commands/build.js (`workerPool.restart()` after runQueriesInWorkersQueue, awaited before buildHTMLPagesAndDeleteStaleArtifacts), on gatsby-worker's WorkerPool made by gatsby/dist/utils/worker/pool.js create",
    usedIn: [`${PLUGIN}/node/preload.cjs (keepWorkerForHtml)`, `${PLUGIN}/node/run.mjs`],
    markers: ['private-module', 'gatsby-worker'],
    why:
      "build.js restarts the worker after the queries only to lower memory pressure while the main process merges the worker's query state; the new process loads Gatsby's worker modules again " +
      'before it renders, with nothing beside it (1.2 s of a warm build, 1.2-2 s of a cold one). No option skips it, so the preload makes the pool\'s restart resolve at once.',
    expected: "a writable create function on the pool module's exports, a restart method on WorkerPool, one `workerPool.restart()` in build.js between the queries and the HTML, and an HTML renderer in the worker that reads no store",
    checkedBy:
      "keepWorkerForHtml() in node/preload.cjs, when Gatsby loads the pool module (skips keepWorker, or fails in strict mode); node/preload.test.mjs runs it with the real gatsby-worker and reads build.js, pool.js and the worker's render-html.js; " +
      'the warm-build test checks the log line on cold and warm builds, and plain-vs-fast compares the HTML with and without it',
  },
  {
    name: WORK_IN_PROCESS,
    owner: 'plugin',
    flag: 'warmInProcess',
    definedIn:
      "gatsby/dist/utils/worker/pool.js (create, runQueriesInWorkersQueue; gatsby-worker's WorkerPool, whose constructor requires the worker module to list its functions), " +
      "gatsby/dist/utils/worker/child/render-html.js (renderHTMLProd, called by build-html.js through workerPool.single), gatsby/dist/services (runStaticQueries, runPageQueries), " +
      'gatsby/dist/query/graphql-runner.js (GraphQLRunner) and gatsby/dist/redux (store), which build.js uses to run the queries in its own process when cpuCoreCount() is 1',
    usedIn: [`${PLUGIN}/node/preload.cjs (workInProcess)`, `${PLUGIN}/node/run.mjs`],
    markers: ['private-module', 'gatsby-worker', 'store-state'],
    why:
      "On two cores Gatsby forks one worker, which loads Gatsby, the site's config and plugins and builds its own schema (about 2.7 s of a core in a warm build) beside bootstrap and the " +
      "browser bundles, to run the queries and render the HTML of the one to three pages an edit changed, one at a time as Gatsby's process would. Gatsby's own switch to its one-core path " +
      "(GATSBY_CPU_COUNT=1) also changes what it tells webpack and its other users about the machine, and still forks the worker for the HTML.",
    expected:
      "writable create and runQueriesInWorkersQueue functions on the pool module's exports, a startAll method on WorkerPool, renderHTMLProd in the worker's render-html module, " +
      'and (at the queries) runStaticQueries and runPageQueries in the services, GraphQLRunner and a store with getState',
    checkedBy:
      "workInProcess() in node/preload.cjs, when Gatsby loads the pool module and at the queries (skips warmInProcess, the worker then started, or fails in strict mode); node/preload.test.mjs " +
      "runs it with the real gatsby-worker and reads build.js's one-core path, build-html.js and render-html.js; the warm-build test checks the log line and that the HTML Gatsby's process " +
      'renders is the HTML the worker rendered',
  },
  {
    name: WORKER_END,
    owner: 'plugin',
    flag: 'workerExitOnEnd',
    definedIn:
      'gatsby-worker/dist/types.js (END = 0), gatsby-worker/dist/child.js (on END the child removes its message handler and nothing more) and gatsby-worker/dist/index.js (end(): END, then SIGKILL after 1 s)',
    usedIn: [`${PLUGIN}/node/preload.cjs (exitOnEnd)`, `${PLUGIN}/node/run.mjs`],
    markers: ['gatsby-worker'],
    why:
      "Gatsby's worker does not exit when its pool ends it (its event loop stays alive), so gatsby-worker kills it after 1 s and the build waits for that; gatsby-worker has no option " +
      'for a child to exit on END, so the preload, in each worker of a build, listens for END beside the child and exits after it.',
    expected: 'END = 0 in gatsby-worker/dist/types, a child that only stops listening on END, and a 1 s SIGKILL in end()',
    checkedBy:
      "exitOnEnd() in node/preload.cjs, in each worker (skips workerExitOnEnd, or fails in strict mode); node/preload.test.mjs ends a real gatsby-worker pool whose worker stays alive, with and without the flag, and reads gatsby-worker's child and pool",
  },
  {
    name: NODE_MODULE_LOAD,
    owner: 'plugin',
    flag: 'esbuildGatsbyFiles, lateWorker',
    definedIn: 'node:module (Module._load, Module._resolveFilename: undocumented, stable since Node 0.x)',
    usedIn: [`${PLUGIN}/node/preload.cjs (install)`],
    markers: ['node-module-private'],
    why: "The preload must change Gatsby's modules when Gatsby first loads them (loading them earlier would start Gatsby's reporter before its CLI does); Node's public hooks (module.register) cover ES modules only in Node 20.",
    expected: 'Module._load(request, parent, isMain) returning the exports, Module._resolveFilename(request, parent)',
    checkedBy: 'node/preload.test.mjs and node/gatsby-files.test.mjs (the preload in a real Node); the warm-build test checks both log lines',
  },
  {
    name: CODE_CACHE,
    owner: 'plugin',
    flag: 'codeCache',
    definedIn: 'node:module (lib/internal/modules/cjs/loader.js: Module.prototype._compile(content, filename, format), Module.wrap, Module._resolveFilename, Module._resolveLookupPaths; Node 20.19)',
    usedIn: [`${PLUGIN}/node/code-cache.cjs`, `${PLUGIN}/node/preload.cjs`],
    markers: ['node-module-private'],
    why:
      "Node 20 has no compile cache for CommonJS (module.enableCompileCache came in Node 22.1), and a module's compile happens inside _compile; the cache compiles node_modules' CommonJS " +
      'files itself there, with V8 cached data, and gives the module the require Node would give it.',
    expected: '_compile with three parameters (content, filename, format), and functions Module.wrap, Module._resolveFilename and Module._resolveLookupPaths',
    checkedBy:
      'installCodeCache() in node/code-cache.cjs, in each process the preload runs in (skips codeCache with a warning, or fails in strict mode); node/code-cache.test.mjs runs real Node processes from and without the cache and compares what the modules see',
  },
  {
    name: GATSBY_CLEAN_DIRS,
    owner: 'plugin',
    flag: 'directClean',
    definedIn: 'gatsby/dist/commands/clean.js (.cache, public, and the babel-loader and terser-webpack-plugin caches in node_modules/.cache)',
    usedIn: [`${PLUGIN}/node/run.mjs (CLEAN_DIRS)`],
    markers: ['clean-dirs'],
    why: "Gatsby's CLI takes about a second to start for a few rmSync calls; a copy of its list removes the same folders.",
    expected: 'the four folders, as clean.js names them',
    checkedBy: 'node/run.test.mjs reads clean.js for each name (a changed list fails the unit tests)',
  },
  {
    name: PARCEL_WORKERS,
    owner: 'plugin',
    flag: 'parcelInProcess',
    definedIn: "@parcel/workers (PARCEL_WORKERS=0 runs Parcel's work in its own process), read in the child process Gatsby starts for its compile",
    usedIn: [`${PLUGIN}/node/run.mjs (gatsbyEnv)`],
    markers: ['parcel-workers'],
    why: 'Parcel starts a worker of its own to transform a few files; no Gatsby option passes Parcel settings.',
    expected: 'Gatsby compiling with Parcel in a gatsby-worker child that inherits the environment',
    checkedBy: 'none at run time: a Parcel that ignores the variable starts its worker as before (slower only); node/run.test.mjs checks the environment handed over',
  },
  {
    name: V8_HEAP_GROWTH,
    owner: 'plugin',
    flag: 'heapGrowth',
    definedIn: 'V8 (flag-definitions.h: --heap-growing-percent), passed to Gatsby\'s CLI; its workers inherit execArgv',
    usedIn: [`${PLUGIN}/node/run.mjs (NODE_HEAP_FLAGS)`],
    markers: ['v8-flag'],
    why: "V8's flags are not a stable interface, yet no public option limits how far a heap grows between collections.",
    expected: 'a Node that accepts the flag (`node --heap-growing-percent=50 --version` exits 0)',
    checkedBy: 'supportedNodeFlags() in node/run.mjs probes this Node before every cold build (skips heapGrowth with a warning)',
  },
  {
    name: EXECUTING_COMMAND,
    owner: 'site',
    definedIn: 'gatsby-cli (sets process.env.gatsby_executing_command to the command it runs: build, develop…)',
    usedIn: [`${PLUGIN}/gatsby-node.ts (onPreExtractQueries)`, `${PLUGIN}/develop.ts (isDevelop: the develop-only flags)`, `${PLUGIN}/node/preload.cjs (the develop process, where esbuildGatsbyFiles bundles on each start)`, 'src/node/code/code-store.ts (codeInPageData)', 'src/node/api/api-source.ts'],
    markers: ['executing-command'],
    why: 'Node APIs are not told whether they run for `gatsby build` or `gatsby develop`, and both work differently there (code in page data, parse sharing, TypeDoc watching).',
    expected: "'build' in gatsby build, 'develop' in gatsby develop",
    checkedBy: 'the warm-build test and the develop smoke test (a build without code in page data fails the e2e budget test; develop without watching, or compiling gatsby-node with Parcel, fails the smoke test)',
  },
  {
    name: CHUNK_MAPPING,
    owner: 'site',
    definedIn: 'gatsby/dist/utils/gatsby-webpack-stats-extractor.js (into the _gatsby-scripts slice, as JSON.stringify of the JSON text), read by gatsby/cache-dir/loader.js',
    usedIn: ['src/node/output/dead-chunk-mapping.ts', 'src/node/output/post-build.ts', `${PLUGIN}/internals.ts (assertChunkMapping)`],
    markers: ['window-global'],
    why: 'Gatsby writes the mapping as a JSON string its loader never reads (about 600 bytes gzip per page); we empty it after the build.',
    expected: "every page ends with `window.___chunkMapping={…}` (an object: ours, emptied, or a fixed Gatsby's)",
    checkedBy: 'assertChunkMapping() below, on every page in onPostBuild (build fails)',
  },
  {
    name: BUNDLE_SCRIPT_TAGS,
    owner: 'site',
    definedIn: 'gatsby/dist/utils/gatsby-webpack-stats-extractor.js (`<script src="…" async></script>` per asset, into the _gatsby-scripts slice stitched into every page)',
    usedIn: ['src/node/output/deferred-scripts.ts (BUNDLE_SCRIPT)', 'src/node/output/post-build.ts', `${PLUGIN}/internals.ts (assertDeferredScripts)`],
    markers: ['script-tags'],
    why: 'No API moves the bundle downloads after the first paint; we replace the tags with an inline loader after the build.',
    expected: 'every page ends with the loader (`<script id="deferred-scripts">`) and no bundle `<script src>`',
    checkedBy: 'assertDeferredScripts() below, on every page in onPostBuild (build fails)',
  },
  {
    name: PAGE_COMPONENT_CHUNKS,
    owner: 'site',
    definedIn: 'gatsby/dist/bootstrap/requires-writer.js (`webpackChunkName: "component---<path>"` per page component in async-requires), listed in public/chunk-map.json',
    usedIn: ['src/node/output/compile-hints.ts (PAGE_COMPONENT_GROUP)', 'src/node/output/post-build.ts', `${PLUGIN}/internals.ts (assertPageComponentGroups)`, "scripts/test/develop-smoke.mjs (no page component chunk beside develop's shell renderer)"],
    markers: ['chunk-name'],
    why: 'The compile hint goes on the chunks a page runs at load; webpack knows a page component chunk only by the name Gatsby gives its group.',
    expected: "chunk groups named `component---…` in chunk-map.json, and every such file and every script of the pages' loader starting with the hint",
    checkedBy: 'assertPageComponentGroups() and assertCompileHint() below, over public/ in onPostBuild (build fails)',
  },
  {
    name: GLOBAL_CSS_HEAD,
    owner: 'site',
    definedIn: "gatsby/cache-dir/static-entry.js (the site stylesheet inlined as `<style data-href data-identity=\"gatsby-global-css\">` among the head components)",
    usedIn: ['src/node/output/external-stylesheet.tsx (isInlinedSiteCss)'],
    markers: ['global-css'],
    why: 'Gatsby inlines the whole stylesheet into every page; no option links it instead, so onPreRenderHTML swaps the element for a <link>.',
    expected: 'one `style` element with data-identity "gatsby-global-css" and a data-href in every page\'s head components',
    checkedBy: 'e2e/budget.spec.ts (the HTML of a docs page stays within 7 KB only with the stylesheet linked) and external-stylesheet.test.tsx',
  },
  {
    name: GENERATED_FOLDERS,
    owner: 'site',
    definedIn: "gatsby/dist/commands/build.js and its plugins (public/_gatsby/ for slices and scripts, public/page-data/ for page and app data, public/~partytown/ for Partytown's files)",
    usedIn: ['src/node/output/check-links.ts (isInternalGatsbyFile)'],
    markers: ['generated-folders', 'partytown'],
    why: 'The link check reads the pages and files a reader can link to; the folders Gatsby fills with its own data are not pages, and no API lists them.',
    expected: 'those three folder names at the root of public/',
    checkedBy: 'check-links.test.ts; a renamed folder would be link-checked as pages are (its files hold no hrefs, so the check would still pass, only slower)',
  },
  {
    name: CSS_ORDER_WARNING,
    owner: 'site',
    definedIn: 'mini-css-extract-plugin/dist/index.js (the "Conflicting order. Following module has been added:" warning, one per stylesheet)',
    usedIn: ['src/node/output/stylesheet-order.ts (readConflict)'],
    markers: ['mini-css-warning'],
    why: 'mini-css-extract reports an arbitrary stylesheet order only as warning text; the check turns those warnings into one build error naming the pairs.',
    expected: 'warnings whose message contains the sentence above, then the module lines starting with " * "',
    checkedBy: "stylesheet-order.test.ts runs Gatsby's mini-css-extract-plugin on two pages that meet two stylesheets in opposite orders and reads its warning; a changed text would let the warnings through unread (the build log shows them)",
  },
  {
    name: 'window.___navigate',
    owner: 'site',
    definedIn: 'gatsby/cache-dir/navigation.js (init), called by gatsby-link',
    usedIn: ['src/browser/client-entry.ts (watchNavigations)'],
    markers: ['window-global'],
    why: 'No public hook fires when a navigation begins (onPreRouteUpdate waits for the resources): the progress bar starts from the wrap.',
    expected: 'a function on window by onClientEntry',
    checkedBy:
      'src/browser/gatsby-internals.ts (console error, which fails every e2e test; the bar stays off) and e2e/runtime-progress.spec.ts (the bar shows on a slow navigation)',
  },
  {
    name: 'window.___loader.hovering',
    owner: 'site',
    definedIn: 'gatsby/cache-dir/loader.js (publicLoader, set as window.___loader by production-app.js), called by gatsby-link on hover',
    usedIn: ['src/browser/client-entry.ts (applyPrefetchPolicy)'],
    markers: ['window-global'],
    why: "Gatsby's prefetch skips 2g and Save-Data, but hovering loads a page unconditionally, and no public API reaches hovering.",
    expected: 'a function on window.___loader by onClientEntry',
    checkedBy:
      "src/browser/gatsby-internals.ts (console error, which fails every e2e test; hovering keeps Gatsby's behaviour) and e2e/runtime-prefetch.spec.ts (nothing loads on hover on 2g)",
  },
  {
    name: DEVELOP_SHELL_PAGES,
    owner: 'plugin',
    flag: 'developLightShell',
    definedIn: `${DEVELOP_STATIC_ENTRY_MODULE} (imports $virtual/async-requires; getPageChunk uses it) and ${START_SERVER_MODULE} (calls getPageChunk only for a page whose mode is SSR)`,
    usedIn: [`${PLUGIN}/webpack/develop-config.ts (ASYNC_REQUIRES, replaced by webpack/develop-shell-requires.js)`, `${PLUGIN}/internals.ts (assertShellWithoutPages)`],
    markers: ['private-module'],
    why:
      "gatsby develop compiles an HTML renderer before the browser bundle only to write the shell for `/`; its entry imports every page component, which a cold start compiled a second time (1,189 modules, about 17 s here). No option leaves them out.",
    expected: 'develop-static-entry.js using asyncRequires only inside getPageChunk, and start-server.js calling getPageChunk only when the page mode is SSR',
    checkedBy: 'assertShellWithoutPages() below, from onCreateWebpackConfig in develop-html (skips developLightShell, or fails in strict mode); internals.test.ts reads both files',
  },
  {
    name: STORE_SERVER_DATA,
    owner: 'plugin',
    flag: 'developLightShell',
    definedIn: 'gatsby/dist/redux/reducers/components.js (a Map by component path; query extraction sets serverData when the component exports getServerData)',
    usedIn: [`${PLUGIN}/internals.ts (pagesWithServerData)`, `${PLUGIN}/webpack/develop-config.ts`],
    markers: ['store-state'],
    why: "The develop shell may leave the page components out only while no page renders on the server; Gatsby's node APIs are not told a page's mode.",
    expected: 'a components Map whose entries have a boolean serverData',
    checkedBy: 'pagesWithServerData() below (skips developLightShell, or fails in strict mode); internals.test.ts',
  },
  {
    name: STORE_PROGRAM_HOST,
    owner: 'plugin',
    flag: 'developLazyBundling',
    definedIn: 'gatsby-cli (the -H/--host option of gatsby develop, default localhost; --https sets program.ssl), kept in the Redux store (gatsby/dist/redux/reducers/program.js)',
    usedIn: [`${PLUGIN}/internals.ts (developHost)`, `${PLUGIN}/webpack/develop-config.ts`],
    markers: ['store-state'],
    why: "webpack's lazy compilation starts a small HTTP server the browser tells which module it asks for; it should listen where gatsby develop does, and cannot serve a page that develop serves over HTTPS (mixed content) or to other devices (its address is then localhost); no node API argument names the host.",
    expected: 'a non-empty host string (and an ssl object only with --https)',
    checkedBy: 'developHost() below (skips developLazyBundling, or fails in strict mode); internals.test.ts',
  },
  {
    name: MUTATION_BATCH,
    owner: 'plugin',
    flag: 'developQuickMutations',
    definedIn: 'gatsby/dist/state-machines/waiting/index.js (waitingStates: batchingNodeMutations commits after NODE_MUTATION_BATCH_TIMEOUT, 500 ms; waitingMachine built from it when the module loads), taken by gatsby/dist/state-machines/develop/services.js',
    usedIn: [`${PLUGIN}/node/preload.cjs (quickMutationBatch)`],
    markers: ['private-module'],
    why: 'An edit to a page in gatsby develop changes its nodes, and Gatsby waits half a second for more changes before queries and the compile run; no option sets the delay.',
    expected: 'exported waitingStates with one delayed transition of batchingNodeMutations to committingBatch, and a writable waitingMachine whose options hold its services',
    checkedBy: 'quickMutationBatch() in node/preload.cjs when Gatsby loads the module (skips developQuickMutations, or fails in strict mode); node/mutation-batch.test.mjs runs the real machine on a simulated clock; the develop smoke test checks its log line',
  },
  {
    name: QUERY_RUN_SAVES,
    owner: 'plugin',
    flag: 'developQueuedSaves',
    definedIn: "gatsby/dist/state-machines/develop/index.js (developMachine: recreatingPages handles ADD_NODE_MUTATION with callApi, runningQueries with markNodesDirty and callApi, and its onDone panics after RECOMPILE_PANIC_LIMIT, 6, dirty runs in a row; addNodeMutation in ./actions.js queues a change as the recompiling state does)",
    usedIn: [`${PLUGIN}/node/preload.cjs (queueSaves)`],
    markers: ['private-module'],
    why: "A file saved while gatsby develop runs createPages re-creates its Mdx node under the site's docs query, which then fails and leaves develop with no page; one saved while it runs its queries marks the run dirty, and six in a row stop develop with a panic meant for resolvers that create nodes. Once developEditFirst shows an edit before createPages and the queries, an author's next save lands in them. No option or API sets how a state handles node changes.",
    expected: "a writable developMachine export whose config's recreatingPages state handles ADD_NODE_MUTATION with exactly ['callApi'] and runningQueries with ['markNodesDirty', 'callApi'], and an addNodeMutation action among its options",
    checkedBy: 'queueSaves() in node/preload.cjs when Gatsby loads the module (skips developQueuedSaves, or fails in strict mode); node/query-run-saves.test.mjs steps the real machine, before and after the patch',
  },
  {
    name: PAGE_DATA_WAIT,
    owner: 'plugin',
    flag: 'developPageDataOnQueryRun',
    definedIn:
      "gatsby/dist/utils/get-page-data.js (getPageData: while the page's query is running or dirty, or its data has a pending write, it asks for the query to run and waits for the page's CLEAR_PENDING_PAGE_DATA_WRITE, dispatched only when page-data.json is written, else retries after RETRY_INTERVAL, 5 s); query/query-runner.js writes a page's data only when the result's hash changed, and dispatches PAGE_QUERY_RUN (redux/actions/internal.js pageQueryRun) after any run; the store's queries.trackedQueries and pendingPageDataWrites.pagePaths",
    usedIn: [`${PLUGIN}/node/preload.cjs (answerOnQueryRun)`],
    markers: ['private-module', 'store-state'],
    why: "A request for a page whose query ran with the result already written waited for Gatsby's 5 s retry: the first page of a warm start after a doc's text changed (a git pull), or a doc edited while the browser was elsewhere, once opened. Gatsby has no option for this wait, and no public event tells when a page's query has run.",
    expected:
      "a writable getPageData function and a numeric RETRY_INTERVAL exported by the module, whose source waits while `query.running !== 0`, `query.dirty !== 0` or `pendingPageDataWrites.pagePaths.has(pagePath)` and listens for `CLEAR_PENDING_PAGE_DATA_WRITE`; a store and an emitter exported by ../redux",
    checkedBy: "answerOnQueryRun() in node/preload.cjs when Gatsby loads the module (skips developPageDataOnQueryRun, or fails in strict mode); node/page-data-query-run.test.mjs runs Gatsby's real getPageData and store, before and after the patch, and feeds the check a source without one of the waits",
  },
  {
    name: DEVELOP_ESLINT,
    owner: 'plugin',
    flag: 'developWithoutEslint',
    definedIn: 'gatsby/dist/utils/webpack.config.js (develop stage: plugins.eslint() without a local ESLint config, plugins.eslintRequired() with one; gatsby/dist/utils/webpack-utils.js: an eslint-webpack-plugin for .js and .jsx)',
    usedIn: [`${PLUGIN}/internals.ts (eslintPluginIndex, by constructor name)`, `${PLUGIN}/webpack/develop-config.ts`],
    markers: ['constructor-name'],
    why: "The site's sources are TypeScript, which the pass does not lint, yet it loads ESLint and its plugins on every start of gatsby develop; Gatsby has no option to leave it out.",
    expected: 'exactly one plugin whose constructor is named ESLintWebpackPlugin in the develop config',
    checkedBy: 'eslintPluginIndex() below, from onCreateWebpackConfig in develop (skips developWithoutEslint, or fails in strict mode); webpack/develop-config.test.ts',
  },
  {
    name: REFRESH_LOADER_OUTPUT,
    owner: 'plugin',
    flag: 'developRefreshMapShift',
    definedIn: '@pmmmwh/react-refresh-webpack-plugin 0.5 (loader/index.js: the setup text, a blank line, the code, a blank line, the registration text, as a SourceNode with source maps and joined without; lib/utils/injectRefreshLoader.js: `{ loader, options }` put first on the module\'s loaders, the loader by its resolved path)',
    usedIn: [`${PLUGIN}/internals.ts (assertRefreshLoaderOutput)`, `${PLUGIN}/webpack/refresh-map.ts`, `${PLUGIN}/webpack/loaders/refresh-map-loader.cjs`, `${PLUGIN}/webpack/develop-config.ts`],
    markers: ['refresh-loader'],
    why: 'The loader rebuilds every module\'s source map through source-map to add its two texts, and has no option to do less; the texts only move the code down by whole lines.',
    expected: "loader/index.js prepending [RefreshSetupRuntime, '\\n\\n'] and adding ['\\n\\n', RefreshModuleRuntime] with maps, joining the three with '\\n\\n' without, and injectRefreshLoader unshifting { loader: resolvedLoader, options }",
    checkedBy: 'assertRefreshLoaderOutput() below, from onCreateWebpackConfig in develop (skips developRefreshMapShift, or fails in strict mode); the loader itself runs the original with maps when its output is not the code between the two texts; webpack/refresh-map.test.ts compares both loaders\' output and maps on real modules',
  },
  {
    name: HOT_MIDDLEWARE_STATS,
    owner: 'plugin',
    flag: 'developLightHotStats',
    definedIn: '@gatsbyjs/webpack-hot-middleware/middleware.js (publishStats, extractBundles, buildModuleMap; Gatsby 5.16 uses it in gatsby/dist/utils/start-server.js)',
    usedIn: [`${PLUGIN}/internals.ts (assertHotMiddlewareStats)`, `${PLUGIN}/webpack/light-hot-stats.ts`, `${PLUGIN}/webpack/develop-config.ts`],
    markers: ['hot-middleware'],
    why: "The middleware builds its message from a full stats.toJson of every module after each compile and keeps two fields; neither Gatsby nor the middleware lets the stats options be set.",
    expected: 'publishStats calling toJson with the options in HOT_MIDDLEWARE_STATS and reading of the result no more than MIDDLEWARE_READS (light-hot-stats.ts)',
    checkedBy: 'assertHotMiddlewareStats() below, from onCreateWebpackConfig in develop (skips developLightHotStats, or fails in strict mode); webpack/light-hot-stats.test.ts',
  },
  {
    name: COPY_RUNTIME,
    owner: 'plugin',
    flag: 'copyChangedGatsbyFiles',
    definedIn: "gatsby/dist/services/initialize.js (initialize: `await fs.copy(srcDir, siteDir, { overwrite: true })` with srcDir `${__dirname}/../../cache-dir`, fs being fs-extra through Babel's _interopRequireWildcard, which copies its properties when the module loads)",
    usedIn: [`${PLUGIN}/node/copy-runtime.cjs (copyChangedGatsbyFiles)`, `${PLUGIN}/node/preload.cjs`],
    markers: ['private-module'],
    why: 'Gatsby copies its whole runtime into .cache on every start, writing every file again; no option copies only what changed.',
    expected: 'that call and source folder in initialize.js, and a writable copy function in the fs-extra Gatsby resolves',
    checkedBy: "copyChangedGatsbyFiles() in node/copy-runtime.cjs, from the build's preload before initialize.js loads (skips copyChangedGatsbyFiles, or fails in strict mode); node/copy-runtime.test.mjs",
  },
  {
    name: FUNCTIONS_PLUGIN,
    owner: 'plugin',
    flag: 'functionsWhenAny',
    definedIn:
      "gatsby/dist/internal-plugins/functions/gatsby-node.js (onPreBootstrap: globs src/api/**/*.{js,ts} and each plugin's src/api/<name>/**, runs webpack on them, dispatches internalActions.setFunctions and writes .cache/functions/manifest.json), imported by gatsby/dist/utils/import-gatsby-plugin.js (importGatsbyPlugin, an import() of the CommonJS file); internalActions in gatsby/dist/redux/actions",
    usedIn: [`${PLUGIN}/node/preload.cjs (functionsWhenAny, functionsWhenAnyOnImport)`],
    markers: ['private-module', 'store-state'],
    why: "Gatsby runs the functions step on every build and runs webpack even with no function to compile (about 0.1 s of each warm build here); it has no option to leave the step out.",
    expected: "a writable onPreBootstrap function export taking ({ store, reporter, parentSpan }), with the store's program.directory and flattenedPlugins (name, resolve) as its globs read them; a writable importGatsbyPlugin export in utils/import-gatsby-plugin; internalActions.setFunctions",
    checkedBy: 'functionsWhenAny() in node/preload.cjs when Gatsby imports the plugin (skips functionsWhenAny, or fails in strict mode); node/functions.test.mjs runs Gatsby\'s own step and the patched one on sites with and without functions',
  },
  {
    name: LAZY_MODULES,
    owner: 'plugin',
    flag: 'lazyGatsbyModules',
    definedIn:
      "gatsby/dist/utils/parcel/compile-gatsby-files.js (@parcel/core, @parcel/cache), services/start-webpack-server.js (../utils/start-server), commands/build.js (../schema/graphql-engine/bundle-webpack), utils/graphql-typegen/ts-codegen.js (@graphql-codegen/core, @graphql-tools/code-file-loader, @graphql-tools/load), utils/webpack.config.js (./babel-loader, whose BabelConfigItemsCacheInvalidatorPlugin it constructs), utils/webpack-utils.js (autoprefixer, behind _interopRequireDefault), internal-plugins/functions/gatsby-node.js (./middleware, Express): Babel's compiled `var _name = require(request)` at the top of each module",
    usedIn: [`${PLUGIN}/node/lazy-modules.cjs (LAZY_MODULES, lazyGatsbyModules: a wrapper of Node's Module._load)`, `${PLUGIN}/node/preload.cjs`],
    markers: ['private-module', 'node-module-private'],
    why: "Gatsby loads these at the start of every build and in every worker, though a production build of this site calls none of them (0.24 s of the build command's load, 815 modules; 0.27 s of the worker's); Node has no lazy require and Gatsby no option to skip them.",
    expected: 'in each requiring module, exactly one `var <name> = require("<request>")` and every other use of <name> a property read; loading the build command and the worker reads none of them',
    checkedBy: 'checkLazyModule() in node/lazy-modules.cjs reads each requiring module when the preload installs the stand-ins (leaves that one as Gatsby loads it, or fails in strict mode); node/lazy-modules.test.mjs loads the build command and the worker and checks none of them was loaded, and runs the typegen writer and the Babel invalidator through them',
  },
  {
    name: TYPEGEN_WRITER,
    owner: 'plugin',
    flag: 'typegenWhenChanged, developLateTypegen',
    definedIn: 'gatsby/dist/utils/graphql-typegen/ts-codegen.js (writeTypeScriptTypes: graphql-codegen over the stabilized schema, the target definitions sorted by name and the graphql`` queries of documentSearchPaths), called through its exports by services/graphql-typegen.js, state-machines/develop/actions.js (definitionsTypegen) and commands/build.js; the helpers in ./utils.js',
    usedIn: [`${PLUGIN}/node/preload.cjs (typegenWhenChanged, typegenLater)`],
    markers: ['private-module'],
    why: 'Gatsby writes the GraphQL types after every schema build and query extraction (four times in a warm start of gatsby develop, about 1 s), and the option graphqlTypegen has no setting to skip a write whose inputs did not change.',
    expected: "a writable writeTypeScriptTypes function export taking (directory, schema, definitions, options), and stabilizeSchema, filterTargetDefinitions and sortDefinitions functions in ./utils",
    checkedBy: 'typegenWhenChanged() in node/preload.cjs when Gatsby loads the module (skips typegenWhenChanged, or fails in strict mode); node/typegen.test.mjs runs the real writer and graphql-codegen through every kind of change',
  },
  {
    name: SCHEMA_SERVICE,
    owner: 'plugin',
    flag: 'developEditFirst',
    definedIn: "gatsby/dist/state-machines/data-layer/services.js (dataLayerServices.buildSchema, which ../../services/build-schema.js gives; the machines of ./index.js take the object as their services, and recreatePagesMachine runs it after every batch of node changes in gatsby develop, before createPages)",
    usedIn: [`${PLUGIN}/node/preload.cjs (hookBeforeSchema)`, `${PLUGIN}/develop.ts (compileBeforeSchema, setBeforeSchema)`],
    markers: ['private-module'],
    why: "After an edit gatsby develop rebuilds the whole schema (0.1-0.3 s here) and runs every plugin's createPages before the first place a plugin can act (createPages, where gatsby-plugin-local-search also builds its index first). An MDX edit's module needs neither. No API runs between a batch of node changes and the schema build.",
    expected: 'a dataLayerServices export whose buildSchema is a writable function property',
    checkedBy: 'hookBeforeSchema() in node/preload.cjs when Gatsby loads the module (skips the early half of developEditFirst, or fails in strict mode); node/schema-hook.test.mjs runs it on the real module and machines; the develop smoke test checks its log line',
  },
  {
    name: UNSAFE_CACHE_PER_COMPILATION,
    owner: 'plugin',
    flag: 'developReuseResolutions',
    definedIn: `${WEBPACK_COMPILATION_MODULE} (its constructor sets _unsafeCache from compiler.options.module.unsafeCache; the resolutions it reuses live in a WeakMap of that module, with no reset)`,
    usedIn: [`${PLUGIN}/webpack/reuse-resolutions.ts (ReuseResolutions: unsafeCache set to false for later compiles)`, `${PLUGIN}/internals.ts (assertUnsafeCachePerCompilation)`],
    markers: ['unsafe-cache-switch'],
    why: "webpack's option is public, but turning it off mid-session, once a file was added or removed where an import looks, works only because each compilation reads it anew; no API clears the resolutions it kept.",
    expected: 'the Compilation constructor reading options.module.unsafeCache into this._unsafeCache, and processDependency consulting the reused resolutions only while this._unsafeCache is set',
    checkedBy: "assertUnsafeCachePerCompilation() below, from onCreateWebpackConfig in develop (skips developReuseResolutions, or fails in strict mode); reuse-resolutions.test.ts runs a real webpack watch that adds a file shadowing an import",
  },
  {
    name: WEBPACK_PACK_FILES,
    owner: 'plugin',
    flag: 'lazyPackCompaction',
    definedIn: `${PACK_FILE_STRATEGY_MODULE} (PackFileCacheStrategy's constructor opens its Pack through _openPack; Pack.set calls PackContent.delete on the file that held a replaced entry, which marks it outdated; PackContent.writeLazy reuses a file that is not outdated; Pack.serialize runs _optimizeSmallContent, which merges files up to MIN_CONTENT_SIZE (1 MiB), then _optimizeUnusedContent, which splits a larger file with any unused entry)`,
    usedIn: [`${PLUGIN}/webpack/pack-compaction.ts (installLazyPackCompaction)`, `${PLUGIN}/internals.ts (assertPackFileInternals)`],
    markers: ['pack-files'],
    why: "webpack's cache options say where and when to store, not when a pack file is rewritten: the first warm build after a cold one rewrites and splits the cold build's whole file (48 MB) for a few changed or unused entries. Pack and PackContent are not exported.",
    expected: 'the constructor calling this._openPack(), PackContent.delete removing the entry and setting outdated, writeLazy writing this.lazy as is when not outdated, MIN_CONTENT_SIZE of 1 MiB bounding the merge, and serialize running _optimizeSmallContent then _optimizeUnusedContent, which splits when 0 < used < total',
    checkedBy: 'assertPackFileInternals() below, from onCreateWebpackConfig in the production stages (skips lazyPackCompaction, or fails in strict mode); pack-compaction.test.ts runs real webpack builds on its cache, in a model-based test, and scripts/test/warm-build.mjs checks the real build keeps the cold build\'s pack files',
  },
  {
    name: MDX_LAYOUT_LOADER,
    owner: 'plugin',
    flag: 'developLayoutWithoutMdx',
    definedIn: `${MDX_LAYOUT_LOADER_MODULE} (gatsbyLayoutLoader: this.addDependency(path.resolve(mdxPath)), then an import of the MDX file by path in front of the template's code)`,
    usedIn: [`${PLUGIN}/webpack/layout-without-mdx.ts (LayoutWithoutMdx)`, `${PLUGIN}/internals.ts (assertLayoutReadsNoContent)`],
    markers: ['layout-dependency'],
    why: "the dependency is the loader's own choice: nothing public says that the layout module's output does not change with the MDX file's text, and webpack rebuilds a module whenever one of its dependencies changes.",
    expected: 'a layout loader that adds the resolved MDX path as a dependency and reads neither that file nor its node (only nodeExists)',
    checkedBy: 'assertLayoutReadsNoContent() below, from onCreateWebpackConfig in develop (skips developLayoutWithoutMdx, or fails in strict mode); layout-without-mdx.test.ts compiles a layout module with the real loader; the develop smoke test edits an open doc and its template',
  },
  {
    name: WATCHING_PENDING_FILES,
    owner: 'plugin',
    flag: 'developEditFirst, developLazyFirst',
    definedIn: "webpack/lib/Watching.js (while suspended, _invalidate merges a change into _collectedChangedFiles and _collectedRemovedFiles, which the next compile takes) and webpack/lib/node/NodeWatchFileSystem.js (after reporting, its Watchpack is paused and keeps collecting in aggregatedChanges/aggregatedRemovals, which the next compile also takes); gatsby develop keeps its Watching suspended between its own recompiles (gatsby/dist/services/recompile.js)",
    usedIn: [`${PLUGIN}/internals.ts (watchingPendingFiles)`, `${PLUGIN}/develop.ts (compileEditsFirst, compileBeforeSchema, LazyFirstCompile)`],
    markers: ['watching-private'],
    why: "gatsby develop compiles an edit only after createPages and every dirty query ran again. To compile an MDX edit first, the plugin must know that what webpack holds is MDX only: a changed template or query must still wait for its data. Webpack's public hooks name only the first changed file.",
    expected: "a Watching with boolean suspended and running, resume() and suspend(), and Sets _collectedChangedFiles and _collectedRemovedFiles (or undefined when empty); the watchFileSystem's Watchpack with Sets aggregatedChanges and aggregatedRemovals",
    checkedBy: 'watchingPendingFiles() below, before the schema build and from the plugin\'s createPages in develop (skips developEditFirst, or fails in strict mode) and from LazyFirstCompile (skips developLazyFirst the same way); develop.test.ts runs a real webpack Watching',
  },
  {
    name: DEVELOP_REFRESH_RULES,
    owner: 'plugin',
    flag: 'developSwcTranspile',
    definedIn: `${DEVELOP_WEBPACK_CONFIG_MODULE} (after onCreateWebpackConfig, each rule whose use({}) includes its babel-loader adds its test to the React Refresh plugin's include)`,
    usedIn: [`${PLUGIN}/webpack/fast-transpile.ts (withFastTranspile: a rule asked without a module answers as Gatsby made it)`, `${PLUGIN}/webpack/develop-config.ts`, `${PLUGIN}/internals.ts (assertRefreshProbe)`],
    markers: ['private-module'],
    why: "swc registers components for React Refresh, but the refresh plugin's own loader, which defines the registration functions and accepts the module's update, only runs on modules Gatsby includes; Gatsby includes the rules it finds its Babel in by calling use({}), and nothing else says which rules those are.",
    expected: 'webpack.config.js calling rule.use({}) and comparing the loaders with its babel-loader to build fastRefreshIncludes',
    checkedBy: "assertRefreshProbe() below, from onCreateWebpackConfig in develop (skips developSwcTranspile, or fails in strict mode); develop-config.test.ts runs it on this Gatsby's file and on a changed probe, and fast-transpile.test.ts probes the rewritten rules as Gatsby does; the develop smoke test edits an open dialog, then adds a hook to it",
  },
  {
    name: LAZY_INVALIDATION,
    owner: 'plugin',
    flag: 'developLazyFirst',
    definedIn: 'webpack/lib/hmr/lazyCompilationBackend.js, or the plugin\'s own server with developRememberPages (webpack/lazy-backend.ts) (a request for a module not compiled yet calls compiler.watching.invalidate(), and webpack/lib/Watching.js calls the `invalid` hook with no file name for it); gatsby/dist/services/listen-to-webpack.js turns every `invalid` into SOURCE_FILE_CHANGED',
    usedIn: [`${PLUGIN}/develop.ts (LazyFirstCompile)`],
    markers: [],
    why: "Gatsby answers every webpack invalidation with a query extraction before it resumes its suspended watcher, so a page a browser opens waited about 0.5 s before its component started compiling. Neither webpack nor Gatsby says why the watcher was invalidated; an invalidation without a file is how a lazy module's activation looks.",
    expected: 'the `invalid` hook called with a null or undefined file when a browser asks for a lazy module',
    checkedBy: "not checked at run time: if webpack named a file there, developLazyFirst would do nothing and pages would compile in Gatsby's order, as before. The develop smoke test fails without the line LazyFirstCompile logs when it compiles a page at a browser's request",
  },
  {
    name: DEVELOP_WAITING,
    owner: 'plugin',
    flag: 'developLazyFirst',
    definedIn: "gatsby/dist/state-machines/develop/index.js (developMachine: every cycle ends in the `waiting` state, whose entry actions are saveDbState and resetRecompileCount; a cycle that changed no source goes there from runningQueries without recompiling)",
    usedIn: [`${PLUGIN}/node/preload.cjs (signalWaiting)`, `${PLUGIN}/develop.ts (LazyFirstCompile, DEVELOP_WAITING_HOOK)`],
    markers: [],
    why: "LazyFirstCompile must not compile while Gatsby's cycle may resume the watcher, and learned that the cycle was over from webpack's `done`; a cycle without a recompile has none, so a page asked for after it waited for another whole cycle. Gatsby says nowhere that a cycle ended.",
    expected: 'a writable developMachine whose waiting state has the entry actions ["saveDbState","resetRecompileCount"]',
    checkedBy: "signalWaiting() in the preload, as Gatsby's develop machine module loads (skips developLazyFirst's end-of-cycle signal, or fails in strict mode); query-run-saves.test.mjs steps Gatsby's real machine through a cycle with and without a recompile, and a changed copy",
  },
  {
    name: LAZY_CLIENT,
    owner: 'plugin',
    flag: 'developRememberPages',
    definedIn: `${LAZY_CLIENT_MODULE} (each lazy proxy module requires it with its server's URL as the resource query; it opens an EventSource on that URL followed by the keys of the modules the page uses, joined by "@", and holds it while they are used); gatsby/cache-dir/app.js, which in develop loads the pages /dev-404-page/ and /404.html beside every page (their components are compiled from the start: loadedOnEveryPage)`,
    usedIn: [`${PLUGIN}/webpack/lazy-backend.ts`, `${PLUGIN}/webpack/develop-config.ts`, `${PLUGIN}/internals.ts (lazyClient)`],
    markers: [],
    why: "webpack documents a function as lazy compilation's backend (experiments.lazyCompilation.backend), but not what its browser client asks that backend; the plugin's server must answer the client webpack's proxy modules load.",
    expected: 'a client that reads its server URL from __resourceQuery and opens an EventSource on that URL followed by the active keys joined by "@"',
    checkedBy: "lazyClient() below, from onCreateWebpackConfig in develop (skips developRememberPages, or fails in strict mode); lazy-backend.test.ts runs it on this webpack's client and on a changed copy, runs the client's protocol against the server and reads app.js (were the 404 pages no longer loaded, they would only compile once needlessly); the develop smoke test opens a page through it and, after a restart, finds that page compiled in the first compile",
  },
];

/** The browser client of webpack's lazy compilation, resolved from Gatsby's webpack; throws when it speaks another protocol. */
export function lazyClient(root: string, read: (file: string) => string = (file) => fs.readFileSync(file, 'utf8')): string {
  const fail = (found: string) =>
    internalError(LAZY_CLIENT, "a client that reads its server's URL from __resourceQuery and opens an EventSource on it with the keys joined by \"@\"", found, `${PLUGIN}/webpack/lazy-backend.ts`, 'answer what this client asks, or turn developRememberPages off (--off=developRememberPages)');
  let file: string;
  try {
    file = gatsbyRequire(root).resolve(LAZY_CLIENT_MODULE);
  } catch {
    throw fail('no such module');
  }
  const text = read(file);
  if (!/decodeURIComponent\(__resourceQuery\.slice\(1\)\)/.test(text)) throw fail('a client that does not read its URL from __resourceQuery');
  if (!/new EventSource\(\s*urlBase \+ Array\.from\(activeKeys\.keys\(\)\)\.join\("@"\)\s*\)/.test(text)) throw fail('a client that does not ask for its keys joined by "@"');
  return file;
}

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
      'plugins/gatsby-plugin-fast-build/internals.ts (siteDirectory)',
      "read the site root from where this Gatsby keeps it (or from process.cwd(), where gatsby-cli runs); it is used by the site's src/node/output and the plugin's webpack/config.ts",
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
    'plugins/gatsby-plugin-fast-build/webpack/config.ts (rendererEnv)',
    "find where this Gatsby defines process.env for the renderer and narrow it there with withRuntimeProcessEnv (renderer-env.ts); or turn rendererEnv off (--off=rendererEnv): without it the build still works, only a changed environment rebuilds the renderer",
  );
}

/** Throws unless withShortClassNames found Gatsby's CSS-module loaders to shorten. */
export function assertShortClassNames(patched: number, stage: string): void {
  if (patched > 0) return;
  throw internalError(
    CSS_MODULES_LOADER,
    `at least one css-loader entry with an object options.modules in the ${stage} rules`,
    'none (CSS modules would keep Gatsby\'s long class names and the budgets would grow)',
    'src/node/output/webpack.ts (withShortClassNames)',
    'find where this Gatsby configures css-loader for *.module.css and set modules.localIdentName there, in both build stages',
  );
}

/** Throws unless withFastTranspile found the rules it rewrites, each exactly once. */
export function assertFastTranspile(changed: { js: number; typescript: number; mdx: number; mdxLayout: number }, stage: string): void {
  const missing = Object.entries(changed)
    .filter(([, count]) => count !== 1)
    .map(([name, count]) => `${count} ${name} rule${count === 1 ? '' : 's'}`);
  if (missing.length === 0) return;
  throw internalError(
    JS_RULES,
    `exactly one JS, TypeScript, MDX and MDX layout rule in the ${stage} config`,
    missing.join(', '),
    'plugins/gatsby-plugin-fast-build/webpack/fast-transpile.ts (withFastTranspile)',
    "find how this Gatsby declares the rules that run babel-loader on sources, and match them there; without the swap the build still works, only slower (--off=esbuildTranspile builds with Gatsby's rules)",
  );
}

/** Throws unless withSwcMinifier swapped exactly one TerserPlugin. */
export function assertSwcMinifier(swapped: number): void {
  if (swapped === 1) return;
  throw internalError(
    TERSER_MINIMIZER,
    'exactly one TerserPlugin minimizer in the build-javascript config',
    `${swapped}`,
    'plugins/gatsby-plugin-fast-build/webpack/fast-transpile.ts (withSwcMinifier)',
    "find this Gatsby's JS minimizer and swap its minify function there; without the swap the build still works, only slower (--off=swcMinify)",
  );
}

/** Throws unless terser-webpack-plugin's `optimize` is the method minifyFewInProcess wraps. */
export function assertTerserOptimize(optimize: unknown): asserts optimize is (compiler: unknown, compilation: unknown, assets: unknown, options: { availableNumberOfCores: number }) => Promise<void> {
  if (typeof optimize === 'function' && optimize.length === 4 && /\.availableNumberOfCores\b/.test(Function.prototype.toString.call(optimize))) return;
  throw internalError(
    TERSER_OPTIMIZE,
    'a method optimize(compiler, compilation, assets, optimizeOptions) reading optimizeOptions.availableNumberOfCores',
    typeof optimize === 'function' ? `a function of ${optimize.length} parameters that does not read availableNumberOfCores` : describe(optimize),
    'plugins/gatsby-plugin-fast-build/webpack/fast-transpile.ts (minifyFewInProcess)',
    "find where this terser-webpack-plugin decides to start its worker; without the wrap a warm build still works, it only starts a worker process for a few files (--off=minifyFewInProcess)",
  );
}

/** Throws unless the build-html config is what nodeModulesExternals assumes: a Node target and an alias object. */
export function assertRendererExternals(config: { target?: unknown; resolve?: { alias?: unknown } }): void {
  const nodeTarget = typeof config.target === 'string' && config.target.startsWith('node');
  const aliases = config.resolve?.alias && typeof config.resolve.alias === 'object' && !Array.isArray(config.resolve.alias);
  if (nodeTarget && aliases) return;
  throw internalError(
    RENDERER_EXTERNALS,
    'a build-html config with a node target and a resolve.alias object',
    `target ${describe(config.target)}, resolve.alias ${describe(config.resolve?.alias)}`,
    'plugins/gatsby-plugin-fast-build/webpack/fast-transpile.ts (nodeModulesExternals)',
    'find how this Gatsby builds the HTML renderer and which requests it must bundle; without the externals the renderer bundles node_modules as before, only slower (--off=rendererExternals)',
  );
}

/** Throws unless a production stage's config has the filesystem cache object the cache optimizations change. */
export function assertFilesystemCache(config: { cache?: unknown }, stage: string): void {
  const cache = config.cache as { type?: unknown } | undefined;
  if (cache && typeof cache === 'object' && cache.type === 'filesystem') return;
  throw internalError(
    WEBPACK_CACHE_CONFIG,
    `a filesystem cache object in the ${stage} config`,
    describe(config.cache),
    'plugins/gatsby-plugin-fast-build/webpack/build-dependencies.ts (withInputKeyedCache, withoutMemoryCache)',
    "find where this Gatsby configures webpack's persistent cache; without the change the build still works, only slower (--off=noBuildDependencies,diskOnlyCache)",
  );
}

/** Throws unless Gatsby's Partytown browser hook is where DEV_ONLY_BROWSER_MODULES points and still acts in development only. */
export function assertPartytownHookDevOnly(root: string, matcher: RegExp, read: (file: string) => string = (file) => fs.readFileSync(file, 'utf8')): void {
  const fail = (found: string) =>
    internalError(
      PARTYTOWN_BROWSER_HOOK,
      `${PARTYTOWN_HOOK_MODULE}, matched by DEV_ONLY_BROWSER_MODULES, that returns early unless NODE_ENV is development`,
      found,
      'src/node/output/webpack.ts (DEV_ONLY_BROWSER_MODULES)',
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
      'src/node/output/webpack.ts (SERVICE_WORKER_REGISTRATION_MODULE)',
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
    'src/node/output/dead-chunk-mapping.ts (DEAD_CHUNK_MAPPING)',
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
    'src/node/output/deferred-scripts.ts (BUNDLE_SCRIPT)',
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
    'src/node/output/compile-hints.ts (PAGE_COMPONENT_GROUP)',
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
    'src/node/output/compile-hints.ts (loadTimeChunks)',
    'select the chunks every page runs at load as this Gatsby and webpack build them, and keep the plugin after minification',
  );
}

/** What shared-template-parse.ts needs of Gatsby's query extraction, checked. */
export function fileParserInternals(root: string, store: Pick<Store, 'getState' | 'dispatch'>): ParserInternals {
  const fromSite = siteRequire(root);
  const fix = 'adapt plugins/gatsby-plugin-fast-build/shared-template-parse.ts to this Gatsby, or turn it off (--off=sharedTemplateParse; Gatsby then parses the template once per page, as before)';
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

/** The host gatsby develop listens on (-H), and whether it serves HTTPS (--https), from the store (STORE_PROGRAM_HOST). */
export function developHost(store: Pick<Store, 'getState'>): { host: string; https: boolean } {
  const program = ((store.getState as () => unknown)() as { program?: { host?: unknown; ssl?: unknown } } | undefined)?.program;
  if (typeof program?.host === 'string' && program.host) return { host: program.host, https: Boolean(program.ssl) };
  throw internalError(
    STORE_PROGRAM_HOST,
    'a non-empty string',
    describe(program?.host),
    'plugins/gatsby-plugin-fast-build/internals.ts (developHost)',
    'read the host from where this Gatsby keeps it; without lazy bundling develop compiles every page before it serves (--off=developLazyBundling)',
  );
}

/** The page components that export getServerData (STORE_SERVER_DATA), by path. */
export function pagesWithServerData(store: Pick<Store, 'getState'>): string[] {
  const components = ((store.getState as () => unknown)() as { components?: unknown } | undefined)?.components;
  const fix = 'find where this Gatsby records that a page exports getServerData; without the check the develop shell keeps the page components (--off=developLightShell)';
  if (!(components instanceof Map)) throw internalError(STORE_SERVER_DATA, 'a components Map in the store', describe(components), 'plugins/gatsby-plugin-fast-build/internals.ts (pagesWithServerData)', fix);
  return [...components.entries()].flatMap(([file, component]) => {
    const serverData = (component as { serverData?: unknown } | undefined)?.serverData;
    if (typeof serverData !== 'boolean') {
      throw internalError(STORE_SERVER_DATA, 'a boolean serverData on each component', `${describe(serverData)} for ${file}`, 'plugins/gatsby-plugin-fast-build/internals.ts (pagesWithServerData)', fix);
    }
    return serverData ? [file] : [];
  });
}

/**
 * Throws unless the develop shell's renderer needs its page components for getServerData pages only (DEVELOP_SHELL_PAGES):
 * develop-static-entry uses asyncRequires only inside getPageChunk, and start-server calls getPageChunk only for SSR pages.
 */
export function assertShellWithoutPages(root: string, read: (file: string) => string = (file) => fs.readFileSync(file, 'utf8')): void {
  const fromSite = siteRequire(root);
  const entry = read(fromSite.resolve(DEVELOP_STATIC_ENTRY_MODULE));
  const server = read(fromSite.resolve(START_SERVER_MODULE));
  const uses = entry.match(/\basyncRequires\b/g)?.length ?? 0;
  const imported = /import asyncRequires from ["']\$virtual\/async-requires["']/.test(entry);
  const onlyInGetPageChunk = /export function getPageChunk\(\{ componentChunkName \}\) \{\s*return asyncRequires\.components\[componentChunkName\]\(\)\s*\}/.test(entry);
  const calls = server.match(/\.getPageChunk\(/g)?.length ?? 0;
  const onlySsr = /if \(pageMode === `SSR`\) \{[^}]*\.getPageChunk\(page\)/.test(server);
  if (imported && uses === 2 && onlyInGetPageChunk && calls === 1 && onlySsr) return;
  throw internalError(
    DEVELOP_SHELL_PAGES,
    'develop-static-entry.js importing $virtual/async-requires and using it only in getPageChunk, called by start-server.js for SSR pages only',
    `import ${imported ? 'found' : 'missing'}, ${uses} uses of asyncRequires, getPageChunk ${onlyInGetPageChunk ? 'as expected' : 'changed'}, ${calls} getPageChunk calls in start-server.js${onlySsr ? ' (SSR only)' : ''}`,
    'plugins/gatsby-plugin-fast-build/webpack/develop-config.ts (developLightShell)',
    'check what this Gatsby renders the develop shell with; without the change develop compiles the page components for the shell too (--off=developLightShell)',
  );
}

/**
 * Throws unless Gatsby's develop config still picks React Refresh's modules by probing each rule with `use({})` for its
 * babel-loader (DEVELOP_REFRESH_RULES): the rules developSwcTranspile rewrites answer that probe as Gatsby made them.
 */
export function assertRefreshProbe(root: string, read: (file: string) => string = (file) => fs.readFileSync(file, 'utf8')): void {
  const config = read(siteRequire(root).resolve(DEVELOP_WEBPACK_CONFIG_MODULE));
  const probes = /use = rule\.use\(\{\}\)/.test(config);
  const compares = /ruleLoaders\.some\(loader => loader === babelLoaderLoc\)/.test(config) && /fastRefreshIncludes\.push\(rule\.test\)/.test(config);
  if (probes && compares) return;
  throw internalError(
    DEVELOP_REFRESH_RULES,
    'rule.use({}) probed and its loaders compared with babel-loader to build fastRefreshIncludes',
    `probe ${probes ? 'found' : 'missing'}, comparison ${compares ? 'found' : 'missing'}`,
    'plugins/gatsby-plugin-fast-build/webpack/develop-config.ts (developSwcTranspile)',
    "check how this Gatsby tells React Refresh which modules to cover; without the change develop compiles the site's sources with Babel, only slower (--off=developSwcTranspile)",
  );
}

/** developLayoutWithoutMdx: gatsby-plugin-mdx's layout loader depends on the MDX file without reading it (MDX_LAYOUT_LOADER). */
export function assertLayoutReadsNoContent(root: string, read: (file: string) => string = (file) => fs.readFileSync(file, 'utf8')): void {
  const source = read(siteRequire(root).resolve(MDX_LAYOUT_LOADER_MODULE));
  const adds = /this\.addDependency\(_path\.default\.resolve\(mdxPath\)\)/.test(source);
  const reads = /readFile|loadNodeContent|getNode\b|\.rawBody\b|contentDigest/.test(source);
  if (adds && !reads) return;
  throw internalError(
    MDX_LAYOUT_LOADER,
    'a layout loader that adds the MDX file as a dependency and does not read it',
    `dependency ${adds ? 'found' : 'missing'}, ${reads ? 'reads the file or its node' : 'reads nothing'}`,
    'plugins/gatsby-plugin-fast-build/webpack/develop-config.ts (developLayoutWithoutMdx)',
    "check what this gatsby-plugin-mdx's layout loader reads; without the change a doc's edit also rebuilds its layout module, only slower (--off=developLayoutWithoutMdx)",
  );
}

/** lazyPackCompaction can keep webpack's larger pack files through a few changes (WEBPACK_PACK_FILES). */
export function assertPackFileInternals(root: string, read: (file: string) => string = (file) => fs.readFileSync(file, 'utf8')): void {
  let source = '';
  try {
    source = read(gatsbyRequire(root).resolve(PACK_FILE_STRATEGY_MODULE));
  } catch {
    // Reported below as every part missing.
  }
  const parts: [string, RegExp][] = [
    ['the constructor opening its pack with _openPack', /this\.packPromise = this\._openPack\(\);/],
    ['PackContent.delete marking the file outdated', /\bdelete\(identifier\) \{\s*this\.items\.delete\(identifier\);\s*this\.used\.delete\(identifier\);\s*this\.outdated = true;\s*\}/],
    ['writeLazy reusing a file that is not outdated', /writeLazy\(write\) \{\s*if \(!this\.outdated && this\.lazy\) \{[^}]*write\(this\.lazy\);/],
    ['MIN_CONTENT_SIZE of 1 MiB', /const MIN_CONTENT_SIZE = 1024 \* 1024;/],
    ['_optimizeSmallContent merging only files up to MIN_CONTENT_SIZE', /if \(size < 0 \|\| size > MIN_CONTENT_SIZE\) continue;/],
    ['_optimizeUnusedContent splitting a file with 0 < used < total', /_optimizeUnusedContent\(\) \{[\s\S]*?if \(size < MIN_CONTENT_SIZE\) continue;[\s\S]*?if \(used > 0 && used < total\) \{/],
    ['serialize running _optimizeSmallContent, then _optimizeUnusedContent', /this\._optimizeSmallContent\(\);\s*this\._optimizeUnusedContent\(\);/],
  ];
  const missing = parts.filter(([, pattern]) => !pattern.test(source)).map(([what]) => what);
  if (missing.length === 0) return;
  throw internalError(
    WEBPACK_PACK_FILES,
    'the pack files as webpack 5.98 writes them',
    `missing: ${missing.join('; ')}`,
    'plugins/gatsby-plugin-fast-build/webpack/pack-compaction.ts (lazyPackCompaction)',
    "check how this webpack decides to rewrite a pack file; without the change the first warm build after a cold one rewrites the cold build's pack files, only slower (--off=lazyPackCompaction)",
  );
}

/** developReuseResolutions can turn webpack's reuse of resolutions off for later compiles (UNSAFE_CACHE_PER_COMPILATION). */
export function assertUnsafeCachePerCompilation(root: string, read: (file: string) => string = (file) => fs.readFileSync(file, 'utf8')): void {
  const source = read(siteRequire(root).resolve(WEBPACK_COMPILATION_MODULE));
  const readsOption = /const unsafeCache = options\.module\.unsafeCache;\s*this\._unsafeCache = Boolean\(unsafeCache\);/.test(source);
  const consults = /if \(this\._unsafeCache\) \{\s*try \{\s*const unsafeCachedModule = unsafeCacheDependencies\.get\(dep\);/.test(source);
  if (readsOption && consults) return;
  throw internalError(
    UNSAFE_CACHE_PER_COMPILATION,
    'each Compilation reading options.module.unsafeCache into _unsafeCache, and consulting reused resolutions only while it is set',
    `option read ${readsOption ? 'found' : 'missing'}, guarded lookup ${consults ? 'found' : 'missing'}`,
    'plugins/gatsby-plugin-fast-build/webpack/develop-config.ts (developReuseResolutions)',
    'check how this webpack reads module.unsafeCache; without the change develop resolves every import on each compile, only slower (--off=developReuseResolutions)',
  );
}

/** The index of Gatsby's ESLint pass among the develop stage's plugins (DEVELOP_ESLINT); throws unless there is exactly one. */
export function eslintPluginIndex(plugins: readonly unknown[]): number {
  const found = plugins.flatMap((plugin, index) => (plugin && typeof plugin === 'object' && plugin.constructor?.name === 'ESLintWebpackPlugin' ? [index] : []));
  if (found.length === 1) return found[0]!;
  throw internalError(
    DEVELOP_ESLINT,
    'exactly one ESLintWebpackPlugin in the develop config',
    `${found.length}`,
    'plugins/gatsby-plugin-fast-build/webpack/develop-config.ts (developWithoutEslint)',
    'find how this Gatsby adds its ESLint pass in develop; without the change develop lints as before, only slower to start (--off=developWithoutEslint)',
  );
}

/**
 * Throws unless React Refresh's loader still writes the setup text, a blank line, the module's code, a blank line and
 * its registration text, with source maps or without, and its plugin still puts it on a module as `{ loader, options }`
 * (REFRESH_LOADER_OUTPUT, developRefreshMapShift). `loader`: the loader's index.js, as Gatsby resolves it.
 */
export function assertRefreshLoaderOutput(loader: string): void {
  const normalize = (text: string) => text.replace(/\s+/g, ' ');
  const source = normalize(fs.readFileSync(loader, 'utf8'));
  const inject = normalize(fs.readFileSync(path.join(path.dirname(loader), '..', 'lib', 'utils', 'injectRefreshLoader.js'), 'utf8'));
  const expected = [
    [source, "node.prepend([RefreshSetupRuntime, '\\n\\n']);"],
    [source, "node.add(['\\n\\n', RefreshModuleRuntime]);"],
    [source, "[RefreshSetupRuntime, source, RefreshModuleRuntime].join('\\n\\n')"],
    [inject, 'moduleData.loaders.unshift({ loader: resolvedLoader, options, });'],
  ] as const;
  const missing = expected.filter(([text, part]) => !text.includes(part)).map(([, part]) => part);
  if (missing.length === 0) return;
  throw internalError(
    REFRESH_LOADER_OUTPUT,
    'the loader to wrap a module in its two texts with a blank line each side, and its plugin to add it as { loader, options }',
    `no ${missing.map((part) => JSON.stringify(part)).join(', ')} in ${loader} or its injectRefreshLoader.js`,
    'plugins/gatsby-plugin-fast-build/webpack/loaders/refresh-map-loader.cjs (wrappedAt) and webpack/refresh-map.ts',
    "shift the map by what this loader adds in front; without the change develop builds each module's map as before, only slower (--off=developRefreshMapShift)",
  );
}

/**
 * Throws unless gatsby develop's hot middleware still asks a compile's stats for HOT_MIDDLEWARE_STATS and reads no more
 * of them than hotMiddlewareJson gives (developLightHotStats). `file`: the middleware, as Gatsby resolves it.
 */
export function assertHotMiddlewareStats(root: string, file = gatsbyRequire(root).resolve('@gatsbyjs/webpack-hot-middleware/middleware.js')): void {
  const asks = middlewareAsks(file);
  const within = (read: string[], given: string[]) => read.every((field) => given.includes(field));
  if (asks && JSON.stringify(asks.options) === JSON.stringify(HOT_MIDDLEWARE_OPTIONS) && within(asks.reads.stats, MIDDLEWARE_READS.stats) && within(asks.reads.module, MIDDLEWARE_READS.module)) return;
  throw internalError(
    HOT_MIDDLEWARE_STATS,
    `toJson(${JSON.stringify(HOT_MIDDLEWARE_OPTIONS)}) in publishStats, reading ${JSON.stringify(MIDDLEWARE_READS)}`,
    asks ? `toJson(${JSON.stringify(asks.options)}), reading ${JSON.stringify(asks.reads)}` : 'no publishStats, extractBundles or buildModuleMap',
    'plugins/gatsby-plugin-fast-build/webpack/light-hot-stats.ts (hotMiddlewareJson)',
    "give hotMiddlewareJson what this middleware reads; without the change develop's pages hear of a compile as before, only later (--off=developLightHotStats)",
  );
}

/**
 * What a suspended webpack Watching holds for its next compile (WATCHING_PENDING_FILES): the files it collected, and
 * those its paused watcher (webpack's NodeWatchFileSystem, a Watchpack) noticed since, which the next compile takes
 * too. Throws if either shape changed.
 */
export function watchingPendingFiles(watching: unknown, watchFileSystem: unknown): { changed: string[]; removed: string[] } {
  const candidate = (watching ?? {}) as Record<string, unknown>;
  const watchpack = ((watchFileSystem ?? {}) as { watcher?: unknown }).watcher as Record<string, unknown> | null | undefined;
  const isSetOrEmpty = (value: unknown) => value === undefined || value instanceof Set;
  const shaped =
    typeof candidate.suspended === 'boolean' &&
    typeof candidate.running === 'boolean' &&
    typeof candidate.resume === 'function' &&
    typeof candidate.suspend === 'function' &&
    isSetOrEmpty(candidate._collectedChangedFiles) &&
    isSetOrEmpty(candidate._collectedRemovedFiles) &&
    (watchpack == null || (watchpack.aggregatedChanges instanceof Set && watchpack.aggregatedRemovals instanceof Set));
  if (!shaped) {
    throw internalError(
      WATCHING_PENDING_FILES,
      "a Watching with suspended, running, resume(), suspend() and the Sets _collectedChangedFiles/_collectedRemovedFiles, and a watchFileSystem whose watcher (Watchpack) has the Sets aggregatedChanges/aggregatedRemovals",
      `Watching: ${describe(watching)}; watcher: ${describe(watchpack)}`,
      'plugins/gatsby-plugin-fast-build/internals.ts (watchingPendingFiles)',
      'find where this webpack keeps the files a suspended Watching collected; without it an edit compiles after its queries, as Gatsby does (--off=developEditFirst)',
    );
  }
  const list = (...values: unknown[]) => [...new Set(values.flatMap((value) => (value instanceof Set ? [...(value as Set<string>)] : [])))];
  return {
    changed: list(candidate._collectedChangedFiles, watchpack?.aggregatedChanges),
    removed: list(candidate._collectedRemovedFiles, watchpack?.aggregatedRemovals),
  };
}
