/**
 * lazyGatsbyModules (production builds, in Gatsby's CLI process and its workers; installed by ./preload.cjs). Gatsby's
 * build command and its worker load, at their start, modules a production build of this site never calls: Parcel (which esbuildGatsbyFiles replaces),
 * develop's server and the functions' middleware (Express), the bundler of the GraphQL engine for pages rendered at request time, graphql-codegen (which
 * typegenWhenChanged leaves unused unless the types changed) and Babel's webpack loader (through one class Gatsby's
 * webpack config constructs) and autoprefixer (called when a stylesheet is compiled). Loading the build command took
 * 0.84-1.04 s with them and about 0.6 s without (2,925 modules against 1,954; medians of 5-7 runs in two sittings, code
 * cache on), the worker's entry 1.15 s and 0.88 s (700 modules fewer; without the code cache), on a slow 2-core machine.
 *
 * Each is named by the Gatsby module that requires it, the request and the variable the require is assigned to. That
 * module gets a stand-in, and the real module loads, through Gatsby's own require, at the first property read: a
 * build that does use it (a site with a function, a changed schema) gets it then. This holds only while the module
 * reads the variable's properties at call time, as Babel compiles an import that is not re-exported, so the source of
 * each requiring module is checked first (`checkLazyModule`): exactly one `var <name> = require("<request>")`, and every
 * other use of <name> a property read. An entry whose check fails is left as Gatsby loads it (strict mode fails).
 * A property read while the module loads would load it at once: lazy-modules.test.mjs loads Gatsby's build command
 * and checks that none of them was loaded.
 */
const { readFileSync } = require('node:fs');
const Module = require('node:module');

const LAZY_MODULES_INTERNAL =
  "modules Gatsby's build command requires at its start (compile-gatsby-files: @parcel/core and @parcel/cache; start-webpack-server: ../utils/start-server; commands/build: the GraphQL engine's bundle-webpack; graphql-typegen/ts-codegen: graphql-codegen and graphql-tools; webpack.config: ./babel-loader; webpack-utils: autoprefixer), each read only as properties of the variable it is assigned to";

/**
 * Gatsby's webpack config constructs this plugin for every stage; it only acts in watch mode (gatsby develop), where
 * a changed Babel config file makes Gatsby's Babel loader forget the configs it built from it. Until the loader's
 * module is loaded anyway, the stand-in taps the same hook and hands each invalidation to Gatsby's plugin.
 */
function invalidatorStandIn(load) {
  return class BabelConfigItemsCacheInvalidatorPlugin {
    constructor() {
      this.name = 'BabelConfigItemsCacheInvalidatorPlugin';
    }

    apply(compiler) {
      let handler;
      compiler.hooks.invalid.tap(this.name, (...args) => {
        if (!handler) {
          const Real = load().BabelConfigItemsCacheInvalidatorPlugin;
          new Real().apply({ hooks: { invalid: { tap: (_name, fn) => (handler = fn) } } });
        }
        return handler(...args);
      });
    }
  };
}

/** Relative to Gatsby's package. `standIns`: properties answered without loading (see invalidatorStandIn). */
const LAZY_MODULES = [
  { parent: 'dist/utils/parcel/compile-gatsby-files.js', request: '@parcel/core', name: '_core' },
  // Parcel's cache requires @parcel/core too.
  { parent: 'dist/utils/parcel/compile-gatsby-files.js', request: '@parcel/cache', name: '_cache' },
  { parent: 'dist/services/start-webpack-server.js', request: '../utils/start-server', name: '_startServer' },
  { parent: 'dist/commands/build.js', request: '../schema/graphql-engine/bundle-webpack', name: '_bundleWebpack' },
  { parent: 'dist/utils/graphql-typegen/ts-codegen.js', request: '@graphql-codegen/core', name: '_core' },
  { parent: 'dist/utils/graphql-typegen/ts-codegen.js', request: '@graphql-tools/code-file-loader', name: '_codeFileLoader' },
  { parent: 'dist/utils/graphql-typegen/ts-codegen.js', request: '@graphql-tools/load', name: '_load' },
  { parent: 'dist/utils/webpack.config.js', request: './babel-loader', name: '_babelLoader', standIns: { BabelConfigItemsCacheInvalidatorPlugin: invalidatorStandIn } },
  // Express and the functions' middleware, for gatsby develop's server (onCreateDevServer).
  { parent: 'dist/internal-plugins/functions/gatsby-node.js', request: './middleware', name: '_middleware' },
  // Called only when postcss-loader processes a stylesheet, which a warm build takes from webpack's cache.
  { parent: 'dist/utils/webpack-utils.js', request: 'autoprefixer', name: '_autoprefixer', interop: true },
];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Null when `source` requires `request` into `name` once and reads `name` only as `name.<property>`; else what differs.
 * `interop`: the require is wrapped in Babel's `_interopRequireDefault`, which reads `__esModule` at once; such an entry
 * needs a plain CommonJS module (`target`, its source, never names `__esModule`), whose stand-in answers it unloaded.
 */
