import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVELOP_ESLINT, DEVELOP_REFRESH_RULES, DEVELOP_SHELL_PAGES, STORE_PROGRAM_HOST, STORE_SERVER_DATA, assertRefreshProbe, assertShellWithoutPages, developHost, eslintPluginIndex, pagesWithServerData } from '../internals';
import { gatsbyRules } from './__fixtures__/gatsby-rules';
import type { FastBuild } from './config';
import { ASYNC_REQUIRES, CACHE_STORE_IDLE_MS, REFRESH_LOADER, developWebpackConfig, withIdleCacheStore, warmParser, warmRefreshLoader, shellRequiresStandIn, siteJsx, withContentSnapshots } from './develop-config';
import os from 'node:os';
import { ReuseResolutions } from './reuse-resolutions';
import { LightHotStats } from './light-hot-stats';
import { RefreshMapShift } from './refresh-map';

const root = path.resolve(__dirname, '../../..');
const require = createRequire(import.meta.url);
const ESLintWebpackPlugin = require('eslint-webpack-plugin') as new (options: object) => object;
const { HotModuleReplacementPlugin: HotModuleReplacement } = webpack;
type Config = Record<string, any>;

/** A store as Gatsby's: the program (directory, host) and the components Map. */
const storeWith = ({ host = '127.0.0.1', ssl, components = new Map<string, unknown>([['/site/src/templates/DocPage.tsx', { serverData: false }]]), config = { jsxRuntime: 'automatic' } }: { host?: unknown; ssl?: unknown; components?: unknown; config?: object } = {}) => ({
  getState: () => ({ program: { directory: root, host, ssl }, components, config }),
});

/** Gatsby's config for a develop stage, in the shape the optimizations check. */
const gatsbyConfig = (stage: string): Config => ({
  target: stage === 'develop-html' ? 'node' : ['web', 'es5'],
  module: { rules: gatsbyRules() },
  resolve: { alias: { $virtual: '/site/.cache/_this_is_virtual_fs_path_/$virtual', gatsby$: '/n/gatsby' } },
  externals: [],
  plugins: stage === 'develop' ? [new HotModuleReplacement(), new ESLintWebpackPlugin({ extensions: ['js', 'jsx'] })] : [],
  cache: { type: 'filesystem', name: `stage-${stage}`, buildDependencies: { config: ['/n/gatsby/dist/utils/webpack.config.js'] } },
});

/** Runs developWebpackConfig for `stage` with `flags` on; returns the config it committed, the warnings and the info lines. */
function configure(stage: string, flags: string[], store = storeWith(), { mdxFiles, original = gatsbyConfig(stage) }: { mdxFiles?: string[]; original?: Config } = {}) {
  let committed: Config | undefined;
  const warnings: string[] = [];
  const lines: string[] = [];
  const fastBuild: FastBuild = {
    on: (flag) => flags.includes(flag),
    attempt: (flag, apply) => {
      try {
        apply();
      } catch (error) {
        warnings.push(`${flag}: ${(error as Error).message}`);
      }
    },
  };
  developWebpackConfig(
    {
      getConfig: () => original,
      actions: { replaceWebpackConfig: (config: Config) => void (committed = config) } as never,
      store: store as never,
      stage: stage as never,
      plugins: { normalModuleReplacement: (match: RegExp, file: string) => new webpack.NormalModuleReplacementPlugin(match, file) } as never,
      reporter: {} as never,
    },
    fastBuild,
    { info: (line) => lines.push(line), mdxFiles },
  );
  return { committed: committed!, warnings, lines };
}

