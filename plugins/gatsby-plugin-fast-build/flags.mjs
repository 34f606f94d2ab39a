// The optimizations of gatsby-plugin-fast-build, one flag each, and how a build decides which run:
// - the master switch: `--plain` (scripts/site/build.mjs), FAST_BUILD=plain, or `"fastBuild": { "plain": true }` in
//   the site's package.json: no optimization runs, Gatsby builds as it does on its own;
// - one flag off: `--off=<name>,<name>`, FAST_BUILD_OFF=<name>,<name>, or `"fastBuild": { "off": ["<name>"] }`;
// - the version gate: each optimization names the versions of the packages whose internals it depends on that it was
//   verified against (major.minor, or major); on another version it is skipped with a warning naming it;
// - strict mode (`--strict`, FAST_BUILD_STRICT=1, `"fastBuild": { "strict": true }`, or CI set as CI services set it):
//   a skipped optimization, or one whose check of Gatsby's internals fails, fails the build instead.
// Plain JavaScript: the build entry runs it with plain Node before Gatsby; gatsby-node.ts imports it too (flags.d.mts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Every optimization: its flag, where it acts (`cli`: around Gatsby's CLI, started by node/run.mjs; `gatsby`: inside the
 * build, from gatsby-node.ts; `develop`: inside `gatsby develop` only, never in a production build), whether it runs on cold builds only (or, `warmOnly`, on warm builds and in develop only), the versions it was verified against, and what it does.
 */
