// codeCache: a V8 code cache for the CommonJS modules Gatsby's processes load from node_modules, which Node 20 lacks
// (module.enableCompileCache came in Node 22.1). Each process of a build or of `gatsby develop` compiles about 2,000
// modules on every start; compiling their wrappers alone took 0.75 s of a warm build's main process (wrapSafe in a CPU
// profile), and it is on the critical path of every start.
//
// How: the preload (node/preload.cjs) replaces Module.prototype._compile for `.js`/`.cjs` files under node_modules.
// Such a file is compiled as Node compiles it (the same wrapper, so line numbers and file names in stack traces stay),
// with V8's cached data for it when the cache holds data made from the same source: each entry carries a SHA-1 of the
// source, because V8 itself checks only the source's length. Anything else goes to Node's _compile untouched: an ES
// module (`format` 'module'), a file that calls import() (see DYNAMIC_IMPORT), or a file V8 refuses to compile as
// a script (ES module syntax in a .js file: Node's own _compile then detects it). A process that compiled modules
// without usable data writes their data, made after they ran (with the functions compiled since), to one file per
// kind of process and Node's flags: once no module has been compiled for 2 s, and at exit. Nothing is written when
// every module had its data.
//
// Where: node_modules/.cache/gatsby-plugin-fast-build/code-cache/, beside other tools' caches of installed packages;
// `gatsby clean` and a cold build leave it (like Node 22's compile cache, it holds only compiled package code, each
// entry checked against its source). Delete the folder, or turn the flag off, to go without it.
const { hash } = require('node:crypto');
const { closeSync, fstatSync, mkdirSync, openSync, readSync, renameSync, writeFileSync } = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const vm = require('node:vm');

/**
 * Bumped when the file's layout or the meaning of its entries changes. 3: a rejected entry no longer marks the module
 * refused for good (files of format 2 could hold every module refused, after one process under other V8 flags).
 */