describe('developLazyBundling', () => {
  it("turns on webpack's lazy compilation of dynamic imports (Gatsby's page components) in the develop stage, its server on develop's host", () => {
    const { committed, warnings } = configure('develop', ['developLazyBundling']);
    expect(warnings).toEqual([]);
    expect(committed.experiments.lazyCompilation).toEqual({ imports: true, entries: false, backend: { listen: { host: '127.0.0.1' } } });
  });

  it('stays off, saying why, where the browser could not reach its server: develop over HTTPS, or on every interface', () => {
    for (const [store, why] of [
      [storeWith({ ssl: { key: 'k', cert: 'c' } }), 'develop serves HTTPS'],
      [storeWith({ host: '0.0.0.0' }), 'develop listens on every interface (0.0.0.0)'],
      [storeWith({ host: '::' }), 'develop listens on every interface (::)'],
    ] as const) {
      const { committed, warnings, lines } = configure('develop', ['developLazyBundling'], store);
      expect(committed.experiments).toBeUndefined();
      expect(warnings).toEqual([]);
      expect(lines).toEqual([expect.stringContaining(`developLazyBundling is off: ${why}`)]);
    }
    expect(configure('develop', ['developLazyBundling'], storeWith({ host: 'localhost' })).committed.experiments.lazyCompilation.backend).toEqual({ listen: { host: 'localhost' } });
  });

  it('leaves the config as Gatsby made it when off, in the shell renderer, and when the host cannot be read', () => {
    expect(configure('develop', []).committed.experiments).toBeUndefined();
    expect(configure('develop-html', ['developLazyBundling']).committed.experiments).toBeUndefined();
    const { committed, warnings } = configure('develop', ['developLazyBundling'], storeWith({ host: null }));
    expect(committed.experiments).toBeUndefined();
    expect(warnings).toEqual([expect.stringContaining(`developLazyBundling: [gatsby-internals] ${STORE_PROGRAM_HOST}: expected a non-empty string, found null`)]);
  });
});

describe('developLightShell', () => {
  const replacement = (config: Config) => config.plugins.find((plugin: unknown) => plugin instanceof webpack.NormalModuleReplacementPlugin);

  it("gives the shell's renderer a stand-in for the page components, esbuild for plain sources and node_modules at run time", () => {
    const { committed, warnings } = configure('develop-html', ['developLightShell']);
    expect(warnings).toEqual([]);
    const plugin = replacement(committed);
    expect(plugin.resourceRegExp).toBe(ASYNC_REQUIRES);
    expect(ASYNC_REQUIRES.test('$virtual/async-requires')).toBe(true);
    expect(plugin.newResource).toBe(shellRequiresStandIn(root));
    expect(fs.existsSync(shellRequiresStandIn(root))).toBe(true);
    const plain = committed.module.rules[0].use({ resource: path.join(root, 'src/theme/Navbar/index.tsx'), resourceQuery: '', issuer: '' });
    expect(plain.map((item: { loader: string }) => item.loader)).toEqual([expect.stringMatching(/esbuild-loader/)]);
    expect(plain[0].options.target).toEqual([`node${process.versions.node}`]);
    expect(committed.externals).toHaveLength(1);
  });

  it('keeps the page components when a page has getServerData (its SSR render needs them), and says so', () => {
    const components = new Map([
      ['/site/src/templates/DocPage.tsx', { serverData: false }],
      ['/site/src/pages/live.tsx', { serverData: true }],
    ]);
    const { committed, warnings, lines } = configure('develop-html', ['developLightShell'], storeWith({ components }));
    expect(warnings).toEqual([]);
    expect(replacement(committed)).toBeUndefined();
    expect(lines).toEqual([expect.stringContaining('keeps the page components (/site/src/pages/live.tsx has getServerData)')]);
  });

  it('is skipped whole, with a warning, when the store no longer says which pages have getServerData', () => {
    const { committed, warnings } = configure('develop-html', ['developLightShell'], storeWith({ components: new Map([['/a.tsx', {}]]) }));
    expect(warnings).toEqual([expect.stringContaining(`[gatsby-internals] ${STORE_SERVER_DATA}: expected a boolean serverData on each component, found undefined for /a.tsx`)]);
    expect(replacement(committed)).toBeUndefined();
    expect(committed.externals).toEqual([]);
    expect(committed.module.rules[0].use({ resource: path.join(root, 'src/a.ts'), resourceQuery: '', issuer: '' })[0].loader).toMatch(/babel-loader/);
  });

  it('stand-in: asked for a page component anyway, it rejects naming the optimization and how to turn it off', async () => {
    const standIn = (await import(shellRequiresStandIn(root))) as { default: { components: Record<string, () => Promise<unknown>> } };
    await expect(standIn.default.components['component---src-pages-live-tsx']!()).rejects.toThrow(
      /developLightShell: the develop shell's renderer has no page components \(asked for component---src-pages-live-tsx\).*--off=developLightShell/,
    );
  });
});

