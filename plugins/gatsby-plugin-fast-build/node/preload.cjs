// Preloaded into Gatsby's CLI by node/run.mjs (`node -r`), for `gatsby build` and `gatsby develop` (whose develop
// process inherits Node's arguments). Optimizations of gatsby-plugin-fast-build change Gatsby's modules here (each
// registered in ../internals.ts), when Gatsby first loads them; Gatsby calls the functions through the modules'
// exports, where they are replaced:
// - esbuildGatsbyFiles: Gatsby takes the gatsby-config and gatsby-node (and local plugins' gatsby-node) that
//   node/gatsby-files.mjs bundled with esbuild for this build instead of compiling them again with Parcel
//   (compileGatsbyFiles in gatsby/dist/utils/parcel/compile-gatsby-files.js, called by initialize.js). If the files are
//   not there with the hash run.mjs recorded, Gatsby's own compile runs, with a warning. In `gatsby develop` the
//   bundle is taken only while the sources it was made from are unchanged (inputsUnchanged), else bundled again with
//   esbuild: develop restarts when gatsby-config or gatsby-node changes, with the first start's hash in its
//   environment, and that bundle is stale then.
// - lateWorker: Gatsby's worker process starts when the HTML renderer's compile does, not at bootstrap (deferWorkerPool).
// - releaseCompilers: Gatsby's webpack compilers are released once closed, the browser one as soon as it has run.
// - typegenWhenChanged: Gatsby's GraphQL types are written only when their inputs changed (typegenWhenChanged).
// - developLateTypegen: in gatsby develop, the types are written once develop is idle after its first compile.
// - in gatsby develop: developQuickMutations, developQueuedSaves, developPageDataOnQueryRun, developTrailingChanges (chokidar), and developEditFirst's hook
//   before the schema build.
// A module that no longer has the shape a patch expects leaves that patch out with a warning naming it, or, in strict
// mode (STRICT_VARIABLE, set by run.mjs from the flags' strict mode), fails the build.
const { createHash } = require('node:crypto');
const { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

// plainAsmJs before any module compiles: V8 then runs asm.js as the plain JavaScript it also is. Gatsby's ink logger
// (the terminal UI of `gatsby build` and `gatsby develop` outside CI) lays out with yoga-layout, an asm.js build that V8
// validated and compiled to WebAssembly, whole, on every start of each of Gatsby's processes (CLI, develop's process,
// workers: 0.13-0.2 s each), and whose code V8 would not cache; as plain JavaScript it compiles lazily (0.05 s) and
// codeCache keeps it. A flag set here rather than on Node's command line: Node rejects V8 flags in NODE_OPTIONS, and a
// probe of the command line costs a Node start.
/** The flags run.mjs handed this process (and, through the environment, Gatsby's children). */
const FLAGS = (process.env.FAST_BUILD_FLAGS ?? '').split(',');
const PLAIN_ASM_FLAGS = FLAGS.includes('plainAsmJs') ? ['--no-validate-asm'] : [];
for (const flag of PLAIN_ASM_FLAGS) require('node:v8').setFlagsFromString(flag);

// codeCache next, so that it covers Gatsby's own modules (node/code-cache.cjs): in every process of Gatsby's that
// inherits this preload (the CLI, develop's process, the workers), named by its part.
if (FLAGS.includes('codeCache')) {
  // Stable names: develop's process runs from a temporary file named anew on each start.
  const thread = !require('node:worker_threads').isMainThread;
  const cli = /[\\/]gatsby[\\/]cli\.js$/.test(process.argv[1] ?? '');
  const part = thread ? 'thread' : process.env.GATSBY_WORKER_ID !== undefined ? 'worker' : cli ? `cli-${process.argv[2] ?? ''}` : 'process';
  try {
    require('./code-cache.cjs').installCodeCache({ name: `${process.env.gatsby_executing_command ?? 'gatsby'}-${part}`, v8Flags: PLAIN_ASM_FLAGS });
  } catch (error) {
    if (process.env.FAST_BUILD_STRICT === '1') throw error;
    console.warn(`[fast-build] skipped codeCache: ${error.message} The build goes on without it, as Gatsby builds on its own (slower only); strict mode (CI or --strict) would fail here.`);
  }
}

const COMPILED_DIR = '.cache/compiled';
const BUNDLE = 'gatsby-files.js';
/** Beside the bundle: what it was made from (node/gatsby-files.mjs writes it, inputsUnchanged reads it). */
const INPUTS = 'gatsby-files.inputs.json';
/** The hash of the bundle run.mjs wrote for this build, handed to Gatsby's CLI (esbuildGatsbyFiles). */
const PRECOMPILED_VARIABLE = 'FAST_BUILD_PRECOMPILED';
/** Set by run.mjs when lateWorker runs (cold builds): Gatsby's worker starts late (deferWorkerPool). */
const LATE_WORKER_VARIABLE = 'FAST_BUILD_LATE_WORKER';
/** Set by run.mjs in strict mode: a patch whose module changed shape fails the build instead of being left out. */
const STRICT_VARIABLE = 'FAST_BUILD_STRICT';
const COMPILE_MODULE = 'gatsby/dist/utils/parcel/compile-gatsby-files';
/** Its name in ../internals.ts. */
const COMPILE_INTERNAL = "Gatsby's compileGatsbyFiles export";
const FIX = 'Fix plugins/gatsby-plugin-fast-build/node/preload.cjs: take the bundle the way this Gatsby compiles gatsby-config and gatsby-node, or turn the optimization off meanwhile (--off=esbuildGatsbyFiles; Gatsby then compiles with Parcel).';

/**
 * The files Gatsby compiles, as Parcel finds them (`gatsby-(node|config).ts` at the root and in local plugins' folders):
 * the name each has in the bundle, its source and the file Gatsby loads (relative to .cache/compiled).
 */
function gatsbyFiles(root) {
  const files = [
    { key: 'config', source: 'gatsby-config.ts', out: 'gatsby-config.js' },
    { key: 'node', source: 'gatsby-node.ts', out: 'gatsby-node.js' },
  ];
  let plugins = [];
  try {
    plugins = readdirSync(path.join(root, 'plugins'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  } catch {
    // No local plugins.
  }
  for (const plugin of plugins) {
    for (const name of ['gatsby-config', 'gatsby-node']) {
      const source = `plugins/${plugin}/${name}.ts`;
      if (existsSync(path.join(root, source))) files.push({ key: `plugin_${plugin.replace(/\W/g, '_')}_${name.slice('gatsby-'.length)}`, source, out: `plugins/${plugin}/${name}.js` });
    }
  }
  return files;
}

/**
 * What Gatsby loads for one file: a re-export of its part of the bundle, naming the bundle's hash, so that a hash of
 * the file changes with the code (the site's build memo and webpack/build-dependencies.ts hash these files).
 */
function wrapper(file, hash) {
  const bundle = path.posix.relative(path.posix.dirname(file.out), BUNDLE);
  const request = bundle.startsWith('.') ? bundle : `./${bundle}`;
  return `// ${file.source} as node/gatsby-files.mjs compiled it; the code is in ${BUNDLE} (sha256 ${hash}).\nmodule.exports = require('${request}').${file.key};\n`;
}

/** Whether `<root>/.cache/compiled` holds the files compileGatsbyFiles (gatsby-files.mjs) wrote with this hash. */
function isPrecompiled(root, hash) {
  try {
    const dir = path.join(root, COMPILED_DIR);
    if (createHash('sha256').update(readFileSync(path.join(dir, BUNDLE))).digest('hex') !== hash) return false;
    return gatsbyFiles(root).every((file) => readFileSync(path.join(dir, file.out), 'utf8') === wrapper(file, hash));
  } catch {
    return false;
  }
}

/**
 * Whether the sources of the bundle with `hash` are as they were when it was made: the same Gatsby files, and every
 * file esbuild read (packages are not bundled) with the size and time it had then. No record (a source was written
 * while it bundled, or an older bundle) means changed.
 */
function inputsUnchanged(root, hash) {
  try {
    const record = JSON.parse(readFileSync(path.join(root, COMPILED_DIR, INPUTS), 'utf8'));
    if (record.hash !== hash || JSON.stringify(record.entries) !== JSON.stringify(gatsbyFiles(root).map((file) => file.source))) return false;
    return Object.entries(record.files).every(([file, { size, mtimeMs }]) => {
      const stat = statSync(path.join(root, file), { throwIfNoEntry: false });
      return stat?.size === size && stat.mtimeMs === mtimeMs;
    });
  } catch {
    return false;
  }
}

/**
 * What a patch does when its module no longer has the expected shape: strict, it throws (the build fails, naming the
 * file to fix); otherwise it warns, naming the optimization, and Gatsby's own code runs (flags.mjs words it alike).
 */
function shapeChanged(error, flag, { strict, warn }) {
  if (strict) throw error;
  warn(`[fast-build] skipped ${flag}: ${error.message} The build goes on without it, as Gatsby builds on its own (slower only); strict mode (CI or --strict) would fail here.`);
}

/**
 * Replaces compileGatsbyFiles on Gatsby's module `exports`. If the module no longer has the expected shape it throws
 * (strict, the default) or warns and leaves Gatsby's compile in place.
 */
function takePrecompiled(exports, hash, reporter, { strict = true, develop = process.env.gatsby_executing_command === 'develop' } = {}) {
  const descriptor = Object.getOwnPropertyDescriptor(exports, 'compileGatsbyFiles');
  if (typeof exports.compileGatsbyFiles !== 'function' || !descriptor?.writable || exports.COMPILED_CACHE_DIR !== COMPILED_DIR) {
    const error = new Error(
      `[gatsby-internals] ${COMPILE_INTERNAL}: expected a writable compileGatsbyFiles function and COMPILED_CACHE_DIR "${COMPILED_DIR}" in ${COMPILE_MODULE}, ` +
        `found ${typeof exports.compileGatsbyFiles} and ${JSON.stringify(exports.COMPILED_CACHE_DIR)}. ${FIX}`,
    );
    return shapeChanged(error, 'esbuildGatsbyFiles', { strict, warn: (line) => reporter.warn(line) });
  }
  const parcel = exports.compileGatsbyFiles;
  exports.compileGatsbyFiles = async function compileGatsbyFiles(siteRoot, ...rest) {
    // develop's first start takes the bundle run.mjs made just before (bundling again cost about 1 s of each start on
    // 2 cores); a restart after an edit to the sources bundles them again.
    if (develop && !(isPrecompiled(siteRoot, hash) && inputsUnchanged(siteRoot, hash))) {
      const { compileGatsbyFiles: bundle } = await import(pathToFileURL(path.join(__dirname, 'gatsby-files.mjs')).href);
      await bundle(siteRoot);
      // esbuild's service process would otherwise stay for the whole develop session.
      await require('esbuild').stop();
      reporter.info(`[gatsby-files] gatsby-config and gatsby-node bundled with esbuild (${COMPILED_DIR}/${BUNDLE}; gatsby-plugin-fast-build, esbuildGatsbyFiles; develop bundles them again when it restarts after an edit)`);
      return undefined;
    }
    if (isPrecompiled(siteRoot, hash)) {
      reporter.info(`[gatsby-files] gatsby-config and gatsby-node bundled with esbuild before Gatsby started (${COMPILED_DIR}/${BUNDLE}; gatsby-plugin-fast-build, esbuildGatsbyFiles)`);
      return undefined;
    }
    reporter.warn(`[gatsby-files] ${COMPILED_DIR} does not hold what was bundled for this build; Gatsby compiles gatsby-config and gatsby-node with Parcel`);
    return parcel.call(this, siteRoot, ...rest);
  };
}

/** Its name in ../internals.ts. */
const WORKER_POOL_INTERNAL = "Gatsby's worker pool (create, runQueriesInWorkersQueue) and the build steps that use it";
const POOL_MODULE = 'gatsby/dist/utils/worker/pool';
const BUILD_HTML_MODULE = 'gatsby/dist/commands/build-html';
const POOL_FIX = 'Fix deferWorkerPool in plugins/gatsby-plugin-fast-build/node/preload.cjs for this Gatsby, or turn it off meanwhile (--off=lateWorker; Gatsby then starts its worker at bootstrap).';
/** The steps of build.js that use the workers, in build-html.js and pool.js: the workers start before the first. */
const POOL_USERS = { [BUILD_HTML_MODULE]: ['buildRenderer', 'buildHTMLPagesAndDeleteStaleArtifacts'], [POOL_MODULE]: ['runQueriesInWorkersQueue'] };

/**
 * Gatsby's pool `create`, called with gatsby-worker's startAll held back (the constructor starts the processes), so the
 * pool has none yet; until `isStarted()`, what is asked of all its workers is recorded in `recorded`, to be asked
 * again, in order, once they start (lateWorker, warmInProcess).
 */
function poolWithoutProcesses(create, WorkerPool, thisArg, args, recorded, isStarted) {
  const startAll = WorkerPool.prototype.startAll;
  WorkerPool.prototype.startAll = function startLater() {};
  let pool;
  try {
    pool = create.apply(thisArg, args);
  } finally {
    WorkerPool.prototype.startAll = startAll;
  }
  for (const [name, run] of Object.entries(pool.all)) {
    pool.all[name] = (...callArgs) => {
      if (isStarted()) return run(...callArgs);
      recorded.push([name, callArgs]);
      return [];
    };
  }
  return pool;
}

/**
 * Gatsby forks its worker (one on two cores) when it initializes, and the worker loads the site's config, plugins
 * and schema during bootstrap. It is not used again until queries run, after both webpack compiles, yet it held about
 * 190 MB through sourcing and the browser bundles, the two stages where a cold build's memory peaks. Here the pool is
 * created without its processes, what bootstrap asks of all workers is recorded, and the processes start (and are
 * asked the same, in the same order) when the HTML renderer's compile begins: the worker loads meanwhile on the core
 * webpack leaves free, before queries need it. Any other step that uses the pool starts it first.
 * Cold builds only (run.mjs sets LATE_WORKER_VARIABLE): a warm build's bootstrap takes seconds and its peak
 * is lower, and there the worker, still loading when the renderer compiled and queries began, cost about 2 s (300 pages:
 * HTML renderer +1.2 s, queries +1.1 s, four interleaved pairs).
 * Returns the patches to make, by module. Each checks its module's shape before it changes anything; on a changed shape
 * it throws (strict, the default), or warns and gives the optimization up: Gatsby's own order, and a pool made
 * without its processes starts them at once.
 */
function deferWorkerPool(reporter, { strict = true } = {}) {
  let pool = null;
  let started = true;
  let off = false;
  const recorded = [];
  const startNow = () => {
    started = true;
    pool.startAll();
    for (const [name, args] of recorded) pool.all[name](...args);
  };
  const start = (step) => {
    if (!pool || started) return;
    startNow();
    reporter.info(`[worker-pool] Gatsby's worker started at ${step}, not at bootstrap (gatsby-plugin-fast-build, lateWorker)`);
  };
  const fence = (exports, module, names) => {
    for (const name of names) {
      const descriptor = Object.getOwnPropertyDescriptor(exports, name);
      if (typeof exports[name] !== 'function' || !descriptor?.writable) {
        throw new Error(`[gatsby-internals] ${WORKER_POOL_INTERNAL}: expected a writable function ${name} in ${module}, found ${typeof exports[name]}. ${POOL_FIX}`);
      }
    }
  };
  /** Runs `patch` unless the optimization was given up; a shape error gives it up (or throws, strict). */
  const guarded = (patch) => (...args) => {
    if (off) return;
    try {
      patch(...args);
    } catch (error) {
      off = true;
      if (pool && !started) startNow();
      shapeChanged(error, 'lateWorker', { strict, warn: (line) => (reporter.warn ?? reporter.info)(line) });
    }
  };
  const startFirst = (exports, module) => {
    for (const name of POOL_USERS[module]) {
      const step = exports[name];
      exports[name] = function startWorkersFirst(...args) {
        start(name);
        return step.apply(this, args);
      };
    }
  };
  return {
    [POOL_MODULE]: guarded((exports, gatsbyRequire) => {
      fence(exports, POOL_MODULE, ['create', ...POOL_USERS[POOL_MODULE]]);
      const { WorkerPool } = gatsbyRequire('gatsby-worker');
      if (typeof WorkerPool?.prototype?.startAll !== 'function') throw new Error(`[gatsby-internals] ${WORKER_POOL_INTERNAL}: gatsby-worker's WorkerPool has no startAll method. ${POOL_FIX}`);
      const create = exports.create;
      exports.create = function createWithoutProcesses(...args) {
        if (off) return create.apply(this, args);
        pool = poolWithoutProcesses(create, WorkerPool, this, args, recorded, () => started);
        started = false;
        return pool;
      };
      startFirst(exports, POOL_MODULE);
    }),
    [BUILD_HTML_MODULE]: guarded((exports) => {
      fence(exports, BUILD_HTML_MODULE, POOL_USERS[BUILD_HTML_MODULE]);
      startFirst(exports, BUILD_HTML_MODULE);
    }),
  };
}

/** Its name in ../internals.ts. */
const DEVELOP_SHELL_INTERNAL = "gatsby develop's worker pool, used only to render the HTML shell (pool.create, the worker's renderHTMLDev)";
const RENDER_HTML_MODULE = 'gatsby/dist/utils/worker/child/render-html';
const SHELL_FIX = 'Fix shellInProcess in plugins/gatsby-plugin-fast-build/node/preload.cjs for this Gatsby, or turn it off meanwhile (--off=developShellInProcess; Gatsby then starts its worker at bootstrap).';

/**
 * developShellInProcess. gatsby develop forks Gatsby's worker (one on two cores) when it initializes, only to render
 * the HTML shell once per start (and again when html.js changes). The worker then loads about 4,000 modules, 4-5 s of a
 * core, while bootstrap and the first compile need both. Here the pool is made without its process and the shell is
 * rendered in develop's own process, by the worker's own function, which develop's process has already loaded (the pool
 * requires the worker module to list its functions). Anything else asked of the pool starts its process first.
 */
function shellInProcess(reporter, { strict = true } = {}) {
  const warn = (line) => (reporter.warn ?? reporter.info)(line);
  // Set when the pool turns out changed once made: Gatsby's pool from then on.
  let off = false;
  return {
    [POOL_MODULE]: (exports, gatsbyRequire) => {
      try {
        if (typeof exports.create !== 'function' || !Object.getOwnPropertyDescriptor(exports, 'create')?.writable) {
          throw new Error(`[gatsby-internals] ${DEVELOP_SHELL_INTERNAL}: expected a writable function create in ${POOL_MODULE}, found ${typeof exports.create}. ${SHELL_FIX}`);
        }
        const { WorkerPool } = gatsbyRequire('gatsby-worker');
        const { renderHTMLDev } = gatsbyRequire(RENDER_HTML_MODULE);
        if (typeof WorkerPool?.prototype?.startAll !== 'function' || typeof renderHTMLDev !== 'function') {
          throw new Error(`[gatsby-internals] ${DEVELOP_SHELL_INTERNAL}: expected gatsby-worker's WorkerPool.startAll and ${RENDER_HTML_MODULE}'s renderHTMLDev, found ${typeof WorkerPool?.prototype?.startAll} and ${typeof renderHTMLDev}. ${SHELL_FIX}`);
        }
        const create = exports.create;
        exports.create = function createForShell(...args) {
          if (off) return create.apply(this, args);
          const startAll = WorkerPool.prototype.startAll;
          let pool;
          WorkerPool.prototype.startAll = function startLater() {};
          try {
            pool = create.apply(this, args);
          } finally {
            WorkerPool.prototype.startAll = startAll;
          }
          if (typeof pool?.single?.renderHTMLDev !== 'function') {
            off = true;
            pool.startAll();
            shapeChanged(new Error(`[gatsby-internals] ${DEVELOP_SHELL_INTERNAL}: Gatsby's worker pool has no renderHTMLDev. ${SHELL_FIX}`), 'developShellInProcess', { strict, warn });
            return pool;
          }
          let started = false;
          const startFirst = (name, run) => (...callArgs) => {
            if (!started) {
              started = true;
              pool.startAll();
              reporter.info(`[fast-build] Gatsby's worker started for ${name} (developShellInProcess)`);
            }
            return run(...callArgs);
          };
          for (const kind of ['single', 'all']) for (const [name, run] of Object.entries(pool[kind])) pool[kind][name] = startFirst(name, run);
          pool.single.renderHTMLDev = async function renderShellHere(task) {
            // The worker required the renderer once per process; here a new start of the shell (html.js changed) must
            // take the new bundle.
            delete require.cache[task.htmlComponentRendererPath];
            return renderHTMLDev(task);
          };
          return pool;
        };
      } catch (error) {
        shapeChanged(error, 'developShellInProcess', { strict, warn });
      }
    },
  };
}

/** Its name in ../internals.ts. */
const KEEP_WORKER_INTERNAL = "Gatsby's restart of its worker pool between the queries and the HTML (WorkerPool.restart, called once by build.js)";
const KEEP_WORKER_FIX = 'Fix keepWorkerForHtml in plugins/gatsby-plugin-fast-build/node/preload.cjs for this Gatsby, or turn it off meanwhile (--off=keepWorker; Gatsby then restarts its worker before the HTML).';

/**
 * keepWorker. After the worker runs the page queries, gatsby build restarts it (WorkerPool.restart: the process is
 * ended and a new one forked) "to lower memory pressure" while the main process merges the worker's query state, and
 * the new process renders the HTML. The worker's query state is on disk by then (saveQueriesDependencies), and
 * rendering reads only the renderer and page-data files, so the restart changes no output; it costs the time the new
 * process takes to load Gatsby's worker modules again, which nothing else overlaps: 1.2 s of a warm build with one page
 * edited (Building static HTML for 2 pages: 1.25 s, 0.07 s without the restart) and 1.2-2 s of a cold one. The largest
 * process, the main one, does not grow: the worker's memory is in its own process. Here the pool's restart resolves at
 * once, and the pool ends with the build as before. On another shape it throws (strict) or warns, and Gatsby restarts.
 */
function keepWorkerForHtml(reporter, { strict = true } = {}) {
  return {
    [POOL_MODULE]: (exports, gatsbyRequire) => {
      try {
        const { WorkerPool } = gatsbyRequire('gatsby-worker');
        const descriptor = Object.getOwnPropertyDescriptor(exports, 'create');
        if (typeof exports.create !== 'function' || !descriptor?.writable || typeof WorkerPool?.prototype?.restart !== 'function') {
          throw new Error(
            `[gatsby-internals] ${KEEP_WORKER_INTERNAL}: expected a writable function create in ${POOL_MODULE} and a restart method on gatsby-worker's WorkerPool, found ${typeof exports.create} and ${typeof WorkerPool?.prototype?.restart}. ${KEEP_WORKER_FIX}`,
          );
        }
        const create = exports.create;
        exports.create = function createKeepingWorkers(...args) {
          const pool = create.apply(this, args);
          pool.restart = async function keepWorkers() {
            // No process to keep (warmInProcess left the worker unstarted).
            if (pool.getWorkerInfo().length === 0) return;
            reporter.info("[worker-pool] the worker that ran the queries renders the HTML; Gatsby's restart of it skipped (gatsby-plugin-fast-build, keepWorker)");
          };
          return pool;
        };
      } catch (error) {
        shapeChanged(error, 'keepWorker', { strict, warn: (line) => (reporter.warn ?? reporter.info)(line) });
      }
    },
  };
}

/** Its name in ../internals.ts. */
const IN_PROCESS_INTERNAL = "Gatsby's worker pool in a warm build (create, runQueriesInWorkersQueue, the worker's renderHTMLProd) and the services build.js runs queries with on one core";
const SERVICES_MODULE = 'gatsby/dist/services';
const GRAPHQL_RUNNER_MODULE = 'gatsby/dist/query/graphql-runner';
const REDUX_MODULE = 'gatsby/dist/redux';
const IN_PROCESS_FIX = 'Fix workInProcess in plugins/gatsby-plugin-fast-build/node/preload.cjs for this Gatsby, or turn it off meanwhile (--off=warmInProcess; Gatsby then starts its worker at bootstrap).';
/** More queries than this to run, and the worker starts for them (a warm build after an edit runs one to three). */
const IN_PROCESS_QUERIES = 50;

/**
 * warmInProcess (warm builds). gatsby build forks its worker (one on two cores) at bootstrap; the worker loads
 * Gatsby's modules, the site's config and plugins and builds its own schema (about 2.7 s of a core in a warm build),
 * beside bootstrap and the browser bundles, to run the page queries and render the HTML of the one to three pages an
 * edit changed. With one worker the queries and the HTML run one at a time either way; Gatsby itself runs the queries
 * in its own process on one core (build.js, cpuCoreCount() === 1, with the same services). Here the pool is made without
 * its process and what bootstrap asks of it is recorded; the queries run in Gatsby's process through those services
 * when there are at most IN_PROCESS_QUERIES of them, and the HTML is rendered there by the worker's own function
 * (the pool's module has loaded it to list the worker's functions), one call at a time as the worker takes them. More
 * queries, or any other use of the pool, start the worker first and replay what it was asked.
 * Returns the patches to make, by module; on a changed shape it throws (strict) or warns and leaves Gatsby's pool.
 */
function workInProcess(reporter, options = {}) {
  // options.gatsbyReporter is read at the queries only: Gatsby's CLI starts its reporter first.
  const { strict = true, queryLimit = IN_PROCESS_QUERIES } = options;
  const warn = (line) => (reporter.warn ?? reporter.info)(line);
  let pool = null;
  let started = true;
  const recorded = [];
  const start = (why) => {
    if (!pool || started) return;
    started = true;
    pool.startAll();
    for (const [name, args] of recorded) pool.all[name](...args);
    reporter.info(`[worker-pool] Gatsby's worker started for ${why} (gatsby-plugin-fast-build, warmInProcess)`);
  };
  const expectFunctions = (found) => {
    const missing = Object.entries(found).filter(([, value]) => typeof value !== 'function');
    if (missing.length) {
      throw new Error(`[gatsby-internals] ${IN_PROCESS_INTERNAL}: expected functions ${Object.keys(found).join(', ')}, found ${missing.map(([name, value]) => `${name} ${typeof value}`).join(', ')}. ${IN_PROCESS_FIX}`);
    }
  };
  return {
    [POOL_MODULE]: (exports, gatsbyRequire) => {
      try {
        for (const name of ['create', 'runQueriesInWorkersQueue']) {
          if (typeof exports[name] !== 'function' || !Object.getOwnPropertyDescriptor(exports, name)?.writable) {
            throw new Error(`[gatsby-internals] ${IN_PROCESS_INTERNAL}: expected a writable function ${name} in ${POOL_MODULE}, found ${typeof exports[name]}. ${IN_PROCESS_FIX}`);
          }
        }
        const { WorkerPool } = gatsbyRequire('gatsby-worker');
        const { renderHTMLProd } = gatsbyRequire(RENDER_HTML_MODULE);
        expectFunctions({ 'WorkerPool.startAll': WorkerPool?.prototype?.startAll, renderHTMLProd });
        // Gatsby's services and store are still loading when the pool module is (they require it): taken at the queries.
        const queryServices = () => {
          const { runStaticQueries, runPageQueries } = gatsbyRequire(SERVICES_MODULE);
          const { GraphQLRunner } = gatsbyRequire(GRAPHQL_RUNNER_MODULE);
          const { store } = gatsbyRequire(REDUX_MODULE);
          expectFunctions({ runStaticQueries, runPageQueries, GraphQLRunner, 'store.getState': store?.getState });
          return { runStaticQueries, runPageQueries, GraphQLRunner, store };
        };
        const create = exports.create;
        exports.create = function createWithoutProcess(...args) {
          pool = poolWithoutProcesses(create, WorkerPool, this, args, recorded, () => started);
          started = false;
          let queue = Promise.resolve();
          for (const [name, run] of Object.entries(pool.single)) {
            pool.single[name] = (...callArgs) => {
              if (name === 'renderHTMLProd' && !started) {
                // One at a time, as the worker takes them: the function keeps its renderer and caches per session.
                const rendered = queue.then(() => renderHTMLProd(...callArgs));
                queue = rendered.catch(() => {});
                return rendered;
              }
              start(name);
              return run(...callArgs);
            };
          }
          const restart = pool.restart;
          pool.restart = async function restartIfStarted(...callArgs) {
            if (started) return restart.apply(this, callArgs);
          };
          return pool;
        };
        const runInWorkers = exports.runQueriesInWorkersQueue;
        exports.runQueriesInWorkersQueue = async function runQueriesHere(workerPool, queryIds, opts) {
          const count = queryIds.staticQueryIds.length + queryIds.pageQueryIds.length;
          if (workerPool !== pool || started || count > queryLimit) {
            start(`${count} queries`);
            return runInWorkers.call(this, workerPool, queryIds, opts);
          }
          let services;
          try {
            services = queryServices();
          } catch (error) {
            shapeChanged(error, 'warmInProcess', { strict, warn });
            start(`${count} queries`);
            return runInWorkers.call(this, workerPool, queryIds, opts);
          }
          const { runStaticQueries, runPageQueries, GraphQLRunner, store } = services;
          reporter.info(`[worker-pool] ${count} ${count === 1 ? 'query runs' : 'queries run'} and the HTML renders in Gatsby's process; its worker not started (gatsby-plugin-fast-build, warmInProcess)`);
          const { program } = store.getState();
          const graphqlRunner = new GraphQLRunner(store, { collectStats: true, graphqlTracing: program?.graphqlTracing });
          // The services report no progress of their own (Gatsby's one-core path shows none): this step's line.
          const activity = options.gatsbyReporter?.createProgress?.("run queries in Gatsby's process", count, 0, { parentSpan: opts?.parentSpan });
          activity?.start();
          await runStaticQueries({ queryIds, parentSpan: opts?.parentSpan, store, graphqlRunner });
          await runPageQueries({ queryIds, graphqlRunner, parentSpan: opts?.parentSpan, store, program });
          activity?.tick(count);
          activity?.end();
        };
      } catch (error) {
        shapeChanged(error, 'warmInProcess', { strict, warn });
      }
    },
  };
}

/** Its name in ../internals.ts. */
const RELEASE_COMPILERS_INTERNAL = "Gatsby's production webpack runs (build in gatsby/dist/utils/webpack/bundle.js, and the close functions build.js keeps until the build ends)";
const BUNDLE_MODULE = 'gatsby/dist/utils/webpack/bundle';
const RELEASE_FIX = 'Fix releaseCompilers in plugins/gatsby-plugin-fast-build/node/preload.cjs for this Gatsby, or turn it off meanwhile (--off=releaseCompilers; Gatsby then keeps its compilers until the build ends).';

/**
 * V8's full collection, made callable in this process (once); null where V8 refuses. The flag is set back at once: V8
 * keys its code cache to a hash of its flags, and modules compiled with --expose-gc on would make data that every later
 * start rejects (codeCache then compiled and wrote its cache again on each build, about 1 s).
 */
let collect;
function fullCollection() {
  if (collect === undefined) {
    const v8 = require('node:v8');
    try {
      v8.setFlagsFromString('--expose-gc');
      // A new context sees the flag; the main one was made before it.
      collect = require('node:vm').runInNewContext('gc');
    } catch {
      collect = null;
    } finally {
      v8.setFlagsFromString('--no-expose-gc');
    }
  }
  return collect;
}

/**
 * releaseCompilers (warm builds). gatsby build runs each production stage through build() in bundle.js, which returns
 * the stats and a close function; build.js keeps both close functions until the build ends, and each holds its
 * compiler, with webpack's cache: the deserialized modules and the pack files' buffers (about 90 MB of them at 44
 * pages). The browser stage is closed only at "Caching Webpack compilations", after the HTML renderer's compile. So
 * the HTML renderer, the HTML and onPostBuild ran beside both compilers, and Gatsby's process peaked at the end.
 * Here a closed compiler is no longer held (close drops it; calling it again returns the same promise); the browser
 * stage (config name build-javascript) closes as soon as it has run, its cache stored while the renderer compiles; and
 * once it is closed one full collection runs (V8 grew the heap rather than collect it: the released memory was not
 * reused). Two more holders let go of a closed compiler: Gatsby's list of virtual-modules plugins (detachVirtualModules)
 * and the stats build.js's async function keeps (releaseStats). Gatsby's own build() is replaced; its results, errors
 * and what build.js does with them are as before.
 */
function releaseCompilers(lines, { strict = true } = {}) {
  return {
    [VIRTUAL_MODULES_MODULE]: (exports, gatsbyRequire) => {
      try {
        detachVirtualModules(gatsbyRequire('webpack-virtual-modules'));
      } catch (error) {
        shapeChanged(error, 'releaseCompilers', { strict, warn: lines.warn });
      }
    },
    [BUNDLE_MODULE]: (exports, gatsbyRequire) => {
      try {
        const descriptor = Object.getOwnPropertyDescriptor(exports, 'build');
        if (typeof exports.build !== 'function' || !descriptor?.writable) {
          throw new Error(`[gatsby-internals] ${RELEASE_COMPILERS_INTERNAL}: expected a writable function build in ${BUNDLE_MODULE}, found ${typeof exports.build}. ${RELEASE_FIX}`);
        }
        exports.build = releasingBuild(gatsbyRequire('webpack'), { collect: fullCollection, info: lines.info });
      } catch (error) {
        shapeChanged(error, 'releaseCompilers', { strict, warn: lines.warn });
      }
    },
  };
}

/** Its name in ../internals.ts. */
const VIRTUAL_MODULES_INTERNAL =
  "webpack-virtual-modules' plugin as Gatsby keeps it (gatsby/dist/utils/gatsby-webpack-virtual-modules.js holds each compiler's plugin, through its bound writeModule, for the life of the process; the plugin holds the compiler in _compiler and its watcher in _watcher)";
const VIRTUAL_MODULES_MODULE = 'gatsby/dist/utils/gatsby-webpack-virtual-modules';
/** Set on a plugin whose compiler has shut down. */
const RELEASED = Symbol('released');
/** Set on the class once patched (the preload and a test may both patch it). */
const PATCHED = Symbol.for('gatsby-plugin-fast-build.detachVirtualModules');

/**
 * releaseCompilers, continued. gatsby-webpack-virtual-modules.js keeps every compiler's VirtualModulesPlugin in a
 * module-level list (its writeModule, bound), and the plugin holds its compiler: a released compiler still held its
 * last compilation, whose modules' sources are slices of webpack's pack-file buffers (about 50 MB for the browser stage
 * and 40 MB for the HTML renderer at 44 pages), until the build ended. So once a compiler has shut down (its public
 * `shutdown` hook, which close() calls) its plugin lets go of it, and writing a module through it does nothing: a
 * closed compiler never reads its file system again. `Plugin` is webpack-virtual-modules' class, as Gatsby requires it.
 */
function detachVirtualModules(Plugin) {
  if (Plugin?.[PATCHED]) return;
  const { apply, writeModule } = Plugin?.prototype ?? {};
  if (typeof apply !== 'function' || typeof writeModule !== 'function' || !/this\._compiler = compiler/.test(String(apply)) || !/if \(!this\._compiler\)/.test(String(writeModule))) {
    throw new Error(`[gatsby-internals] ${VIRTUAL_MODULES_INTERNAL}: expected a class with apply(compiler) setting this._compiler and writeModule checking it, found ${typeof apply} apply and ${typeof writeModule} writeModule. ${RELEASE_FIX}`);
  }
  Plugin[PATCHED] = true;
  Plugin.prototype.apply = function applyUntilShutdown(compiler) {
    apply.call(this, compiler);
    compiler.hooks.shutdown.tap('FastBuildReleaseCompilers', () => {
      this._compiler = null;
      this._watcher = null;
      this[RELEASED] = true;
      // The file system's cache keeps a decay timer while it holds entries (up to webpack's 60 s), and the plugin's
      // wrapper of its purge holds the compiler: emptied, with no virtual file for that wrapper to write back.
      let files = compiler.inputFileSystem;
      while (files?._inputFileSystem) files = files._inputFileSystem;
      if (files?._virtualFiles) files._virtualFiles = {};
      compiler.inputFileSystem?.purge?.();
    });
  };
  Plugin.prototype.writeModule = function writeModuleUntilShutdown(...args) {
    if (this[RELEASED]) return;
    return writeModule.apply(this, args);
  };
}

/**
 * How long after a compiler's close the full collection runs. When close() resolves, webpack's last writes of the
 * pack may still hold the buffers they write (unchanged content is written from the buffers it was read into): a
 * collection at once freed the browser stage's 50 MB of pack buffers in one build of two here, 20 ms later in both.
 */
const RELEASE_COLLECTION_DELAY_MS = 50;

/** Gatsby's build(webpackConfig) with the changes above, for `webpack` (Gatsby's). */
function releasingBuild(webpack, { collect = fullCollection, info = () => {} } = {}) {
  return function build(webpackConfig) {
    let compiler = webpack(webpackConfig);
    let closing = null;
    let succeeded = null;
    const close = () =>
      (closing ??= new Promise((resolve, reject) => {
        const running = compiler;
        compiler = null;
        running.close((error) => (error ? reject(error) : resolve()));
      }).finally(() => {
        if (!succeeded) return;
        // After build.js has read the stats (see releaseStats), then collected.
        const stats = succeeded;
        setImmediate(() => releaseStats(stats));
        // The browser stage's memory is collected before the renderer's compile grows the heap further; the
        // renderer's is left to V8 (the process peaks between the two stages now, and a collection costs 0.1-0.2 s).
        const gc = webpackConfig.name === 'build-javascript' && collect();
        if (!gc) return;
        setTimeout(() => {
          gc();
          info("[webpack] browser bundles' compiler released once built, while the HTML renderer compiles (gatsby-plugin-fast-build, releaseCompilers)");
        }, RELEASE_COLLECTION_DELAY_MS).unref();
      }));
    return new Promise((resolve, reject) => {
      compiler.run((error, stats) => {
        // Closed before the error is reported, as Gatsby does.
        if (error || !stats) return void close().then(() => reject(error), () => reject(error));
        if (stats.hasErrors()) return void close().then(() => reject(stats.compilation.errors), () => reject(stats.compilation.errors));
        succeeded = stats;
        // build.js awaits close() at "Caching Webpack compilations" and reports its error there.
        if (webpackConfig.name === 'build-javascript') close().catch(() => {});
        resolve({ stats, close });
      });
    });
  };
}

/**
 * Lets a closed compiler's stats go of its compilation (the modules, and the pack-file buffers their sources are
 * slices of). build.js reads a stage's stats (warnings, hash) as soon as its build resolves, before either stage's
 * compiler is closed (the browser stage's closes after a turn of the event loop at the earliest, and build.js
 * closes the renderer's itself after reading), but its async function keeps them in its suspended frame to the end
 * of the build. A later read would be a Gatsby this patch was not verified against: it fails, naming the fix.
 */
function releaseStats(stats) {
  Object.defineProperty(stats, 'compilation', {
    configurable: true,
    get() {
      throw new Error(`[gatsby-internals] ${RELEASE_COMPILERS_INTERNAL}: the stats of a closed compiler were read after its close; releaseCompilers had released their compilation. ${RELEASE_FIX}`);
    },
  });
}

/** Its name in ../internals.ts. */
const WORKER_END_INTERNAL = "gatsby-worker's END message and what its child does with it (stops listening; the pool kills it after 1 s)";
const WORKER_TYPES_MODULE = 'gatsby-worker/dist/types';

/**
 * workerExitOnEnd, in each of Gatsby's worker processes of a build. When the build is done with its workers,
 * gatsby-worker sends each the END message; the child only stops listening and leaves exiting to its event loop, and
 * the pool kills it with SIGKILL if it has not exited after 1 s. Gatsby's worker never exits on its own here (something
 * keeps its event loop alive that Node's own lists do not show: no handle there is active and referenced), so every
 * build waited that second: about 0.45 s of it after onPostBuild in a warm build, where the main process had nothing else
 * to do. By END every task has ended (the pool is only ended after the HTML), so the worker now exits as soon as the
 * child has handled END, with its exit handlers run, instead of being killed later. On another shape of gatsby-worker
 * it throws (strict) or warns, and the pool kills the worker as before.
 */
function exitOnEnd(gatsbyRequire, { strict = true, warn = (line) => console.warn(line), exit = () => process.exit(0), target = process } = {}) {
  try {
    const types = gatsbyRequire(WORKER_TYPES_MODULE);
    if (types?.END !== 0 || types?.EXECUTE === types?.END) {
      throw new Error(
        `[gatsby-internals] ${WORKER_END_INTERNAL}: expected END = 0 in ${WORKER_TYPES_MODULE}, found ${JSON.stringify(types?.END)}. Fix exitOnEnd in plugins/gatsby-plugin-fast-build/node/preload.cjs for this gatsby-worker, or turn it off meanwhile (--off=workerExitOnEnd; the pool then kills its workers after 1 s).`,
      );
    }
    target.on('message', (message) => {
      // After gatsby-worker's own handler for the same message (it stops listening), not before.
      if (Array.isArray(message) && message[0] === types.END) setImmediate(exit);
    });
  } catch (error) {
    shapeChanged(error, 'workerExitOnEnd', { strict, warn });
  }
}

/** Patch sets merged: patches of the same module run one after the other, in the order given. */
function combinePatches(...sets) {
  const combined = {};
  for (const set of sets) {
    for (const [module, patch] of Object.entries(set ?? {})) {
      const before = combined[module];
      combined[module] = before ? (...args) => (before(...args), patch(...args)) : patch;
    }
  }
  return combined;
}

const MUTATION_BATCH_INTERNAL = "gatsby develop's node mutation batch (the waiting machine's batchingNodeMutations delay)";
const WAITING_MODULE = 'gatsby/dist/state-machines/waiting';
/**
 * How long develop collects node changes before it commits them (Gatsby's own delay is 500 ms). An edit's own changes
 * cascade while the batch commits, so the wait only gathers separate saves (a checkout, a search-and-replace); one that
 * comes later is taken by a later cycle, as any save is. It was 50 ms: about a sixth of a prose edit's time to show.
 */
const DEVELOP_MUTATION_BATCH_MS = 20;

/**
 * developQuickMutations. When a file changes in gatsby develop, its nodes change and Gatsby's waiting machine collects
 * such changes for 500 ms (or 100 of them) before it commits the batch and runs the queries; webpack's compile waits for
 * that. An edit to a page made one change batch and spent half a second waiting before anything ran (the edit took
 * about 1.3 s to show, Docusaurus about 0.3–0.8 s). Changes that cascade from the batch are run while it commits, so a
 * shorter wait still commits one file's changes together. Gatsby builds the machine when the module loads, so the
 * patch builds it again, with Gatsby's xstate, from the module's exported states with the shorter delay and the
 * machine's own actions and services; develop's services take it from the module's exports afterwards.
 * On another shape it throws (strict) or warns and keeps Gatsby's machine.
 */
function quickMutationBatch(exports, gatsbyRequire, { strict = true, warn = (line) => console.warn(line), info = () => {}, ms = DEVELOP_MUTATION_BATCH_MS } = {}) {
  try {
    const states = exports?.waitingStates;
    const batching = states?.states?.batchingNodeMutations;
    const after = batching?.after && typeof batching.after === 'object' ? Object.entries(batching.after) : [];
    const machine = exports?.waitingMachine;
    if (!(after.length === 1 && after[0][1] === 'committingBatch' && machine?.options?.services?.runMutationBatch && Object.getOwnPropertyDescriptor(exports, 'waitingMachine')?.writable)) {
      throw new Error(
        `[gatsby-internals] ${MUTATION_BATCH_INTERNAL}: expected waitingStates with one delayed transition of batchingNodeMutations to committingBatch and a writable waitingMachine with a runMutationBatch service in ${WAITING_MODULE}, found ${after.length} delayed transitions (${after.map(([delay, target]) => `${delay} → ${target}`).join(', ') || 'none'}). Fix quickMutationBatch in plugins/gatsby-plugin-fast-build/node/preload.cjs for this Gatsby, or turn it off meanwhile (--off=developQuickMutations).`,
      );
    }
    const { createMachine } = gatsbyRequire('xstate');
    const quicker = { ...states, states: { ...states.states, batchingNodeMutations: { ...batching, after: { [ms]: 'committingBatch' } } } };
    exports.waitingMachine = createMachine(quicker, machine.options);
    info(`[fast-build] gatsby develop commits node changes after ${ms} ms, not ${after[0][0]} ms (developQuickMutations)`);
  } catch (error) {
    shapeChanged(error, 'developQuickMutations', { strict, warn });
  }
}

const QUERY_RUN_SAVES_INTERNAL = "gatsby develop's handling of node changes while it runs createPages and its queries (the develop machine's recreatingPages and runningQueries states)";
const DEVELOP_MODULE = 'gatsby/dist/state-machines/develop';

/**
 * Whether a node change Gatsby was handed is an author's save: gatsby-source-filesystem creating, changing or deleting
 * the File node of a file in the site (not one it downloaded into .cache, nor anything in public/).
 */
function isSavedFile(mutation, root = process.cwd()) {
  const [node, plugin] = Array.isArray(mutation?.payload) ? mutation.payload : [];
  if (!['createNode', 'deleteNode'].includes(mutation?.type) || node?.internal?.type !== 'File' || plugin?.name !== 'gatsby-source-filesystem') return false;
  const relative = typeof node.absolutePath === 'string' ? path.relative(root, node.absolutePath) : '..';
  return !relative.startsWith('..') && !path.isAbsolute(relative) && !/^(\.cache|public)([\\/]|$)/.test(relative);
}

/** The states patched, and the actions Gatsby gives ADD_NODE_MUTATION in each. */
const SAVE_STATES = { recreatingPages: ['callApi'], runningQueries: ['markNodesDirty', 'callApi'] };

/**
 * developQueuedSaves. While gatsby develop runs createPages and its queries, a node change is applied at once. A save
 * that lands in createPages re-creates its Mdx node while the site's createPages queries the docs: the node has no
 * `fields` yet, the query fails, no page is created, and develop drops every page, the open page's chunk with them
 * (the browser then skips that page's hot updates until reloaded). A save that lands in the queries marks the run
 * dirty, and six such runs in a row make Gatsby stop develop ("nodes appear to be being changed every time we run
 * queries"), a guard against resolvers that create nodes. developEditFirst shows an edit before createPages and the
 * queries, so an author's next save lands in them. Here a saved file's change that arrives in either state is queued,
 * as Gatsby queues one that arrives while it compiles, and starts the next cycle once this one ends; any other change
 * (a resolver's, or a node that createPages itself waits for) is applied as before. Builds the machine again from its
 * own config and options, as quickMutationBatch does.
 */
function queueSaves(exports, gatsbyRequire, { strict = true, warn = (line) => console.warn(line), info = () => {}, root = process.cwd() } = {}) {
  try {
    const machine = exports?.developMachine;
    const states = machine?.config?.states ?? {};
    const found = Object.fromEntries(Object.keys(SAVE_STATES).map((name) => [name, [states[name]?.on?.ADD_NODE_MUTATION?.actions ?? null].flat()]));
    const shaped = Object.entries(SAVE_STATES).every(([name, actions]) => JSON.stringify(found[name]) === JSON.stringify(actions));
    if (!(shaped && machine?.options?.actions?.addNodeMutation && Object.getOwnPropertyDescriptor(exports, 'developMachine')?.writable)) {
      throw new Error(
        `[gatsby-internals] ${QUERY_RUN_SAVES_INTERNAL}: expected a writable developMachine in ${DEVELOP_MODULE} whose states handle ADD_NODE_MUTATION with ${JSON.stringify(SAVE_STATES)}, and an addNodeMutation action, found ${JSON.stringify(found)}. Fix queueSaves in plugins/gatsby-plugin-fast-build/node/preload.cjs for this Gatsby, or turn it off meanwhile (--off=developQueuedSaves).`,
      );
    }
    const { createMachine } = gatsbyRequire('xstate');
    const queued = { actions: 'addNodeMutation', cond: (_context, event) => isSavedFile(event.payload, root) };
    const patched = Object.fromEntries(Object.keys(SAVE_STATES).map((name) => [name, { ...states[name], on: { ...states[name].on, ADD_NODE_MUTATION: [queued, states[name].on.ADD_NODE_MUTATION] } }]));
    exports.developMachine = createMachine({ ...machine.config, states: { ...states, ...patched } }, machine.options);
    info('[fast-build] gatsby develop queues a file saved during createPages or the queries, for the next cycle (developQueuedSaves)');
  } catch (error) {
    shapeChanged(error, 'developQueuedSaves', { strict, warn });
  }
}

const PAGE_DATA_WAIT_INTERNAL = "gatsby develop's answer to a request for a page's data while the page's query is dirty or running (utils/get-page-data: getPageData waits for the page's CLEAR_PENDING_PAGE_DATA_WRITE, else retries after RETRY_INTERVAL)";
const PAGE_DATA_MODULE = 'gatsby/dist/utils/get-page-data';
/** What get-page-data.js waits on, in its own words: a page's data is answered once none of them holds. */
const PAGE_DATA_WAITS = ['query.running !== 0', 'query.dirty !== 0', 'pendingPageDataWrites.pagePaths.has(pagePath)', '`CLEAR_PENDING_PAGE_DATA_WRITE`'];

/**
 * developPageDataOnQueryRun. A browser asking for a page's data while the page's query is dirty (its node changed)
 * makes Gatsby run the query and wait for the page's data to be written. When the result is the one already written (a
 * doc whose text changed but not its title, headings or dates), nothing is written and the request waited for Gatsby's
 * retry, 5 s: a warm start after a `git pull` showed its first page 5 s late, as did a doc edited while the browser was
 * on another page, once opened. Here the request is also answered when the page's query has run and no write is pending
 * (the same checks get-page-data makes before it reads the page's data). On another shape it throws (strict) or warns,
 * and requests wait as before.
 */
function answerOnQueryRun(exports, gatsbyRequire, { strict = true, warn = (line) => console.warn(line), info = () => {}, source } = {}) {
  try {
    source ??= readFileSync(gatsbyRequire.resolve('./get-page-data'), 'utf8');
    const redux = gatsbyRequire('../redux');
    const missing = PAGE_DATA_WAITS.filter((text) => !source.includes(text));
    const writable = Object.getOwnPropertyDescriptor(exports ?? {}, 'getPageData')?.writable;
    if (!(typeof exports?.getPageData === 'function' && writable && typeof exports.RETRY_INTERVAL === 'number' && missing.length === 0 && typeof redux?.store?.getState === 'function' && typeof redux?.emitter?.on === 'function')) {
      throw new Error(
        `[gatsby-internals] ${PAGE_DATA_WAIT_INTERNAL}: expected a writable getPageData function and a RETRY_INTERVAL in ${PAGE_DATA_MODULE} that waits while ${PAGE_DATA_WAITS.slice(0, 3).join(', ')} (for ${PAGE_DATA_WAITS[3]}), and a store and emitter in ../redux; found getPageData ${typeof exports?.getPageData}, RETRY_INTERVAL ${typeof exports?.RETRY_INTERVAL}${missing.length ? `, the source without ${missing.join(', ')}` : ''}. Fix answerOnQueryRun in plugins/gatsby-plugin-fast-build/node/preload.cjs for this Gatsby, or turn it off meanwhile (--off=developPageDataOnQueryRun).`,
      );
    }
    const { store, emitter } = redux;
    const original = exports.getPageData;
    const upToDate = (pagePath) => {
      const { queries, pendingPageDataWrites } = store.getState();
      const query = queries.trackedQueries.get(pagePath);
      return query !== undefined && query.running === 0 && query.dirty === 0 && !pendingPageDataWrites.pagePaths.has(pagePath);
    };
    exports.getPageData = function getPageData(pagePath, ...rest) {
      if (upToDate(pagePath)) return original(pagePath, ...rest);
      return new Promise((resolve, reject) => {
        let over = false;
        const end = () => {
          over = true;
          emitter.off('PAGE_QUERY_RUN', ran);
        };
        function ran(action) {
          if (action?.payload?.path !== pagePath) return;
          // The store has the run already (the emitter follows the reducers); a write it left pending is Gatsby's to answer.
          process.nextTick(() => {
            if (over || !upToDate(pagePath)) return;
            end();
            original(pagePath, ...rest).then(resolve, reject);
          });
        }
        // Before Gatsby's call: the query it asks for may run before the call returns.
        emitter.on('PAGE_QUERY_RUN', ran);
        original(pagePath, ...rest).then(
          (data) => over || (end(), resolve(data)),
          (error) => over || (end(), reject(error)),
        );
      });
    };
    info(`[fast-build] gatsby develop answers a page's data request once the page's query has run, also when its result did not change, not after ${exports.RETRY_INTERVAL / 1000} s (developPageDataOnQueryRun)`);
  } catch (error) {
    shapeChanged(error, 'developPageDataOnQueryRun', { strict, warn });
  }
}

const DEVELOP_WAITING_INTERNAL = "gatsby develop's machine entering its waiting state (the develop machine's waiting state and its entry actions)";
/** What the preload calls each time gatsby develop's machine enters `waiting` (develop.ts's LazyFirstCompile sets it). */
const DEVELOP_WAITING_HOOK = Symbol.for('gatsby-plugin-fast-build.developWaiting');
/** The entry actions Gatsby gives the develop machine's waiting state. */
const WAITING_ENTRY = ['saveDbState', 'resetRecompileCount'];

/**
 * developLazyFirst, its end of Gatsby's cycle. A page a browser asks for compiles at once unless Gatsby's cycle is
 * between its query extraction and its recompile; a cycle that changed no source ends without a recompile, and
 * nothing told LazyFirstCompile so, so the next page waited for another whole cycle (0.4 s of a cold start). The
 * develop machine enters `waiting` at the end of every cycle: its entry now also calls the hook develop.ts sets. On
 * another shape it throws (strict) or warns, and the page waits as before.
 */
function signalWaiting(exports, gatsbyRequire, { strict = true, warn = (line) => console.warn(line) } = {}) {
  try {
    const machine = exports?.developMachine;
    const waiting = machine?.config?.states?.waiting;
    const entry = [waiting?.entry ?? null].flat();
    if (!(JSON.stringify(entry) === JSON.stringify(WAITING_ENTRY) && Object.getOwnPropertyDescriptor(exports, 'developMachine')?.writable)) {
      throw new Error(
        `[gatsby-internals] ${DEVELOP_WAITING_INTERNAL}: expected a writable developMachine in ${DEVELOP_MODULE} whose waiting state has the entry actions ${JSON.stringify(WAITING_ENTRY)}, found ${JSON.stringify(entry)}. Fix signalWaiting in plugins/gatsby-plugin-fast-build/node/preload.cjs for this Gatsby, or turn it off meanwhile (--off=developLazyFirst).`,
      );
    }
    const { createMachine } = gatsbyRequire('xstate');
    const signal = () => {
      const hook = globalThis[DEVELOP_WAITING_HOOK];
      if (typeof hook === 'function') hook();
    };
    const states = { ...machine.config.states, waiting: { ...waiting, entry: [...entry, signal] } };
    exports.developMachine = createMachine({ ...machine.config, states }, machine.options);
  } catch (error) {
    shapeChanged(error, 'developLazyFirst', { strict, warn });
  }
}

const SCHEMA_SERVICE_INTERNAL = "gatsby develop's schema rebuild before createPages (the data layer machines' buildSchema service)";
const DATA_LAYER_SERVICES_MODULE = 'gatsby/dist/state-machines/data-layer/services';
/** Where develop.ts puts what runs before each schema build (developEditFirst); the preload and the plugin are separate bundles. */
const BEFORE_SCHEMA_HOOK = Symbol.for('gatsby-plugin-fast-build.beforeSchema');

/**
 * developEditFirst, its earlier half. After a batch of node changes gatsby develop rebuilds the whole schema (0.1-0.3 s
 * here: the inference metadata of every node, then every type), runs every plugin's createPages, then the dirty
 * queries, and compiles last. develop.ts compiles an MDX edit first; from createPages it still came after the schema
 * build and gatsby-plugin-local-search's index. This runs the hook develop.ts sets before each schema build, so the
 * edit compiles as soon as its node holds the new body. A failing hook is reported and the schema built as before. On
 * another shape it throws (strict) or warns, and the early compile waits for createPages as before.
 */
function hookBeforeSchema(exports, { strict = true, warn = (line) => console.warn(line) } = {}) {
  try {
    const services = exports?.dataLayerServices;
    const buildSchema = services?.buildSchema;
    if (!(typeof buildSchema === 'function' && Object.getOwnPropertyDescriptor(services, 'buildSchema')?.writable)) {
      throw new Error(
        `[gatsby-internals] ${SCHEMA_SERVICE_INTERNAL}: expected a dataLayerServices object with a writable buildSchema function in ${DATA_LAYER_SERVICES_MODULE}, found ${services ? `buildSchema: ${typeof buildSchema}` : 'no dataLayerServices'}. Fix hookBeforeSchema in plugins/gatsby-plugin-fast-build/node/preload.cjs for this Gatsby, or turn it off meanwhile (--off=developEditFirst).`,
      );
    }
    services.buildSchema = async function buildSchemaAfterEdits(...args) {
      const before = globalThis[BEFORE_SCHEMA_HOOK];
      if (typeof before === 'function') {
        try {
          await before();
        } catch (error) {
          warn(`[fast-build] developEditFirst: the compile before the schema build failed (${error?.message ?? error}); the schema is built as before.`);
        }
      }
      return buildSchema.apply(this, args);
    };
  } catch (error) {
    shapeChanged(error, 'developEditFirst', { strict, warn });
  }
}

const TYPEGEN_INTERNAL = "Gatsby's GraphQL typegen writer (writeTypeScriptTypes in utils/graphql-typegen/ts-codegen, with stabilizeSchema, filterTargetDefinitions and sortDefinitions from ./utils)";
const TYPEGEN_MODULE = 'gatsby/dist/utils/graphql-typegen/ts-codegen';
/** What typegenWhenChanged keeps between runs: the key of the inputs of the types last written, and their file's hash. */
const TYPEGEN_RECORD = path.join('.cache', 'fast-build', 'typegen.json');
/** The packages whose code writes the types (their versions are part of the key). */
const TYPEGEN_PACKAGES = ['gatsby', 'graphql', '@graphql-codegen/core', '@graphql-codegen/typescript', '@graphql-codegen/typescript-operations', '@graphql-codegen/add'];

const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const fileHash = (file) => {
  try {
    return sha256(readFileSync(file));
  } catch {
    return null;
  }
};

/**
 * typegenWhenChanged. Gatsby writes the GraphQL types (graphqlTypegen) with graphql-codegen after every schema build and
 * query extraction: four times in a warm start of gatsby develop here (0.1-0.5 s each, about 1 s in all), once in a
 * build, and again after each edit, though the file comes out the same unless the schema, the queries, the
 * gatsby-node files codegen reads queries from, or the options changed. Here the writer first computes a key of those
 * inputs (the schema as Gatsby prints it for schema.graphql, each query and fragment as graphql prints it, the files' contents, the
 * options and the versions of the packages that write it) and skips the write when the key is the one recorded for the
 * types file as it is now; a changed, missing or hand-edited file is written again. On another shape it throws (strict)
 * or warns, and Gatsby writes every time.
 */
function typegenWhenChanged(exports, gatsbyRequire, { strict = true, warn = (line) => console.warn(line), root = process.cwd() } = {}) {
  try {
    const utils = gatsbyRequire('./utils');
    const write = exports?.writeTypeScriptTypes;
    const shaped =
      typeof write === 'function' &&
      Object.getOwnPropertyDescriptor(exports, 'writeTypeScriptTypes')?.writable &&
      ['stabilizeSchema', 'filterTargetDefinitions', 'sortDefinitions'].every((name) => typeof utils?.[name] === 'function');
    if (!shaped) {
      throw new Error(
        `[gatsby-internals] ${TYPEGEN_INTERNAL}: expected a writable writeTypeScriptTypes function in ${TYPEGEN_MODULE} and functions stabilizeSchema, filterTargetDefinitions and sortDefinitions in its ./utils, found writeTypeScriptTypes: ${typeof write}. Fix typegenWhenChanged in plugins/gatsby-plugin-fast-build/node/preload.cjs for this Gatsby, or turn it off meanwhile (--off=typegenWhenChanged).`,
      );
    }
    const { print, printSchema } = gatsbyRequire('graphql');
    const fastGlob = gatsbyRequire('fast-glob');
    const versions = TYPEGEN_PACKAGES.map((name) => {
      try {
        return `${name}@${JSON.parse(readFileSync(gatsbyRequire.resolve(`${name}/package.json`), 'utf8')).version}`;
      } catch {
        return `${name}@none`;
      }
    });
    /** One print per schema object: Gatsby writes the types several times from the same schema. */
    const printed = new WeakMap();
    const schemaKey = (schema) => {
      if (!printed.has(schema)) printed.set(schema, sha256(printSchema(utils.stabilizeSchema(schema))));
      return printed.get(schema);
    };
    const keyOf = (schema, definitions, options) => {
      // Each definition as graphql prints its AST (Gatsby keeps a printed copy of fragments only: printedAst is null for queries).
      const queries = [...utils.filterTargetDefinitions(definitions).values()].sort(utils.sortDefinitions).map((definition) => `${definition.name}\0${print(definition.def)}`);
      // graphql-codegen also reads graphql`` queries from these files (paths relative to the working directory).
      const files = fastGlob.sync(options.documentSearchPaths ?? [], { cwd: root, dot: false }).sort().map((file) => `${file}\0${fileHash(path.join(root, file))}`);
      return sha256(JSON.stringify([versions, schemaKey(schema), queries, files, options]));
    };
    exports.writeTypeScriptTypes = async function writeTypeScriptTypesWhenChanged(directory, schema, definitions, options, ...rest) {
      const recordFile = path.join(directory, TYPEGEN_RECORD);
      const output = path.join(directory, options.typesOutputPath);
      const key = keyOf(schema, definitions, options);
      let record = null;
      try {
        record = JSON.parse(readFileSync(recordFile, 'utf8'));
      } catch {
        // none yet, or unreadable: write
      }
      if (record?.key === key && record.output === fileHash(output)) return;
      await write.call(this, directory, schema, definitions, options, ...rest);
      mkdirSync(path.dirname(recordFile), { recursive: true });
      writeFileSync(recordFile, JSON.stringify({ key, output: fileHash(output) }));
    };
  } catch (error) {
    shapeChanged(error, 'typegenWhenChanged', { strict, warn });
  }
}

/** The state gatsby-node's develop.ts keeps on globalThis; its `quiet` resolves once develop has been idle after its first compile. */
const DEVELOP_STATE = Symbol.for('gatsby-plugin-fast-build.develop');

/** developLateTypegen's wait: develop's quiet promise until it has resolved, then null (write at once). */
function developQuietOrNull() {
  let reached = false;
  return () => {
    const quiet = globalThis[DEVELOP_STATE]?.quiet;
    if (!quiet || reached) return null;
    quiet.then(() => (reached = true));
    return quiet;
  };
}

/**
 * developLateTypegen. In gatsby develop the types are for the author's editor, not for the page a browser waits for:
 * Gatsby wrote them right after the first compile (0.7 s of a cold start's main thread, between the compile and the
 * first page's query and data). Until `later()` resolves, a write is only noted (the last schema and queries win) and
 * Gatsby goes on at once; then the last one is written, through the writer below it (typegenWhenChanged's, when on).
 * Once it has resolved, writes happen at once, as before.
 */
function typegenLater(exports, later, { info = () => {}, warn = (line) => console.warn(line) } = {}) {
  const write = exports?.writeTypeScriptTypes;
  if (typeof write !== 'function' || !Object.getOwnPropertyDescriptor(exports, 'writeTypeScriptTypes')?.writable) {
    throw new Error(`[gatsby-internals] ${TYPEGEN_INTERNAL}: expected a writable writeTypeScriptTypes function in ${TYPEGEN_MODULE}, found ${typeof write}. Fix typegenLater in plugins/gatsby-plugin-fast-build/node/preload.cjs for this Gatsby, or turn it off meanwhile (--off=developLateTypegen).`);
  }
  let latest = null;
  exports.writeTypeScriptTypes = function writeTypeScriptTypesLater(...args) {
    const wait = later();
    if (!wait) return write.apply(this, args);
    const first = latest === null;
    latest = { self: this, args };
    if (first) {
      wait
        .then(() => {
          const { self, args: last } = latest;
          latest = null;
          return write.apply(self, last);
        })
        .then(() => info('[fast-build] GraphQL types written once develop was idle after its first compile (developLateTypegen)'))
        .catch((error) => warn(`[fast-build] the GraphQL types could not be written: ${error?.message ?? error}`));
    }
    return Promise.resolve();
  };
}

const FUNCTIONS_MODULE = 'gatsby/dist/internal-plugins/functions/gatsby-node';
const FUNCTIONS_INTERNAL =
  "Gatsby's internal functions plugin (internal-plugins/functions/gatsby-node: onPreBootstrap compiles the functions of src/api and of each plugin's src/api/<plugin name>, dispatches setFunctions from redux/actions and writes .cache/functions/manifest.json)";
/** The files Gatsby's functions plugin takes for functions: .js and .ts under these folders (its globs). */
const functionFolders = (directory, plugins) => [
  path.join(directory, 'src/api'),
  ...plugins
    // The plugins Gatsby's glob list leaves out (createGlobArray).
    .filter((plugin) => plugin.name !== 'default-site-plugin' && !/internal-plugin|gatsby-plugin-typescript|gatsby-plugin-page-creator/.test(plugin.resolve))
    .map((plugin) => path.join(plugin.resolve, 'src/api', plugin.name)),
];
const holdsScript = (folder) => {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return false;
  }
  // A link is left to Gatsby's glob, whichever way it resolves.
  return entries.some((entry) => entry.isSymbolicLink() || (entry.isDirectory() ? holdsScript(path.join(folder, entry.name)) : /\.(js|ts)$/.test(entry.name)));
};

/**
 * functionsWhenAny (production builds). Gatsby's functions plugin runs on every build: it globs the site's src/api and
 * every plugin's folder, then runs webpack on what it found, with no entry at all for a site without functions (about
 * 0.1 s of every warm build here). When none of those folders holds a .js or .ts file, this does what that run leaves
 * behind instead: an empty .cache/functions with a manifest of no functions, and no functions in Gatsby's store. With
 * any such file, even one Gatsby's globs would leave out (a test), Gatsby's own step runs.
 */
function functionsWhenAny(exports, gatsbyRequire, { strict = true, warn = (line) => console.warn(line), info = (line) => console.log(line) } = {}) {
  try {
    const original = exports?.onPreBootstrap;
    let internalActions;
    try {
      internalActions = gatsbyRequire('../../redux/actions').internalActions;
    } catch {
      // Reported below as a changed shape.
    }
    if (typeof original !== 'function' || !Object.getOwnPropertyDescriptor(exports, 'onPreBootstrap')?.writable || typeof internalActions?.setFunctions !== 'function') {
      throw new Error(
        `[gatsby-internals] ${FUNCTIONS_INTERNAL}: expected a writable onPreBootstrap function in ${FUNCTIONS_MODULE} and internalActions.setFunctions in gatsby/dist/redux/actions, found onPreBootstrap: ${typeof original}. Fix functionsWhenAny in plugins/gatsby-plugin-fast-build/node/preload.cjs for this Gatsby, or turn it off meanwhile (--off=functionsWhenAny).`,
      );
    }
    exports.onPreBootstrap = async function onPreBootstrap(args, ...rest) {
      const { store, reporter, parentSpan } = args;
      const { program, flattenedPlugins } = store.getState();
      if (functionFolders(program.directory, flattenedPlugins).some(holdsScript)) return original.call(this, args, ...rest);
      const activity = reporter.activityTimer('Compiling Gatsby Functions', { parentSpan });
      activity.start();
      const dir = path.join(program.directory, '.cache', 'functions');
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      store.dispatch(internalActions.setFunctions([]));
      writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify([], null, 4));
      activity.end();
      info('[functions] no Gatsby Functions in src/api or in a plugin: their webpack compile skipped (gatsby-plugin-fast-build, functionsWhenAny)');
    };
  } catch (error) {
    shapeChanged(error, 'functionsWhenAny', { strict, warn });
  }
}

const IMPORT_PLUGIN_MODULE = 'gatsby/dist/utils/import-gatsby-plugin';
/**
 * Gatsby imports each plugin's gatsby-node with import(), which Node's module hooks never see for a CommonJS file.
 * Required here first, the functions plugin's module is patched in Node's cache, where that import() finds it.
 */
function functionsWhenAnyOnImport(lines, { strict = true } = {}) {
  return {
    [IMPORT_PLUGIN_MODULE]: (exports, gatsbyRequire) => {
      const importPlugin = exports?.importGatsbyPlugin;
      if (typeof importPlugin !== 'function' || !Object.getOwnPropertyDescriptor(exports, 'importGatsbyPlugin')?.writable) {
        shapeChanged(
          new Error(`[gatsby-internals] ${FUNCTIONS_INTERNAL}: expected a writable importGatsbyPlugin function in ${IMPORT_PLUGIN_MODULE}, found ${typeof importPlugin}. Fix functionsWhenAny in plugins/gatsby-plugin-fast-build/node/preload.cjs for this Gatsby, or turn it off meanwhile (--off=functionsWhenAny).`),
          'functionsWhenAny',
          { strict, warn: lines.warn },
        );
        return;
      }
      const functionsFile = gatsbyRequire.resolve('../internal-plugins/functions/gatsby-node');
      let patched = false;
      exports.importGatsbyPlugin = function importGatsbyPlugin(plugin, module, ...rest) {
        if (!patched && module === 'gatsby-node' && typeof plugin?.resolve === 'string' && path.join(plugin.resolve, 'gatsby-node.js') === functionsFile) {
          patched = true;
          functionsWhenAny(require(functionsFile), Module.createRequire(functionsFile), { strict, ...lines });
        }
        return importPlugin.call(this, plugin, module, ...rest);
      };
    },
  };
}

/** Patches Gatsby's modules when each is first loaded (loading them here would start Gatsby's reporter before its CLI does). */
function install(patches, root = process.cwd()) {
  const targets = new Map(Object.entries(patches).map(([module, patch]) => [require.resolve(module, { paths: [root] }), patch]));
  if (targets.size === 0) return;
  // Only requests that can name one of them are resolved: Gatsby's start makes thousands of require calls.
  const names = Object.keys(patches).map((module) => path.basename(module));
  const load = Module._load;
  Module._load = function loadAndPatch(request, parent, ...rest) {
    const exports = load.call(this, request, parent, ...rest);
    if (names.some((name) => request.endsWith(name) || request.endsWith(`${name}.js`))) {
      const file = Module._resolveFilename(request, parent);
      const patch = targets.get(file);
      if (patch) {
        targets.delete(file);
        if (targets.size === 0) Module._load = load;
        patch(exports, Module.createRequire(file));
      }
    }
    return exports;
  };
}

module.exports = { PAGE_DATA_WAIT_INTERNAL, answerOnQueryRun, VIRTUAL_MODULES_INTERNAL, VIRTUAL_MODULES_MODULE, FUNCTIONS_INTERNAL, FUNCTIONS_MODULE, IMPORT_PLUGIN_MODULE, functionsWhenAny, functionsWhenAnyOnImport, RELEASE_COMPILERS_INTERNAL, BUNDLE_MODULE, releaseCompilers, releasingBuild, fullCollection, DEVELOP_SHELL_INTERNAL, shellInProcess, BUNDLE, INPUTS, COMPILED_DIR, PRECOMPILED_VARIABLE, LATE_WORKER_VARIABLE, KEEP_WORKER_INTERNAL, keepWorkerForHtml, IN_PROCESS_INTERNAL, workInProcess, combinePatches, WORKER_END_INTERNAL, WORKER_TYPES_MODULE, exitOnEnd, STRICT_VARIABLE, COMPILE_MODULE, COMPILE_INTERNAL, WORKER_POOL_INTERNAL, MUTATION_BATCH_INTERNAL, WAITING_MODULE, DEVELOP_MUTATION_BATCH_MS, QUERY_RUN_SAVES_INTERNAL, DEVELOP_MODULE, SCHEMA_SERVICE_INTERNAL, DATA_LAYER_SERVICES_MODULE, BEFORE_SCHEMA_HOOK, TYPEGEN_INTERNAL, TYPEGEN_MODULE, TYPEGEN_RECORD, gatsbyFiles, wrapper, inputsUnchanged, isPrecompiled, takePrecompiled, deferWorkerPool, quickMutationBatch, isSavedFile, queueSaves, hookBeforeSchema, signalWaiting, DEVELOP_WAITING_INTERNAL, DEVELOP_WAITING_HOOK, typegenWhenChanged, typegenLater, developQuietOrNull, DEVELOP_STATE };

// As a preload: in Gatsby's CLI for a build, and in the process `gatsby develop` starts for its work (it inherits
// Node's arguments; the CLI's own develop process only watches it). Gatsby's workers inherit the flag and the
// environment too: there plainAsmJs and codeCache act (above), and workerExitOnEnd in a build; no patch of Gatsby's.
const inGatsbyCli = /[\\/]gatsby[\\/]cli\.js$/.test(process.argv[1] ?? '');
const gatsbyBuild = inGatsbyCli && process.argv[2] === 'build';
const developProcess = !inGatsbyCli && process.env.gatsby_executing_command === 'develop' && process.env.GATSBY_WORKER_ID === undefined;
const buildWorker = process.env.GATSBY_WORKER_POOL_WORKER === 'true' && process.env.gatsby_executing_command === 'build' && process.env.GATSBY_WORKER_ID !== undefined;
if (buildWorker && FLAGS.includes('workerExitOnEnd')) {
  exitOnEnd(Module.createRequire(path.join(process.cwd(), 'package.json')), { strict: process.env[STRICT_VARIABLE] === '1' });
}
// Before the patches below, whose module hook hands requests on to this one's; in the build's workers too.
if ((gatsbyBuild || buildWorker) && FLAGS.includes('lazyGatsbyModules')) {
  require('./lazy-modules.cjs').lazyGatsbyModules({ strict: process.env[STRICT_VARIABLE] === '1' });
}
/** Gatsby's reporter, loaded at its first line (loading it here would start it before Gatsby's CLI does). */
const reporter = () => Module.createRequire(require.resolve(COMPILE_MODULE, { paths: [process.cwd()] }))('gatsby-cli/lib/reporter');
if (gatsbyBuild && FLAGS.includes('copyChangedGatsbyFiles')) {
  // Before Gatsby's initialize.js loads and takes fs-extra's copy (node/copy-runtime.cjs).
  require('./copy-runtime.cjs').copyChangedGatsbyFiles(Module.createRequire(require.resolve('gatsby/package.json', { paths: [process.cwd()] })), {
    info: (line) => reporter().info(line),
    warn: (line) => reporter().warn(line),
  }, { strict: process.env[STRICT_VARIABLE] === '1' });
}
if (gatsbyBuild || developProcess) {
  const hash = process.env[PRECOMPILED_VARIABLE];
  const strict = process.env[STRICT_VARIABLE] === '1';
  const flags = FLAGS;
  const lines = { info: (line) => reporter().info(line), warn: (line) => reporter().warn(line) };
  install(combinePatches({
    ...(hash && { [COMPILE_MODULE]: (exports) => takePrecompiled(exports, hash, reporter(), { strict }) }),
    ...(process.env[LATE_WORKER_VARIABLE] === '1' && deferWorkerPool(lines, { strict })),
    ...(developProcess &&
      flags.includes('developQuickMutations') && {
        [WAITING_MODULE]: (exports, gatsbyRequire) => quickMutationBatch(exports, gatsbyRequire, { strict, warn: (line) => reporter().warn(line), info: (line) => reporter().info(line) }),
      }),
    ...(developProcess &&
      flags.includes('developQueuedSaves') && {
        [DEVELOP_MODULE]: (exports, gatsbyRequire) => queueSaves(exports, gatsbyRequire, { strict, warn: (line) => reporter().warn(line), info: (line) => reporter().info(line) }),
      }),
    ...((flags.includes('typegenWhenChanged') || (developProcess && flags.includes('developLateTypegen'))) && {
      [TYPEGEN_MODULE]: (exports, gatsbyRequire) => {
        if (flags.includes('typegenWhenChanged')) typegenWhenChanged(exports, gatsbyRequire, { strict, warn: (line) => reporter().warn(line) });
        if (developProcess && flags.includes('developLateTypegen')) {
          try {
            typegenLater(exports, developQuietOrNull(), lines);
          } catch (error) {
            shapeChanged(error, 'developLateTypegen', { strict, warn: lines.warn });
          }
        }
      },
    }),
    ...(developProcess &&
      flags.includes('developPageDataOnQueryRun') && {
        [PAGE_DATA_MODULE]: (exports, gatsbyRequire) => answerOnQueryRun(exports, gatsbyRequire, { strict, warn: lines.warn, info: lines.info }),
      }),
    ...(developProcess &&
      flags.includes('developEditFirst') && {
        [DATA_LAYER_SERVICES_MODULE]: (exports) => hookBeforeSchema(exports, { strict, warn: (line) => reporter().warn(line) }),
      }),
  },
  // A set of its own: developQueuedSaves patches the same module above.
  developProcess && flags.includes('developLazyFirst') ? { [DEVELOP_MODULE]: (exports, gatsbyRequire) => signalWaiting(exports, gatsbyRequire, { strict, warn: lines.warn }) } : {},
  gatsbyBuild && flags.includes('warmInProcess') ? workInProcess(lines, { strict, get gatsbyReporter() { return reporter(); } }) : {},
  gatsbyBuild && flags.includes('keepWorker') ? keepWorkerForHtml(lines, { strict }) : {},
  gatsbyBuild && flags.includes('releaseCompilers') ? releaseCompilers(lines, { strict }) : {},
  gatsbyBuild && flags.includes('functionsWhenAny') ? functionsWhenAnyOnImport(lines, { strict }) : {},
  developProcess && flags.includes('developShellInProcess') ? shellInProcess(lines, { strict }) : {},
  developProcess && flags.includes('developKeepShell') ? require('./keep-shell.cjs').keepShell(lines, { strict }) : {},
  developProcess && flags.includes('developTrailingChanges') ? require('./trailing-changes.cjs').trailingChangesPatch(lines, { strict }) : {}));
}