export const OPTIMIZATIONS = [
  { name: 'esbuildGatsbyFiles', level: 'cli', coldOnly: false, verified: { gatsby: '5.16' }, what: "gatsby-config, gatsby-node and local plugins' gatsby-node bundled with esbuild before Gatsby starts, taken by Gatsby instead of its Parcel compile (node/gatsby-files.mjs, node/preload.cjs); in gatsby develop (scripts/site/develop.mjs) bundled the same way, and again when develop restarts after an edit to them; the last bundle is kept without starting esbuild while nothing it was made from changed (reusableBundle)" },
  { name: 'parcelInProcess', level: 'cli', coldOnly: false, verified: { gatsby: '5.16' }, what: "PARCEL_WORKERS=0: when Gatsby does compile gatsby-config/-node with Parcel, Parcel works in Gatsby's compile process instead of starting a worker of its own" },
  { name: 'skipOptionValidation', level: 'cli', coldOnly: false, verified: { 'schema-utils': '4' }, what: "SKIP_VALIDATION=y in Gatsby's environment (schema-utils' documented switch, for production builds): webpack's loaders and plugins no longer validate the options Gatsby, this plugin and the site give them, which compiled a JSON schema validator in each process (0.13 s of a warm build's main process, for Terser's options alone); the plain build (--plain, built by npm test beside this one) still validates them; in gatsby develop too (node/run.mjs, gatsbyEnv)" },
  { name: 'codeCache', level: 'cli', coldOnly: false, warmOnly: true, verified: {}, what: "(warm builds and gatsby develop) a V8 code cache for the CommonJS modules Gatsby's processes load from node_modules (Node 20 has none; each start compiled about 2,000 modules), each entry checked against a hash of its source; kept in node_modules/.cache/gatsby-plugin-fast-build/code-cache (node/code-cache.cjs, installed by node/preload.cjs)" },
  { name: 'plainAsmJs', level: 'cli', coldOnly: false, verified: {}, what: "V8 runs asm.js as plain JavaScript (--no-validate-asm, set by the preload before any module compiles): Gatsby's ink logger laid out with yoga-layout's asm.js build, compiled to WebAssembly whole on every start of each of Gatsby's processes (0.13-0.2 s each) and never cached (node/preload.cjs)" },
  { name: 'directClean', level: 'cli', coldOnly: true, verified: { gatsby: '5.16' }, what: "a cold build removes what `gatsby clean` removes itself, without starting Gatsby's CLI for it (node/run.mjs, CLEAN_DIRS)" },
  { name: 'heapGrowth', level: 'cli', coldOnly: true, verified: {}, what: "V8 heaps of Gatsby's processes grow at most 1.5x per collection (--heap-growing-percent=50; probed on this Node first)" },
  { name: 'lateWorker', level: 'cli', coldOnly: true, verified: { gatsby: '5.16', 'gatsby-worker': '2.16' }, what: "Gatsby's worker process starts when the HTML renderer compiles, not at bootstrap (node/preload.cjs, deferWorkerPool)" },
  { name: 'keepWorker', level: 'cli', coldOnly: false, verified: { gatsby: '5.16', 'gatsby-worker': '2.16' }, what: "the worker that ran the page queries renders the HTML too: Gatsby's restart of its worker between the two (a new process loading Gatsby's worker modules again, 1.2 s or more with nothing beside it) is skipped (node/preload.cjs, keepWorkerForHtml)" },
  { name: 'warmInProcess', level: 'cli', coldOnly: false, warmOnly: true, verified: { gatsby: '5.16', 'gatsby-worker': '2.16' }, what: "(warm builds) Gatsby's worker process is not started: the page queries (at most 50; more start the worker) run in Gatsby's own process, through the services build.js uses on a one-core machine, and the HTML is rendered there by the worker's own function; the worker loaded Gatsby, the site's config and plugins and a schema of its own (about 2.7 s of a core) beside bootstrap and the browser bundles, for the one to three pages an edit changes (node/preload.cjs, workInProcess)" },
  { name: 'releaseCompilers', level: 'cli', coldOnly: false, warmOnly: true, verified: { gatsby: '5.16' }, what: "(warm builds) Gatsby's production webpack compilers are released once closed instead of held until the build ends, the browser bundles' one is closed as soon as it has run (its cache stored while the HTML renderer compiles), and one full garbage collection follows it, so the renderer's compile, the HTML and onPostBuild no longer run beside both compilers' caches (node/preload.cjs, releaseCompilers); Gatsby's list of virtual-modules plugins and build.js's kept stats let go of a closed compiler too (detachVirtualModules, releaseStats)" },
  { name: 'copyChangedGatsbyFiles', level: 'cli', coldOnly: false, verified: { gatsby: '5.16' }, what: "Gatsby's copy of its browser runtime (gatsby/cache-dir, about 250 files) into .cache at every start writes only the files that differ from what is there, instead of every file again with a new modification time, which webpack's cache then checked by hashing each; builds only (node/copy-runtime.cjs)" },
  { name: 'functionsWhenAny', level: 'cli', coldOnly: false, verified: { gatsby: '5.16' }, what: "Gatsby's functions step runs only when the site's src/api or a plugin's src/api/<plugin> holds a .js or .ts file: without any it ran webpack with no entry on every build (about 0.1 s); it now leaves what that run left, an empty .cache/functions with a manifest of no functions and none in Gatsby's store (node/preload.cjs, functionsWhenAny); not in gatsby develop, whose step also watches for a function added later" },
  { name: 'lazyGatsbyModules', level: 'cli', coldOnly: false, verified: { gatsby: '5.16' }, what: "modules Gatsby's build command and its workers load at their start and a production build of this site does not call (Parcel, develop's server, the GraphQL engine's bundler, graphql-codegen, Babel's webpack loader) load at their first use instead, each checked in the source of the Gatsby module that requires it (node/lazy-modules.cjs)" },
  { name: 'workerExitOnEnd', level: 'cli', coldOnly: false, verified: { 'gatsby-worker': '2.16' }, what: "each of Gatsby's worker processes exits when the build ends it (gatsby-worker's END message), instead of staying alive until the pool kills it 1 s later, which a warm build waited for after onPostBuild (node/preload.cjs, exitOnEnd)" },
  { name: 'earlyStart', level: 'cli', coldOnly: true, verified: {}, what: "the site's early task (the code samples' type check) runs bundled in a child process while Gatsby starts, and Gatsby takes its result (node/run.mjs, startEarly)" },
  { name: 'earlySampleResults', level: 'cli', coldOnly: true, verified: {}, what: "with earlyStart: the early task also writes the part of its result that Gatsby's sourcing needs as soon as it has it (the samples sourcing renders: the landing snippet and the @examples), and sourcing goes on with it while the task checks the rest (the content's fences); the MDX compiles wait for the rest, and a failure in it still fails the build (node/run.mjs, startEarly; src/node/code/snippet-source.ts, check-cli.ts --sourcing-first)" },
  { name: 'typegenWhenChanged', level: 'cli', coldOnly: false, verified: { gatsby: '5.16' }, what: "Gatsby's GraphQL types (graphqlTypegen) are written only when their inputs changed (the schema, the queries, the gatsby-node files codegen reads, the options, the writing packages' versions) or the file differs from what was written; in builds and in gatsby develop, where Gatsby wrote them four times per warm start and after every edit (node/preload.cjs, typegenWhenChanged)" },
  { name: 'esbuildTranspile', level: 'gatsby', coldOnly: false, verified: { gatsby: '5.16', 'gatsby-plugin-mdx': '5.16', webpack: '5' }, what: "esbuild-loader instead of Babel for the site's plain sources and compiled MDX; MDX compiled once for both stages, the doc template's Babel pass shared by its pages (webpack/fast-transpile.ts, webpack/loaders/)" },
  { name: 'persistentTemplateMemo', level: 'gatsby', coldOnly: false, verified: { gatsby: '5.16', 'gatsby-plugin-mdx': '5.16', webpack: '5' }, what: "with esbuildTranspile: the doc template's Babel pass, shared by the pages of a compilation, is also kept in webpack's persistent cache, so a warm build that rebuilds an edited doc's page takes it from there instead of loading Babel and its presets for one file, in each stage; taken only for the same template text, query and following loaders with their options, while every file the pass depended on is unchanged (webpack/loaders/template-memo-loader.cjs)" },
  { name: 'swcMinify', level: 'gatsby', coldOnly: false, verified: { gatsby: '5.16', 'terser-webpack-plugin': '5' }, what: "Gatsby's Terser minimizer runs swc's minify (terser-webpack-plugin's swcMinify) (webpack/fast-transpile.ts, withSwcMinifier)" },
  { name: 'minifyFewInProcess', level: 'gatsby', coldOnly: false, verified: { 'terser-webpack-plugin': '5.6' }, what: "with swcMinify: a compilation that built at most 16 modules (a warm build after an edit) minifies its few changed files in webpack's process, on swc's own threads, instead of starting terser-webpack-plugin's worker process for them; any other keeps the worker (webpack/fast-transpile.ts, minifyFewInProcess)" },
  { name: 'rendererExternals', level: 'gatsby', coldOnly: false, verified: { gatsby: '5.16', webpack: '5' }, what: 'the HTML renderer requires CommonJS packages from node_modules at render time instead of bundling them again (webpack/fast-transpile.ts, nodeModulesExternals)' },
  { name: 'rendererEnv', level: 'gatsby', coldOnly: false, verified: { gatsby: '5.16', webpack: '5' }, what: "the HTML renderer reads the environment at run time instead of inlining every variable, so another shell's variables keep its cache (webpack/renderer-env.ts)" },
  { name: 'noBuildDependencies', level: 'gatsby', coldOnly: false, verified: { gatsby: '5.16', webpack: '5' }, what: "webpack's cache is keyed to a hash of the build's inputs instead of resolving and hashing its build dependencies (webpack/build-dependencies.ts); in gatsby develop too (webpack/develop-config.ts)" },
  { name: 'immutablePackages', level: 'gatsby', coldOnly: false, verified: { webpack: '5' }, what: "with noBuildDependencies: webpack's cache takes what lies under node_modules as immutable (snapshot.immutablePaths) instead of reading each package's package.json to compare its version for every cached module and resolution on every warm build; the cache's key covers node_modules already (the lockfile and npm's record of what it installed, node_modules/.package-lock.json) (webpack/build-dependencies.ts, withImmutablePackages)" },
  { name: 'diskOnlyCache', level: 'gatsby', coldOnly: false, verified: { gatsby: '5.16', webpack: '5' }, what: "webpack's persistent cache keeps no copy in memory (maxMemoryGenerations: 0) (webpack/build-dependencies.ts, withoutMemoryCache)" },
  { name: 'lazyPackCompaction', level: 'gatsby', coldOnly: false, warmOnly: true, verified: { webpack: '5.98' }, what: "(warm builds) webpack's persistent cache rewrites a pack file of more than 1 MiB once a quarter of it was replaced or went unused, not at the first change: the first warm build after a cold one no longer reads back, rewrites and splits the cold build's whole pack file of each stage (webpack/pack-compaction.ts)" },
  { name: 'sharedTemplateParse', level: 'gatsby', coldOnly: false, verified: { gatsby: '5.16' }, what: "query extraction parses a page template once for all its pages, and skips files that can hold no query (shared-template-parse.ts); in gatsby develop too" },
  { name: 'developBackgroundSamples', level: 'develop', coldOnly: false, verified: {}, what: "gatsby develop only: the code samples' type check no longer holds up sourcing; it runs in its child process while webpack compiles, and only the MDX modules wait for it in their loader; the landing page's sample node, made from its results, comes with sourcing when the check is done by then, or else once develop is idle, not as a cycle of its own while the first page waits (develop.ts, src/node/code/check-gate.ts, src/node/code/snippet-source.ts)" },
  { name: 'developEarlySamples', level: 'develop', coldOnly: false, verified: {}, what: "gatsby develop only, with developBackgroundSamples and developMdxNodeDeps: an MDX page compiled while the samples' check still runs shows its samples highlighted without types instead of waiting for the whole check (a cold start's first page waited about 2 s for it), and its module compiles again once the check is done (its node stamp gets a second line), so the open page takes the hovers through hot reloading (src/node/code/rehype-highlight.ts, src/node/code/check-gate.ts; develop.ts, compileMdxAgain)" },
  { name: 'developLazyBundling', level: 'develop', coldOnly: false, verified: { gatsby: '5.16', webpack: '5' }, what: "gatsby develop only: webpack's lazy compilation of dynamic imports, so a page's component compiles when a browser first asks for it, not all of them before the first page is served (webpack/develop-config.ts)" },
  { name: 'developLazyFirst', level: 'develop', coldOnly: false, verified: { gatsby: '5.16', webpack: '5' }, what: "gatsby develop only, with developLazyBundling: a page component a browser asks for compiles at once, not after Gatsby has extracted queries again for an invalidation that changed no file; Gatsby's cycle counts as over when its machine enters `waiting`, also after a cycle that did not recompile (develop.ts, LazyFirstCompile; node/preload.cjs, signalWaiting)" },
  { name: 'developRememberPages', level: 'develop', coldOnly: false, verified: { webpack: '5' }, what: "gatsby develop only, with developLazyBundling: the page modules browsers asked for are remembered in .cache, and the next start compiles them in its first compile, so the page an author had open needs no second compile once it loads; a browser asking for a module already compiled no longer recompiles, and the two 404 pages Gatsby's develop runtime loads beside every page compile from the start (webpack/lazy-backend.ts, the server webpack's lazy client talks to)" },
  { name: 'developLateTypegen', level: 'develop', coldOnly: false, verified: { gatsby: '5.16' }, what: "gatsby develop only: Gatsby's GraphQL types (graphqlTypegen) are written once develop has been idle after its first compile, from the last schema and queries, instead of right after that compile, where they held up the first page's query and data (0.7 s of a cold start); later writes happen at once (node/preload.cjs, typegenLater)" },
  { name: 'developContentSnapshots', level: 'develop', coldOnly: false, verified: { webpack: '5' }, what: "gatsby develop only: webpack's caches of both develop stages check a file's content when its modification time changed (snapshot.module and snapshot.resolve with hash, as webpack does in production mode); Gatsby copies its runtime into .cache on every start, so a warm start rebuilt about 60 runtime modules through Babel and the whole shell renderer (webpack/develop-config.ts, withContentSnapshots)" },
  { name: 'developLightShell', level: 'develop', coldOnly: false, verified: { gatsby: '5.16', webpack: '5' }, what: "gatsby develop only: the renderer of develop's HTML shell without the page components (no page has getServerData), esbuild for plain sources and node_modules required at run time (webpack/develop-config.ts)" },
  { name: 'developWithoutEslint', level: 'develop', coldOnly: false, verified: { gatsby: '5.16', 'eslint-webpack-plugin': '2' }, what: "gatsby develop only: without Gatsby's built-in ESLint pass, which lints .js/.jsx modules only (the site's sources are TypeScript) and loaded ESLint and its plugins on every start (webpack/develop-config.ts)" },
  { name: 'developQuickMutations', level: 'develop', coldOnly: false, verified: { gatsby: '5.16', xstate: '4' }, what: "gatsby develop only: node changes are committed after 20 ms instead of Gatsby's 500 ms batch, so an edit's queries and compile start sooner (node/preload.cjs, quickMutationBatch)" },
  { name: 'developQueuedSaves', level: 'develop', coldOnly: false, verified: { gatsby: '5.16', xstate: '4' }, what: "gatsby develop only: a file saved while Gatsby runs createPages or its queries is queued for the next cycle instead of applied at once; a save in createPages left develop with no page (the docs query met an Mdx node without its fields), and six saves in a row during the queries made Gatsby stop develop (node/preload.cjs, queueSaves)" },
  { name: 'developPageDataOnQueryRun', level: 'develop', coldOnly: false, verified: { gatsby: '5.16' }, what: "gatsby develop only: a browser's request for a page's data that waits for the page's query is answered once the query has run and no write of the page's data is pending, also when the result is the one already written; Gatsby answered only when it wrote the page's data, else after its 5 s retry, so a warm start after a change to a doc's text (a git pull) showed the page 5 s late, as did a doc edited while the browser was on another page, once opened (node/preload.cjs, answerOnQueryRun)" },
  { name: 'developEditFirst', level: 'develop', coldOnly: false, verified: { gatsby: '5.16', webpack: '5' }, what: "gatsby develop only: an edit to MDX content compiles as soon as its node is updated, before the schema build, createPages and the queries run again (Gatsby compiled it after them); the page's new data follows (develop.ts, compileBeforeSchema, compileEditsFirst; node/preload.cjs, hookBeforeSchema)" },
  { name: 'developSwcTranspile', level: 'develop', coldOnly: false, verified: { gatsby: '5.16', '@swc/core': '1.16' }, what: "gatsby develop only: the site's plain sources and the compiled MDX are compiled by swc, with React Refresh's registration, instead of Babel (an edited component keeps its state, as with Babel); Babel stays for modules with a query, page components, a <Slice>, Gatsby's runtime and packages; swc and its native binding are loaded once develop has settled after its first compile (0.6 s idle), not by the first edit after a warm start, and so is what React Refresh's loader does first on every module (schema-utils compiling its options' schema, 0.2 s, and source-map's parser) (webpack/loaders/swc-refresh-loader.cjs, webpack/fast-transpile.ts, webpack/develop-config.ts, warmRefreshLoader)" },
  { name: 'developSwcRuntime', level: 'develop', coldOnly: false, verified: { gatsby: '5.16' }, what: "gatsby develop only, with developSwcTranspile: Gatsby's browser runtime, which it copies into .cache on every start (about 60 files of cache-dir), is compiled by swc with React Refresh's registration too, instead of Gatsby's Babel; Babel stays for the runtime files with a query, useStaticQuery or a <Slice> and for what Gatsby generates there (webpack/fast-transpile.ts, GATSBY_RUNTIME)" },
  { name: 'developReuseResolutions', level: 'develop', coldOnly: false, verified: { webpack: '5' }, what: "gatsby develop only: a compile takes the imports of unchanged modules as the last compile resolved them (webpack's module.unsafeCache, on by default for node_modules only), so an edit's compile reaches the edited module without resolving the imports of the site's and Gatsby's runtime modules again (about 170 of 530); once a file is added or removed in a folder of a compiled site module, every later compile resolves again (webpack/reuse-resolutions.ts)" },
  { name: 'developLayoutWithoutMdx', level: 'develop', coldOnly: false, verified: { 'gatsby-plugin-mdx': '5.16', webpack: '5' }, what: "gatsby develop only: a doc page's layout module (its template, which gatsby-plugin-mdx's layout loader wraps around the doc) no longer depends on the MDX file: its output imports the file by path and never reads it, so an edit to a doc's text built the template again (Babel, then the layout loader) before the doc's own module (webpack/layout-without-mdx.ts)" },
  { name: 'developMdxNodeDeps', level: 'develop', coldOnly: false, verified: { 'gatsby-plugin-mdx': '5.16', webpack: '5' }, what: "gatsby develop only: each MDX module also depends on a stamp file rewritten when its Mdx node changes, because gatsby-plugin-mdx compiles the node's body, not the file: a compile that began after a save but before Gatsby updated the node built the old text and kept it until the next edit (develop.ts, stampMdxNode; webpack/loaders/mdx-node-stamp-loader.cjs)" },
  { name: 'developBackgroundApi', level: 'develop', coldOnly: false, verified: { webpack: '5' }, what: "gatsby develop only: without cached records, TypeDoc runs once develop is idle after its first compile (the first page opened compiled) instead of inside sourcing; the API pages appear when it finishes; with cached records, TypeDoc and TypeScript are loaded then, or at develop's first settled moment (0.6 s idle) 10 s or more after its first compile for an author who edits without a pause (with developPauseBackground and developApiWorker, at the first settled moment after an author's first change), so the first TSDoc edit does not wait for them (develop.ts, developQuietOrLate; src/node/api/api-source.ts)" },
  { name: 'developApiWorker', level: 'develop', coldOnly: false, verified: {}, what: "gatsby develop only: TypeDoc loads and runs in a process of its own at niceness 15, not in develop's; its load (about 1 s on a slow 2-core machine, most of it Node's checks of typescript.js as an ES module imports it) began once develop was idle and held up an author's save made meanwhile (a session's first prose edit took 4-7 s in bench:develop there); in a worker thread it still took a core from the edits and the browser; a process that cannot run is reported and TypeDoc runs in develop's (src/node/api/api-typedoc.ts, src/node/api/typedoc-worker.mjs)" },
  { name: 'developTypeDocReuse', level: 'develop', coldOnly: false, verified: { typedoc: '0.28' }, what: "gatsby develop only, with developApiWorker: TypeDoc's process keeps the source files a conversion parsed and builds the next program from them where a file's text is unchanged (TypeDoc built a new program for every TSDoc edit, parsing the lib files and React's types again: building and checking it took 0.68 s of a 0.9 s conversion on a slow machine, 0.14 s reusing them); the conversion goes through TypeDoc's public Converter.convert and Application.initializeRepositories, as Application.convert does for one entry point (src/node/api/typedoc-convert.mjs, ProgramReuse)" },
  { name: 'developSampleWorker', level: 'develop', coldOnly: false, verified: {}, what: "gatsby develop only: the code samples an author adds or changes (MDX fences, TSDoc @examples) are type-checked in a kept process of their own at niceness 15, which builds its TypeScript environment once develop is idle after its first compile (with developPauseBackground, once develop has settled after an author's first change); after a warm start develop's process had no TypeScript program, and the first sample edit built one on develop's thread (2-3 s on a slow 2-core machine); a process that cannot run is reported and develop checks the samples itself (src/node/code/sample-service.ts, sample-worker.ts)" },
  { name: 'developPauseBackground', level: 'develop', coldOnly: false, verified: { webpack: '5' }, what: "gatsby develop only: develop's background processes (TypeDoc's, the code samples') are stopped (SIGSTOP) while develop works on a change, from a change webpack or Gatsby notices until its compile is over and develop's thread has been free for 0.3 s, and continued (SIGCONT) after, at the latest after 10 s and when develop exits; a process develop waits on runs until it answers. Their warm-ups (TypeDoc loaded for the first TSDoc edit, the samples' TypeScript environment) then start once develop has settled (0.6 s idle) after an author's first change instead of at 2.5 s of quiet, which an author who saves every two seconds never gave, and run between the saves; not before the first change, when the browser loads the first page (develop.ts, developQuietOrEdited) (develop.ts, BackgroundPause; src/node/background-process.ts)" },
  { name: 'developWarmMdx', level: 'develop', coldOnly: false, verified: { 'gatsby-plugin-mdx': '5.16' }, what: "gatsby develop only: once develop has settled after its first compile (0.6 s idle, `SETTLED_MS` in `develop.ts`, before an author's first save: `bench:develop` saves 1.5 s after the page shows, and the background work's 2.5 s came after it), the MDX compiler gatsby-plugin-mdx imports on demand is loaded and run once with the site's plugins on a doc as long as a real one, so the author's first edit after a warm start (whose MDX modules all came from webpack's cache) does not load it; the git history the edited doc's node takes its date from is read then too (src/node/content/mdx-warmup.ts, git-last-updated.ts warmCommitDates)" },
  { name: 'developShellInProcess', level: 'develop', coldOnly: false, verified: { gatsby: '5.16', 'gatsby-worker': '2.16' }, what: "gatsby develop only: Gatsby's worker process is not started; develop used it only to render the HTML shell once per start, and it loaded about 4,000 modules (4-5 s of a core) while bootstrap and the first compile ran; the shell is rendered in develop's process by the worker's own function, and anything else asked of the pool starts the worker first (node/preload.cjs, shellInProcess)" },
  { name: 'developKeepShell', level: 'develop', coldOnly: false, verified: { gatsby: '5.16', webpack: '5' }, what: "gatsby develop only: the renderer of develop's HTML shell is taken as the last start compiled it when nothing it was made from changed (the files its compile read, the paths it missed, the folders it listed, what produced its config, and the files it wrote), instead of compiling it again on every start (webpack's cache restored and checked for about 70 modules); the shell is rendered with it as before (node/keep-shell.cjs)" },
  { name: 'developWarmParser', level: 'develop', coldOnly: false, verified: { webpack: '5' }, what: "gatsby develop only: once develop has settled after its first compile, webpack's JavaScript parser (the acorn webpack requires, with webpack's options) parses one large module, so the author's first edit after a warm start, which parses the first module of the session, does not run it cold (webpack/develop-config.ts, warmParser)" },
  { name: 'developIdleCacheStore', level: 'develop', coldOnly: false, verified: { webpack: '5' }, what: "gatsby develop only: webpack writes the develop stage's persistent cache once its compiler has been idle 5 s (CACHE_STORE_IDLE_MS, webpack's own wait before a first write), not 1 s after every compile it counts as a large change (in develop nearly every edit's): the write held develop's thread when an author's next save came, and that edit's compile waited for it (webpack/develop-config.ts, withIdleCacheStore)" },
  { name: 'developRefreshMapShift', level: 'develop', coldOnly: false, verified: { gatsby: '5.16', '@pmmmwh/react-refresh-webpack-plugin': '0.5' }, what: "gatsby develop only: React Refresh's loader, last on every module develop builds, runs with source maps off (the same code) and the module's map is the one it was given with one empty line per line the loader adds in front, instead of the loader rebuilding it through source-map's SourceMapConsumer and SourceNode (10-40 ms of an edited doc's compile in profiles here); where the map is not a plain one or the output is not the code between the loader's two texts, the loader runs as before (webpack/refresh-map.ts, webpack/loaders/refresh-map-loader.cjs)" },
  { name: 'developLightHotStats', level: 'develop', coldOnly: false, verified: { gatsby: '5.16', '@gatsbyjs/webpack-hot-middleware': '2.25' }, what: "gatsby develop only: after a compile without errors or warnings, the message Gatsby's hot middleware sends the open pages is made from each module's id and name (all it keeps of webpack's stats), not from webpack's stats factory describing every module in some 30 fields (15-25 ms of develop's thread between the compile's end and the pages hearing of it, after every edit and for every page that connects); with errors or warnings, webpack's stats answer as before (webpack/light-hot-stats.ts)" },
  { name: 'developWatchRemovals', level: 'develop', coldOnly: false, verified: { webpack: '5' }, what: "gatsby develop only: a file the bundle depends on that is removed, with no change beside it, is reported to Gatsby as a change is (webpack's watcher reports changes at once, removals only in its aggregated batch, which Gatsby's suspended watcher merely records); without it, after a doc opened in a browser was deleted, Gatsby never recompiled and every later save was lost until another source change (webpack/watch-removals.ts)" },
  { name: 'developStaticAtStart', level: 'develop', coldOnly: false, verified: { gatsby: '5.16' }, what: "gatsby develop only: the site's static/ folder is copied into public/ as develop starts (onPreBootstrap, beside the bootstrap); Gatsby copies it 10 s after its process starts, and develop now serves its first page before that, whose favicon and logo were answered 404 (static-at-start.ts)" },
  { name: 'developTrailingChanges', level: 'develop', coldOnly: false, verified: { chokidar: '3.6' }, what: "gatsby develop only: chokidar (gatsby-source-filesystem's watcher) drops a file's change that comes within 50 ms of its last change event; gatsby-source-filesystem reads the file on the event, so such a second save was never read and the doc kept the earlier text until the next save (about one round in five in a stress session of saves 50 ms apart); here a throttle window (5 ms for fs events, 50 ms for change events) that dropped something ends with a change event if the file changed since the last one emitted; and an Mdx node that does not hold its file's content 0.3 s after it was made (the earlier of two concurrent saves' nodes landed last) has the file's change reported again (node/trailing-changes.cjs; develop.ts, recheckStaleNode)" },
];

