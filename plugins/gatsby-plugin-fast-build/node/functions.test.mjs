// functionsWhenAny (preload.cjs) against Gatsby's own functions step, in plain Node children (gatsby-child.mjs) with
// Gatsby's real store, plugin import and webpack: without a function the step leaves exactly what Gatsby's leaves,
// without running it; with one, in the site or in a plugin, Gatsby's own step compiles it.
import { describe, expect, it } from 'vitest';
import { runInGatsby } from './gatsby-child.mjs';

const SETUP = `
    const fs = require('node:fs');
    const os = require('node:os');
    const { store } = gatsbyRequire('./dist/redux');
    const functionsDir = path.dirname(gatsbyRequire.resolve('./dist/internal-plugins/functions/gatsby-node'));
    const lines = [];
    const info = (line) => lines.push(line);
    const warn = (line) => lines.push('warn: ' + line);
    // Records what the step reports (Gatsby's reporter writes to stdout, which carries this child's result).
    const reporter = {
      activityTimer: (name) => ({ start: () => lines.push('start ' + name), end: () => lines.push('end ' + name), panic: (error) => { throw error.error ?? error; } }),
      error: (message) => lines.push('error ' + message),
      warn,
    };
    /** A site (and a local plugin, gatsby-plugin-x) with the given files; Gatsby's store pointed at it. */
    function site(files) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'functions-'));
      for (const [file, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), text);
      }
      fs.mkdirSync(path.join(dir, 'plugins/gatsby-plugin-x'), { recursive: true });
      store.dispatch({ type: 'SET_PROGRAM', payload: { directory: dir } });
      store.dispatch({ type: 'SET_SITE_FLATTENED_PLUGINS', payload: [
        { name: 'internal-plugin-functions', resolve: functionsDir },
        { name: 'gatsby-plugin-x', resolve: path.join(dir, 'plugins/gatsby-plugin-x') },
        { name: 'default-site-plugin', resolve: dir },
      ] });
      return dir;
    }
    /** What the step left: its folder's files, the manifest and the store's functions (their routes). */
    function outcome(dir) {
      const out = path.join(dir, '.cache/functions');
      return {
        files: fs.readdirSync(out).sort(),
        manifest: JSON.parse(fs.readFileSync(path.join(out, 'manifest.json'), 'utf8')).map((fn) => fn.functionRoute),
        functions: store.getState().functions.map((fn) => fn.functionRoute),
        lines: [...lines],
      };
    }
    /** The functions plugin as Gatsby imports it (utils/import-gatsby-plugin), patched as the preload patches it or not. */
    async function step(dir, patched) {
      lines.length = 0;
      const importer = gatsbyRequire('./dist/utils/import-gatsby-plugin');
      if (patched) preload.functionsWhenAnyOnImport({ info, warn }, { strict: true })[preload.IMPORT_PLUGIN_MODULE](importer, createRequire(gatsbyRequire.resolve('./dist/utils/import-gatsby-plugin')));
      const plugin = await importer.importGatsbyPlugin({ name: 'internal-plugin-functions', resolve: functionsDir }, 'gatsby-node');
      await plugin.onPreBootstrap({ store, reporter, parentSpan: undefined });
      return outcome(dir);
    }
`;
const SKIP_LINE = '[functions] no Gatsby Functions in src/api or in a plugin: their webpack compile skipped (gatsby-plugin-fast-build, functionsWhenAny)';

describe("Gatsby's functions step only when there are functions (functionsWhenAny)", { timeout: 120_000 }, () => {
  it('without a function, leaves what Gatsby’s own step leaves, without running it', () => {
    const files = { 'src/pages/index.tsx': 'export default () => null;\n', 'src/api/README.md': 'not a function\n', 'src/apiary/a.ts': 'export {};\n' };
    const own = runInGatsby(SETUP, `const dir = site(${JSON.stringify(files)}); fs.mkdirSync(path.join(dir, '.cache/functions'), { recursive: true }); fs.writeFileSync(path.join(dir, '.cache/functions/stale.js'), ''); return step(dir, false);`);
    const patched = runInGatsby(SETUP, `const dir = site(${JSON.stringify(files)}); fs.mkdirSync(path.join(dir, '.cache/functions'), { recursive: true }); fs.writeFileSync(path.join(dir, '.cache/functions/stale.js'), ''); return step(dir, true);`);
    expect(own).toMatchObject({ files: ['manifest.json'], manifest: [], functions: [] });
    expect({ ...patched, lines: undefined }).toEqual({ ...own, lines: undefined });
    expect(patched.lines).toEqual(['start Compiling Gatsby Functions', 'end Compiling Gatsby Functions', SKIP_LINE]);
    // Gatsby's own step ran webpack (whose warnings it reports between start and end), and said nothing of a skip.
    expect(own.lines[0]).toBe('start Compiling Gatsby Functions');
    expect(own.lines).not.toContain(SKIP_LINE);
  });

  it("with a function in the site's src/api or in a plugin's src/api/<plugin>, Gatsby's own step compiles it", () => {
    const inSite = runInGatsby(SETUP, `const dir = site({ 'src/api/hello.ts': 'export default function handler(req, res) { res.send("hi"); }\\n' }); return step(dir, true);`);
    expect(inSite.lines).not.toContain(SKIP_LINE);
    expect(inSite).toMatchObject({ manifest: ['hello'], functions: ['hello'] });
    expect(inSite.files).toEqual(expect.arrayContaining(['hello.js', 'manifest.json']));
    const inPlugin = runInGatsby(SETUP, `const dir = site({ 'plugins/gatsby-plugin-x/src/api/gatsby-plugin-x/ping.js': 'module.exports = (req, res) => res.send("pong");\\n' }); return step(dir, true);`);
    expect(inPlugin.lines).not.toContain(SKIP_LINE);
    expect(inPlugin.manifest).toEqual(['gatsby-plugin-x/ping']);
    // A link under src/api is left to Gatsby's glob, whatever it points at.
    const linked = runInGatsby(SETUP, `const dir = site({ 'shared/readme.md': 'no function\\n' }); fs.mkdirSync(path.join(dir, 'src/api'), { recursive: true }); fs.symlinkSync(path.join(dir, 'shared'), path.join(dir, 'src/api/shared'), 'dir'); return step(dir, true);`);
    expect(linked.lines).not.toContain(SKIP_LINE);
    expect(linked.manifest).toEqual([]);
  });

  it('a Gatsby whose module is not shaped as expected: strict mode fails naming the fix, otherwise a warning and Gatsby’s own step', () => {
    const result = runInGatsby(SETUP, `
      const strict = (() => { try { preload.functionsWhenAny({}, createRequire(path.join(functionsDir, 'gatsby-node.js')), { strict: true }); return 'no error'; } catch (error) { return error.message; } })();
      const exports = { onPreBootstrap: 'not a function' };
      preload.functionsWhenAny(exports, createRequire(path.join(functionsDir, 'gatsby-node.js')), { strict: false, warn });
      return { strict, lines, kept: exports.onPreBootstrap };
    `);
    expect(result.strict).toMatch(/^\[gatsby-internals\] Gatsby's internal functions plugin .*--off=functionsWhenAny/);
    expect(result.lines[0]).toMatch(/^warn: \[fast-build\] skipped functionsWhenAny: /);
    expect(result.kept).toBe('not a function');
  });
});