describe('developWithoutEslint', () => {
  const names = (config: Config) => config.plugins.map((plugin: object) => plugin.constructor.name);

  it("leaves Gatsby's ESLint pass out of the develop stage, and the other plugins in", () => {
    expect(names(configure('develop', []).committed)).toEqual(['HotModuleReplacementPlugin', 'ESLintWebpackPlugin']);
    const { committed, warnings } = configure('develop', ['developWithoutEslint']);
    expect(warnings).toEqual([]);
    expect(names(committed)).toEqual(['HotModuleReplacementPlugin']);
  });

  it('is skipped with a warning when Gatsby adds no ESLint pass, or more than one', () => {
    const twice = gatsbyConfig('develop');
    twice.plugins.push(new ESLintWebpackPlugin({}));
    expect(() => eslintPluginIndex(twice.plugins)).toThrow(`[gatsby-internals] ${DEVELOP_ESLINT}: expected exactly one ESLintWebpackPlugin in the develop config, found 2`);
    expect(() => eslintPluginIndex([])).toThrow(/found 0.*--off=developWithoutEslint/);
  });
});

describe('developSwcTranspile', () => {
  const plain = { resource: path.join(root, 'src/theme/Navbar/index.tsx'), resourceQuery: '', issuer: '' };
  const firstLoader = (config: Config, at = plain) => config.module.rules[0].use(at)[0];

  it("compiles the site's plain sources with swc and React Refresh in the browser stage, for the site's browsers and JSX runtime", () => {
    const { committed, warnings } = configure('develop', ['developSwcTranspile']);
    expect(warnings).toEqual([]);
    const swc = firstLoader(committed);
    expect(swc.loader).toMatch(/swc-refresh-loader\.cjs$/);
    expect(swc.options.runtime).toBe('automatic');
    expect(swc.options.targets).toEqual(require('browserslist')(null, { path: root }));
    // The shell's renderer (develop-html) is developLightShell's, with esbuild; off, Babel as Gatsby made it.
    expect(firstLoader(configure('develop-html', ['developSwcTranspile']).committed).loader).toMatch(/babel-loader/);
    expect(firstLoader(configure('develop', []).committed).loader).toMatch(/babel-loader/);
  });

  it("developSwcRuntime: Gatsby's runtime in .cache goes to swc too; without it, to Babel", () => {
    // A runtime file as Gatsby copies them into .cache (the rule reads the file to look for a query).
    const file = path.join(root, '.cache', 'swc-runtime-probe.js');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'export const probe = () => null;\n');
    try {
      const runtime = { resource: file, resourceQuery: '', issuer: '' };
      expect(firstLoader(configure('develop', ['developSwcTranspile', 'developSwcRuntime']).committed, runtime).loader).toMatch(/swc-refresh-loader\.cjs$/);
      expect(firstLoader(configure('develop', ['developSwcTranspile']).committed, runtime).loader).toMatch(/babel-loader/);
    } finally {
      fs.rmSync(file, { force: true });
    }
  });

  it("compiles JSX with the site's jsxRuntime and jsxImportSource, classic when unset, as Gatsby's Babel preset does", () => {
    expect(siteJsx(storeWith({ config: {} }))).toEqual({ runtime: 'classic' });
    expect(siteJsx(storeWith({ config: { jsxRuntime: 'automatic', jsxImportSource: '@emotion/react' } }))).toEqual({ runtime: 'automatic', importSource: '@emotion/react' });
    expect(firstLoader(configure('develop', ['developSwcTranspile'], storeWith({ config: {} })).committed).options.runtime).toBe('classic');
  });

  it("matches this Gatsby's probe for React Refresh's rules, and is skipped with a warning, Babel kept, when the probe changed", () => {
    expect(() => assertRefreshProbe(root)).not.toThrow();
    const real = (file: string) => fs.readFileSync(file, 'utf8');
    const changed = (file: string) => real(file).replace('use = rule.use({})', 'use = rule.use({ resource: rule.test })');
    expect(() => assertRefreshProbe(root, changed)).toThrow(new RegExp(`^\\[gatsby-internals\\] ${DEVELOP_REFRESH_RULES.replace(/[()[\]{}.*+?$^|\\]/g, '\\$&')}: .*probe missing.*--off=developSwcTranspile`, 's'));
  });
});