export const FLAG_NAMES = OPTIMIZATIONS.map((optimization) => optimization.name);

/** FAST_BUILD=plain (or off): the master switch. */
export const PLAIN_VARIABLE = 'FAST_BUILD';
/** FAST_BUILD_OFF=<name>,<name>: flags turned off. */
export const OFF_VARIABLE = 'FAST_BUILD_OFF';
/** FAST_BUILD_STRICT=1: a skipped optimization fails the build. */
export const STRICT_VARIABLE = 'FAST_BUILD_STRICT';
/** What the build entry hands Gatsby: the flags it decided (comma-separated, empty when plain), so gatsby-node need not decide again. */
export const FLAGS_VARIABLE = 'FAST_BUILD_FLAGS';

const truthy = (value) => value !== undefined && value !== '' && value !== '0' && value.toLowerCase() !== 'false';

/** The site's settings: the `fastBuild` field of its package.json ({} when there is none). */
export function readSettings(root) {
  try {
    const settings = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).fastBuild;
    return settings && typeof settings === 'object' ? settings : {};
  } catch {
    return {};
  }
}

const list = (value) => (Array.isArray(value) ? value : String(value ?? '').split(',')).map((name) => String(name).trim()).filter(Boolean);

/**
 * Which flags are asked for, before the version gate: `{ plain, strict, asked: names, off: names }`. Throws on an
 * unknown flag name (a typo would otherwise leave the flag on without a word).
 */
