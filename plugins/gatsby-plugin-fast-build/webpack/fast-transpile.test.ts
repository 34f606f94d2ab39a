import { mkdtempSync, readFile, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import type TerserPluginType from 'terser-webpack-plugin';
import { DEVELOP_NEEDS_BABEL, FEW_BUILT_MODULES, esbuildTargets, isCommonJs, isPlainSource, minifyFewInProcess, nodeModulesExternals, swcRefreshUse, withFastTranspile, withSwcMinifier, type UseInfo } from './fast-transpile';
import { JS_RULES, TERSER_MINIMIZER, TERSER_OPTIMIZE, assertFastTranspile, assertSwcMinifier } from '../internals';
import { BABEL, LAYOUT, MDX, gatsbyRules, type Item } from './__fixtures__/gatsby-rules';

const require = createRequire(import.meta.url);
const root = path.resolve(__dirname, '../../..');
const TerserPlugin = require('terser-webpack-plugin') as typeof TerserPluginType;

type Use = (info: UseInfo) => Item[];
const info = (file: string, extra: Partial<UseInfo> = {}): UseInfo => ({ resource: path.join(root, file), resourceQuery: '', issuer: '', ...extra });
const loaders = (rule: unknown, at: UseInfo) => ((rule as { use: Use }).use(at)).map((item) => item.loader.replace(/.*node_modules[\\/]/, ''));

describe('withFastTranspile', () => {
  it("matches how today's Gatsby, gatsby-plugin-typescript and gatsby-plugin-mdx declare their Babel rules", () => {
    const read = (file: string) => readFileSync(require.resolve(file), 'utf8');
    expect(read('gatsby/dist/utils/webpack-utils.js')).toMatch(/test: \/\\\.\(js\|mjs\|jsx\|ts\|tsx\)\$\/,\s*include: modulePath =>/);
    expect(read('gatsby-plugin-typescript/gatsby-node.js')).toMatch(/test: \/\\\.tsx\?\$\/,\s*use: \(\{/);
    const mdx = read('gatsby-plugin-mdx/dist/gatsby-node.js');
    expect(mdx).toMatch(/test: \/\\\.mdx\?\$\/,\s*use: \(\{/);
    expect(mdx).toMatch(/resourceQuery: \/__contentFilePath=\.\+\\\.mdx\?\(&export=\.\*\)\?\$\/,\s*use: \(\{/);
    expect(read('gatsby/dist/utils/webpack-utils.js')).toMatch(/plugins\.minifyJs = \([\s\S]*?new _terserWebpackPlugin\.default\(/);
  });

  it('gives plain sources esbuild once, and keeps Babel where queries and page components need it', () => {
    const rules = gatsbyRules();
    expect(withFastTranspile(rules, root, ['chrome109'])).toEqual({ js: 1, typescript: 1, mdx: 1, mdxLayout: 1 });
    const [js, mdx, layout, typescript] = rules;
    const plain = info('src/theme/Navbar/index.tsx');
    // Before: Babel from the JS rule and again from the TypeScript rule.
    expect([...loaders(js, plain), ...loaders(typescript, plain)]).toEqual(['esbuild-loader/dist/index.cjs']);
    expect((js!.use as unknown as Use)(plain)[0]!.options).toEqual({ loader: 'tsx', target: ['chrome109'], jsx: 'automatic' });
    // A query needs babel-plugin-remove-graphql-queries.
    expect(loaders(js, info('src/templates/DocPage.tsx'))).toEqual([BABEL.loader]);
    // Gatsby's runtime and packages keep Babel; the TypeScript rule leaves node_modules as it was.
    expect(loaders(js, info('.cache/production-app.js'))).toEqual([BABEL.loader]);
    expect(loaders(typescript, info('node_modules/some-ts-package/index.ts'))).toEqual([BABEL.loader]);
    // A doc page's component (loaders run last to first): esbuild, then the JS rule's Babel on the template
    // alone (the same input for every page, shared through the template memo), then the layout loader.
    const page = info('src/templates/DocPage.tsx', { resourceQuery: '?__contentFilePath=/site/content/docs/intro.mdx', issuer: '/site/.cache/async-requires.js' });
    expect([...loaders(js, page), ...loaders(layout, page), ...loaders(typescript, page)]).toEqual([
      LAYOUT.loader,
      path.join(root, 'plugins/gatsby-plugin-fast-build/webpack/loaders/template-memo-loader.cjs'),
      BABEL.loader,
      'esbuild-loader/dist/index.cjs',
    ]);
    // Compiled MDX: esbuild instead of Babel, after the MDX loader, whose output is kept for the other stage.
    expect(loaders(mdx, info('content/docs/intro.mdx'))).toEqual(['esbuild-loader/dist/index.cjs', path.join(root, 'plugins/gatsby-plugin-fast-build/webpack/loaders/mdx-memo-loader.cjs'), MDX.loader]);
  });

  it('fails the build with the fence message when a rule is not where it was', () => {
    const rules = gatsbyRules().slice(0, 3);
    const changed = withFastTranspile(rules, root, []);
    expect(() => assertFastTranspile(changed, 'build-html')).toThrow(
      new RegExp(`^\\[gatsby-internals\\] ${JS_RULES}: expected exactly one JS, TypeScript, MDX and MDX layout rule in the build-html config, found 0 typescript rules\\. Fix plugins/gatsby-plugin-fast-build/webpack/fast-transpile\\.ts`),
    );
    expect(() => assertFastTranspile(withFastTranspile(gatsbyRules(), root, []), 'build-html')).not.toThrow();
  });

  it('fails with the fence message when the minimizer is not the one TerserPlugin it was', () => {
    expect(() => assertSwcMinifier(withSwcMinifier([{ name: 'css' }], root))).toThrow(
      new RegExp(`^\\[gatsby-internals\\] ${TERSER_MINIMIZER}: expected exactly one TerserPlugin minimizer in the build-javascript config, found 0\\. Fix plugins/gatsby-plugin-fast-build/webpack/fast-transpile\\.ts`),
    );
    expect(() => assertSwcMinifier(withSwcMinifier([new TerserPlugin()], root))).not.toThrow();
  });
});

describe('withFastTranspile in gatsby develop (developSwcTranspile)', () => {
  const SWC = path.join(root, 'plugins/gatsby-plugin-fast-build/webpack/loaders/swc-refresh-loader.cjs');
  const develop = () => {
    const rules = gatsbyRules();
    const changed = withFastTranspile(rules, root, [], { transpiler: () => swcRefreshUse(root, ['chrome 120'], { runtime: 'automatic' }), needsBabel: DEVELOP_NEEDS_BABEL, memos: false });
    return { rules, changed };
  };

  it('gives plain sources and compiled MDX swc once, and leaves Babel where Gatsby needs it, page components included', () => {
    const { rules, changed } = develop();
    expect(changed).toEqual({ js: 1, typescript: 1, mdx: 1, mdxLayout: 1 });
    const [js, mdx, layout, typescript] = rules;
    const plain = info('src/theme/Navbar/index.tsx');
    expect([...loaders(js, plain), ...loaders(typescript, plain)]).toEqual([SWC]);
    expect((js!.use as unknown as Use)(plain)[0]!.options).toEqual({ targets: ['chrome 120'], runtime: 'automatic' });
    expect(loaders(mdx, info('content/docs/intro.mdx'))).toEqual([SWC, MDX.loader]);
    expect(loaders(js, info('src/templates/DocPage.tsx'))).toEqual([BABEL.loader]);
    expect(loaders(js, info('.cache/app.js'))).toEqual([BABEL.loader]);
    // A doc page's component keeps Gatsby's three Babel passes: the template's components stay registered with React
    // Refresh through the layout loader, whose wrapper Babel compiles last.
    const page = info('src/templates/DocPage.tsx', { resourceQuery: '?__contentFilePath=/site/content/docs/intro.mdx', issuer: '/site/.cache/async-requires.js' });
    expect([...loaders(js, page), ...loaders(layout, page), ...loaders(typescript, page)]).toEqual([BABEL.loader, BABEL.loader, LAYOUT.loader, BABEL.loader]);
  });

  it("answers Gatsby's probe use({}), which picks the rules React Refresh covers by their Babel loader, as Gatsby made each rule", () => {
    // webpack.config.js adds a rule's test to the refresh plugin's include when use({}) holds its babel-loader
    // (assertRefreshProbe checks that it still does); production's rewrite must not break on the probe either.
    const production = gatsbyRules();
    withFastTranspile(production, root, ['chrome109']);
    for (const rewritten of [develop().rules, production]) {
      const probed = rewritten.map((rule) => loaders(rule, {} as UseInfo));
      expect(probed).toEqual(gatsbyRules().map((rule) => loaders(rule, {} as UseInfo)));
    }
  });

  it('keeps Babel for a <Slice>, whose develop error messages a Babel plugin of Gatsby adds', () => {
    expect(isPlainSource(info('src/theme/Footer.tsx'), root, () => "import { Slice } from 'gatsby';\nexport const F = () => <Slice alias=\"footer\" />;", DEVELOP_NEEDS_BABEL)).toBe(false);
    expect(isPlainSource(info('src/theme/Footer.tsx'), root, () => 'export const F = () => <footer />;', DEVELOP_NEEDS_BABEL)).toBe(true);
    expect(isPlainSource(info('src/theme/X.tsx'), root, () => 'const data = useStaticQuery(q);', DEVELOP_NEEDS_BABEL)).toBe(false);
  });
});

describe('swc-refresh-loader (develop)', () => {
  type RunOptions = { resource: string; loaders: Array<{ loader: string; options: object }>; context: object; readResource: typeof readFile };
  const { runLoaders } = require('loader-runner') as { runLoaders: (options: RunOptions, callback: (error: Error | null, result: { result?: Array<string | Buffer> }) => void) => void };
  const dir = mkdtempSync(path.join(tmpdir(), 'swc-refresh-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const compile = (name: string, source: string, jsx: { runtime: 'automatic' | 'classic'; importSource?: string } = { runtime: 'automatic' }) => {
    const file = path.join(dir, name);
    writeFileSync(file, source);
    const { loader, options } = swcRefreshUse(root, ['chrome 120'], jsx) as { loader: string; options: object };
    return new Promise<string>((resolve, reject) =>
      runLoaders(
        { resource: file, loaders: [{ loader, options }], context: { rootContext: root, sourceMap: false, getOptions(this: { query: object }) { return this.query; } }, readResource: readFile },
        (error, result) => (error ? reject(error) : resolve(String(result.result?.[0]))),
      ),
    );
  };
  const COUNTER = [
    "import { useState } from 'react';",
    'type Props = { label: string };',
    'export function Counter({ label }: Props) {',
    '  const [count, setCount] = useState<number>(0);',
    '  return <button onClick={() => setCount(count + 1)}>{label} {count}</button>;',
    '}',
  ].join('\n');

  it('registers each component and its hooks with React Refresh, and compiles development JSX without the types', async () => {
    const code = await compile('Counter.tsx', COUNTER);
    // What react-refresh/babel emits for Gatsby: the component registered by name, its hook signature recorded.
    expect(code).toMatch(/\$RefreshReg\$\(_c, "Counter"\)/);
    expect(code).toMatch(/\$RefreshSig\$\(\)/);
    expect(code).toContain('react/jsx-dev-runtime');
    expect(code).not.toMatch(/: Props|<number>/);
  });

  it("keeps a component's hook signature across an edit of its markup and changes it when its hooks change (state is kept, or reset)", async () => {
    const signature = (code: string) => /_s\(Counter, "([^"]+)"\)/.exec(code)?.[1];
    const before = signature(await compile('Counter.tsx', COUNTER));
    expect(before).toBeTruthy();
    expect(signature(await compile('Counter.tsx', COUNTER.replace('{label} {count}', '{label}: {count} clicks')))).toBe(before);
    expect(signature(await compile('Counter.tsx', COUNTER.replace('useState<number>(0)', 'useState<number>(1)')))).not.toBe(before);
  });

  it("compiles MDX's JSX output and honours the site's classic runtime and import source", async () => {
    const mdx = await compile('page.mdx', 'function MDXContent(props) { return <p>Hello</p>; }\nexport default MDXContent;');
    expect(mdx).toMatch(/\$RefreshReg\$\(_c, "MDXContent"\)/);
    expect(await compile('Classic.tsx', 'export const A = () => <b />;', { runtime: 'classic' })).toMatch(/React\.createElement\("b"/);
    expect(await compile('Emotion.tsx', 'export const A = () => <b />;', { runtime: 'automatic', importSource: '@emotion/react' })).toContain('@emotion/react/jsx-dev-runtime');
  });

  it("reports a syntax error naming the file, as Babel's loader does", async () => {
    await expect(compile('Broken.tsx', 'export const A = () => <b>;')).rejects.toThrow(/Broken\.tsx/);
  });
});

describe('isPlainSource', () => {
  const read = (text: string) => () => text;
  it.each([
    ['a component', info('src/theme/Navbar/index.tsx'), 'export const A = () => null;', true],
    ['the library build through the workspace link', info('packages/react-dialog-hub/dist/index.js'), 'export {};', true],
    ['a page query', info('src/templates/DocPage.tsx'), 'export const query = graphql`{ site { id } }`;', false],
    ['a static query', info('src/theme/X.tsx'), 'const data = useStaticQuery(q);', false],
    ['a page component as Gatsby imports it', info('src/pages/x.tsx', { issuer: '/site/.cache/async-requires.js' }), 'export default 1;', false],
    ['a module with a query string', info('src/x.tsx', { resourceQuery: '?highlight' }), 'export {};', false],
    ["Gatsby's runtime", info('.cache/production-app.js'), 'export {};', false],
    ['a package', info('node_modules/@mui/material/index.js'), 'export {};', false],
  ])('%s: %s', (_, at, source, plain) => {
    expect(isPlainSource(at, root, read(source))).toBe(plain);
  });

  it('leaves files outside the site and unreadable files to Babel', () => {
    expect(isPlainSource({ resource: '/elsewhere/a.ts', resourceQuery: '', issuer: '' }, root, read(''))).toBe(false);
    expect(isPlainSource(info('src/gone.ts'), root)).toBe(false);
  });

  it("developSwcRuntime: Gatsby's runtime copied into .cache is plain, but for its query and Slice files and what Gatsby generates there", () => {
    const runtime = (file: string, source = 'export const a = 1;', extra: Partial<UseInfo> = {}) => isPlainSource(info(file, extra), root, read(source), DEVELOP_NEEDS_BABEL, true);
    expect(['.cache/app.js', '.cache/loader.js', '.cache/fast-refresh-overlay/components/overlay.js'].map((file) => runtime(file))).toEqual([true, true, true]);
    expect(runtime('.cache/static-query.js', 'export const useStaticQuery = (query) => query;')).toBe(false);
    expect(runtime('.cache/slice.js', 'export function Slice(props) { return null; }')).toBe(false);
    expect(runtime('.cache/dev-404-page.js', 'export default 1;', { resourceQuery: '?export=default' })).toBe(false);
    for (const generated of ['.cache/_this_is_virtual_fs_path_/$virtual/async-requires.js', '.cache/compiled/gatsby-files.js', '.cache/page-ssr/routes/render-page.js', '.cache/fast-build/x.js', '.cache/data.json']) expect(runtime(generated), generated).toBe(false);
    // Off (and in production builds), the runtime keeps Babel.
    expect(isPlainSource(info('.cache/app.js'), root, read('export {};'), DEVELOP_NEEDS_BABEL)).toBe(false);
  });
});

describe('esbuildTargets', () => {
  it("takes the oldest version of each engine esbuild knows from the site's browserslist", () => {
    expect(esbuildTargets(['and_chr 157', 'chrome 157', 'chrome 109', 'ios_saf 18.5-18.7', 'ios_saf 26.6', 'safari 26.6', 'samsung 30', 'kaios 3.0-3.1', 'firefox 153', 'op_mob 80'])).toEqual([
      'chrome109',
      'firefox153',
      'ios18.5',
      'safari26.6',
    ]);
  });
});

describe('withSwcMinifier', () => {
  it("swaps Gatsby's Terser for swc inside terser-webpack-plugin, which still extracts licence comments", async () => {
    const minimizers: unknown[] = [new TerserPlugin({ exclude: /\.min\.js/ }), { name: 'css' }];
    expect(withSwcMinifier(minimizers, root)).toBe(1);
    expect(minimizers[1]).toEqual({ name: 'css' });
    const plugin = minimizers[0] as { options: { minimizer: { implementation: unknown; options: Record<string, unknown> }; extractComments: unknown } };
    expect(plugin.options.minimizer.implementation).toBe(TerserPlugin.swcMinify);
    // Run the options it configured through swc, as the plugin does per bundle.
    const source = '/*! @license MIT */\n(self.webpackChunk = self.webpackChunk || []).push(function greet(name) { const message = "Hello, " + name; return message; });\n';
    const result = await TerserPlugin.swcMinify({ 'a.js': source }, undefined, plugin.options.minimizer.options as never, plugin.options.extractComments as never);
    expect(result.code).toBe('(self.webpackChunk=self.webpackChunk||[]).push(function(e){return"Hello, "+e});');
    expect(result.code).not.toContain('@license');
    expect(result.extractedComments).toEqual(['/*! @license MIT */']);
  });
});

describe('minifyFewInProcess (a compilation that built few modules minifies without a worker process)', () => {
  // Real production webpack builds with the swc minimizer, each a new compiler on the cache the last one stored.
  const webpack = require('webpack') as typeof import('webpack');
  const childProcess = require('node:child_process') as typeof import('node:child_process');
  const roots: string[] = [];
  afterAll(() => roots.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  afterEach(() => vi.restoreAllMocks());
  const MODULES = FEW_BUILT_MODULES + 4;
  const newSite = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'minify-few-'));
    roots.push(dir);
    for (let index = 0; index < MODULES; index += 1) writeFileSync(path.join(dir, `m${index}.js`), `export function greet${index}(name) { const message = "Hello ${index}, " + name; return message; }\n`);
    writeFileSync(path.join(dir, 'lazy.js'), 'export const later = (value) => { const doubled = value * 2; return doubled; };\n');
    writeFileSync(
      path.join(dir, 'entry.js'),
      Array.from({ length: MODULES }, (_, index) => `import { greet${index} } from './m${index}.js';\nconsole.log(greet${index}('you'));`).join('\n') +
        "\nimport('./lazy.js').then(({ later }) => console.log(later(2)));\n",
    );
    return dir;
  };
  /** Builds `dir` into `out`; returns the emitted files and how many processes the minimizer started. */
  const build = (dir: string, out: string, { wrap, cache = true }: { wrap: boolean; cache?: boolean }) =>
    new Promise<{ files: Map<string, string>; forks: number }>((resolve, reject) => {
      const minimizers: unknown[] = [new TerserPlugin({ exclude: /\.min\.js/ })];
      withSwcMinifier(minimizers, root);
      // As on a machine of 3 cores or more: the plugin starts its worker whenever it is allowed one.
      (minimizers[0] as { options: { parallel: unknown } }).options.parallel = 2;
      if (wrap) expect(minifyFewInProcess(minimizers)).toBe(1);
      const fork = vi.spyOn(childProcess, 'fork');
      const compiler = webpack({
        mode: 'production',
        context: dir,
        entry: './entry.js',
        output: { path: path.join(dir, out), filename: '[name].[contenthash].js', chunkFilename: '[name].[contenthash].js' },
        cache: cache ? { type: 'filesystem', cacheDirectory: path.join(dir, 'cache') } : false,
        optimization: { minimize: true, minimizer: minimizers as never },
        infrastructureLogging: { level: 'error' },
      });
      compiler.run((error, stats) => {
        if (error || !stats) return reject(error ?? new Error('no stats'));
        if (stats.hasErrors()) return reject(new Error(stats.compilation.errors.map((e) => e.message).join('\n')));
        const files = new Map(Object.keys(stats.compilation.assets).map((name) => [name, readFileSync(path.join(dir, out, name), 'utf8')]));
        const forks = fork.mock.calls.length;
        fork.mockRestore();
        compiler.close(() => resolve({ files, forks }));
      });
    });

  it('minifies in a worker when the compilation built many modules, and in the process once it built a few', async () => {
    const dir = newSite();
    const cold = await build(dir, 'out-cold', { wrap: true });
    expect(cold.forks).toBeGreaterThan(0);
    writeFileSync(path.join(dir, 'lazy.js'), 'export const later = (value) => { const tripled = value * 3; return tripled; };\n');
    const warm = await build(dir, 'out-warm', { wrap: true });
    expect(warm.forks).toBe(0);
    // The edited chunk was minified again: new bytes, minified, under a new name.
    const lazy = [...warm.files].find(([name, code]) => !cold.files.has(name) && code.includes('3*'));
    expect(lazy?.[1]).toMatch(/^"use strict";\(self\.webpackChunk[^\n]*\n?$/);
    expect(lazy?.[1]).not.toContain('tripled');
    // Without the wrap the same warm build starts the worker for that one file.
    writeFileSync(path.join(dir, 'lazy.js'), 'export const later = (value) => { const quadrupled = value * 4; return quadrupled; };\n');
    expect((await build(dir, 'out-plain-warm', { wrap: false })).forks).toBeGreaterThan(0);
  });

  it('writes the same bytes as the worker would', async () => {
    const dir = newSite();
    await build(dir, 'out-cold', { wrap: true });
    writeFileSync(path.join(dir, 'm3.js'), 'export function greet3(name) { return "Hi, " + name + "!"; }\n');
    const inProcess = await build(dir, 'out-warm', { wrap: true });
    expect(inProcess.forks).toBe(0);
    const worker = await build(dir, 'out-fresh', { wrap: false, cache: false });
    expect(worker.forks).toBeGreaterThan(0);
    expect([...inProcess.files.keys()].sort()).toEqual([...worker.files.keys()].sort());
    for (const [name, code] of worker.files) expect(inProcess.files.get(name), name).toBe(code);
  });

  it('fails with the fence message when the plugin has no optimize method of that shape', () => {
    const minimizers: unknown[] = [new TerserPlugin()];
    withSwcMinifier(minimizers, root);
    (minimizers[0] as { optimize: unknown }).optimize = (compiler: unknown, compilation: unknown, assets: unknown, options: unknown) => [compiler, compilation, assets, options];
    expect(() => minifyFewInProcess(minimizers)).toThrow(new RegExp(`^\\[gatsby-internals\\] ${TERSER_OPTIMIZE.replace(/[()]/g, '\\$&')}: expected a method optimize`));
    // Minimizers it did not make are left alone.
    expect(minifyFewInProcess([new TerserPlugin(), { name: 'css' }])).toBe(0);
  });
});

describe('nodeModulesExternals (the HTML renderer requires packages from Node)', () => {
  const { create } = require('enhanced-resolve') as { create: (options: object) => (context: string, request: string, callback: (error: Error | null, result?: string | false) => void) => void };
  // Resolves as webpack's build-html stage does for a require: Node conditions, the `module` field first.
  const getResolve = () => create({ conditionNames: ['require', 'node'], mainFields: ['module', 'main'], extensions: ['.js', '.cjs', '.json'] });
  const externals = nodeModulesExternals(['gatsby$', '$virtual', '@reach/router', 'react', 'react-dom']);
  const external = (request: string) =>
    new Promise<string | undefined>((resolve) => externals({ request, context: path.join(root, 'src/theme'), getResolve }, (_, result) => resolve(result)));

  it('requires a CommonJS package from the file webpack resolved it to', async () => {
    expect(await external('@mui/material')).toBe(`commonjs ${path.join(root, 'node_modules/@mui/material/index.js')}`);
    expect(await external('prop-types')).toBe(`commonjs ${path.join(root, 'node_modules/prop-types/index.js')}`);
  });

  it('keeps bundling aliases, relative files, styles, Gatsby and ES-module-only builds', async () => {
    for (const request of ['gatsby', '@reach/router', 'react', './Navbar', '@radix-ui/themes/styles.css', 'gatsby-link', 'mitt']) {
      expect(await external(request), request).toBeUndefined();
    }
  });

  it('tells CommonJS from ES module files', () => {
    const files: Record<string, string> = {
      '/n/a/package.json': '{"name":"a"}',
      '/n/a/index.js': 'module.exports = require("./b");',
      '/n/a/esm.js': 'import x from "y";\nexport default x;',
      '/n/m/package.json': '{"type":"module"}',
      '/n/m/index.js': 'const x = 1;',
    };
    const read = (file: string) => {
      if (!(file in files)) throw new Error('ENOENT');
      return files[file]!;
    };
    expect(isCommonJs('/n/a/index.js', read)).toBe(true);
    expect(isCommonJs('/n/a/esm.js', read)).toBe(false);
    expect(isCommonJs('/n/m/index.js', read)).toBe(false);
    expect(isCommonJs('/n/a/x.cjs', read)).toBe(true);
    expect(isCommonJs('/n/a/x.mjs', read)).toBe(false);
  });
});

describe('mdx-memo-loader (one MDX compile for both webpack stages)', () => {
  // Through webpack's own loader runner: [memo, MDX loader], as the MDX rule has them.
  type RunResult = { result?: Array<string | Buffer>; fileDependencies: string[] };
  type RunOptions = { resource: string; loaders: Array<{ loader: string; options: object }>; context: object; readResource: typeof readFile };
  const { runLoaders } = require('loader-runner') as { runLoaders: (options: RunOptions, callback: (error: Error | null, result: RunResult) => void) => void };
  const memoLoader = path.join(__dirname, 'loaders/mdx-memo-loader.cjs');
  const mdxLoader = path.join(__dirname, '__fixtures__/memo/counting-mdx-loader.cjs');
  const dir = mkdtempSync(path.join(tmpdir(), 'mdx-memo-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const page = path.join(dir, 'page.mdx');
  const run = (memo: Map<string, unknown>, counter: { runs: number }) =>
    new Promise<{ source: string; files: string[] }>((resolve, reject) =>
      runLoaders(
        {
          resource: page,
          loaders: [{ loader: memoLoader, options: { memo } }, { loader: mdxLoader, options: { counter } }],
          // webpack's NormalModule adds getOptions; loader-runner keeps the current loader's options as `query`.
          context: { getOptions(this: { query: object }) { return this.query; } },
          readResource: readFile,
        },
        (error, result) => (error ? reject(error) : resolve({ source: String(result.result?.[0]), files: result.fileDependencies })),
      ),
    );

  it('compiles in the first stage and answers the second from memory, without the MDX loader', async () => {
    writeFileSync(page, '# Hello\n');
    const memo = new Map<string, unknown>();
    const counter = { runs: 0 };
    const first = await run(memo, counter);
    const second = await run(memo, counter);
    expect(second.source).toBe(first.source);
    expect(first.source).toBe('compiled(# Hello)');
    expect(counter.runs).toBe(1);
  });

  it('tells webpack what the compile depended on when it answers, so a warm build sees an edited page', async () => {
    writeFileSync(page, '# Hello\n');
    const memo = new Map<string, unknown>();
    const counter = { runs: 0 };
    const first = await run(memo, counter);
    expect(first.files).toEqual(expect.arrayContaining([page, path.join(dir, 'imported.txt')]));
    // Without these the HTML renderer's cache never learns the page's MDX file changed.
    expect((await run(memo, counter)).files.sort()).toEqual([...first.files].sort());
  });

  it('compiles again when the file changed (another build process, or content edited in between)', async () => {
    writeFileSync(page, '# Old\n');
    const memo = new Map<string, unknown>();
    const counter = { runs: 0 };
    await run(memo, counter);
    writeFileSync(page, '# New\n');
    expect((await run(memo, counter)).source).toBe('compiled(# New)');
    expect(counter.runs).toBe(2);
  });
});

describe('template-memo-loader (one transform of the template per compilation)', () => {
  // A real webpack compilation: four pages of one template, built side by side as Gatsby's are.
  const webpack = require('webpack') as typeof import('webpack');
  const memoLoader = path.join(__dirname, 'loaders/template-memo-loader.cjs');
  const slowLoader = path.join(__dirname, '__fixtures__/memo/slow-counting-loader.cjs');
  const dir = mkdtempSync(path.join(tmpdir(), 'template-memo-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const template = path.join(dir, 'template.js');
  const pages = ['a', 'b', 'c', 'd'];
  const imports = (extra: string[] = []) =>
    writeFileSync(
      path.join(dir, 'entry.js'),
      [...pages.map((page) => `import ${page} from './template.js?__contentFilePath=/docs/${page}.mdx';`), ...extra].join('\n') + `\nconsole.log(${pages.join(', ')});\n`,
    );

  const compile = (options: { counter: { runs: number }; fail?: boolean }) =>
    new Promise<{ errors: string[]; modules: Array<{ source: string; files: string[] }> }>((resolve, reject) => {
      const compiler = webpack({
        mode: 'none',
        context: dir,
        entry: './entry.js',
        output: { path: path.join(dir, 'out') },
        module: { rules: [{ test: /template\.js$/, use: [{ loader: memoLoader }, { loader: slowLoader, options }] }] },
      });
      compiler.run((error, stats) => {
        if (error || !stats) return reject(error ?? new Error('no stats'));
        const modules = [...stats.compilation.modules]
          .filter((module) => /template\.js\?__contentFilePath=/.test(module.identifier()))
          .map((module) => ({
            source: String((module as unknown as { originalSource(): { source(): string } }).originalSource()?.source() ?? ''),
            // What webpack snapshots to decide whether a warm build must rebuild the module.
            files: [...((module.buildInfo?.snapshot as { getFileIterable(): Iterable<string> } | undefined)?.getFileIterable() ?? [])],
          }));
        compiler.close(() => resolve({ errors: stats.compilation.errors.map((e) => e.message), modules }));
      });
    });

  it('transforms the template once for all pages of a compilation, each page getting the same code and dependencies', async () => {
    imports();
    writeFileSync(template, 'export default "template";\n');
    const counter = { runs: 0 };
    const { errors, modules } = await compile({ counter });
    expect(errors).toEqual([]);
    expect(modules).toHaveLength(4);
    expect(counter.runs).toBe(1);
    for (const module of modules) {
      expect(module.source).toContain('// transformed, keeps all');
      // Without the replayed dependency, a warm build would not see an edited template.
      expect(module.files).toContain(template);
    }
  });

  it('transforms a page component split by another query (Gatsby’s export=head) on its own', async () => {
    imports(["import { Head } from './template.js?__contentFilePath=/docs/e.mdx&export=head';", 'console.log(Head);']);
    writeFileSync(template, 'export default "template"; export const Head = 1;\n');
    const counter = { runs: 0 };
    const { modules } = await compile({ counter });
    expect(counter.runs).toBe(2);
    expect(modules.filter((module) => module.source.includes('keeps head'))).toHaveLength(1);
    expect(modules.filter((module) => module.source.includes('keeps all'))).toHaveLength(4);
  });

  it('transforms again in the next compilation (a warm build, or the other stage), and reads the template anew', async () => {
    imports();
    writeFileSync(template, 'export default "first";\n');
    const counter = { runs: 0 };
    await compile({ counter });
    writeFileSync(template, 'export default "second";\n');
    const { modules } = await compile({ counter });
    expect(counter.runs).toBe(2);
    expect(modules.every((module) => module.source.includes('"second"'))).toBe(true);
  });

  it('when the shared transform fails, every page reports the error and the compilation ends', async () => {
    imports();
    writeFileSync(template, 'export default "broken";\n');
    const counter = { runs: 0 };
    const { errors } = await compile({ counter, fail: true });
    expect(errors).toHaveLength(4);
    expect(errors.every((message) => message.includes('transform failed'))).toBe(true);
  });
});

describe('template-memo-loader with persist (persistentTemplateMemo: the transform kept in webpack’s persistent cache)', () => {
  // Real webpack builds, each a new compiler reading the cache the last one stored, as each warm build is.
  const webpack = require('webpack') as typeof import('webpack');
  const memoLoader = path.join(__dirname, 'loaders/template-memo-loader.cjs');
  const configLoader = path.join(__dirname, '__fixtures__/memo/config-reading-loader.cjs');
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));
  type Site = { dir: string; pages: string[]; persist: boolean };
  const newSite = (persist = true): Site => {
    const dir = mkdtempSync(path.join(tmpdir(), 'template-memo-disk-'));
    roots.push(dir);
    writeFileSync(path.join(dir, 'template.js'), 'export default "template 0";\n');
    writeFileSync(path.join(dir, 'babel.config'), 'config 0\n');
    return { dir, pages: ['a', 'b'], persist };
  };
  const runs = () => (globalThis as { configReadingLoaderRuns?: number }).configReadingLoaderRuns ?? 0;
  // What a page's module must hold: the template as it is, transformed with the config as it is.
  const expected = (site: Site) =>
    `${readFileSync(path.join(site.dir, 'template.js'), 'utf8')}\n// babel all ${readFileSync(path.join(site.dir, 'babel.config'), 'utf8').trim()}`;
  const build = (site: Site) =>
    new Promise<{ errors: string[]; sources: Map<string, string>; transforms: number }>((resolve, reject) => {
      writeFileSync(path.join(site.dir, 'entry.js'), site.pages.map((page) => `import ${page} from './template.js?__contentFilePath=/docs/${page}.mdx';\nconsole.log(${page});`).join('\n') + '\n');
      const before = runs();
      const compiler = webpack({
        mode: 'none',
        context: site.dir,
        entry: './entry.js',
        output: { path: path.join(site.dir, 'out') },
        cache: { type: 'filesystem', cacheDirectory: path.join(site.dir, 'cache') },
        infrastructureLogging: { level: 'error' },
        module: {
          rules: [
            {
              test: /template\.js$/,
              use: [
                { loader: memoLoader, ...(site.persist ? { options: { persist: true } } : {}) },
                { loader: configLoader, options: { configFile: path.join(site.dir, 'babel.config'), label: 'babel' } },
              ],
            },
          ],
        },
      });
      compiler.run((error, stats) => {
        if (error || !stats) return reject(error ?? new Error('no stats'));
        const sources = new Map(
          [...stats.compilation.modules]
            .filter((module) => /template\.js\?__contentFilePath=/.test(module.identifier()))
            .map((module) => [
              /__contentFilePath=\/docs\/(\w+)/.exec(module.identifier())![1],
              String((module as unknown as { originalSource(): { source(): string } }).originalSource()?.source() ?? ''),
            ]),
        );
        const errors = stats.compilation.errors.map((e) => e.message);
        // Closing stores the cache, as the end of a build does.
        compiler.close(() => resolve({ errors, sources, transforms: runs() - before }));
      });
    });
  const expectCurrent = (site: Site, result: Awaited<ReturnType<typeof build>>) => {
    expect(result.errors).toEqual([]);
    expect([...result.sources.keys()].sort()).toEqual([...site.pages].sort());
    for (const source of result.sources.values()) expect(source).toBe(expected(site));
  };

  it('a later build that builds a new page takes the transform from the cache; without persist it transforms again', async () => {
    for (const persist of [true, false]) {
      const site = newSite(persist);
      expectCurrent(site, await build(site));
      site.pages.push('c');
      const warm = await build(site);
      expectCurrent(site, warm);
      expect(warm.transforms).toBe(persist ? 0 : 1);
    }
  });

  it('transforms again when the template or a file the transform read (its config) changed', async () => {
    const site = newSite();
    await build(site);
    writeFileSync(path.join(site.dir, 'template.js'), 'export default "template 1";\n');
    site.pages.push('c');
    const edited = await build(site);
    expectCurrent(site, edited);
    expect(edited.transforms).toBe(1);
    writeFileSync(path.join(site.dir, 'babel.config'), 'config 1\n');
    site.pages.push('d');
    const reconfigured = await build(site);
    expectCurrent(site, reconfigured);
    expect(reconfigured.transforms).toBe(1);
    // Both back as they were: the first entry is still valid.
    writeFileSync(path.join(site.dir, 'template.js'), 'export default "template 0";\n');
    writeFileSync(path.join(site.dir, 'babel.config'), 'config 0\n');
    site.pages.push('e');
    const restored = await build(site);
    expectCurrent(site, restored);
    expect(restored.transforms).toBe(1);
  }, 60_000);

  it('a model: any run of template and config edits, added and removed pages and builds gives each page the current transform', async () => {
    const site = newSite();
    await build(site);
    let version = 0;
    const names = ['a', 'b', 'c', 'd', 'e'];
    type Command = fc.AsyncCommand<object, Site>;
    const EditTemplate: Command = {
      check: () => true,
      run: async (_model, real) => writeFileSync(path.join(real.dir, 'template.js'), `export default "template ${(version += 1)}";\n`),
      toString: () => 'edit template',
    };
    const EditConfig: Command = {
      check: () => true,
      run: async (_model, real) => writeFileSync(path.join(real.dir, 'babel.config'), `config ${(version += 1)}\n`),
      toString: () => 'edit config',
    };
    const RestoreFirst: Command = {
      check: () => true,
      run: async (_model, real) => {
        writeFileSync(path.join(real.dir, 'template.js'), 'export default "template 0";\n');
        writeFileSync(path.join(real.dir, 'babel.config'), 'config 0\n');
      },
      toString: () => 'restore the first template and config',
    };
    const Toggle = (page: string): Command => ({
      check: (_model) => true,
      run: async (_model, real) => {
        real.pages = real.pages.includes(page) ? real.pages.filter((name) => name !== page) : [...real.pages, page];
        if (real.pages.length === 0) real.pages = [page];
      },
      toString: () => `toggle page ${page}`,
    });
    const Build: Command = {
      check: () => true,
      run: async (_model, real) => {
        const result = await build(real);
        expectCurrent(real, result);
        // One transform at most per build, however many pages it built.
        expect(result.transforms).toBeLessThanOrEqual(1);
      },
      toString: () => 'build',
    };
    await fc.assert(
      fc.asyncProperty(
        fc.commands([fc.constant(EditTemplate), fc.constant(EditConfig), fc.constant(RestoreFirst), fc.constantFrom(...names).map(Toggle), fc.constant(Build), fc.constant(Build)], { maxCommands: 12 }),
        async (commands) => {
          await fc.asyncModelRun(() => ({ model: {}, real: site }), [...commands, Build]);
        },
      ),
      { numRuns: 6 },
    );
  }, 180_000);
});
