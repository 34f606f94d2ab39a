// @vitest-environment node
// developKeepShell (node/keep-shell.cjs): gatsby develop takes the last HTML shell renderer when nothing it was made
// from changed. Gatsby's buildRenderer is stood in for by a real webpack compile of a small renderer in a scratch site;
// the module that feeds Gatsby's error overlay and webpack are the real ones.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import keepShellModule from './keep-shell.cjs';

const { keepShell, RECORD } = keepShellModule;
const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '../../..');
const gatsbyRequire = createRequire(path.join(ROOT, 'package.json'));
const webpack = gatsbyRequire('webpack');
const compilations = gatsbyRequire('gatsby/dist/utils/webpack/utils/is-file-inside-compilations');
const BUILD_HTML = 'gatsby/dist/commands/build-html';
const dirs = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const handoff = process.env.GATSBY_NODE_GLOBALS;
afterEach(() => {
  delete process.env.GATSBY_KEEP_SHELL_TEST;
  if (handoff === undefined) delete process.env.GATSBY_NODE_GLOBALS;
  else process.env.GATSBY_NODE_GLOBALS = handoff;
});

/**
 * Writes a file of the scratch site, with the time it was written: `settled` a minute ago (the site as it was), `saved`
 * a few seconds ago (an author's save before develop starts), `now` (a save while the renderer compiles).
 */
function write(dir, file, text, when = 'settled') {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
  if (when === 'now') return;
  const time = new Date(Date.now() - (when === 'settled' ? 60_000 : 5_000));
  utimesSync(path.join(dir, file), time, time);
}

/** A scratch site whose renderer imports `./dep` (dep/index.js) and renders a page with it. */
function site() {
  const dir = mkdtempSync(path.join(tmpdir(), 'keep-shell-'));
  dirs.push(dir);
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  write(dir, 'package.json', '{ "name": "keep-shell" }\n');
  write(dir, 'src/entry.js', "const word = require('./dep');\nexports.default = async ({ pagePath }) => `<html>${word} ${pagePath}</html>`;\n");
  write(dir, 'src/dep/index.js', "module.exports = 'folder';\n");
  return dir;
}

/** Gatsby's buildRenderer as gatsby develop calls it, compiling the scratch site's renderer for real. */
function gatsbyBuildHtml(dir, { during } = {}) {
  const exports = {
    compiles: 0,
    async buildRenderer(_program, stage) {
      exports.compiles += 1;
      const rendererPath = path.join(dir, '.cache/page-ssr/routes/render-page.js');
      const compiler = webpack({
        mode: 'development',
        devtool: false,
        target: 'node',
        context: dir,
        entry: './src/entry.js',
        output: { path: path.dirname(rendererPath), filename: 'render-page.js', library: { type: 'commonjs2' } },
        infrastructureLogging: { level: 'none' },
      });
      const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
      await new Promise((resolve) => compiler.close(resolve));
      during?.();
      return { rendererPath, stats, close: async () => {}, stage };
    },
  };
  return exports;
}

function patched(dir, options) {
  const lines = [];
  const buildHtml = gatsbyBuildHtml(dir, options);
  keepShell({ info: (line) => lines.push(line), warn: (line) => lines.push(`warn ${line}`) }, { root: dir })[BUILD_HTML](buildHtml, gatsbyRequire);
  return { buildHtml, lines };
}

/** What the shell renders with the renderer buildRenderer handed back (required afresh, as develop does). */
async function render(rendererPath) {
  const require = createRequire(import.meta.url);
  delete require.cache[rendererPath];
  return require(rendererPath).default({ pagePath: '/' });
}

const KEPT = "[fast-build] the HTML shell's renderer is the last one compiled: nothing it was made from changed (developKeepShell)";