describe("developSwcTranspile's idle warm-up of React Refresh's loader", () => {
  it('validates with the schema object and opens a source map with the source-map copy the loader itself requires', async () => {
    const loaderPath = createRequire(path.join(root, 'package.json')).resolve(REFRESH_LOADER);
    const loaderRequire = createRequire(loaderPath);
    const schemaUtils = loaderRequire('schema-utils') as { validate: (...args: unknown[]) => void };
    const schema = loaderRequire('./options.json');
    const validated: unknown[] = [];
    const original = schemaUtils.validate;
    schemaUtils.validate = (...args: unknown[]) => {
      validated.push(args[0]);
      return original(...args);
    };
    try {
      await warmRefreshLoader(root);
    } finally {
      schemaUtils.validate = original;
    }
    // The very object the loader validates against: schema-utils keeps the schema it compiled per object.
    expect(validated).toEqual([schema]);
    expect(Object.keys(require.cache)).toContain(loaderRequire.resolve('source-map'));
    // And the loader reads its options and source maps through those same files.
    const loaderSource = fs.readFileSync(loaderPath, 'utf8');
    expect(loaderSource).toMatch(/require\('schema-utils'\)/);
    expect(loaderSource).toMatch(/require\('source-map'\)/);
    expect(loaderSource).toMatch(/require\('\.\/options\.json'\)/);
  });
});

describe('developWarmParser', () => {
  it("parses with the very acorn webpack's JavaScript parser loads, with webpack's options", () => {
    const webpackRequire = createRequire(require.resolve('webpack/package.json'));
    const parserRequire = createRequire(webpackRequire.resolve('./lib/javascript/JavascriptParser.js'));
    const acorn = parserRequire('acorn') as { Parser: { parse: (...args: unknown[]) => unknown } };
    const parse = acorn.Parser.parse;
    const calls: unknown[][] = [];
    acorn.Parser.parse = (...args: unknown[]) => (calls.push(args), parse.apply(acorn.Parser, args));
    try {
      expect(warmParser(root)).toBeGreaterThan(50);
    } finally {
      acorn.Parser.parse = parse;
    }
    expect(calls).toHaveLength(1);
    expect(calls[0][1]).toMatchObject({ ecmaVersion: 'latest', locations: true, ranges: true });
    // webpack's parser takes acorn's Parser from that require, and parses with these options.
    const parserSource = fs.readFileSync(webpackRequire.resolve('./lib/javascript/JavascriptParser.js'), 'utf8');
    expect(parserSource).toMatch(/require\("acorn"\)/);
    expect(parserSource).toMatch(/ranges: true,\s*locations: true,\s*ecmaVersion: "latest"/);
  });
});

describe('developReuseResolutions', () => {
  it("reuses the resolutions of every module's imports in the develop stage, with the switch that turns it off when files move", () => {
    const { committed, warnings } = configure('develop', ['developReuseResolutions']);
    expect(warnings).toEqual([]);
    expect(committed.module.unsafeCache).toBe(true);
    expect(committed.plugins.at(-1)).toBeInstanceOf(ReuseResolutions);
  });

  it("leaves webpack's default (node_modules only) when off, and in the shell renderer", () => {
    for (const [stage, flags] of [['develop', []], ['develop-html', ['developReuseResolutions']]] as const) {
      const { committed } = configure(stage, [...flags]);
      expect(committed.module.unsafeCache).toBeUndefined();
      expect(committed.plugins.some((plugin: unknown) => plugin instanceof ReuseResolutions)).toBe(false);
    }
  });
});

describe('developMdxNodeDeps', () => {
  const files = ['/site/content/docs/intro.mdx', '/site/content/docs/guides/hubs.mdx'];

  it("makes webpack watch each MDX module's stamp instead of the Mdx nodes' files, keeping an ignore list already there", () => {
    const { committed } = configure('develop', ['developMdxNodeDeps'], storeWith(), { mdxFiles: files });
    expect(committed.module.rules.at(-1).use[0].loader).toMatch(/mdx-node-stamp-loader\.cjs$/);
    expect(committed.watchOptions.ignored).toEqual(files);
    const listed = { ...gatsbyConfig('develop'), watchOptions: { ignored: ['**/drafts/**'], aggregateTimeout: 50 } };
    expect(configure('develop', ['developMdxNodeDeps'], storeWith(), { mdxFiles: files, original: listed }).committed.watchOptions).toEqual({ ignored: ['**/drafts/**', ...files], aggregateTimeout: 50 });
  });

  it("leaves an ignore pattern given as a RegExp as it is, and watches as Gatsby does when off", () => {
    const pattern = { ...gatsbyConfig('develop'), watchOptions: { ignored: /drafts/ } };
    expect(configure('develop', ['developMdxNodeDeps'], storeWith(), { mdxFiles: files, original: pattern }).committed.watchOptions).toEqual({ ignored: /drafts/ });
    expect(configure('develop', [], storeWith(), { mdxFiles: files }).committed.watchOptions).toBeUndefined();
  });
});

