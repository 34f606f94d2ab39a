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