export function resolveFlags({ argv = [], env = process.env, settings = {} } = {}) {
  const plain = argv.includes('--plain') || ['plain', 'off'].includes(String(env[PLAIN_VARIABLE] ?? '').toLowerCase()) || settings.plain === true;
  const strict = argv.includes('--strict') || truthy(env[STRICT_VARIABLE]) || truthy(env.CI) || settings.strict === true;
  const off = [...list(settings.off), ...list(env[OFF_VARIABLE]), ...argv.filter((arg) => arg.startsWith('--off=')).flatMap((arg) => list(arg.slice('--off='.length)))];
  const unknown = off.filter((name) => !FLAG_NAMES.includes(name));
  if (unknown.length) throw new Error(`[fast-build] unknown flag ${unknown.join(', ')}: the flags are ${FLAG_NAMES.join(', ')}`);
  const asked = plain ? [] : FLAG_NAMES.filter((name) => !off.includes(name));
  return { plain, strict, asked, off: [...new Set(off)] };
}

/** The installed version of `name`, resolved from the site root; undefined when it is not installed. */
export function installedVersion(root, name) {
  try {
    return JSON.parse(readFileSync(createRequire(path.join(root, 'package.json')).resolve(`${name}/package.json`), 'utf8')).version;
  } catch {
    return undefined;
  }
}

