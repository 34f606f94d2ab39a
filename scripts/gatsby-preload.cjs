// Preloaded into Gatsby's CLI by scripts/build.mjs (`node -r`): Gatsby takes the gatsby-config and gatsby-node that
// scripts/gatsby-files.mjs bundled with esbuild for this build instead of compiling them again with Parcel. It
// replaces compileGatsbyFiles in Gatsby's module (gatsby/dist/utils/parcel/compile-gatsby-files.js, listed in
// src/node/build/gatsby-internals.ts) once Gatsby first loads it; initialize.js calls it through the module's exports.
// If the files are not there with the hash build.mjs recorded, Gatsby's own compile runs, with a warning.
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

/** Patches Gatsby's module when it is first loaded (loading it here would start Gatsby's reporter before its CLI does). */
function install(hash, root = process.cwd()) {
  const target = require.resolve(COMPILE_MODULE, { paths: [root] });
  const load = Module._load;
  Module._load = function loadAndPatch(request, parent, ...rest) {
    const exports = load.call(this, request, parent, ...rest);
    if (request.endsWith('compile-gatsby-files') && Module._resolveFilename(request, parent) === target) {
      Module._load = load;
      takePrecompiled(exports, hash, Module.createRequire(target)('gatsby-cli/lib/reporter'));
    }
    return exports;
  };
}

module.exports = { BUNDLE, COMPILED_DIR, GATSBY_FILES, PRECOMPILED_VARIABLE, COMPILE_MODULE, COMPILE_INTERNAL, wrapper, takePrecompiled };

// As a preload: in Gatsby's CLI only (its workers inherit the flag and the environment, and never compile).
const hash = process.env[PRECOMPILED_VARIABLE];
if (hash && /[\\/]gatsby[\\/]cli\.js$/.test(process.argv[1] ?? '')) install(hash);
