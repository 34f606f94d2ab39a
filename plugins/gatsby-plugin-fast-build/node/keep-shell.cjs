// developKeepShell. On every start gatsby develop compiles the renderer of its HTML shell (the develop-html stage:
// about 70 modules, webpack's cache restored and checked, 0.8-1.2 s of a warm start on a slow 2-core machine) before
// it creates the browser bundle's compiler, and renders `/` with it. When nothing the last renderer was made from has
// changed, that renderer is taken as it is: the compile is skipped, the shell is rendered with it as before.
//
// "Nothing changed" is checked the way webpack checks its own cache, without webpack: every file the last compile read
// (its fileDependencies) has the size and time it had, no path it looked for and missed (missingDependencies) exists,
// each folder it listed (contextDependencies) lists the same names, and what produced its config is the same (the key
// below: the packages' lockfile, package.json, the compiled gatsby-config and gatsby-node, this plugin's code, the flags,
// the environment Gatsby defines for the bundle and the site's Babel and browserslist files). The files it wrote must
// still be those it wrote (a `gatsby build` writes its own renderer to the same path).
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } = require('node:fs');
const path = require('node:path');

/** Its name in ../internals.ts. */
const KEEP_SHELL_INTERNAL = "gatsby develop's compile of its HTML shell renderer (build-html's buildRenderer for the develop-html stage, and setFilesFromDevelopHtmlCompilation)";
const BUILD_HTML_MODULE = 'gatsby/dist/commands/build-html';
const COMPILATIONS_MODULE = 'gatsby/dist/utils/webpack/utils/is-file-inside-compilations';
const STAGE = 'develop-html';
/** What the last compile of the shell renderer read and wrote. */
const RECORD = '.cache/fast-build/develop-shell.json';
const FIX = 'Fix keepShell in plugins/gatsby-plugin-fast-build/node/keep-shell.cjs for this Gatsby, or turn it off meanwhile (--off=developKeepShell; Gatsby then compiles the shell renderer on every start).';
/** Files at the site's root that decide the renderer's config or its loaders' output, besides the sources. */
const ROOT_INPUTS = ['package.json', 'package-lock.json', '.browserslistrc', '.babelrc', '.babelrc.js', '.babelrc.json', 'babel.config.js', 'babel.config.json', 'babel.config.cjs'];
/** This plugin's files that are not its code. */
const NOT_CODE = (file) => /[\\/](__fixtures__|node_modules)[\\/]/.test(file) || /\.test\.[cm]?[jt]sx?$|README\.md$/.test(file);

function filesUnder(dir, keep) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full, keep);
      return keep(full) ? [full] : [];
    })
    .sort();
}

/** What produced the renderer's webpack config (see the top of this file). */
function configKey(root, env = process.env) {
  const hash = createHash('sha256');
  const files = [
    ...ROOT_INPUTS.map((name) => path.join(root, name)),
    ...filesUnder(path.join(root, '.cache/compiled'), (file) => file.endsWith('.js')),
    ...filesUnder(path.resolve(__dirname, '..'), (file) => !NOT_CODE(file)),
  ];
  for (const file of files) {
    hash.update(`${path.relative(root, file)}\0`);
    try {
      hash.update(readFileSync(file));
    } catch {
      hash.update('(none)');
    }
    hash.update('\0');
  }
  // Gatsby defines GATSBY_* variables and those of `.env.<active env>` in the bundle.
  const active = env.GATSBY_ACTIVE_ENV || env.NODE_ENV || 'development';
  try {
    hash.update(readFileSync(path.join(root, `.env.${active}`)));
  } catch {
    hash.update('(no env file)');
  }
  // Not GATSBY_NODE_GLOBALS: Gatsby hands its own processes a new build id in it on every start.
  const defined = Object.keys(env).filter((name) => /^(GATSBY_|NODE_ENV$|FAST_BUILD_FLAGS$)/.test(name) && name !== 'GATSBY_NODE_GLOBALS').sort();
  hash.update(JSON.stringify(defined.map((name) => [name, env[name]])));
  hash.update(process.version);
  return hash.digest('hex');
}

const content = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');
/**
 * A file's size, time and content hash; null when it does not exist. The resolver also lists folders it found among
 * the file dependencies (the site's root and its parents): what it used is that each is a folder, and a file added in
 * one where it looked is among the missing dependencies.
 */
const stamp = (file) => {
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) return null;
  return stat.isDirectory() ? 'folder' : [stat.size, stat.mtimeMs, content(file)];
};
/**
 * Whether `file` is as `was` recorded it: the same size and time, or, with a new time, the same content (Gatsby copies
 * its runtime files into .cache on every start, with new times).
 */
const same = (file, was) => {
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat || !was) return !stat && !was;
  if (stat.isDirectory() || was === 'folder') return stat.isDirectory() && was === 'folder';
  if (stat.size !== was[0]) return false;
  return stat.mtimeMs === was[1] || content(file) === was[2];
};
/** Nothing, a folder or a file at `file`. */
const kind = (file) => {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? (stat.isDirectory() ? 'folder' : 'file') : null;
};
const listing = (dir) => {
  try {
    return readdirSync(dir).sort().join('/');
  } catch {
    return null;
  }
};