/** Whether `version` (x.y.z) is within `verified` ('5.16' = 5.16.*, '5' = 5.*). */
export function versionMatches(version, verified) {
  if (!version) return false;
  const want = verified.split('.');
  const have = version.split(/[.+-]/);
  return want.every((part, index) => part === have[index]);
}

/** Why `name` may not run with the installed packages (`[]` when every package is a verified version). */
export function gateProblems(name, versionOf) {
  const optimization = OPTIMIZATIONS.find((entry) => entry.name === name);
  if (!optimization) throw new Error(`[fast-build] no optimization named ${name}`);
  return Object.entries(optimization.verified).flatMap(([pkg, verified]) => {
    const version = versionOf(pkg);
    return versionMatches(version, verified) ? [] : [`verified against ${pkg} ${verified}.x, found ${version ?? 'none'}`];
  });
}

/** The warning (or, strict, the error) for an optimization that does not run. */
export function skippedMessage(name, why, strict) {
  return strict
    ? `[fast-build] ${name}: ${why}. Strict mode (CI or --strict) stops here: re-verify the optimization for this version and update its entry in plugins/gatsby-plugin-fast-build (flags.mjs, internals.ts), or turn it off (--off=${name}).`
    : `[fast-build] skipped ${name}: ${why}. The build goes on without it, as Gatsby builds on its own (slower only); strict mode (CI or --strict) would fail here.`;
}