describe("gatsby develop's HTML shell renderer kept while nothing it was made from changed (developKeepShell)", { timeout: 120_000 }, () => {
  it('compiles it on the first start, then takes it as it is, and tells the error overlay its files', async () => {
    const dir = site();
    const first = patched(dir);
    const built = await first.buildHtml.buildRenderer({}, 'develop-html');
    expect(first.buildHtml.compiles).toBe(1);
    expect(await render(built.rendererPath)).toBe('<html>folder /</html>');
    expect(existsSync(path.join(dir, RECORD))).toBe(true);

    compilations.setFilesFromDevelopHtmlCompilation({ modules: [] });
    const next = patched(dir);
    const kept = await next.buildHtml.buildRenderer({}, 'develop-html');
    expect(next.buildHtml.compiles).toBe(0);
    expect(next.lines).toEqual([KEPT]);
    expect(kept.rendererPath).toBe(built.rendererPath);
    await kept.close();
    expect(await render(kept.rendererPath)).toBe('<html>folder /</html>');
    expect(compilations.isFileInsideCompilations(path.join(dir, 'src/dep/index.js'), { modules: [] })).toBe(true);
    expect(compilations.isFileInsideCompilations(path.join(dir, 'src/elsewhere.js'), { modules: [] })).toBe(false);

    // Gatsby copies its runtime into .cache on every start: the same text with a new time is the same file.
    write(dir, 'src/entry.js', readFileSync(path.join(dir, 'src/entry.js'), 'utf8'), 'saved');
    const copied = patched(dir);
    await copied.buildHtml.buildRenderer({}, 'develop-html');
    expect(copied.buildHtml.compiles).toBe(0);
  });

  it('compiles it again when a source changed, a file appeared where an import looked, or the defined environment changed', async () => {
    const dir = site();
    await patched(dir).buildHtml.buildRenderer({}, 'develop-html');

    // An edit: a new text, with the time of the save.
    write(dir, 'src/dep/index.js', "module.exports = 'edited';\n", 'saved');
    const edited = patched(dir);
    expect(await render((await edited.buildHtml.buildRenderer({}, 'develop-html')).rendererPath)).toBe('<html>edited /</html>');
    expect(edited.buildHtml.compiles).toBe(1);

    // `./dep` now resolves to src/dep.js, which the last compile looked for and missed; every file it read is unchanged.
    write(dir, 'src/dep.js', "module.exports = 'file';\n", 'saved');
    const shadowed = patched(dir);
    expect(await render((await shadowed.buildHtml.buildRenderer({}, 'develop-html')).rendererPath)).toBe('<html>file /</html>');
    expect(shadowed.buildHtml.compiles).toBe(1);

    // Gatsby's handoff to its own processes, a new build id on every start, is not the site's environment.
    process.env.GATSBY_NODE_GLOBALS = JSON.stringify({ buildId: 'another start' });
    const handoff = patched(dir);
    await handoff.buildHtml.buildRenderer({}, 'develop-html');
    expect(handoff.buildHtml.compiles).toBe(0);
    process.env.GATSBY_KEEP_SHELL_TEST = 'on';
    const defined = patched(dir);
    await defined.buildHtml.buildRenderer({}, 'develop-html');
    expect(defined.buildHtml.compiles).toBe(1);
    const again = patched(dir);
    await again.buildHtml.buildRenderer({}, 'develop-html');
    expect(again.buildHtml.compiles).toBe(0);
  });

  it("compiles it again when the renderer it wrote was replaced (a gatsby build writes its own there), or a source was written while it compiled", async () => {
    const dir = site();
    const { rendererPath } = await patched(dir).buildHtml.buildRenderer({}, 'develop-html');
    writeFileSync(rendererPath, "exports.default = async () => 'production renderer';\n");
    const replaced = patched(dir);
    expect(await render((await replaced.buildHtml.buildRenderer({}, 'develop-html')).rendererPath)).toBe('<html>folder /</html>');
    expect(replaced.buildHtml.compiles).toBe(1);

    // Written as it compiled: which text the compile read is unknown, so nothing is recorded.
    write(dir, 'src/dep/index.js', "module.exports = 'before';\n", 'saved');
    const racy = patched(dir, { during: () => write(dir, 'src/dep/index.js', "module.exports = 'meanwhile';\n", 'now') });
    await racy.buildHtml.buildRenderer({}, 'develop-html');
    expect(racy.buildHtml.compiles).toBe(1);
    expect(JSON.parse(readFileSync(path.join(dir, RECORD), 'utf8'))).toBeNull();
    const after = patched(dir);
    expect(await render((await after.buildHtml.buildRenderer({}, 'develop-html')).rendererPath)).toBe('<html>meanwhile /</html>');
    expect(after.buildHtml.compiles).toBe(1);
  });

  it("leaves the other stages to Gatsby", async () => {
    const dir = site();
    for (let i = 0; i < 2; i += 1) {
      const { buildHtml } = patched(dir);
      await buildHtml.buildRenderer({}, 'build-html');
      expect(buildHtml.compiles).toBe(1);
    }
    expect(existsSync(path.join(dir, RECORD))).toBe(false);
  });

  it("fails with the file to fix when build-html changed shape, or warns and leaves Gatsby's compile when not strict", () => {
    expect(() => keepShell({ info: () => {} }, { root: tmpdir() })[BUILD_HTML]({}, gatsbyRequire)).toThrow(
      /^\[gatsby-internals\] gatsby develop's compile of its HTML shell renderer .*: expected a writable function buildRenderer in gatsby\/dist\/commands\/build-html, found undefined\. Fix keepShell in plugins\/gatsby-plugin-fast-build\/node\/keep-shell\.cjs .*--off=developKeepShell/,
    );
    const lines = [];
    const own = async () => 'gatsby';
    const exports = {};
    Object.defineProperty(exports, 'buildRenderer', { value: own, writable: false });
    keepShell({ info: () => {}, warn: (line) => lines.push(line) }, { strict: false, root: tmpdir() })[BUILD_HTML](exports, gatsbyRequire);
    expect(exports.buildRenderer).toBe(own);
    expect(lines).toEqual([expect.stringMatching(/^\[fast-build\] skipped developKeepShell: .*found function/)]);
  });

  it("Gatsby's develop compiles the shell renderer through build-html's exports and uses only its path and close", () => {
    const read = (module) => readFileSync(gatsbyRequire.resolve(module), 'utf8');
    const startServer = read('gatsby/dist/utils/start-server.js');
    const createIndexHtml = startServer.slice(startServer.indexOf('const createIndexHtml = async'), startServer.indexOf('const indexHTMLActivity'));
    expect(createIndexHtml).toContain('} = await buildRenderer(program, _types.Stage.DevelopHTML, activity.span);');
    expect(createIndexHtml.match(/\{\s*rendererPath,\s*close\s*\}/)).not.toBeNull();
    // buildRenderer is taken from the module's exports when startServer runs, after the preload patched them.
    expect(startServer).toMatch(/const \{\s*buildRenderer,\s*doBuildPages\s*\} = require\(`\.\.\/commands\/build-html`\);/);
    const buildHtml = read('gatsby/dist/commands/build-html.js');
    expect(buildHtml).toContain('(0, _isFileInsideCompilations.setFilesFromDevelopHtmlCompilation)(stats.compilation);');
    // The overlay's record of the renderer's files reads only NormalModules' resources.
    const inside = read('gatsby/dist/utils/webpack/utils/is-file-inside-compilations.js');
    const setter = inside.slice(inside.indexOf('function setFilesFromDevelopHtmlCompilation'), inside.indexOf('function isFileInsideCompilations'));
    expect(setter.match(/module\.\w+/g)).toEqual(['module.resource', 'module.resource']);
    expect(setter).toContain('for (const module of developHtmlCompilation.modules)');
  });
});
