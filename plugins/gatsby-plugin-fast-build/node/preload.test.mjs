// Gatsby's worker started late (lateWorker: deferWorkerPool in preload.cjs), with the real gatsby-worker pool.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import preload from './preload.cjs';

const nodeRequire = createRequire(import.meta.url);
const { WorkerPool } = nodeRequire('gatsby-worker');
const POOL = 'gatsby/dist/utils/worker/pool';
const BUILD_HTML = 'gatsby/dist/commands/build-html';

const dir = mkdtempSync(path.join(tmpdir(), 'worker-pool-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// A worker module like Gatsby's child: each process keeps what it was asked, in order.
const workerModule = path.join(dir, 'child.cjs');
writeFileSync(workerModule, 'const calls = [];\nexports.load = (what) => { calls.push(`load ${what}`); };\nexports.schema = () => { calls.push("schema"); };\nexports.calls = () => [process.pid, calls];\n');

/** Stand-ins for Gatsby's two modules, with the real pool: the exports the preload patches, and what build.js calls. */
function gatsbyModules(log) {
  const pool = { create: () => new WorkerPool(workerModule, { numWorkers: 2 }), runQueriesInWorkersQueue: async (p) => Promise.all(p.all.calls()) };
  const buildHtml = { buildRenderer: async () => log.push('renderer'), buildHTMLPagesAndDeleteStaleArtifacts: async (p) => Promise.all(p.all.calls()) };
  return { pool, buildHtml };
}

function patched(log, lines, options) {
  const { pool, buildHtml } = gatsbyModules(log);
  const patches = preload.deferWorkerPool({ info: (line) => lines.push(line), warn: (line) => lines.push(line) }, options);
  patches[POOL](pool, nodeRequire);
  patches[BUILD_HTML](buildHtml, nodeRequire);
  return { pool, buildHtml };
}

describe("Gatsby's worker started when the HTML renderer's compile begins (node/preload.cjs)", { timeout: 60_000 }, () => {
  it('makes the pool without processes, and starts them at buildRenderer, asked what bootstrap asked, in order', async () => {
    const log = [];
    const lines = [];
    const { pool, buildHtml } = patched(log, lines);
    const workers = pool.create();
    try {
      expect(workers.getWorkerInfo()).toEqual([]);
      // What bootstrap asks of every worker (loadConfigAndPlugins, then buildSchema), while none runs.
      expect(workers.all.load('config')).toEqual([]);
      expect(workers.all.schema()).toEqual([]);
      expect(workers.getWorkerInfo()).toEqual([]);
      await buildHtml.buildRenderer();
      expect(log).toEqual(['renderer']);
      expect(workers.getWorkerInfo().map((w) => w.workerId)).toEqual([1, 2]);
      expect(lines).toEqual(["[worker-pool] Gatsby's worker started at buildRenderer, not at bootstrap (gatsby-plugin-fast-build, lateWorker)"]);
      const seen = await pool.runQueriesInWorkersQueue(workers);
      expect(new Set(seen.map(([pid]) => pid)).size).toBe(2);
      for (const [, calls] of seen) expect(calls).toEqual(['load config', 'schema']);
      // Started once: later steps use the same processes.
      await buildHtml.buildRenderer();
      expect(lines).toHaveLength(1);
    } finally {
      await Promise.all(workers.end());
    }
  });

  it('starts them at whichever step that uses them comes first', async () => {
    for (const step of ['runQueriesInWorkersQueue', 'buildHTMLPagesAndDeleteStaleArtifacts']) {
      const lines = [];
      const { pool, buildHtml } = patched([], lines);
      const workers = pool.create();
      try {
        workers.all.load('config');
        const result = await (step === 'runQueriesInWorkersQueue' ? pool : buildHtml)[step](workers);
        expect(result.map(([, calls]) => calls)).toContainEqual(['load config']);
        expect(lines).toEqual([`[worker-pool] Gatsby's worker started at ${step}, not at bootstrap (gatsby-plugin-fast-build, lateWorker)`]);
      } finally {
        await Promise.all(workers.end());
      }
    }
  });

  it("fails with the file to fix when Gatsby's modules change shape", () => {
    const patches = preload.deferWorkerPool({ info: () => {} });
    expect(() => patches[POOL]({ runQueriesInWorkersQueue: () => {} }, nodeRequire)).toThrow(
      /^\[gatsby-internals\] Gatsby's worker pool .*: expected a writable function create in gatsby\/dist\/utils\/worker\/pool, found undefined\. Fix deferWorkerPool in plugins\/gatsby-plugin-fast-build\/node\/preload\.cjs/,
    );
    expect(() => preload.deferWorkerPool({ info: () => {} })[BUILD_HTML]({ buildRenderer: () => {} }, nodeRequire)).toThrow(/expected a writable function buildHTMLPagesAndDeleteStaleArtifacts in gatsby\/dist\/commands\/build-html/);
  });

  it("leaves the optimization out, Gatsby's order kept, when a module changed shape and strict mode is off", async () => {
    const lines = [];
    const { pool } = gatsbyModules([]);
    const buildHtml = { buildRenderer: async () => {} };
    const patches = preload.deferWorkerPool({ info: (line) => lines.push(line), warn: (line) => lines.push(line) }, { strict: false });
    // build-html.js loads first (build.js requires it at the top), then initialize creates the pool.
    patches[BUILD_HTML](buildHtml, nodeRequire);
    patches[POOL](pool, nodeRequire);
    expect(lines).toEqual([expect.stringMatching(/^\[fast-build\] skipped lateWorker: \[gatsby-internals\] .*buildHTMLPagesAndDeleteStaleArtifacts.*strict mode \(CI or --strict\) would fail here\.$/)]);
    const workers = pool.create();
    try {
      // Gatsby's own pool, started at once.
      expect(workers.getWorkerInfo().map((w) => w.workerId)).toEqual([1, 2]);
    } finally {
      await Promise.all(workers.end());
    }
  });

  it('starts a pool made without its processes at once when a later module turns out changed', async () => {
    const lines = [];
    const { pool } = gatsbyModules([]);
    const patches = preload.deferWorkerPool({ info: (line) => lines.push(line), warn: (line) => lines.push(line) }, { strict: false });
    patches[POOL](pool, nodeRequire);
    const workers = pool.create();
    try {
      workers.all.load('config');
      expect(workers.getWorkerInfo()).toEqual([]);
      patches[BUILD_HTML]({ buildRenderer: async () => {} }, nodeRequire);
      expect(workers.getWorkerInfo().map((w) => w.workerId)).toEqual([1, 2]);
      const seen = await Promise.all(workers.all.calls());
      for (const [, calls] of seen) expect(calls).toEqual(['load config']);
      expect(lines).toEqual([expect.stringMatching(/^\[fast-build\] skipped lateWorker: /)]);
    } finally {
      await Promise.all(workers.end());
    }
  });

  it("Gatsby's build uses the workers first in buildRenderer's stage, and calls every step through the modules' exports", () => {
    const build = readFileSync(nodeRequire.resolve('gatsby/dist/commands/build.js'), 'utf8');
    const bootstrap = readFileSync(nodeRequire.resolve('gatsby/dist/bootstrap/index.js'), 'utf8');
    const initialize = readFileSync(nodeRequire.resolve('gatsby/dist/services/initialize.js'), 'utf8');
    expect(initialize).toContain('WorkerPool.create()');
    // Bootstrap only asks all workers (recorded, and asked again at the start).
    expect(bootstrap.match(/workerPool\.[\w.]+/g)).toEqual(['workerPool.all.loadConfigAndPlugins', 'workerPool.all.buildSchema']);
    const renderer = build.indexOf('(0, _buildHtml.buildRenderer)(');
    expect(renderer).toBeGreaterThan(0);
    const uses = [...build.matchAll(/workerPool\b/g)].map((match) => match.index);
    // After bootstrap hands the pool over (`workerPool,` in its result), no use comes before the renderer's compile.
    expect(uses.filter((index) => index < renderer)).toHaveLength(1);
    for (const call of ['(0, _pool.runQueriesInWorkersQueue)(workerPool', '(0, _buildHtml.buildHTMLPagesAndDeleteStaleArtifacts)(']) expect(build).toContain(call);
  });
});

describe("the worker that ran the queries renders the HTML (keepWorker: keepWorkerForHtml in node/preload.cjs)", { timeout: 60_000 }, () => {
  const pids = async (workers) => (await Promise.all(workers.all.calls())).map(([pid]) => pid);

  it("keeps the pool's processes through build.js's restart, and they still take work", async () => {
    const lines = [];
    const { pool } = gatsbyModules([]);
    preload.keepWorkerForHtml({ info: (line) => lines.push(line), warn: (line) => lines.push(line) })[POOL](pool, nodeRequire);
    const workers = pool.create();
    try {
      workers.all.load('queries');
      const before = await pids(workers);
      await workers.restart();
      expect(await pids(workers)).toEqual(before);
      // What the processes were asked before the restart is still theirs: the same processes, not new ones.
      for (const [, calls] of await Promise.all(workers.all.calls())) expect(calls).toEqual(['load queries']);
      expect(lines).toEqual(["[worker-pool] the worker that ran the queries renders the HTML; Gatsby's restart of it skipped (gatsby-plugin-fast-build, keepWorker)"]);
    } finally {
      await Promise.all(workers.end());
    }
  });

  it("leaves Gatsby's restart alone without the patch (the control: a restart forks new processes)", async () => {
    const { pool } = gatsbyModules([]);
    const workers = pool.create();
    try {
      const before = await pids(workers);
      await workers.restart();
      const after = await pids(workers);
      expect(after).toHaveLength(2);
      for (const pid of after) expect(before).not.toContain(pid);
    } finally {
      await Promise.all(workers.end());
    }
  });

  it('works with lateWorker: a pool made without processes starts late and is not restarted', async () => {
    const lines = [];
    const { pool, buildHtml } = gatsbyModules([]);
    const sink = { info: (line) => lines.push(line), warn: (line) => lines.push(line) };
    const patches = preload.combinePatches(preload.deferWorkerPool(sink), preload.keepWorkerForHtml(sink));
    patches[POOL](pool, nodeRequire);
    patches[BUILD_HTML](buildHtml, nodeRequire);
    const workers = pool.create();
    try {
      workers.all.load('config');
      expect(workers.getWorkerInfo()).toEqual([]);
      await buildHtml.buildRenderer();
      const before = await pids(workers);
      await workers.restart();
      expect(await pids(workers)).toEqual(before);
      expect(lines).toEqual([
        "[worker-pool] Gatsby's worker started at buildRenderer, not at bootstrap (gatsby-plugin-fast-build, lateWorker)",
        expect.stringMatching(/^\[worker-pool\] the worker that ran the queries renders the HTML;/),
      ]);
    } finally {
      await Promise.all(workers.end());
    }
  });

  it('fails with the file to fix when the pool changed shape; warns and keeps Gatsby\'s restart when not strict', async () => {
    expect(() => preload.keepWorkerForHtml({ info: () => {} })[POOL]({}, nodeRequire)).toThrow(
      /^\[gatsby-internals\] Gatsby's restart of its worker pool .*: expected a writable function create in gatsby\/dist\/utils\/worker\/pool and a restart method on gatsby-worker's WorkerPool, found undefined and function\. Fix keepWorkerForHtml in plugins\/gatsby-plugin-fast-build\/node\/preload\.cjs/,
    );
    const lines = [];
    const frozen = Object.freeze({ create: () => new WorkerPool(workerModule, { numWorkers: 1 }) });
    preload.keepWorkerForHtml({ info: (line) => lines.push(line), warn: (line) => lines.push(line) }, { strict: false })[POOL](frozen, nodeRequire);
    expect(lines).toEqual([expect.stringMatching(/^\[fast-build\] skipped keepWorker: \[gatsby-internals\] .*found function and function\. .*strict mode \(CI or --strict\) would fail here\.$/)]);
    const workers = frozen.create();
    try {
      const before = await pids(workers);
      await workers.restart();
      expect(await pids(workers)).not.toEqual(before);
    } finally {
      await Promise.all(workers.end());
    }
  });

  it("Gatsby restarts the pool once, between the queries and the HTML, and its HTML renderer reads no worker state", () => {
    const build = readFileSync(nodeRequire.resolve('gatsby/dist/commands/build.js'), 'utf8');
    const restarts = [...build.matchAll(/\.restart\(\)/g)];
    expect(restarts.map((match) => build.slice(match.index - 'workerPool'.length, match.index))).toEqual(['workerPool']);
    const queries = build.indexOf('(0, _pool.runQueriesInWorkersQueue)(workerPool');
    const html = build.indexOf('(0, _buildHtml.buildHTMLPagesAndDeleteStaleArtifacts)(');
    expect(queries).toBeGreaterThan(0);
    expect(restarts[0].index).toBeGreaterThan(queries);
    expect(html).toBeGreaterThan(restarts[0].index);
    // The worker saves its query state to disk before the restart would come (the main process merges it from there)…
    const pool = readFileSync(nodeRequire.resolve('gatsby/dist/utils/worker/pool.js'), 'utf8');
    expect(pool).toContain('await Promise.all(pool.all.saveQueriesDependencies())');
    expect(pool).toContain('loadPartialStateFromDisk');
    // …and the HTML is rendered from the renderer and page-data files, not from the worker's store.
    const renderHtml = readFileSync(nodeRequire.resolve('gatsby/dist/utils/worker/child/render-html.js'), 'utf8');
    expect(renderHtml).not.toMatch(/redux|getState\(/);
  });

  it('combinePatches runs the patches of one module in the order given', () => {
    const order = [];
    const combined = preload.combinePatches({ a: () => order.push('first a') }, { a: () => order.push('second a'), b: () => order.push('b') }, null);
    combined.a({}, nodeRequire);
    combined.b({}, nodeRequire);
    expect(order).toEqual(['first a', 'second a', 'b']);
  });
});

describe("Gatsby's workers exit when the build ends them (workerExitOnEnd: exitOnEnd in node/preload.cjs)", { timeout: 60_000 }, () => {
  // A worker whose event loop stays alive, as Gatsby's does after END.
  const stubborn = path.join(dir, 'stubborn.cjs');
  writeFileSync(stubborn, 'setInterval(() => {}, 60_000);\nexports.ping = () => process.pid;\n');
  const preloadFile = nodeRequire.resolve('./preload.cjs');
  /** The real pool, its worker started with the preload as Gatsby's are in a build (the flag from the environment). */
  async function endedWith(flags) {
    const pool = new WorkerPool(stubborn, {
      numWorkers: 1,
      env: { NODE_OPTIONS: `--require ${preloadFile}`, GATSBY_WORKER_POOL_WORKER: 'true', gatsby_executing_command: 'build', FAST_BUILD_FLAGS: flags },
    });
    await pool.single.ping();
    const [code] = await Promise.all(pool.end());
    return code;
  }

  it('the worker exits on END with status 0; without the flag the pool kills it after its 1 s grace', async () => {
    expect(await endedWith('keepWorker,workerExitOnEnd')).toBe(0);
    // Killed (SIGKILL: no exit status) by gatsby-worker's 1 s timeout: the wait this flag removes.
    expect(await endedWith('keepWorker')).toBeNull();
  });

  it('acts only after the message handlers of END, and only on END', async () => {
    const { EventEmitter } = await import('node:events');
    const target = new EventEmitter();
    const seen = [];
    preload.exitOnEnd(nodeRequire, { target, exit: () => seen.push('exit') });
    target.on('message', () => seen.push('handled'));
    target.emit('message', [1, 1, 'ping', []]);
    target.emit('message', [4, 2, 'custom']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual(['handled', 'handled']);
    target.emit('message', [0, 3]);
    expect(seen).toEqual(['handled', 'handled', 'handled']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual(['handled', 'handled', 'handled', 'exit']);
  });

  it("fails with the file to fix when gatsby-worker's END changed; warns and leaves the worker alone when not strict", async () => {
    const changed = (request) => (request === 'gatsby-worker/dist/types' ? { END: 5, EXECUTE: 1 } : nodeRequire(request));
    expect(() => preload.exitOnEnd(changed, { target: { on: () => {} } })).toThrow(
      /^\[gatsby-internals\] gatsby-worker's END message .*: expected END = 0 in gatsby-worker\/dist\/types, found 5\. Fix exitOnEnd in plugins\/gatsby-plugin-fast-build\/node\/preload\.cjs/,
    );
    const lines = [];
    const listened = [];
    preload.exitOnEnd(changed, { strict: false, warn: (line) => lines.push(line), target: { on: (...args) => listened.push(args) } });
    expect(listened).toEqual([]);
    expect(lines).toEqual([expect.stringMatching(/^\[fast-build\] skipped workerExitOnEnd: /)]);
  });

  it("gatsby-worker's child only stops listening on END, and its pool kills a worker still alive after 1 s", () => {
    const child = readFileSync(nodeRequire.resolve('gatsby-worker/dist/child.js'), 'utf8');
    const onEnd = child.slice(child.indexOf('msg[0] === _types.END'), child.indexOf('msg[0] === _types.CUSTOM_MESSAGE'));
    expect(onEnd).toContain('process.off(`message`, messageHandler)');
    expect(onEnd).not.toContain('exit');
    const pool = readFileSync(nodeRequire.resolve('gatsby-worker/dist/index.js'), 'utf8');
    expect(pool).toMatch(/workerInfo\.kill\(`SIGKILL`\);\s*\}, 1000\)/);
  });
});