/**
 * The flags that run: those asked for whose packages pass the version gate. A flag that does not pass is dropped with
 * a warning, or throws in strict mode.
 */
export function gateFlags(root, { asked, strict }, { warn = (line) => console.warn(line), versionOf = (name) => installedVersion(root, name) } = {}) {
  const versions = new Map();
  const cachedVersion = (name) => {
    if (!versions.has(name)) versions.set(name, versionOf(name));
    return versions.get(name);
  };
  return asked.filter((name) => {
    const problems = gateProblems(name, cachedVersion);
    if (problems.length === 0) return true;
    const message = skippedMessage(name, problems.join('; '), strict);
    if (strict) throw new Error(message);
    warn(message);
    return false;
  });
}

/**
 * The flags in force inside Gatsby (gatsby-node.ts): those the build entry handed over in FLAGS_VARIABLE, or, for a
 * direct `gatsby build`, decided here the same way. Returns `{ enabled: Set, strict }`.
 */
export function flagsInGatsby(root, env = process.env, warn = (line) => console.warn(line)) {
  const resolved = resolveFlags({ env, settings: readSettings(root) });
  if (env[FLAGS_VARIABLE] !== undefined) return { enabled: new Set(list(env[FLAGS_VARIABLE])), strict: resolved.strict };
  return { enabled: new Set(gateFlags(root, resolved, { warn })), strict: resolved.strict };
}