const FORMAT = 3;
/** An asm.js module's directive (yoga-layout's build, in Gatsby's logger, without plainAsmJs). */
const ASM_JS = /(['"])use asm\1/;
const CACHE_DIR = path.join('node_modules', '.cache', 'gatsby-plugin-fast-build', 'code-cache');
const INCLUDE = /[\\/]node_modules[\\/].*\.c?js$/;
/**
 * A file that calls import() is left to Node: a script compiled through node:vm reaches Node's loader for import() only
 * with vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER, experimental in Node 20 (a warning in every process), and that
 * failed in a process run from the cache. The text `import(` alone is not enough to tell: TypeScript, webpack's parser
 * and many others carry it in strings and comments. So a file whose text matches is read with acorn's tokenizer once
 * (the verdict is stored with its entry): only an `import` keyword followed by `(` counts.
 */
const DYNAMIC_IMPORT = /\bimport\s*\(/;

/**
 * Whether `source` calls import(): true also when it cannot tell (acorn missing, a syntax acorn does not know) and for a
 * method named `import` (`{ import(a) {} }`), which a token list does not tell from a call: such files are left to Node.
 */
function callsImport(source, acorn) {
  if (!acorn) return true;
  try {
    // The tokenizer reads `import` as the keyword after a dot too (`x.import(1)`, a property): that is no call.
    let beforePrevious = null;
    let previous = null;
    for (const token of acorn.tokenizer(source, { ecmaVersion: 'latest', sourceType: 'script', allowHashBang: true, allowReturnOutsideFunction: true, allowAwaitOutsideFunction: true })) {
      if (previous?.type.keyword === 'import' && token.type.label === '(' && !['.', '?.'].includes(beforePrevious?.type.label)) return true;
      beforePrevious = previous;
      previous = token;
    }
    return false;
  } catch {
    return true;
  }
}

/** Options of Node's that name a file or hold a script, not how V8 compiles: a copy of the site names other paths. */
const NOT_FLAGS = new Set(['-r', '--require', '-e', '--eval', '-p', '--print']);

/** Node's flags without those options and their values. */
function nodeFlags(execArgv) {
  const flags = [];
  for (let index = 0; index < execArgv.length; index += 1) {
    if (NOT_FLAGS.has(execArgv[index])) index += 1;
    else if (!NOT_FLAGS.has(execArgv[index].split('=')[0])) flags.push(execArgv[index]);
  }
  return flags;
}

/**
 * The cache file of one kind of process (`name`) under these Node flags: V8 refuses data made under other flags. Those
 * in NODE_OPTIONS count too: with `--max-old-space-size=4096` there (a common setting for Gatsby builds) V8 refuses the
 * data of a process without it, and the other way round.
 */
function cacheFile(root, name, execArgv = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? '') {
  // Its --require options (a debugger's or profiler's preload) are left out, as they are from Node's flags.
  const options = nodeFlags(nodeOptions.split(/\s+/).filter(Boolean));
  const flags = hash('sha1', JSON.stringify([process.version, process.arch, nodeFlags(execArgv), ...(options.length ? [options] : [])])).slice(0, 12);
  return path.join(root, CACHE_DIR, `${name.replace(/[^\w.-]+/g, '_')}-${flags}.bin`);
}

/**
 * The entries of a cache file: Map of file name → { sourceHash, data, length, node } (`node`: left to Node's own
 * compile). A missing, truncated or foreign file reads as empty (the modules are then compiled as without the cache,
 * and the file is written again). Only the header is read here: an entry's `data` is read from the file when asked
 * for (a module being compiled, or the file being written again). Read whole, the file (about 25 MB for a build's
 * main process) stayed in memory for the life of the process, most of it data V8 had already taken. The file stays
 * open, so a newer file renamed over it by another process changes nothing read from this one.
 */
function readCache(file) {
  const entries = new Map();
  let fd;
  try {
    fd = openSync(file, 'r');
  } catch {
    return entries;
  }
  const readAt = (offset, length) => {
    const buffer = Buffer.allocUnsafe(length);
    if (readSync(fd, buffer, 0, length, offset) !== length) throw new Error(`${file}: shorter than its header says`);
    return buffer;
  };
  try {
    const size = fstatSync(fd).size;
    const headerLength = readAt(0, 4).readUInt32LE(0);
    if (4 + headerLength > size) throw new Error('truncated');
    const header = JSON.parse(readAt(4, headerLength).toString('utf8'));
    if (header.format !== FORMAT || !Array.isArray(header.entries)) throw new Error('another format');
    let offset = 4 + headerLength;
    for (const [filename, sourceHash, length, node] of header.entries) {
      if (offset + length > size) throw new Error('truncated');
      const at = offset;
      entries.set(filename, {
        sourceHash,
        length,
        node: node === 1,
        get data() {
          return readAt(at, length);
        },
      });
      offset += length;
    }
  } catch {
    closeSync(fd);
    return new Map();
  }
  return entries;
}

/** Writes `entries` (Map as readCache returns) to `file`, whole or not at all (a rename over the old file). */
function writeCache(file, entries) {
  // Each entry's data once: an entry readCache made reads it from the old file.
  const data = [...entries.values()].map((entry) => entry.data);
  const list = [...entries.keys()].map((filename, index) => {
    const { sourceHash, node } = entries.get(filename);
    return [filename, sourceHash, data[index].length, node ? 1 : 0];
  });
  const header = Buffer.from(JSON.stringify({ format: FORMAT, entries: list }), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length, 0);
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, Buffer.concat([length, header, ...data]));
  renameSync(temporary, file);
}

/** The `require` Node gives a module (lib/internal/modules/helpers.js makeRequireFunction), for a module compiled here. */
function requireFor(module) {
  const require = function require(request) {
    return module.require(request);
  };
  require.resolve = function resolve(request, options) {
    return Module._resolveFilename(request, module, false, options);
  };
  require.resolve.paths = function paths(request) {
    return Module._resolveLookupPaths(request, module);
  };
  require.main = process.mainModule;
  require.extensions = Module._extensions;
  require.cache = Module._cache;
  return require;
}

/**
 * How long no module may be compiled before the new data is written. At exit is not enough: gatsby develop's processes
 * are stopped by a signal (Ctrl-C, or killed by their parent) without Node's exit event, and never wrote it.
 */
const IDLE_MS = 2000;

/** Its name in ../internals.ts. */
const CODE_CACHE_INTERNAL = "Node's CommonJS compile step (Module.prototype._compile, Module.wrap, Module._resolveFilename, Module._resolveLookupPaths)";

/**
 * Installs the cache in this process. `name` tells the kinds of process apart (the build's main process, a worker,
 * develop's parent and child); `root` is the site; `v8Flags` are the V8 flags set in this process at run time. Returns
 * its counts so far (for the tests and FAST_BUILD_CODE_CACHE_DEBUG): `{ file, hits, misses, rejected, uncacheable,
 * skipped, writes, uninstall() }`.
 */
function installCodeCache({ root = process.cwd(), name, v8Flags = [], include = INCLUDE, onExit = (write) => process.once('exit', write), node = Module, idleMs = IDLE_MS } = {}) {
  const compile = node?.prototype?._compile;
  if (typeof compile !== 'function' || compile.length !== 3 || typeof node.wrap !== 'function' || typeof node._resolveFilename !== 'function' || typeof node._resolveLookupPaths !== 'function') {
    throw new Error(
      `[gatsby-internals] ${CODE_CACHE_INTERNAL}: expected _compile(content, filename, format) on Module.prototype and functions Module.wrap, Module._resolveFilename and Module._resolveLookupPaths, found _compile with ${compile?.length} parameters. ` +
        'Fix plugins/gatsby-plugin-fast-build/node/code-cache.cjs for this Node, or turn it off meanwhile (--off=codeCache; Node then compiles every module as usual).',
    );
  }
  // V8 refuses data made under other flags, and would then have every module stored as refused: flags set at run time count.
  const file = cacheFile(root, name, [...process.execArgv, ...v8Flags]);
  const stored = readCache(file);
  /** Modules compiled here without usable data (or left to Node), for the next write. */
  const fresh = new Map();
  const stats = { file, hits: 0, misses: 0, rejected: 0, uncacheable: 0, skipped: 0, writes: 0 };
  const original = Module.prototype._compile;
  /**
   * acorn, loaded when a file's text first mentions `import(`: null while it cannot be had (not installed, or being
   * loaded: webpack may require acorn itself first, and a file's compile cannot wait for its own module to load).
   */
  let acorn = null;
  let acornMissing = false;
  let loadingAcorn = false;
  const tokenizer = () => {
    if (acorn || acornMissing || loadingAcorn) return acorn;
    loadingAcorn = true;
    try {
      const siteRequire = Module.createRequire(path.join(root, 'package.json'));
      // acorn's own file compiling (webpack required it first): its exports are not there yet, and reading them
      // would only print Node's circular-dependency warning. That file goes to Node; the next one finds acorn loaded.
      const pending = siteRequire.cache[siteRequire.resolve('acorn')];
      if (pending && !pending.loaded) return null;
      const loaded = siteRequire('acorn');
      if (typeof loaded?.tokenizer === 'function') acorn = loaded;
    } catch (error) {
      acornMissing = error?.code === 'MODULE_NOT_FOUND';
    } finally {
      loadingAcorn = false;
    }
    return acorn;
  };
  const leaveToNode = (module, args, filename, sourceHash) => {
    stats.skipped += 1;
    fresh.set(filename, { sourceHash, script: null, node: true });
    writeWhenIdle();
    return original.apply(module, args);
  };
  Module.prototype._compile = function compileWithCodeCache(content, filename, format) {
    if (format === 'module' || !include.test(filename) || loadingAcorn) return original.apply(this, arguments);
    const sourceHash = hash('sha1', content);
    const entry = stored.get(filename);
    const known = entry?.sourceHash === sourceHash;
    if (known && entry.node) {
      stats.skipped += 1;
      return original.apply(this, arguments);
    }
    if (!known && DYNAMIC_IMPORT.test(content)) {
      const reader = tokenizer();
      if (!reader) {
        // Cannot tell now: Node compiles it, and nothing is stored (a later start may tell).
        stats.skipped += 1;
        return original.apply(this, arguments);
      }
      if (callsImport(content, reader)) return leaveToNode(this, arguments, filename, sourceHash);
    }
    // Empty data: V8 refused this asm.js source's data before; it is compiled without and not stored again.
    const cachedData = known && entry.length > 0 ? entry.data : undefined;
    let script;
    try {
      script = new vm.Script(Module.wrap(content), { filename, cachedData });
    } catch {
      // Not a script (ES module syntax, a hashbang…): Node's own compile handles it, or reports the error its way.
      return leaveToNode(this, arguments, filename, sourceHash);
    }
    if (cachedData && !script.cachedDataRejected) stats.hits += 1;
    else if (cachedData) {
      // V8 refuses asm.js data it made itself, every time: stored as refused. Any other refusal means the data was made
      // under other V8 flags (one set at run time by other code, say): made again here, for processes like this one.
      stats.rejected += 1;
      fresh.set(filename, { sourceHash, script: ASM_JS.test(content) ? null : script });
      writeWhenIdle();
    } else if (known) stats.uncacheable += 1;
    else {
      stats.misses += 1;
      fresh.set(filename, { sourceHash, script });
      writeWhenIdle();
    }
    const wrapper = script.runInThisContext({ displayErrors: true });
    return Reflect.apply(wrapper, this.exports, [this.exports, requireFor(this), this, filename, path.dirname(filename)]);
  };
  /** Writes the data of the modules compiled since the last write (made now: it covers the functions compiled since). */
  const write = () => {
    clearTimeout(timer);
    timer = null;
    if (fresh.size === 0) return;
    try {
      for (const [filename, { sourceHash, script, node = false }] of fresh) {
        const data = script ? script.createCachedData() : Buffer.alloc(0);
        stored.set(filename, { sourceHash, data, length: data.length, node });
      }
      fresh.clear();
      writeCache(file, stored);
      stats.writes += 1;
    } catch {
      // A cache that cannot be written only means the next start compiles again.
    }
  };
  let timer = null;
  function writeWhenIdle() {
    clearTimeout(timer);
    timer = setTimeout(write, idleMs);
    timer.unref();
  }
  onExit(() => {
    if (process.env.FAST_BUILD_CODE_CACHE_DEBUG) process.stderr.write(`[code-cache] ${name} (${process.pid}): ${stats.hits} from the cache, ${stats.misses} compiled, ${stats.rejected} rejected, ${stats.uncacheable} refused before, ${stats.skipped} left to Node; ${stats.writes} writes before exit, ${fresh.size} modules to write now\n`);
    write();
  });
  return Object.assign(stats, {
    uninstall() {
      Module.prototype._compile = original;
    },
  });
}

module.exports = { CACHE_DIR, CODE_CACHE_INTERNAL, FORMAT, cacheFile, callsImport, readCache, writeCache, installCodeCache };
