// lazyGatsbyModules (lazy-modules.cjs) on the installed Gatsby, in plain Node children (gatsby-child.mjs): its build
// command loads without the modules a production build does not call, and each loads, and works, at its first use.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runInGatsby } from './gatsby-child.mjs';

const require = createRequire(import.meta.url);
const { LAZY_MODULES, checkLazyModule, lazyExports, lazyGatsbyModules } = require('./lazy-modules.cjs');

const SETUP = `
    const lazy = require(${JSON.stringify(require.resolve('./lazy-modules.cjs'))});
    /** The file each lazy entry's request resolves to from the Gatsby module that requires it. */
    const targets = lazy.LAZY_MODULES.map((entry) => createRequire(gatsbyRequire.resolve('./' + entry.parent)).resolve(entry.request));
    /** The requests of the entries whose module is loaded. */
    const loaded = () => lazy.LAZY_MODULES.filter((entry, index) => require.cache[targets[index]] !== undefined).map((entry) => entry.request);
`;

describe("Gatsby's modules a production build does not call, loaded at first use (lazyGatsbyModules)", { timeout: 120_000 }, () => {
  it("Gatsby's build command loads without them, and with them when the flag is off", () => {
    const lazily = runInGatsby(SETUP, `
      const installed = lazy.lazyGatsbyModules({ strict: true });
      gatsbyRequire('./dist/commands/build.js');
      // Imported by Gatsby's plugin loading, in every build.
      gatsbyRequire('./dist/internal-plugins/functions/gatsby-node.js');
      return { loaded: loaded(), skipped: installed.skipped.length, modules: Object.keys(require.cache).length };
    `);
    const eagerly = runInGatsby(SETUP, `
      gatsbyRequire('./dist/commands/build.js');
      gatsbyRequire('./dist/internal-plugins/functions/gatsby-node.js');
      return { loaded: loaded(), modules: Object.keys(require.cache).length };
    `);
    expect(lazily).toMatchObject({ loaded: [], skipped: 0 });
    expect(eagerly.loaded).toHaveLength(LAZY_MODULES.length);
    // Each of them brings its own dependencies: hundreds of modules in all.
    expect(eagerly.modules - lazily.modules).toBeGreaterThan(200);
  });

  it("Gatsby's worker loads its entry without those it would load", () => {
    const worker = (install) =>
      runInGatsby(SETUP, `
        if (${install}) lazy.lazyGatsbyModules({ strict: true });
        gatsbyRequire('./dist/utils/worker/child/index.js');
        return { loaded: loaded(), modules: Object.keys(require.cache).length };
      `);
    const lazily = worker(true);
    const eagerly = worker(false);
    expect(lazily.loaded).toEqual([]);
    expect(eagerly.loaded.length).toBeGreaterThan(0);
    expect(eagerly.modules - lazily.modules).toBeGreaterThan(200);
  });

  it("graphql-codegen loads when Gatsby's typegen writer first runs, and the writer works as without the flag", () => {
    const run = (install) =>
      runInGatsby(SETUP, `
        const fs = require('node:fs');
        const os = require('node:os');
        if (${install}) lazy.lazyGatsbyModules({ strict: true });
        const { writeTypeScriptTypes } = gatsbyRequire('./dist/utils/graphql-typegen/ts-codegen');
        const before = loaded();
        const { buildSchema, parse } = gatsbyRequire('graphql');
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lazy-typegen-'));
        fs.writeFileSync(path.join(dir, 'gatsby-node.ts'), 'export const createPages = () => {};\\n');
        const def = parse('query DocPage { site { title } }').definitions[0];
        const definitions = new Map([['DocPage', { name: 'DocPage', def, printedAst: null, filePath: path.join(dir, 'src/DocPage.tsx'), isFragment: false, isStaticQuery: false, isHook: false, text: '', hash: 1 }]]);
        await writeTypeScriptTypes(dir, buildSchema('type Query { site: Site } type Site { title: String }'), definitions, { typesOutputPath: 'src/gatsby-types.d.ts', documentSearchPaths: ['./gatsby-node.ts'], generateOnBuild: true });
        const types = fs.readFileSync(path.join(dir, 'src/gatsby-types.d.ts'), 'utf8');
        fs.rmSync(dir, { recursive: true, force: true });
        return { before, after: loaded(), types };
      `);
    const lazily = run(true);
    const eagerly = run(false);
    expect(lazily.before).toEqual([]);
    expect(lazily.after).toEqual(expect.arrayContaining(['@graphql-codegen/core', '@graphql-tools/load']));
    expect(lazily.types).toBe(eagerly.types);
    expect(lazily.types).toMatch(/type DocPageQuery = \{/);
  });

  it("Gatsby's Babel cache invalidator, constructed by its webpack config, hands webpack's invalid hook to Gatsby's plugin", () => {
    const result = runInGatsby(SETUP, `
      lazy.lazyGatsbyModules({ strict: true });
      const { SyncHook } = gatsbyRequire('tapable');
      const config = gatsbyRequire('./dist/utils/webpack.config.js');
      // What webpack.config.js holds for ./babel-loader: constructing the plugin loads nothing.
      const exportsSeen = createRequire(gatsbyRequire.resolve('./dist/utils/webpack.config.js'))('./babel-loader');
      const before = loaded();
      const hooks = { invalid: new SyncHook(['file', 'time']) };
      const Plugin = exportsSeen.BabelConfigItemsCacheInvalidatorPlugin;
      new Plugin().apply({ hooks });
      const afterApply = loaded();
      hooks.invalid.call('/site/.babelrc', Date.now());
      return { before, afterApply, after: loaded(), name: new Plugin().name, config: typeof config };
    `);
    expect(result.config).toBe('function');
    expect(result.name).toBe('BabelConfigItemsCacheInvalidatorPlugin');
    expect(result.before).not.toContain('./babel-loader');
    expect(result.afterApply).not.toContain('./babel-loader');
    expect(result.after).toContain('./babel-loader');
  });
});

describe("autoprefixer, behind Babel's interop, loads when a stylesheet's PostCSS options are built", () => {
  it('answers the interop unloaded, then gives postcss-loader the same plugins as without the flag', { timeout: 120_000 }, () => {
    const run = (install) =>
      runInGatsby(SETUP, `
        if (${install}) lazy.lazyGatsbyModules({ strict: true });
        const { createWebpackUtils } = gatsbyRequire('./dist/utils/webpack-utils');
        const { store } = gatsbyRequire('./dist/redux');
        store.dispatch({ type: 'SET_PROGRAM', payload: { directory: process.cwd(), browserslist: ['>0.25%', 'not dead'] } });
        const utils = createWebpackUtils('build-javascript', { directory: process.cwd(), browserslist: ['>0.25%', 'not dead'] });
        const before = loaded();
        const postcss = utils.loaders.postcss();
        const options = postcss.options.postcssOptions({});
        return { before, after: loaded(), plugins: options.plugins.map((plugin) => plugin.postcssPlugin ?? typeof plugin) };
      `);
    const lazily = run(true);
    const eagerly = run(false);
    expect(lazily.before).not.toContain('autoprefixer');
    expect(lazily.after).toContain('autoprefixer');
    expect(lazily.plugins).toEqual(eagerly.plugins);
    expect(lazily.plugins).toContain('autoprefixer');
  });
});

describe('checkLazyModule (the shape each requiring module must have)', () => {
  const entry = { request: 'heavy', name: '_heavy' };
  it('passes a module that reads the variable only as properties at call time', () => {
    expect(checkLazyModule('var _heavy = require("heavy");\nfunction f() { return (0, _heavy.run)(_heavy.value); }\n', entry)).toBeNull();
  });
  it.each([
    ['a bare use', 'var _heavy = require("heavy");\nexports.heavy = _heavy;\n'],
    ['a re-export read at load', 'var _heavy = require("heavy");\nObject.keys(_heavy).forEach((k) => k);\n'],
    ['a second require', 'var _heavy = require("heavy");\nconst again = require("heavy");\n'],
    ['no such declaration', 'const _heavy = _interop(require("heavy"));\n'],
  ])('fails %s', (_label, source) => {
    expect(checkLazyModule(source, entry)).toMatch(/^expected /);
  });
  it("takes Babel's interop only for a plain CommonJS module, which never names __esModule", () => {
    const source = 'var _heavy = _interopRequireDefault(require("heavy"));\nconst f = () => (0, _heavy.default)();\n';
    expect(checkLazyModule(source, { ...entry, interop: true }, 'module.exports = function heavy() {};\n')).toBeNull();
    expect(checkLazyModule(source, { ...entry, interop: true }, 'exports.__esModule = true;\nexports.default = 1;\n')).toMatch(/plain CommonJS/);
    expect(checkLazyModule(source, entry)).toMatch(/^expected exactly one/);
  });
});

describe('lazyExports', () => {
  it('loads once, at the first property read; a stand-in answers until then', () => {
    let loads = 0;
    const exports = lazyExports(() => {
      loads += 1;
      return { run: () => 'real', Plugin: 'real plugin' };
    }, { Plugin: () => 'stand-in' });
    expect(exports.Plugin).toBe('stand-in');
    expect(loads).toBe(0);
    expect(exports.run()).toBe('real');
    expect('run' in exports).toBe(true);
    expect(exports.Plugin).toBe('real plugin');
    expect(loads).toBe(1);
  });

  it('for a plain CommonJS module: __esModule answered unloaded, and a call or new reaches the export', () => {
    let loads = 0;
    class Formatter {
      constructor(prefix) {
        this.prefix = prefix;
      }
    }
    const fn = Object.assign((x) => x * 2, { Formatter });
    const exports = lazyExports(() => {
      loads += 1;
      return fn;
    }, {}, { plain: true });
    expect(exports.__esModule).toBeUndefined();
    expect(loads).toBe(0);
    expect(exports(21)).toBe(42);
    expect(new exports.Formatter('>').prefix).toBe('>');
    expect(loads).toBe(1);
    const constructed = lazyExports(() => Formatter, {}, { plain: true });
    expect(new constructed('#')).toBeInstanceOf(Formatter);
  });
});

describe('lazyGatsbyModules on a Gatsby whose module is shaped otherwise', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'lazy-gatsby-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const gatsby = path.join(root, 'node_modules/gatsby');
  mkdirSync(gatsby, { recursive: true });
  writeFileSync(path.join(gatsby, 'package.json'), JSON.stringify({ name: 'gatsby', version: '5.16.0' }));
  const real = path.dirname(require.resolve('gatsby/package.json', { paths: [process.cwd()] }));
  for (const { parent } of LAZY_MODULES) {
    mkdirSync(path.dirname(path.join(gatsby, parent)), { recursive: true });
    writeFileSync(path.join(gatsby, parent), readFileSync(path.join(real, parent), 'utf8'));
  }
  // The plain module an interop entry reads, where that Gatsby would find it.
  symlinkSync(path.dirname(require.resolve('autoprefixer/package.json', { paths: [real] })), path.join(root, 'node_modules/autoprefixer'), 'dir');
  // A release that re-exports develop's server from the module that requires it.
  const server = LAZY_MODULES.find((entry) => entry.request === '../utils/start-server').parent;
  writeFileSync(path.join(gatsby, server), `${readFileSync(path.join(real, server), 'utf8')}\nexports.server = _startServer;\n`);

  it('fails in strict mode, naming the module and the fix', () => {
    const load = createRequire(import.meta.url)('node:module')._load;
    try {
      expect(() => lazyGatsbyModules({ root, strict: true })).toThrow(/gatsby\/dist\/services\/start-webpack-server\.js.*--off=lazyGatsbyModules/);
    } finally {
      createRequire(import.meta.url)('node:module')._load = load;
    }
  });

  it('otherwise warns and leaves that module to load as Gatsby loads it, the others lazy', () => {
    const Module = createRequire(import.meta.url)('node:module');
    const load = Module._load;
    const warnings = [];
    try {
      const { skipped } = lazyGatsbyModules({ root, strict: false, warn: (line) => warnings.push(line) });
      expect(skipped.map((entry) => entry.request)).toEqual(['../utils/start-server']);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/^\[fast-build\] left \.\.\/utils\/start-server to load as Gatsby loads it \(lazyGatsbyModules\)/);
    } finally {
      Module._load = load;
    }
  });
});