describe('developContentSnapshots', () => {
  it("makes both develop stages' caches check a file's content when its time changed; off, the snapshot is Gatsby's", () => {
    const both = { timestamp: true, hash: true };
    for (const stage of ['develop', 'develop-html']) expect(configure(stage, ['developContentSnapshots']).committed.snapshot).toEqual({ module: both, resolve: both });
    expect(configure('develop', []).committed.snapshot).toBeUndefined();
  });

  /** Two runs of a development compile with a filesystem cache; between them `between` runs. Returns the modules the second built. */
  async function secondRunBuilds(snapshots: boolean, between: (dir: string) => void): Promise<string[]> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-snapshots-'));
    try {
      fs.writeFileSync(path.join(dir, 'entry.js'), 'import { runtime } from "./runtime.js";\nconsole.log(runtime);\n');
      fs.writeFileSync(path.join(dir, 'runtime.js'), 'export const runtime = "copied into .cache on every start";\n');
      const past = Date.now() / 1000 - 600;
      for (const file of ['entry.js', 'runtime.js']) fs.utimesSync(path.join(dir, file), past, past);
      const run = async () => {
        const base = { mode: 'development' as const, devtool: false as const, context: dir, entry: './entry.js', output: { path: path.join(dir, 'out') }, cache: { type: 'filesystem' as const, cacheDirectory: path.join(dir, 'cache') }, infrastructureLogging: { level: 'none' as const } };
        const compiler = webpack(snapshots ? withContentSnapshots(base) : base);
        const built: string[] = [];
        compiler.hooks.compilation.tap('test', (compilation) => compilation.hooks.buildModule.tap('test', (module) => built.push(path.basename((module as { resource?: string }).resource ?? '?'))));
        await new Promise<void>((resolve, reject) => compiler.run((error) => (error ? reject(error) : resolve())));
        await new Promise<void>((resolve) => compiler.close(() => resolve()));
        return built;
      };
      expect((await run()).sort()).toEqual(['entry.js', 'runtime.js']);
      between(dir);
      return await run();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  /** What Gatsby does to its runtime on each start: the same text, written again (a new modification time). */
  const copiedAgain = (dir: string) => {
    const file = path.join(dir, 'runtime.js');
    fs.writeFileSync(file, fs.readFileSync(file));
  };

  it('a file written again with the same content is taken from the cache; by time alone (Gatsby as it is) it is built again', async () => {
    expect(await secondRunBuilds(true, copiedAgain)).toEqual([]);
    expect(await secondRunBuilds(false, copiedAgain)).toEqual(['runtime.js']);
  });

  it('a file whose content changed is built again, whatever its time says', async () => {
    const changed = (dir: string) => {
      const file = path.join(dir, 'runtime.js');
      const { mtime } = fs.statSync(file);
      fs.writeFileSync(file, 'export const runtime = "edited, then its time set back";\n');
      fs.utimesSync(file, mtime, new Date(mtime.getTime() + 1000));
    };
    expect(await secondRunBuilds(true, changed)).toEqual(['runtime.js']);
  });
});

describe('developLightHotStats and developRefreshMapShift', () => {
  it.each([
    ['developLightHotStats', LightHotStats],
    ['developRefreshMapShift', RefreshMapShift],
  ] as const)("%s adds its webpack plugin to the develop stage; not to the shell renderer, nor when off", (flag, Plugin) => {
    const added = (config: Config) => config.plugins.filter((plugin: unknown) => plugin instanceof Plugin).length;
    const { committed, warnings } = configure('develop', [flag]);
    expect(warnings).toEqual([]);
    expect(added(committed)).toBe(1);
    expect(added(configure('develop-html', [flag]).committed)).toBe(0);
    expect(added(configure('develop', []).committed)).toBe(0);
  });
});

describe('developIdleCacheStore', () => {
  it("makes the develop stage's cache wait for CACHE_STORE_IDLE_MS of idle time after any compile; the shell renderer's and, off, Gatsby's stay as they were", () => {
    expect(configure('develop', ['developIdleCacheStore']).committed.cache).toMatchObject({ type: 'filesystem', idleTimeoutAfterLargeChanges: CACHE_STORE_IDLE_MS });
    expect(configure('develop-html', ['developIdleCacheStore']).committed.cache.idleTimeoutAfterLargeChanges).toBeUndefined();
    expect(configure('develop', []).committed.cache.idleTimeoutAfterLargeChanges).toBeUndefined();
    expect(withIdleCacheStore({ cache: { type: 'memory' } })).toEqual({ cache: { type: 'memory' } });
  });

  // webpack's cache strategy, as its IdleFileCachePlugin calls it to write the pack once the compiler is idle.
  const { prototype: packStrategy } = require('webpack/lib/cache/PackFileCacheStrategy') as { prototype: { afterAllStored: () => Promise<void> } };
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** A development compile with a filesystem cache; returns how the pack's writes went as the idle clock moved on. */
  async function packWrites(config: (base: webpack.Configuration) => webpack.Configuration) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'idle-store-'));
    const writes = vi.spyOn(packStrategy, 'afterAllStored');
    try {
      fs.writeFileSync(path.join(dir, 'entry.js'), 'console.log("edited");\n');
      const base = { mode: 'development' as const, devtool: false as const, context: dir, entry: './entry.js', output: { path: path.join(dir, 'out') }, cache: { type: 'filesystem' as const, cacheDirectory: path.join(dir, 'cache') }, infrastructureLogging: { level: 'none' as const } };
      const compiler = webpack(config(base));
      // Only the idle timer is faked: the compile itself runs as it would.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await new Promise<void>((resolve, reject) => compiler.run((error) => (error ? reject(error) : resolve())));
      const after = async (ms: number) => {
        await vi.advanceTimersByTimeAsync(ms);
        return writes.mock.calls.length;
      };
      // An author's next save, 1.5 s after the compile, then a pause of CACHE_STORE_IDLE_MS.
      const atNextSave = await after(1500);
      const afterPause = await after(CACHE_STORE_IDLE_MS - 1500 + 100);
      vi.useRealTimers();
      await new Promise<void>((resolve) => compiler.close(() => resolve()));
      return { atNextSave, afterPause };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  it("webpack writes its cache before an author's next save by default (a first compile counts as a large change); with it, only after the pause", async () => {
    expect(await packWrites((base) => base)).toEqual({ atNextSave: 1, afterPause: 1 });
    expect(await packWrites(withIdleCacheStore)).toEqual({ atNextSave: 0, afterPause: 1 });
  });
});

