// Preloaded into Gatsby's CLI by scripts/build.mjs (`node -r`), for `gatsby build`. Two changes to Gatsby's modules
// (both listed in src/node/build/gatsby-internals.ts), made when Gatsby first loads them; Gatsby calls the functions
// through the modules' exports, where they are replaced:
// - Gatsby takes the gatsby-config and gatsby-node that scripts/gatsby-files.mjs bundled with esbuild for this build
//   instead of compiling them again with Parcel (compileGatsbyFiles in gatsby/dist/utils/parcel/compile-gatsby-files.js,
//   called by initialize.js). If the files are not there with the hash build.mjs recorded, Gatsby's own compile runs,
//   with a warning.
// - Gatsby's worker process starts when the HTML renderer's compile does, not at bootstrap (deferWorkerPool below).
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

const COMPILED_DIR = '.cache/compiled';
const BUNDLE = 'gatsby-files.js';
/** The files Gatsby compiles, by the name the bundle exports each as. */
const GATSBY_FILES = { config: 'gatsby-config', node: 'gatsby-node' };
/** The hash of the bundle build.mjs wrote for this build, handed to Gatsby's CLI. */
const PRECOMPILED_VARIABLE = 'SITE_PRECOMPILED_GATSBY_FILES';
/** Set by scripts/build.mjs on a cold build: Gatsby's worker starts late (deferWorkerPool). */
const LATE_WORKER_VARIABLE = 'SITE_LATE_GATSBY_WORKER';
const COMPILE_MODULE = 'gatsby/dist/utils/parcel/compile-gatsby-files';
/** Its name in src/node/build/gatsby-internals.ts. */
const COMPILE_INTERNAL = "Gatsby's compileGatsbyFiles export";
const FIX = 'Fix scripts/gatsby-preload.cjs: take the bundle the way this Gatsby compiles gatsby-config and gatsby-node, or run `gatsby build` directly meanwhile (Gatsby then compiles with Parcel).';

/** gatsby-config.js and gatsby-node.js: each re-exports its part of the bundle and names the bundle's hash, so that a
 * hash of either file changes with the code (src/node/build/build-memo.ts and build-dependencies.ts hash them). */
function wrapper(name, hash) {
  const key = Object.keys(GATSBY_FILES).find((k) => GATSBY_FILES[k] === name);
  return `// ${name}.ts as scripts/gatsby-files.mjs compiled it; the code is in ${BUNDLE} (sha256 ${hash}).\nmodule.exports = require('./${BUNDLE}').${key};\n`;
}

/** Whether `<root>/.cache/compiled` holds the files compileGatsbyFiles (gatsby-files.mjs) wrote with this hash. */
function isPrecompiled(root, hash) {
  try {
    const dir = path.join(root, COMPILED_DIR);
    if (createHash('sha256').update(readFileSync(path.join(dir, BUNDLE))).digest('hex') !== hash) return false;
    return Object.values(GATSBY_FILES).every((name) => readFileSync(path.join(dir, `${name}.js`), 'utf8') === wrapper(name, hash));
  } catch {
    return false;
  }
}

/** Replaces compileGatsbyFiles on Gatsby's module `exports`; throws if the module no longer has the expected shape. */
function takePrecompiled(exports, hash, reporter) {
  const descriptor = Object.getOwnPropertyDescriptor(exports, 'compileGatsbyFiles');
  if (typeof exports.compileGatsbyFiles !== 'function' || !descriptor?.writable || exports.COMPILED_CACHE_DIR !== COMPILED_DIR) {
    throw new Error(
      `[gatsby-internals] ${COMPILE_INTERNAL}: expected a writable compileGatsbyFiles function and COMPILED_CACHE_DIR "${COMPILED_DIR}" in ${COMPILE_MODULE}, ` +
        `found ${typeof exports.compileGatsbyFiles} and ${JSON.stringify(exports.COMPILED_CACHE_DIR)}. ${FIX}`,
    );
  }
  const parcel = exports.compileGatsbyFiles;
  exports.compileGatsbyFiles = async function compileGatsbyFiles(siteRoot, ...rest) {
    if (isPrecompiled(siteRoot, hash)) {
      reporter.info(`[gatsby-files] gatsby-config and gatsby-node bundled with esbuild by scripts/build.mjs (${COMPILED_DIR}/${BUNDLE})`);
      return undefined;
    }
    reporter.warn(`[gatsby-files] ${COMPILED_DIR} does not hold what scripts/build.mjs bundled for this build; Gatsby compiles gatsby-config and gatsby-node with Parcel`);
    return parcel.call(this, siteRoot, ...rest);
  };
}