/**
 * The record of a compile that began at `startedAt`, from its compilation; null when a file it read was written
 * meanwhile (which text it read is unknown) or it failed.
 */
function recordOf(root, compilation, rendererPath, startedAt) {
  if (compilation.errors?.length) return null;
  const files = {};
  for (const file of compilation.fileDependencies) {
    const now = stamp(file);
    // The file system's clock is coarser than Date.now(): a write just after the start can look earlier.
    if (Array.isArray(now) && now[1] >= startedAt - 100) return null;
    files[file] = now;
  }
  const outputPath = compilation.outputOptions.path;
  const outputs = {};
  for (const name of Object.keys(compilation.assets)) {
    const file = path.join(outputPath, name);
    outputs[file] = stamp(file);
  }
  if (!outputs[rendererPath]) return null;
  const contexts = {};
  for (const dir of compilation.contextDependencies) contexts[dir] = listing(dir);
  const modules = [];
  for (const module of compilation.modules) if (typeof module.resource === 'string') modules.push(module.resource.split('?')[0]);
  // A path the resolver missed as a file may be a folder (`./dep` before `./dep/index.js`): what it is must not change.
  const missing = {};
  for (const file of compilation.missingDependencies) missing[file] = kind(file);
  return { key: configKey(root), rendererPath, files, missing, contexts, outputs, modules: [...new Set(modules)] };
}

/** Why the recorded renderer cannot be taken, or null when it can. */
function changed(root, record) {
  if (!record || typeof record !== 'object') return 'no record';
  if (record.key !== configKey(root)) return 'its config inputs changed';
  for (const [file, was] of Object.entries(record.files)) if (!same(file, was)) return `${path.relative(root, file)} changed`;
  for (const [file, was] of Object.entries(record.missing)) if (kind(file) !== was) return `${path.relative(root, file)} appeared or changed kind`;
  for (const [dir, was] of Object.entries(record.contexts)) if (listing(dir) !== was) return `${path.relative(root, dir)} changed`;
  for (const [file, was] of Object.entries(record.outputs)) if (!same(file, was)) return `${path.relative(root, file)} was rewritten`;
  return null;
}

/**
 * The patch of Gatsby's build-html module: buildRenderer for the develop-html stage takes the last renderer when
 * nothing it was made from changed, and records each renderer it compiles. Other stages are Gatsby's. On a changed
 * shape it throws (strict) or warns and leaves Gatsby's compile.
 */
function keepShell(reporter, { strict = true, root = process.cwd() } = {}) {
  const warn = (line) => (reporter.warn ?? reporter.info)(line);
  const recordFile = path.join(root, RECORD);
  return {
    [BUILD_HTML_MODULE]: (exports, gatsbyRequire) => {
      try {
        const own = exports.buildRenderer;
        if (typeof own !== 'function' || !Object.getOwnPropertyDescriptor(exports, 'buildRenderer')?.writable) {
          throw new Error(`[gatsby-internals] ${KEEP_SHELL_INTERNAL}: expected a writable function buildRenderer in ${BUILD_HTML_MODULE}, found ${typeof own}. ${FIX}`);
        }
        const compilations = gatsbyRequire(COMPILATIONS_MODULE);
        const { NormalModule } = gatsbyRequire('webpack');
        if (typeof compilations.setFilesFromDevelopHtmlCompilation !== 'function' || typeof NormalModule !== 'function') {
          throw new Error(`[gatsby-internals] ${KEEP_SHELL_INTERNAL}: expected setFilesFromDevelopHtmlCompilation in ${COMPILATIONS_MODULE} and webpack's NormalModule, found ${typeof compilations.setFilesFromDevelopHtmlCompilation} and ${typeof NormalModule}. ${FIX}`);
        }
        exports.buildRenderer = async function buildOrKeepRenderer(program, stage, ...rest) {
          if (stage !== STAGE) return own.call(this, program, stage, ...rest);
          let record = null;
          try {
            record = JSON.parse(readFileSync(recordFile, 'utf8'));
          } catch {
            // No record: compile.
          }
          const why = changed(root, record);
          if (why === null) {
            // What Gatsby's compile would have told the error overlay: the files of the renderer's modules.
            const modules = record.modules.map((resource) => Object.assign(Object.create(NormalModule.prototype), { resource }));
            compilations.setFilesFromDevelopHtmlCompilation({ modules });
            reporter.info(`[fast-build] the HTML shell's renderer is the last one compiled: nothing it was made from changed (developKeepShell)`);
            return { rendererPath: record.rendererPath, close: async () => {} };
          }
          const startedAt = Date.now();
          const built = await own.call(this, program, stage, ...rest);
          const compilation = built?.stats?.compilation;
          const next = compilation && typeof built.rendererPath === 'string' ? recordOf(root, compilation, built.rendererPath, startedAt) : null;
          mkdirSync(path.dirname(recordFile), { recursive: true });
          writeFileSync(recordFile, JSON.stringify(next));
          return built;
        };
      } catch (error) {
        if (strict) throw error;
        warn(`[fast-build] skipped developKeepShell: ${error.message} The build goes on without it, as Gatsby builds on its own (slower only); strict mode (CI or --strict) would fail here.`);
      }
    },
  };
}

module.exports = { KEEP_SHELL_INTERNAL, RECORD, keepShell, configKey, changed };
