// codeCache (node/code-cache.cjs): modules from node_modules compiled with V8's cached data, in real Node processes.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

const nodeRequire = createRequire(import.meta.url);
const codeCache = nodeRequire('./code-cache.cjs');
const CODE_CACHE = nodeRequire.resolve('./code-cache.cjs');

const root = mkdtempSync(path.join(tmpdir(), 'code-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const pkg = path.join(root, 'node_modules', 'probe');
const cacheDir = path.join(root, codeCache.CACHE_DIR);

/** Writes a file of the probe package. */
const write = (name, text) => writeFileSync(path.join(pkg, name), text);

/**
 * Runs `main` (a CommonJS body) in a new Node process with the cache installed as the preload installs it, and returns
 * what the main printed (JSON) and the cache's counts at exit.
 */
function run(main) {
  const script = `
    const stats = require(${JSON.stringify(CODE_CACHE)}).installCodeCache({ root: ${JSON.stringify(root)}, name: 'test' });
    process.on('exit', () => process.stdout.write('\\n' + JSON.stringify({ hits: stats.hits, misses: stats.misses, rejected: stats.rejected, skipped: stats.skipped, ...(stats.uncacheable && { uncacheable: stats.uncacheable }) })));
    (async () => { process.stdout.write(JSON.stringify(await (async () => { ${main} })())); })();
  `;
  const [output, counts] = execFileSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' }).split('\n');
  return { output: JSON.parse(output), counts: JSON.parse(counts) };
}

const probe = `require(${JSON.stringify(pkg)})`;

beforeEach(() => {
  rmSync(path.join(root, 'node_modules'), { recursive: true, force: true });
  mkdirSync(pkg, { recursive: true });
  write('package.json', JSON.stringify({ name: 'probe', main: 'index.js' }));
  write('helper.js', 'module.exports = (x) => x * 2;\n');
  // acorn, which the cache reads a file mentioning import( with, as the site has it.
  symlinkSync(path.dirname(nodeRequire.resolve('acorn/package.json')), path.join(root, 'node_modules', 'acorn'), 'dir');
  write('index.js', "const helper = require('./helper');\nexports.value = helper(21);\nexports.where = [__filename, __dirname];\nexports.self = this === exports;\nexports.resolved = require.resolve('./helper');\n");
});

describe('a V8 code cache for modules from node_modules (node/code-cache.cjs)', { timeout: 30_000 }, () => {
  it('compiles without data the first time, writes it at exit, and runs from it the next time, with the same results', () => {
    const first = run(`const m = ${probe}; return { value: m.value, where: m.where, self: m.self, resolved: m.resolved };`);
    expect(first.counts).toEqual({ hits: 0, misses: 2, rejected: 0, skipped: 0 });
    expect(readdirSync(cacheDir)).toHaveLength(1);
    const second = run(`const m = ${probe}; return { value: m.value, where: m.where, self: m.self, resolved: m.resolved };`);
    expect(second.counts).toEqual({ hits: 2, misses: 0, rejected: 0, skipped: 0 });
    expect(second.output).toEqual(first.output);
    expect(second.output).toEqual({ value: 42, where: [path.join(pkg, 'index.js'), pkg], self: true, resolved: path.join(pkg, 'helper.js') });
  });

  it('never runs data made from another source, even one of the same length (V8 checks only the length)', () => {
    run(`return ${probe}.value;`);
    write('helper.js', 'module.exports = (x) => x * 3;\n');
    const changed = run(`return ${probe}.value;`);
    expect(changed.output).toBe(63);
    expect(changed.counts).toEqual({ hits: 1, misses: 1, rejected: 0, skipped: 0 });
    // The new data is written, and used next time.
    expect(run(`return ${probe}.value;`)).toEqual({ output: 63, counts: { hits: 2, misses: 0, rejected: 0, skipped: 0 } });
  });

  it("leaves files that call import() and ES module syntax to Node, and keeps stack traces' lines", () => {
    write('esm-value.mjs', 'export default 7;\n');
    write('importer.js', "exports.load = () => import('./esm-value.mjs').then((m) => m.default);\n");
    write('thrower.js', "\n\nexports.fail = () => { throw new Error('here'); };\n");
    write('esm-syntax.js', 'export const value = 5;\n');
    const main = `
      const importer = require(${JSON.stringify(path.join(pkg, 'importer.js'))});
      let line = null;
      try { require(${JSON.stringify(path.join(pkg, 'thrower.js'))}).fail(); } catch (error) { line = error.stack.split('\\n')[1].match(/thrower\\.js:(\\d+)/)?.[1]; }
      return { imported: await importer.load(), line, esm: require(${JSON.stringify(path.join(pkg, 'esm-syntax.js'))}).value };
    `;
    const first = run(main);
    expect(first.output).toEqual({ imported: 7, line: '3', esm: 5 });
    expect(first.counts).toEqual({ hits: 0, misses: 1, rejected: 0, skipped: 2 });
    const second = run(main);
    expect(second.output).toEqual(first.output);
    expect(second.counts).toEqual({ hits: 1, misses: 0, rejected: 0, skipped: 2 });
  });

  it('caches a file that only mentions import( in a comment, a string or a regular expression', () => {
    write('mentions.js', "// import('x') in a comment\nexports.text = 'import(y)' + `import(${1})`;\nexports.pattern = /import\\(/.source;\n");
    const mentions = `const m = require(${JSON.stringify(path.join(pkg, 'mentions.js'))}); return [m.text, m.pattern];`;
    const first = run(mentions);
    expect(first).toEqual({ output: ['import(y)import(1)', 'import\\('], counts: { hits: 0, misses: 1, rejected: 0, skipped: 0 } });
    expect(run(mentions)).toEqual({ output: first.output, counts: { hits: 1, misses: 0, rejected: 0, skipped: 0 } });
  });

  it('loads acorn itself without a warning when something requires it first (as webpack does)', () => {
    // acorn's file mentions import( too, so its compile asks for the tokenizer while acorn is half loaded.
    const script = `
      require(${JSON.stringify(CODE_CACHE)}).installCodeCache({ root: ${JSON.stringify(root)}, name: 'test' });
      const acorn = require('acorn');
      process.stdout.write(typeof acorn.tokenizer);
    `;
    for (let start = 0; start < 2; start++) {
      const child = spawnSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' });
      expect(child.stderr).toBe('');
      expect(child.stdout).toBe('function');
    }
  });

  it('tells a call of import() from its mentions', () => {
    const acorn = nodeRequire('acorn');
    for (const calls of ["import('x')", 'async () => await import ( "x" )', 'const f = () => `${import("x")}`;', '/* a */ import\n("x")']) expect(codeCache.callsImport(calls, acorn)).toBe(true);
    for (const mentions of ["'import(x)'", '// import(x)', 'const re = /import\\(/;', 'x.import(1)', 'x?.import(1)']) expect(codeCache.callsImport(mentions, acorn)).toBe(false);
    // Without acorn, or on a syntax it does not read, the file is left to Node.
    expect(codeCache.callsImport("'import(x)'", null)).toBe(true);
    expect(codeCache.callsImport('import(', acorn)).toBe(true);
  });

  it('reads a damaged or foreign cache file as empty, and writes it again', () => {
    run(`return ${probe}.value;`);
    const [file] = readdirSync(cacheDir);
    for (const damage of [Buffer.from('not a cache'), Buffer.alloc(0), Buffer.from([255, 255, 255, 255, 1, 2])]) {
      writeFileSync(path.join(cacheDir, file), damage);
      expect(run(`return ${probe}.value;`)).toEqual({ output: 42, counts: { hits: 0, misses: 2, rejected: 0, skipped: 0 } });
      expect(run(`return ${probe}.value;`).counts.hits).toBe(2);
    }
  });

  it('stores data V8 refuses (asm.js) as refused, and does not write the file again for it', () => {
    write('asm.js', 'function Module(stdlib) {\n  "use asm";\n  function one() {\n    return 1;\n  }\n  return { one: one };\n}\nmodule.exports = Module(globalThis).one();\n');
    const asm = `return require(${JSON.stringify(path.join(pkg, 'asm.js'))});`;
    expect(run(asm)).toEqual({ output: 1, counts: { hits: 0, misses: 1, rejected: 0, skipped: 0 } });
    // V8 gives no data for it, or data it then refuses (yoga-layout's asm.js in Gatsby's logger): not used either way.
    const second = run(asm);
    expect(second.output).toBe(1);
    expect(second.counts.hits).toBe(0);
    const [file] = readdirSync(cacheDir);
    const written = statSync(path.join(cacheDir, file)).mtimeMs;
    expect(run(asm)).toEqual({ output: 1, counts: { hits: 0, misses: 0, rejected: 0, skipped: 0, uncacheable: 1 } });
    expect(statSync(path.join(cacheDir, file)).mtimeMs).toBe(written);
  });

  it('makes data V8 refused for another reason (made under other V8 flags) again, and runs from it the next time', () => {
    // A process whose V8 flags differ without Node's flags showing it (set at run time by other code) writes data that
    // V8 refuses in the usual processes. Marked refused for good, that cache ran every module without data from then on.
    const otherFlags = run(`require('node:v8').setFlagsFromString('--no-lazy-feedback-allocation'); return ${probe}.value;`);
    expect(otherFlags.counts).toEqual({ hits: 0, misses: 2, rejected: 0, skipped: 0 });
    expect(run(`return ${probe}.value;`)).toEqual({ output: 42, counts: { hits: 0, misses: 0, rejected: 2, skipped: 0 } });
    expect(run(`return ${probe}.value;`)).toEqual({ output: 42, counts: { hits: 2, misses: 0, rejected: 0, skipped: 0 } });
  });

  it('does not keep the cache file in memory: each entry is read when its module compiles', () => {
    // A module whose data is large (many functions, all run before the data is made), beside the probe.
    write('big.js', Array.from({ length: 4000 }, (_, i) => `exports.f${i} = (x) => x + ${i};`).join('\n') + '\nfor (const f of Object.values(exports)) f(1);\n');
    const main = (file) => `
      const stats = require(${JSON.stringify(CODE_CACHE)}).installCodeCache({ root: ${JSON.stringify(root)}, name: 'memory' });
      const big = require(${JSON.stringify(path.join(pkg, 'big.js'))});
      globalThis.gc();
      process.stdout.write(JSON.stringify({ hits: stats.hits, sum: big.f3999(1), arrayBuffers: process.memoryUsage().arrayBuffers, file: ${JSON.stringify(file)} }));
    `;
    const once = (file) => JSON.parse(execFileSync(process.execPath, ['--expose-gc', '-e', main(file)], { cwd: root, encoding: 'utf8' }));
    expect(once('first')).toMatchObject({ hits: 0, sum: 4000 });
    const [cache] = readdirSync(cacheDir).filter((name) => name.startsWith('memory-'));
    const size = statSync(path.join(cacheDir, cache)).size;
    expect(size).toBeGreaterThan(200_000);
    const second = once('second');
    expect(second).toMatchObject({ hits: 1, sum: 4000 });
    // Read whole, the file's buffer stayed alive to the end (arrayBuffers at least its size).
    expect(second.arrayBuffers).toBeLessThan(size / 4);
  });

  it('writes the data once no module has been compiled for a while, for a process that never exits on its own', async () => {
    const script = `
      require(${JSON.stringify(CODE_CACHE)}).installCodeCache({ root: ${JSON.stringify(root)}, name: 'test', idleMs: 100 });
      require(${JSON.stringify(pkg)});
      setInterval(() => {}, 60_000);
    `;
    const child = spawn(process.execPath, ['-e', script], { cwd: root, stdio: 'ignore' });
    try {
      // Polled, not timed: the file appears while the process runs, without its exit.
      for (let tries = 0; tries < 200 && !(existsSync(cacheDir) && readdirSync(cacheDir).some((name) => name.endsWith('.bin'))); tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill('SIGKILL');
    }
    expect(run(`return ${probe}.value;`).counts).toEqual({ hits: 2, misses: 0, rejected: 0, skipped: 0 });
  });

  it('leaves files outside node_modules to Node', () => {
    const local = path.join(root, 'local.js');
    writeFileSync(local, 'module.exports = 1;\n');
    expect(run(`return require(${JSON.stringify(local)});`)).toEqual({ output: 1, counts: { hits: 0, misses: 0, rejected: 0, skipped: 0 } });
  });

  it('keeps one file per kind of process and Node flags', () => {
    expect(codeCache.cacheFile(root, 'build-cli-build', [])).not.toBe(codeCache.cacheFile(root, 'build-worker', []));
    expect(codeCache.cacheFile(root, 'build-worker', [])).not.toBe(codeCache.cacheFile(root, 'build-worker', ['--heap-growing-percent=50']));
    // NODE_OPTIONS' V8 options too (V8 refuses data made without --max-old-space-size in a process with it), not its preloads.
    expect(codeCache.cacheFile(root, 'build-worker', [], '--max-old-space-size=4096')).not.toBe(codeCache.cacheFile(root, 'build-worker', [], ''));
    expect(codeCache.cacheFile(root, 'build-worker', [], '--require /tmp/profile.cjs')).toBe(codeCache.cacheFile(root, 'build-worker', [], ''));
    // A preload's path is not a flag: copies of the site (the tests', the benches') share the cache of node_modules.
    for (const preload of [['-r', '/copy-a/preload.cjs'], ['--require', '/copy-b/preload.cjs'], ['--require=/copy-c/preload.cjs']]) {
      expect(codeCache.cacheFile(root, 'build-worker', [...preload, '--heap-growing-percent=50'])).toBe(codeCache.cacheFile(root, 'build-worker', ['--heap-growing-percent=50']));
    }
  });
});

describe("codeCache's check of Node's module internals", () => {
  it('fails naming the file to fix when _compile or the resolver changed shape', () => {
    const changed = { prototype: { _compile: (content, filename) => [content, filename] }, wrap: () => '', _resolveFilename: () => '', _resolveLookupPaths: () => [] };
    expect(() => codeCache.installCodeCache({ root, name: 'x', node: changed })).toThrow(
      /^\[gatsby-internals\] Node's CommonJS compile step .*found _compile with 2 parameters\. Fix plugins\/gatsby-plugin-fast-build\/node\/code-cache\.cjs/,
    );
    expect(() => codeCache.installCodeCache({ root, name: 'x', node: { ...changed, prototype: { _compile: (a, b, c) => [a, b, c] }, _resolveLookupPaths: undefined } })).toThrow(/Module\._resolveLookupPaths/);
  });
});

describe('through the preload, in a process of Gatsby\'s (codeCache, plainAsmJs)', { timeout: 30_000 }, () => {
  const PRELOAD = nodeRequire.resolve('./preload.cjs');
  /** Requires the probe's asm.js module in a process started as run.mjs starts Gatsby's, and returns the cache's report. */
  function viaPreload(flags) {
    const result = spawnSync(process.execPath, ['--require', PRELOAD, '-e', `require(${JSON.stringify(path.join(pkg, 'asm.js'))});`], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, FAST_BUILD_FLAGS: flags, FAST_BUILD_CODE_CACHE_DEBUG: '1', gatsby_executing_command: 'build' },
    });
    expect(result.status).toBe(0);
    return result.stderr.match(/\[code-cache\] build-process \(\d+\): (\d+) from the cache, (\d+) compiled, (\d+) rejected, (\d+) refused before/).slice(1).map(Number);
  }

  it('caches an asm.js module once V8 runs it as plain JavaScript', () => {
    write('asm.js', 'function Module(stdlib) {\n  "use asm";\n  function one() {\n    return 1;\n  }\n  return { one: one };\n}\nmodule.exports = Module(globalThis).one();\n');
    // [from the cache, compiled, rejected, refused before]
    expect(viaPreload('codeCache,plainAsmJs')).toEqual([0, 1, 0, 0]);
    expect(viaPreload('codeCache,plainAsmJs')).toEqual([1, 0, 0, 0]);
    // Without plainAsmJs, V8 validates it as asm.js: its data is never used. The flags key the file, so this does not
    // mark the entry refused for the processes that run with the flag.
    viaPreload('codeCache');
    expect(viaPreload('codeCache')[0]).toBe(0);
    expect(viaPreload('codeCache,plainAsmJs')).toEqual([1, 0, 0, 0]);
  });
});
