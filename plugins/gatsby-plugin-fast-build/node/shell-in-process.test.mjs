// developShellInProcess (shellInProcess in preload.cjs): gatsby develop's HTML shell rendered in develop's process, with
// Gatsby's real worker pool and its real render-html module, in a process of its own whose working folder is a
// scratch site (the render writes .cache/develop-html there, as the worker did).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import preload from './preload.cjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '../../..');
const nodeRequire = createRequire(path.join(ROOT, 'package.json'));
const POOL = 'gatsby/dist/utils/worker/pool';
const site = mkdtempSync(path.join(tmpdir(), 'develop-shell-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));

/** Runs `body` (an async function's text, given pool, lines, site and write) with Gatsby's pool module loaded, patched or not. */
function inProcess(body, { patch = true, strict = true } = {}) {
  const script = path.join(site, `run-${Math.random().toString(36).slice(2)}.cjs`);
  writeFileSync(
    script,
    `const path = require('node:path');
const fs = require('node:fs');
const { createRequire } = require('node:module');
const preload = require(${JSON.stringify(path.join(here, 'preload.cjs'))});
const gatsbyRequire = createRequire(${JSON.stringify(path.join(ROOT, 'package.json'))});
const poolFile = gatsbyRequire.resolve(${JSON.stringify(POOL)});
const pool = gatsbyRequire(poolFile);
const lines = [];
if (${patch}) preload.shellInProcess({ info: (line) => lines.push(line), warn: (line) => lines.push('warn ' + line) }, { strict: ${strict} })[${JSON.stringify(POOL)}](pool, createRequire(poolFile));
const site = process.cwd();
const write = (file, text) => { fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true }); fs.writeFileSync(path.join(site, file), text); };
(async () => { ${body} })().then((result) => { process.stdout.write('\\n@@' + JSON.stringify({ result, lines })); process.exit(0); }, (error) => { process.stdout.write('\\n@@' + JSON.stringify({ error: String(error && error.stack || error), lines })); process.exit(0); });
`,
  );
  const out = execFileSync(process.execPath, [script], { cwd: site, encoding: 'utf8', env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', NODE_ENV: 'development' }, timeout: 90_000 });
  return JSON.parse(out.slice(out.lastIndexOf('\n@@') + 3));
}

/** A develop-html renderer like the one Gatsby compiles: a default export rendering one path. */
const renderer = (version) => `exports.default = async ({ pagePath }) => '<!DOCTYPE html><html><body>shell ${version} for ' + pagePath + ' in ' + process.pid + '</body></html>';\n`;

describe("gatsby develop's HTML shell rendered in develop's process (developShellInProcess: shellInProcess in node/preload.cjs)", { timeout: 120_000 }, () => {
  it("makes Gatsby's pool without its process, renders the shell here, and takes a new renderer bundle on the next render", () => {
    const { result, lines, error } = inProcess(`
      const workers = pool.create();
      const before = workers.getWorkerInfo().length;
      const rendererPath = path.join(site, '.cache/develop-html/render-page.js');
      write('.cache/develop-html/render-page.js', ${JSON.stringify(renderer('one'))});
      // As Gatsby's renderHTMLQueue calls it for the develop-html stage.
      await workers.single.renderHTMLDev({ envVars: [['NODE_ENV', 'development']], htmlComponentRendererPath: rendererPath, paths: ['/'], sessionId: 1 });
      const first = fs.readFileSync(path.join(site, '.cache/develop-html/index.html'), 'utf8');
      // html.js changed: Gatsby compiles the renderer again and renders in a new session.
      write('.cache/develop-html/render-page.js', ${JSON.stringify(renderer('two'))});
      await workers.single.renderHTMLDev({ envVars: [['NODE_ENV', 'development']], htmlComponentRendererPath: rendererPath, paths: ['/'], sessionId: 2 });
      const second = fs.readFileSync(path.join(site, '.cache/develop-html/index.html'), 'utf8');
      return { before, after: workers.getWorkerInfo().length, first, second, pid: process.pid };
    `);
    expect(error).toBeUndefined();
    expect(result.before).toBe(0);
    expect(result.after).toBe(0);
    expect(result.first).toBe(`<!DOCTYPE html><html><body>shell one for / in ${result.pid}</body></html>`);
    expect(result.second).toBe(`<!DOCTYPE html><html><body>shell two for / in ${result.pid}</body></html>`);
    expect(lines).toEqual([]);
  });

  it('starts the worker, once, for anything else asked of the pool', () => {
    const { result, lines, error } = inProcess(`
      const workers = pool.create();
      const names = Object.keys(workers.single).filter((name) => name !== 'renderHTMLDev');
      const before = workers.getWorkerInfo().length;
      // Not awaited: the worker loads Gatsby for seconds; what matters is that it was started.
      workers.single[names[0]]().catch(() => {});
      workers.all[names[1]]();
      const after = workers.getWorkerInfo().length;
      await Promise.all(workers.end());
      return { names: names.slice(0, 2), before, after };
    `);
    expect(error).toBeUndefined();
    expect(result.before).toBe(0);
    expect(result.after).toBe(1);
    expect(lines).toEqual([`[fast-build] Gatsby's worker started for ${result.names[0]} (developShellInProcess)`]);
  });

  it("without the patch (the control), Gatsby's pool forks its worker as soon as it is made", () => {
    const { result, error } = inProcess(
      `
      const workers = pool.create();
      const count = workers.getWorkerInfo().length;
      await Promise.all(workers.end());
      return count;
    `,
      { patch: false },
    );
    expect(error).toBeUndefined();
    expect(result).toBe(1);
  });

  it("fails with the file to fix when the pool module changed shape, or warns and leaves Gatsby's pool when not strict", () => {
    const patch = (options) => preload.shellInProcess({ info: () => {}, warn: (line) => lines.push(line) }, options)[POOL];
    const lines = [];
    expect(() => patch()({ create: undefined }, nodeRequire)).toThrow(
      /^\[gatsby-internals\] gatsby develop's worker pool, used only to render the HTML shell .*: expected a writable function create in gatsby\/dist\/utils\/worker\/pool, found undefined\. Fix shellInProcess in plugins\/gatsby-plugin-fast-build\/node\/preload\.cjs .*--off=developShellInProcess/,
    );
    const exports = { create: () => 'gatsby pool' };
    const create = exports.create;
    Object.defineProperty(exports, 'create', { value: create, writable: false });
    patch({ strict: false })(exports, nodeRequire);
    expect(exports.create).toBe(create);
    expect(lines).toEqual([expect.stringMatching(/^\[fast-build\] skipped developShellInProcess: .*found function/)]);
  });

  it("Gatsby's develop uses the pool only to render the shell of `/`, through single.renderHTMLDev", () => {
    const read = (module) => readFileSync(nodeRequire.resolve(module), 'utf8');
    expect(read('gatsby/dist/services/initialize.js')).toContain('WorkerPool.create()');
    const startServer = read('gatsby/dist/utils/start-server.js');
    expect([...startServer.matchAll(/workerPool\b[^\n]*/g)].map(([line]) => line.trim())).toEqual([
      'workerPool = WorkerPool.create()) {',
      'workerPool, _types.Stage.DevelopHTML);',
      'workerPool,',
    ]);
    expect(read('gatsby/dist/commands/build-html.js')).toContain('const renderHTML = stage === `build-html` ? workerPool.single.renderHTMLProd : workerPool.single.renderHTMLDev;');
    // The develop state machine and its services only pass the pool along.
    for (const module of ['gatsby/dist/state-machines/develop/actions.js', 'gatsby/dist/services/start-webpack-server.js', 'gatsby/dist/commands/develop-process.js']) {
      expect(read(module)).not.toMatch(/workerPool\s*\.\s*\w/);
    }
    // The worker's render reads the renderer and writes the file, and nothing of the worker's own state.
    const render = read('gatsby/dist/utils/worker/child/render-html.js');
    const dev = render.slice(render.indexOf('const renderHTMLDev = async'), render.indexOf('exports.renderHTMLDev = renderHTMLDev'));
    expect(dev).toContain('htmlComponentRenderer = require(htmlComponentRendererPath);');
    expect(dev).not.toMatch(/store|getState|GATSBY_WORKER/);
  });
});
