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

describe("a warm build's queries and HTML in Gatsby's process, its worker not started (warmInProcess: workInProcess in node/preload.cjs)", { timeout: 60_000 }, () => {
  // A worker module with Gatsby's function names: each records, in its process, what it ran.
  const childModule = path.join(dir, 'gatsby-child.cjs');
  writeFileSync(
    childModule,
    'const calls = [];\nexports.loadConfigAndPlugins = () => { calls.push("config"); };\nexports.buildSchema = () => { calls.push("schema"); };\n' +
      'exports.renderHTMLProd = ({ paths }) => ({ pid: process.pid, paths, calls });\nexports.renderSlices = () => process.pid;\nexports.calls = () => [process.pid, calls];\n',
  );
  const queryIds = (count) => ({ staticQueryIds: ['sq-1'], pageQueryIds: Array.from({ length: count - 1 }, (_, i) => `/page-${i}/`) });

  /** Gatsby's pool module (real gatsby-worker) and the modules workInProcess takes from Gatsby, as stand-ins that log. */
  function setup({ strict = true, queryLimit, services } = {}) {
    const log = [];
    const lines = [];
    let active = 0;
    const pool = {
      create: () => new WorkerPool(childModule, { numWorkers: 1 }),
      runQueriesInWorkersQueue: async (p, ids) => {
        log.push(`workers ran ${ids.pageQueryIds.length + ids.staticQueryIds.length}`);
        return Promise.all(p.all.calls());
      },
    };
    const store = { getState: () => ({ program: { graphqlTracing: false } }) };
    const gatsby = {
      'gatsby-worker': { WorkerPool },
      'gatsby/dist/utils/worker/child/render-html': {
        renderHTMLProd: async ({ paths }) => {
          active += 1;
          log.push(`render ${paths.join(',')} here (${active} at once)`);
          await new Promise((resolve) => setTimeout(resolve, 20));
          active -= 1;
          return { pid: process.pid, paths };
        },
      },
      'gatsby/dist/services': services ?? {
        runStaticQueries: async ({ queryIds: ids, store: given, graphqlRunner }) => log.push(`static ${ids.staticQueryIds.length} here, ${given === store} store, runner ${graphqlRunner.options.collectStats}`),
        runPageQueries: async ({ queryIds: ids, graphqlRunner }) => log.push(`page ${ids.pageQueryIds.length} here, runner ${graphqlRunner.options.collectStats}`),
      },
      'gatsby/dist/query/graphql-runner': { GraphQLRunner: class { constructor(given, options) { this.options = options; } } },
      'gatsby/dist/redux': { store },
    };
    const sink = { info: (line) => lines.push(line), warn: (line) => lines.push(line) };
    const gatsbyReporter = {
      createProgress: (name, total) => ({ start: () => log.push(`${name}: ${total}`), tick: (n) => log.push(`ticked ${n}`), end: () => log.push('ended') }),
    };
    const patches = preload.combinePatches(preload.workInProcess(sink, { strict, gatsbyReporter, ...(queryLimit && { queryLimit }) }), preload.keepWorkerForHtml(sink));
    patches[POOL](pool, (id) => gatsby[id] ?? nodeRequire(id));
    return { pool, log, lines };
  }

  it('runs a few queries and renders the HTML in this process, one render at a time, and never forks the worker', async () => {
    const { pool, log, lines } = setup();
    const workers = pool.create();
    try {
      // What bootstrap asks of every worker, recorded while none runs.
      expect(workers.all.loadConfigAndPlugins('site')).toEqual([]);
      expect(workers.all.buildSchema()).toEqual([]);
      await pool.runQueriesInWorkersQueue(workers, queryIds(3), {});
      await workers.restart();
      const rendered = await Promise.all([workers.single.renderHTMLProd({ paths: ['/a/'] }), workers.single.renderHTMLProd({ paths: ['/b/'] })]);
      expect(rendered.map((result) => result.pid)).toEqual([process.pid, process.pid]);
      expect(log).toEqual([
        "run queries in Gatsby's process: 3",
        'static 1 here, true store, runner true',
        'page 2 here, runner true',
        'ticked 3',
        'ended',
        'render /a/ here (1 at once)',
        'render /b/ here (1 at once)',
      ]);
      expect(workers.getWorkerInfo()).toEqual([]);
      expect(lines).toEqual(["[worker-pool] 3 queries run and the HTML renders in Gatsby's process; its worker not started (gatsby-plugin-fast-build, warmInProcess)"]);
    } finally {
      await Promise.all(workers.end());
    }
  });

  it('starts the worker for more queries than the limit, asked what bootstrap asked, and the HTML goes to it', async () => {
    const { pool, log, lines } = setup({ queryLimit: 4 });
    const workers = pool.create();
    try {
      workers.all.loadConfigAndPlugins('site');
      workers.all.buildSchema();
      const [[pid, calls]] = await pool.runQueriesInWorkersQueue(workers, queryIds(5), {});
      expect(pid).not.toBe(process.pid);
      expect(calls).toEqual(['config', 'schema']);
      const rendered = await workers.single.renderHTMLProd({ paths: ['/a/'] });
      expect(rendered.pid).toBe(pid);
      expect(log).toEqual(['workers ran 5']);
      expect(lines[0]).toBe("[worker-pool] Gatsby's worker started for 5 queries (gatsby-plugin-fast-build, warmInProcess)");
      // keepWorker still keeps the started worker through build.js's restart.
      await workers.restart();
      expect((await workers.single.renderHTMLProd({ paths: ['/b/'] })).pid).toBe(pid);
    } finally {
      await Promise.all(workers.end());
    }
  });

  it('starts the worker first for any other task, with what bootstrap asked', async () => {
    const { pool } = setup();
    const workers = pool.create();
    try {
      workers.all.loadConfigAndPlugins('site');
      const pid = await workers.single.renderSlices();
      expect(pid).not.toBe(process.pid);
      const [[, calls]] = await Promise.all(workers.all.calls());
      expect(calls).toEqual(['config']);
    } finally {
      await Promise.all(workers.end());
    }
  });

  it('a failed render rejects its own call only; the next one still renders', async () => {
    const { pool } = setup();
    const workers = pool.create();
    try {
      const first = workers.single.renderHTMLProd({ paths: null });
      await expect(first).rejects.toThrow();
      expect((await workers.single.renderHTMLProd({ paths: ['/c/'] })).paths).toEqual(['/c/']);
    } finally {
      await Promise.all(workers.end());
    }
  });

  it("fails with the file to fix when the pool changed shape; not strict, it warns and Gatsby's pool starts as before", async () => {
    expect(() => preload.workInProcess({ info: () => {} })[POOL]({ create: () => {} }, nodeRequire)).toThrow(
      /^\[gatsby-internals\] Gatsby's worker pool in a warm build .*: expected a writable function runQueriesInWorkersQueue in gatsby\/dist\/utils\/worker\/pool, found undefined\. Fix workInProcess in plugins\/gatsby-plugin-fast-build\/node\/preload\.cjs/,
    );
    const lines = [];
    const pool = { create: () => new WorkerPool(childModule, { numWorkers: 1 }), runQueriesInWorkersQueue: async () => {} };
    const broken = (id) => (id === 'gatsby/dist/utils/worker/child/render-html' ? {} : nodeRequire(id));
    preload.workInProcess({ info: (line) => lines.push(line), warn: (line) => lines.push(line) }, { strict: false })[POOL](pool, broken);
    expect(lines).toEqual([expect.stringMatching(/^\[fast-build\] skipped warmInProcess: \[gatsby-internals\] .*found renderHTMLProd undefined\. .*strict mode \(CI or --strict\) would fail here\.$/)]);
    const workers = pool.create();
    try {
      expect(workers.getWorkerInfo()).toHaveLength(1);
    } finally {
      await Promise.all(workers.end());
    }
  });

  it('when the query services changed shape, the worker runs the queries (warned), or strict mode fails', async () => {
    const { pool, log, lines } = setup({ strict: false, services: { runStaticQueries: async () => {} } });
    const workers = pool.create();
    try {
      workers.all.loadConfigAndPlugins('site');
      await pool.runQueriesInWorkersQueue(workers, queryIds(2), {});
      expect(log).toEqual(['workers ran 2']);
      expect(lines[0]).toMatch(/^\[fast-build\] skipped warmInProcess: .*found runPageQueries undefined/);
      expect(workers.getWorkerInfo()).toHaveLength(1);
    } finally {
      await Promise.all(workers.end());
    }
    const strict = setup({ services: {} });
    const unstarted = strict.pool.create();
    await expect(strict.pool.runQueriesInWorkersQueue(unstarted, queryIds(2), {})).rejects.toThrow(/expected functions runStaticQueries, runPageQueries, GraphQLRunner, store\.getState, found runStaticQueries undefined, runPageQueries undefined\. Fix workInProcess/);
    await Promise.all(unstarted.end());
  });

  it("Gatsby's own one-core path runs the queries with the same services and arguments, and the worker's renderHTMLProd needs no worker state", () => {
    const build = readFileSync(nodeRequire.resolve('gatsby/dist/commands/build.js'), 'utf8');
    const oneCore = build.slice(build.indexOf('cpuCoreCount)() === 1'), build.indexOf('(0, _pool.runQueriesInWorkersQueue)(workerPool'));
    expect(oneCore).toMatch(/\(0, _services\.runStaticQueries\)\(\{\s*queryIds,\s*parentSpan: buildSpan,\s*store: _redux\.store,\s*graphqlRunner\s*\}\)/);
    expect(oneCore).toMatch(/\(0, _services\.runPageQueries\)\(\{\s*queryIds,\s*graphqlRunner,\s*parentSpan: buildSpan,\s*store: _redux\.store\s*\}\)/);
    expect(build).toMatch(/new _graphqlRunner\.GraphQLRunner\(_redux\.store, \{\s*collectStats: true,\s*graphqlTracing: program\.graphqlTracing\s*\}\)/);
    // The HTML step reads the renderer off the pool at each call (so the in-process one is taken)…
    const buildHtml = readFileSync(nodeRequire.resolve('gatsby/dist/commands/build-html.js'), 'utf8');
    expect(buildHtml).toContain('workerPool.single.renderHTMLProd');
    // …and the worker's function reads files and its arguments, not the store (which is the main process's here).
    const renderHtml = readFileSync(nodeRequire.resolve('gatsby/dist/utils/worker/child/render-html.js'), 'utf8');
    expect(renderHtml).not.toMatch(/redux|getState\(/);
    // The pool module requires the worker's module to list its functions: render-html is loaded in this process anyway.
    const child = readFileSync(nodeRequire.resolve('gatsby/dist/utils/worker/child/index.js'), 'utf8');
    expect(child).toMatch(/require\("\.\/render-html"\)/);
  });
});