/** Its name in src/node/build/gatsby-internals.ts. */
const WORKER_POOL_INTERNAL = "Gatsby's worker pool (create, runQueriesInWorkersQueue) and the build steps that use it";
const POOL_MODULE = 'gatsby/dist/utils/worker/pool';
const BUILD_HTML_MODULE = 'gatsby/dist/commands/build-html';
const POOL_FIX = 'Fix deferWorkerPool in scripts/gatsby-preload.cjs for this Gatsby, or remove it (Gatsby then starts its worker at bootstrap).';
/** The steps of build.js that use the workers, in build-html.js and pool.js: the workers start before the first. */
const POOL_USERS = { [BUILD_HTML_MODULE]: ['buildRenderer', 'buildHTMLPagesAndDeleteStaleArtifacts'], [POOL_MODULE]: ['runQueriesInWorkersQueue'] };

/**
 * Gatsby forks its worker (one on two cores) when it initializes, and the worker loads the site's config, plugins
 * and schema during bootstrap. It is not used again until queries run, after both webpack compiles, yet it held about
 * 190 MB through sourcing and the browser bundles, the two stages where a cold build's memory peaks. Here the pool is
 * created without its processes, what bootstrap asks of all workers is recorded, and the processes start (and are
 * asked the same, in the same order) when the HTML renderer's compile begins: the worker loads meanwhile on the core
 * webpack leaves free, before queries need it. Any other step that uses the pool starts it first.
 * Cold builds only (scripts/build.mjs sets LATE_WORKER_VARIABLE): a warm build's bootstrap takes seconds and its peak
 * is lower, and there the worker, still loading when the renderer compiled and queries began, cost about 2 s (300 pages:
 * HTML renderer +1.2 s, queries +1.1 s, four interleaved pairs).
 * Returns the patches to make, by module; each throws if its module no longer has the expected shape.
 */
function deferWorkerPool(reporter) {
  let pool = null;
  let started = true;
  const recorded = [];
  const start = (step) => {
    if (!pool || started) return;
    started = true;
    pool.startAll();
    for (const [name, args] of recorded) pool.all[name](...args);
    reporter.info(`[worker-pool] Gatsby's worker started at ${step}, not at bootstrap (scripts/gatsby-preload.cjs)`);
  };
  const fence = (exports, module, names) => {
    for (const name of names) {
      const descriptor = Object.getOwnPropertyDescriptor(exports, name);
      if (typeof exports[name] !== 'function' || !descriptor?.writable) {
        throw new Error(`[gatsby-internals] ${WORKER_POOL_INTERNAL}: expected a writable function ${name} in ${module}, found ${typeof exports[name]}. ${POOL_FIX}`);
      }
    }
  };
  const startFirst = (exports, module) => {
    fence(exports, module, POOL_USERS[module]);
    for (const name of POOL_USERS[module]) {
      const step = exports[name];
      exports[name] = function startWorkersFirst(...args) {
        start(name);
        return step.apply(this, args);
      };
    }
  };
  return {
    [POOL_MODULE]: (exports, gatsbyRequire) => {
      fence(exports, POOL_MODULE, ['create']);
      const { WorkerPool } = gatsbyRequire('gatsby-worker');
      if (typeof WorkerPool?.prototype?.startAll !== 'function') throw new Error(`[gatsby-internals] ${WORKER_POOL_INTERNAL}: gatsby-worker's WorkerPool has no startAll method. ${POOL_FIX}`);
      const create = exports.create;
      exports.create = function createWithoutProcesses(...args) {
        const startAll = WorkerPool.prototype.startAll;
        // The constructor starts the processes; the pool is made without them.
        WorkerPool.prototype.startAll = function startLater() {};
        try {
          pool = create.apply(this, args);
        } finally {
          WorkerPool.prototype.startAll = startAll;
        }
        started = false;
        for (const [name, run] of Object.entries(pool.all)) {
          pool.all[name] = (...callArgs) => {
            if (started) return run(...callArgs);
            recorded.push([name, callArgs]);
            return [];
          };
        }
        return pool;
      };
      startFirst(exports, POOL_MODULE);
    },
    [BUILD_HTML_MODULE]: (exports) => startFirst(exports, BUILD_HTML_MODULE),
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

module.exports = { BUNDLE, COMPILED_DIR, GATSBY_FILES, PRECOMPILED_VARIABLE, LATE_WORKER_VARIABLE, COMPILE_MODULE, COMPILE_INTERNAL, WORKER_POOL_INTERNAL, wrapper, takePrecompiled, deferWorkerPool };

// As a preload: in Gatsby's CLI only (its workers inherit the flag and the environment, and never compile), for a build.
if (/[\\/]gatsby[\\/]cli\.js$/.test(process.argv[1] ?? '') && process.argv[2] === 'build') {
  const reporter = () => Module.createRequire(require.resolve(COMPILE_MODULE, { paths: [process.cwd()] }))('gatsby-cli/lib/reporter');
  const hash = process.env[PRECOMPILED_VARIABLE];
  install({
    ...(hash && { [COMPILE_MODULE]: (exports) => takePrecompiled(exports, hash, reporter()) }),
    ...(process.env[LATE_WORKER_VARIABLE] === '1' && deferWorkerPool({ info: (line) => reporter().info(line) })),
  });
}