function checkLazyModule(source, { request, name, interop = false }, target = '') {
  const declaration = interop ? `var ${name} = _interopRequireDefault(require("${request}"));` : `var ${name} = require("${request}");`;
  if (interop && target.includes('__esModule')) return `expected "${request}" to be plain CommonJS (its source names __esModule)`;
  if (source.split(declaration).length !== 2) return `expected exactly one \`${declaration}\``;
  if (source.split(`require("${request}")`).length !== 2) return `expected one require of "${request}"`;
  const bare = source.match(new RegExp(`(?<![\\w$.])${escape(name)}(?![\\w$])(?!\\s*\\.)`, 'g')) ?? [];
  // The declaration itself is the one use that is not a property read.
  return bare.length === 1 ? null : `expected ${name} to be read only as ${name}.<property> (found ${bare.length - 1} other uses)`;
}

/**
 * A stand-in for a module's exports: the first property read loads it with `load`; `standIns` answer until then.
 * `plain` (a plain CommonJS module, which may export a function or a class): `__esModule` is answered as the module
 * has it, undefined, and a call or `new` goes to the loaded export.
 */
function lazyExports(load, standIns = {}, { plain = false } = {}) {
  let real;
  const get = () => (real ??= load());
  const answered = Object.fromEntries(Object.entries(standIns).map(([key, make]) => [key, make(get)]));
  return new Proxy(plain ? function lazyModule() {} : Object.create(null), {
    get: (_target, key) => {
      if (real === undefined && plain && key === '__esModule') return undefined;
      return real === undefined && Object.hasOwn(answered, key) ? answered[key] : Reflect.get(get(), key);
    },
    has: (_target, key) => Reflect.has(get(), key),
    set: (_target, key, value) => Reflect.set(get(), key, value),
    apply: (_target, self, args) => Reflect.apply(get(), self, args),
    construct: (_target, args) => Reflect.construct(get(), args),
  });
}

/**
 * Installs the stand-ins for Gatsby in `root` (in its CLI process or a worker). Returns the entries left out (their
 * check failed); each is reported through `warn`, or thrown in strict mode.
 */
function lazyGatsbyModules({ root = process.cwd(), strict = true, warn = (line) => console.warn(line) } = {}) {
  const gatsbyRequire = Module.createRequire(require.resolve('gatsby/package.json', { paths: [root] }));
  const entries = new Map();
  const skipped = [];
  const sources = new Map();
  for (const entry of LAZY_MODULES) {
    let problem;
    let file;
    try {
      file = gatsbyRequire.resolve(`./${entry.parent}`);
      if (!sources.has(file)) sources.set(file, readFileSync(file, 'utf8'));
      const target = entry.interop ? readFileSync(Module.createRequire(file).resolve(entry.request), 'utf8') : '';
      problem = checkLazyModule(sources.get(file), entry, target);
    } catch (error) {
      problem = error.message;
    }
    if (problem) {
      const error = new Error(`[gatsby-internals] ${LAZY_MODULES_INTERNAL}: in gatsby/${entry.parent}, ${problem}. Fix LAZY_MODULES in plugins/gatsby-plugin-fast-build/node/lazy-modules.cjs for this Gatsby, or turn it off meanwhile (--off=lazyGatsbyModules).`);
      if (strict) throw error;
      warn(`[fast-build] left ${entry.request} to load as Gatsby loads it (lazyGatsbyModules): ${error.message}`);
      skipped.push(entry);
      continue;
    }
    entries.set(`${file}\0${entry.request}`, { ...entry, exports: null });
  }
  const load = Module._load;
  Module._load = function lazyLoad(request, parent, isMain) {
    const entry = parent?.filename ? entries.get(`${parent.filename}\0${request}`) : undefined;
    if (!entry) return load.apply(this, arguments);
    entry.exports ??= lazyExports(() => load.call(this, request, parent, isMain), entry.standIns, { plain: entry.interop });
    return entry.exports;
  };
  return { skipped };
}

module.exports = { LAZY_MODULES, LAZY_MODULES_INTERNAL, checkLazyModule, lazyExports, lazyGatsbyModules };
