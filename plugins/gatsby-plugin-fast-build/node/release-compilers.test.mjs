// releaseCompilers (node/preload.cjs) on real webpack runs, through the patch as the preload applies it to Gatsby's
// bundle.js: a closed compiler is no longer held, the browser stage closes (its cache stored) once it has run, then one
// full collection runs; results and errors are Gatsby's.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RELEASE_COMPILERS, RELEASE_VIRTUAL_MODULES } from '../internals';
import preload from './preload.cjs';

const nodeRequire = createRequire(import.meta.url);
const webpack = nodeRequire('webpack');
const gatsbyRequire = createRequire(nodeRequire.resolve('gatsby/package.json'));

const dir = mkdtempSync(path.join(tmpdir(), 'release-compilers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(path.join(dir, 'src'));
writeFileSync(path.join(dir, 'src', 'index.js'), 'export const answer = 42;\nconsole.log(answer);\n');
writeFileSync(path.join(dir, 'src', 'broken.js'), 'export const = ;\n');

let runs = 0;
/** A production config named like Gatsby's stages, whose compiler the test can watch (weakly) and hear closing. */
function config(name, entry = './src/index.js') {
  runs += 1;
  const seen = { compiler: null, closed: false };
  const config = {
    name,
    mode: 'production',
    context: dir,
    entry,
    output: { path: path.join(dir, `out-${runs}`) },
    optimization: { minimize: false },
    cache: { type: 'filesystem', cacheDirectory: path.join(dir, `cache-${runs}`) },
    infrastructureLogging: { level: 'none' },
    plugins: [
      {
        apply(compiler) {
          seen.compiler = new WeakRef(compiler);
          compiler.hooks.shutdown.tap('test', () => {
            seen.closed = true;
          });
        },
      },
    ],
  };
  return { config, seen };
}

const collect = () => preload.fullCollection();
/** A turn of the event loop: a closed compiler's stats let go of its compilation then (after build.js read them). */
const turn = () => new Promise((resolve) => setImmediate(resolve));
/**
 * Whether the compiler `seen` watches is collected within `ms`, collecting every few milliseconds: webpack's last
 * writes of its cache may hold it for a moment after close() resolved (what the delay before releaseCompilers'
 * collection is for).
 */
async function collectedWithin(seen, ms) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 5))) {
    collect()();
    if (seen.compiler.deref() === undefined) return true;
  }
  return false;
}
/** Waits (a few event-loop turns, at most 10 s) for `condition`. */
async function eventually(condition) {
  for (let turn = 0; turn < 1000 && !condition(); turn += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  return condition();
}

/** bundle.js as Gatsby ships it, patched the way the preload patches it when Gatsby loads it. */
function patchedBundle(lines = []) {
  const exports = { ...gatsbyRequire('gatsby/dist/utils/webpack/bundle') };
  preload.releaseCompilers({ info: (line) => lines.push(line), warn: (line) => lines.push(line) })[preload.BUNDLE_MODULE](exports, gatsbyRequire);
  return exports;
}

describe("releaseCompilers: Gatsby's webpack compilers released once closed (node/preload.cjs)", { timeout: 60_000 }, () => {
  it('names the internal as the registry does, and finds Gatsby\'s bundle.js and build.js as it expects them', () => {
    expect(preload.RELEASE_COMPILERS_INTERNAL).toBe(RELEASE_COMPILERS);
    const bundle = readFileSync(gatsbyRequire.resolve('gatsby/dist/utils/webpack/bundle'), 'utf8');
    expect(bundle).toMatch(/return resolve\(\{\s*stats,\s*close: \(\) => new Promise\(\(resolve, reject\) => compiler\.close\(/);
    // build.js keeps the browser stage's close function and calls it at "Caching Webpack compilations".
    const build = readFileSync(gatsbyRequire.resolve('gatsby/dist/commands/build'), 'utf8');
    expect(build).toMatch(/closeJavascriptBundleCompilation = close;/);
    expect(build).toMatch(/Caching Webpack compilations[\s\S]*closeJavascriptBundleCompilation/);
    // It reads each stage's stats before that stage's close (releaseStats lets them go of the compilation after it).
    expect(build).toMatch(/closeJavascriptBundleCompilation = close;\s*if \(stats\.hasWarnings\(\)\)[\s\S]*?webpackCompilationHash = stats\.hash;/);
    expect(build).toMatch(/closeHTMLBundleCompilation = close;[\s\S]*?webpackSSRCompilationHash = stats\.hash;\s*\}\s*await close\(\);/);
    expect(build.match(/\bstats\b/g)).toHaveLength(7);
    // The stage names the patch goes by.
    const webpackConfig = readFileSync(gatsbyRequire.resolve('gatsby/dist/utils/webpack.config'), 'utf8');
    expect(webpackConfig).toMatch(/name: stage,/);
  });

  it('Gatsby\'s own build holds a closed compiler for as long as its close function lives (what the change is for)', async () => {
    const exports = gatsbyRequire('gatsby/dist/utils/webpack/bundle');
    const { config: browser, seen } = config('build-html');
    const { close } = await exports.build(browser);
    await close();
    expect(await collectedWithin(seen, 1000)).toBe(false);
    // The close function is still alive here, as build.js keeps it.
    await close();
  });

  it('releases a compiler once closed, though its close function lives on; close again gives the same promise', async () => {
    const bundle = patchedBundle();
    const { config: renderer, seen } = config('build-html');
    let result = await bundle.build(renderer);
    expect(result.stats.hasErrors()).toBe(false);
    // build.js drops the stats (they hold the compilation) and keeps the close function.
    const { close } = result;
    result = null;
    expect(seen.closed).toBe(false);
    const first = close();
    expect(close()).toBe(first);
    await first;
    expect(seen.closed).toBe(true);
    expect(await collectedWithin(seen, 10_000)).toBe(true);
    expect(readFileSync(path.join(renderer.output.path, 'main.js'), 'utf8')).toContain('42');
    await close();
  });

  it('closes the browser stage as soon as it has run, then collects once; close() later gives that close', async () => {
    const lines = [];
    const bundle = patchedBundle(lines);
    const { config: browser, seen } = config('build-javascript');
    const { close } = await bundle.build(browser);
    expect(await eventually(() => lines.length > 0)).toBe(true);
    expect(seen.closed).toBe(true);
    expect(lines).toEqual([expect.stringContaining('released once built')]);
    await close();
    expect(await collectedWithin(seen, 10_000)).toBe(true);
    await close();
  });

  it("lets the stats go of their compilation once the compiler closed: read before, as build.js reads them; a later read fails, naming the fix", async () => {
    const bundle = patchedBundle();
    const { config: renderer } = config('build-html');
    const { stats, close } = await bundle.build(renderer);
    const hash = stats.hash;
    expect(hash).toMatch(/^[0-9a-f]+$/);
    expect(stats.hasWarnings()).toBe(false);
    await close();
    await turn();
    expect(() => stats.hash).toThrow(/stats of a closed compiler were read after its close.*--off=releaseCompilers/);
  });

  it("rejects a failed compile with webpack's errors, its compiler closed, as Gatsby's build does", async () => {
    const bundle = patchedBundle();
    const { config: broken, seen } = config('build-javascript', './src/broken.js');
    const errors = await bundle.build(broken).then(
      () => null,
      (error) => error,
    );
    expect(Array.isArray(errors)).toBe(true);
    expect(String(errors[0]?.message)).toMatch(/broken\.js|Unexpected token/);
    expect(seen.closed).toBe(true);
  });

  it('leaves Gatsby\'s build in place with a warning when bundle.js has no writable build, or fails in strict mode', () => {
    const lines = [];
    const exports = Object.freeze({ build: () => {} });
    preload.releaseCompilers({ info: (line) => lines.push(line), warn: (line) => lines.push(line) }, { strict: false })[preload.BUNDLE_MODULE](exports, gatsbyRequire);
    expect(lines).toEqual([expect.stringMatching(/skipped releaseCompilers: \[gatsby-internals\] Gatsby's production webpack runs .*expected a writable function build/)]);
    expect(() => preload.releaseCompilers({ info: () => {}, warn: () => {} })[preload.BUNDLE_MODULE]({}, gatsbyRequire)).toThrow(/--off=releaseCompilers/);
  });
});

describe("releaseCompilers: Gatsby's list of virtual-modules plugins no longer holds a closed compiler", { timeout: 60_000 }, () => {
  // Gatsby's module as it ships: one list per process, so these tests run in order, Gatsby's behaviour first.
  const virtualModules = gatsbyRequire('gatsby/dist/utils/gatsby-webpack-virtual-modules');
  /** A config of `name` with Gatsby's virtual-modules plugin, as every Gatsby stage has it. */
  function withVirtualModules(name) {
    const made = config(name);
    made.config.plugins.push(new virtualModules.GatsbyWebpackVirtualModules());
    return made;
  }
  const patchedVirtualModules = (lines = [], options = {}) =>
    preload.releaseCompilers({ info: (line) => lines.push(line), warn: (line) => lines.push(line) }, options)[preload.VIRTUAL_MODULES_MODULE](virtualModules, createRequire(gatsbyRequire.resolve(preload.VIRTUAL_MODULES_MODULE)));

  it("names the internal as the registry does; Gatsby's module keeps each plugin's bound writeModule in a module-level list", () => {
    expect(preload.VIRTUAL_MODULES_INTERNAL).toBe(RELEASE_VIRTUAL_MODULES);
    const source = readFileSync(gatsbyRequire.resolve(preload.VIRTUAL_MODULES_MODULE), 'utf8');
    expect(source).toMatch(/const instances = \[\];/);
    expect(source).toMatch(/instances\.push\(\{\s*writeModule: virtualModules\.writeModule\.bind\(virtualModules\)/);
  });

  it('without the patch, a closed compiler stays alive through that list (what the change is for)', async () => {
    const bundle = patchedBundle();
    const { config: renderer, seen } = withVirtualModules('build-html');
    const { close } = await bundle.build(renderer);
    await close();
    expect(seen.closed).toBe(true);
    expect(await collectedWithin(seen, 1000)).toBe(false);
  });

  it("with it, a closed compiler is collected; a module written after is written to the open compilers only", async () => {
    const lines = [];
    patchedVirtualModules(lines);
    patchedVirtualModules(lines); // the preload and a test may both patch: once is enough
    const bundle = patchedBundle();
    const { config: closedConfig, seen: closed } = withVirtualModules('build-html');
    const { config: openConfig, seen: open } = withVirtualModules('build-html');
    const first = await bundle.build(closedConfig);
    const second = await bundle.build(openConfig);
    await first.close();
    await turn();
    // Gatsby writes to every plugin in its list, the closed one included: no throw, and the open compiler gets it.
    expect(() => virtualModules.writeModule('fast-build-test.js', 'export default 1;')).not.toThrow();
    const file = virtualModules.getAbsolutePathForVirtualModule('fast-build-test.js');
    expect(String(open.compiler.deref().inputFileSystem.readFileSync(file))).toBe('export default 1;');
    expect(await collectedWithin(closed, 10_000)).toBe(true);
    expect(open.compiler.deref()).toBeDefined();
    await second.close();
    expect(await collectedWithin(open, 10_000)).toBe(true);
    expect(lines).toEqual([]);
    rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it('leaves the plugin as it is with a warning when its class has another shape, or fails in strict mode', () => {
    const other = { prototype: { apply() {}, writeModule() {} } };
    const lines = [];
    preload.releaseCompilers({ info: (line) => lines.push(line), warn: (line) => lines.push(line) }, { strict: false })[preload.VIRTUAL_MODULES_MODULE]({}, () => other);
    expect(lines).toEqual([expect.stringMatching(/skipped releaseCompilers: \[gatsby-internals\] webpack-virtual-modules' plugin as Gatsby keeps it.*expected a class with apply/)]);
    expect(() => preload.releaseCompilers({ info: () => {}, warn: () => {} })[preload.VIRTUAL_MODULES_MODULE]({}, () => other)).toThrow(/--off=releaseCompilers/);
    expect(other.prototype.apply.name).toBe('apply');
  });
});

describe('fullCollection', () => {
  it("leaves V8's flags as they were: code cache data made after it is taken by a process that never called it", () => {
    const script = path.join(dir, 'code-cache-probe.cjs');
    const data = path.join(dir, 'code-cache-probe.bin');
    writeFileSync(
      script,
      `const vm = require('node:vm'), fs = require('node:fs');
const source = 'function sum(a, b) { return a + b; } sum(1, 2);';
if (process.argv[2] === 'write') {
  require(${JSON.stringify(nodeRequire.resolve('./preload.cjs'))}).fullCollection()();
  const compiled = new vm.Script(source, { filename: 'probe.js' });
  compiled.runInThisContext();
  fs.writeFileSync(${JSON.stringify(data)}, compiled.createCachedData());
} else {
  process.stdout.write(String(new vm.Script(source, { filename: 'probe.js', cachedData: fs.readFileSync(${JSON.stringify(data)}) }).cachedDataRejected));
}`,
    );
    // The preload only acts in Gatsby's processes: required here, it patches nothing.
    execFileSync(process.execPath, [script, 'write'], { env: { ...process.env, FAST_BUILD_FLAGS: '' } });
    expect(execFileSync(process.execPath, [script, 'read'], { encoding: 'utf8' })).toBe('false');
  });
});