describe('noBuildDependencies in develop', () => {
  it("keys both develop stages' caches to the inputs' hash instead of their build dependencies", () => {
    for (const stage of ['develop', 'develop-html']) {
      const { committed } = configure(stage, ['noBuildDependencies']);
      expect(committed.cache.buildDependencies).toEqual({});
      expect(committed.cache.version).toMatch(/^inputs-[0-9a-f]{16}$/);
    }
    expect(configure('develop', []).committed.cache.buildDependencies).toEqual({ config: ['/n/gatsby/dist/utils/webpack.config.js'] });
  });
});

describe(DEVELOP_SHELL_PAGES, () => {
  it("matches this Gatsby: the shell's entry uses the page components only for getServerData pages", () => {
    expect(() => assertShellWithoutPages(root)).not.toThrow();
  });

  it('fails, naming the flag to turn off, when the entry uses them elsewhere or the server calls getPageChunk for every page', () => {
    const real = (file: string) => fs.readFileSync(file, 'utf8');
    const entryUsesMore = (file: string) => (file.endsWith('develop-static-entry.js') ? `${real(file)}\nconsole.log(asyncRequires.components)\n` : real(file));
    expect(() => assertShellWithoutPages(root, entryUsesMore)).toThrow(/3 uses of asyncRequires.*--off=developLightShell/);
    const everyPage = (file: string) => (file.endsWith('start-server.js') ? real(file).replace('if (pageMode === `SSR`) {', 'if (true) {') : real(file));
    expect(() => assertShellWithoutPages(root, everyPage)).toThrow(`[gatsby-internals] ${DEVELOP_SHELL_PAGES}`);
  });
});

describe('the store reads', () => {
  it("read develop's host and the pages with getServerData", () => {
    expect(developHost(storeWith({ host: 'localhost' }))).toEqual({ host: 'localhost', https: false });
    expect(developHost(storeWith({ host: 'localhost', ssl: { key: 'k' } }))).toEqual({ host: 'localhost', https: true });
    expect(() => developHost(storeWith({ host: '' }))).toThrow(STORE_PROGRAM_HOST);
    expect(pagesWithServerData(storeWith({ components: new Map([['/a.tsx', { serverData: true }], ['/b.tsx', { serverData: false }]]) }))).toEqual(['/a.tsx']);
    expect(() => pagesWithServerData(storeWith({ components: {} }))).toThrow(`${STORE_SERVER_DATA}: expected a components Map in the store`);
  });
});
