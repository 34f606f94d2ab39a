import fs from 'node:fs';
import path from 'node:path';
import type { Compiler, RuleSetRule, RuleSetUseItem } from 'webpack';
import { assertTerserOptimize, siteRequire } from '../internals';

export { siteRequire };

/** The package an import names: `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/**
 * Where this plugin lives: a local plugin's folder under the site root. Not `__dirname`: Gatsby's Parcel compile
 * (plain builds, --off=esbuildGatsbyFiles) gives a local plugin's modules `.cache/compiled/plugins/<name>` there.
 */
export const pluginDir = (root: string) => path.join(root, 'plugins', 'gatsby-plugin-fast-build');

/** The loaders this file puts in Gatsby's rules, referenced by path (webpack requires loaders by path). */
export const loadersDir = (root: string) => path.join(pluginDir(root), 'webpack', 'loaders');

/**
 * Production builds compile the site's own modules with esbuild instead of
 * Babel, and minify with swc instead of Terser. Measured on this site
 * (issue 26): Babel ran twice on every .ts/.tsx file (Gatsby's JS rule and
 * gatsby-plugin-typescript's rule both match, and webpack applies every
 * matching rule) and Terser minified on one worker of two cores, together
 * about a third of the two webpack compilations.
 *
 * Babel stays where it does something esbuild cannot: modules with a GraphQL
 * query (babel-plugin-remove-graphql-queries turns them into static query
 * hashes), page components as Gatsby imports them (its page-template plugin
 * strips `config`/`getServerData` exports), Gatsby's runtime in `.cache`, and
 * packages that depend on Gatsby. `gatsby develop` (developSwcTranspile) uses
 * swc instead of esbuild: React Refresh needs each component registered, which
 * swc's refresh transform does and esbuild cannot (loaders/swc-refresh-loader.cjs).
 */

/** What Gatsby's Babel preset is needed for in a source file. */
export const USES_GRAPHQL = /\bgraphql\s*(`|\()|\buseStaticQuery\b/;

/** What webpack passes a rule's `use` function. */
export interface UseInfo {
  resource: string;
  realResource?: string;
  resourceQuery: string;
  issuer: string;
}

type UseFunction = (info: UseInfo) => RuleSetUseItem[];
type Rule = RuleSetRule | '...' | false | 0 | '' | null | undefined;

const VENDOR = /[\\/]node_modules[\\/]/;

/**
 * Gatsby's browser runtime as it copies it into .cache on every start (cache-dir's .js files), without what Gatsby
 * generates there (the `$virtual` modules, which import every page component, and the compiled gatsby-node files).
 */
const GATSBY_RUNTIME = /^\.cache[\\/](?!_this_is_virtual_fs_path_|compiled[\\/]|caches[\\/]|page-ssr[\\/]|webpack[\\/]|fast-build[\\/])[^?]*\.js$/;

/**
 * True when the module is the site's own code (or the workspace library's
 * build) and needs nothing from Gatsby's Babel preset.
 */
export function isPlainSource(
  info: UseInfo,
  root: string,
  read: (file: string) => string = (file) => fs.readFileSync(file, 'utf8'),
  needsBabel: RegExp = USES_GRAPHQL,
  gatsbyRuntime = false,
): boolean {
  const file = info.realResource ?? info.resource;
  if (!file || info.resourceQuery || /async-requires/.test(info.issuer ?? '')) return false;
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative) || VENDOR.test(file)) return false;
  if (relative.startsWith('.cache') && !(gatsbyRuntime && GATSBY_RUNTIME.test(relative))) return false;
  try {
    return !needsBabel.test(read(file));
  } catch {
    return false;
  }
}

/** The site's browserslist, resolved (`['chrome 120', …]`): what Gatsby's Babel targets for the browser. */
export const siteBrowsers = (root: string): string[] =>
  (siteRequire(root)('browserslist') as (query?: null, options?: { path: string }) => string[])(null, { path: root });

const ESBUILD_ENGINES: Record<string, string> = {
  chrome: 'chrome',
  and_chr: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  and_ff: 'firefox',
  safari: 'safari',
  ios_saf: 'ios',
  opera: 'opera',
};

/**
 * esbuild targets for a browserslist result (`['chrome 120', 'ios_saf 16.6-16.7', …]`):
 * the oldest version of each engine esbuild knows; browsers it does not know
 * (Samsung Internet, Opera Mobile…) run one of those engines.
 */
export function esbuildTargets(browsers: string[]): string[] {
  const oldest = new Map<string, number[]>();
  for (const entry of browsers) {
    const [name, range] = entry.split(' ');
    const engine = ESBUILD_ENGINES[name ?? ''];
    if (!engine || !range) continue;
    const version = range.split('-')[0]!.split('.').map(Number);
    if (version.some(Number.isNaN)) continue;
    const known = oldest.get(engine);
    const older = !known || version[0]! < known[0]! || (version[0] === known[0] && (version[1] ?? 0) < (known[1] ?? 0));
    if (older) oldest.set(engine, version);
  }
  return [...oldest].sort(([a], [b]) => a.localeCompare(b)).map(([engine, version]) => `${engine}${version.join('.')}`);
}

const LOADERS: Record<string, string> = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'jsx', '.mjs': 'js', '.jsx': 'jsx', '.mdx': 'jsx', '.md': 'jsx' };

/** The esbuild-loader entry for one module. */
export function esbuildUse(file: string, target: string[], loader: string): RuleSetUseItem {
  return {
    loader,
    options: { loader: LOADERS[path.extname(file)] ?? 'jsx', target, jsx: 'automatic' },
  };
}

const isBabel = (item: RuleSetUseItem): boolean => {
  const loader = typeof item === 'string' ? item : typeof item === 'object' && item ? item.loader : undefined;
  return typeof loader === 'string' && /babel-loader/.test(loader);
};

/**
 * Compiled MDX by file and content, for this process: both webpack stages run
 * in it, and the second reads the first's output (loaders/mdx-memo-loader.cjs).
 */
const compiledMdx = new Map<string, { source: string; files: string[]; contexts: string[]; missing: string[] }>();

/**
 * What Gatsby's develop Babel does besides TypeScript, JSX and React Refresh: its query plugin, and
 * babel-plugin-add-slice-placeholder-location (develop's error messages for a `<Slice>`).
 */
export const DEVELOP_NEEDS_BABEL = new RegExp(`${USES_GRAPHQL.source}|\\bSlice\\b`);

/** The site's JSX settings (gatsby-config's `jsxRuntime`, `jsxImportSource`), as Gatsby's Babel preset reads them. */
export interface Jsx {
  runtime: 'automatic' | 'classic';
  importSource?: string;
}

/** The swc loader entry in `gatsby develop`: React Refresh registration, development JSX. */
export function swcRefreshUse(root: string, browsers: string[], { runtime, importSource }: Jsx): RuleSetUseItem {
  return { loader: path.join(loadersDir(root), 'swc-refresh-loader.cjs'), options: { targets: browsers, runtime, ...(importSource ? { importSource } : {}) } };
}

/** How withFastTranspile rewrites: production (esbuild, memos) or develop (swc with React Refresh). */
export interface TranspileMode {
  /** The loader that replaces Babel for a plain source or compiled MDX. */
  transpiler: (info: UseInfo) => RuleSetUseItem;
  /** Which sources keep Babel. */
  needsBabel: RegExp;
  /** Develop only (developSwcRuntime): Gatsby's runtime in .cache goes to the transpiler too, but for what needsBabel keeps. */
  gatsbyRuntime?: boolean;
  /**
   * Production only: the MDX compile kept for the other stage and the template's transform shared by a compilation's
   * pages. Develop keeps Gatsby's rules for the page components (Babel registers the template's components with React
   * Refresh) and compiles MDX anew on each edit.
   */
  memos: boolean;
}

/** What withFastTranspile changed, by rule (each is expected exactly once). */
export interface TranspileChanges {
  js: number;
  typescript: number;
  mdx: number;
  mdxLayout: number;
}

/**
 * Rewrites Gatsby's JS rules for a production stage; returns what it changed,
 * for the fence in ../internals.ts. Webpack runs the loaders of every
 * matching rule, the later rules' first, so for a doc page's component
 * (`DocPage.tsx?__contentFilePath=….mdx`) Gatsby ran: Babel (TypeScript rule),
 * gatsby-plugin-mdx's layout loader (which parses plain JS and compiles its
 * JSX), Babel (layout rule), Babel (JS rule), each on a different input per page.
 * - the JS rule (`test` matching .js and .tsx, with `include`): plain sources
 *   get esbuild, everything else keeps Babel (it runs last);
 * - gatsby-plugin-typescript's rule (`test` matching .tsx only, no `include`):
 *   nothing for a plain file outside node_modules, which the JS rule compiles
 *   whole; esbuild for a file with a query, to hand the layout loader plain JS;
 * - gatsby-plugin-mdx's layout rule (a `__contentFilePath` query): its Babel
 *   pass replaced by the JS rule's, moved before the layout loader, so it
 *   compiles the template alone: the same input on every page, transformed
 *   once per compilation and shared (template-memo-loader.cjs; Babel's disk
 *   cache alone missed on every page started before the first result);
 *   the JS rule adds nothing to these modules;
 * - gatsby-plugin-mdx's rule (`test` matching .mdx): esbuild instead of Babel
 *   on the compiled MDX (a doc page's MDX never holds a query: its template
 *   does), and the compile done once for both stages (mdx-memo-loader.cjs).
 */
export function withFastTranspile(rules: Rule[], root: string, target: string[], mode?: TranspileMode, { persistTemplate = false }: { persistTemplate?: boolean } = {}): TranspileChanges {
  const changed: TranspileChanges = { js: 0, typescript: 0, mdx: 0, mdxLayout: 0 };
  // Production: esbuild, its loader resolved once for every module.
  const esbuildLoader = mode ? '' : siteRequire(root).resolve('esbuild-loader');
  const { transpiler, needsBabel, memos, gatsbyRuntime = false } = mode ?? {
    transpiler: (info: UseInfo) => esbuildUse(info.realResource ?? info.resource, target, esbuildLoader),
    needsBabel: USES_GRAPHQL,
    memos: true,
  };
  const memoUse: RuleSetUseItem = { loader: path.join(loadersDir(root), 'mdx-memo-loader.cjs'), options: { memo: compiledMdx } };
  // persistentTemplateMemo: the shared transform is also kept in webpack's persistent cache for later builds.
  const templateMemo: RuleSetUseItem = { loader: path.join(loadersDir(root), 'template-memo-loader.cjs'), ...(persistTemplate ? { options: { persist: true } } : {}) };
  const isJsRule = (rule: Rule): rule is RuleSetRule =>
    !!rule && rule !== '...' && !rule.resourceQuery && rule.test instanceof RegExp && rule.test.test('a.tsx') && rule.test.test('a.js') && typeof rule.include === 'function' && typeof rule.use === 'function';
  const jsRule = rules.find(isJsRule);
  const jsUse = jsRule ? (jsRule.use as unknown as UseFunction) : () => [];
  const isLayoutModule = (info: UseInfo) => /__contentFilePath=/.test(info.resourceQuery ?? '');
  const rewritten = rules.map((rule): Rule => {
    if (!rule || rule === '...' || !(rule.test instanceof RegExp) || typeof rule.use !== 'function') return rule;
    const test = rule.test;
    const use = rule.use as unknown as UseFunction;
    // Gatsby's develop config probes each rule with `use({})` to find the rules React Refresh covers (the ones that
    // run its Babel loader): without a module, a rule answers as Gatsby made it.
    const rewrite = (next: UseFunction): Rule => ({ ...rule, use: ((info: UseInfo) => (info.resource ? next(info) : use(info))) as unknown as RuleSetRule['use'] });
    if (rule.resourceQuery instanceof RegExp && rule.resourceQuery.test('?__contentFilePath=/a.mdx') && test.test('a.tsx')) {
      changed.mdxLayout += 1;
      if (!memos) return rule;
      // The JS rule's Babel runs before the layout loader, not after: its input is then the template alone,
      // the same for every page, and the pages of a compilation share one transform (template-memo-loader.cjs).
      return rewrite((info) => [...use(info).filter((item) => !isBabel(item)), templateMemo, ...jsUse(info)]);
    }
    if (rule.resourceQuery) return rule;
    if (rule === jsRule) {
      changed.js += 1;
      return rewrite((info) => (isLayoutModule(info) ? (memos ? [] : use(info)) : isPlainSource(info, root, undefined, needsBabel, gatsbyRuntime) ? [transpiler(info)] : use(info)));
    }
    if (test.test('a.tsx') && !test.test('a.js') && !rule.include) {
      changed.typescript += 1;
      // A page component as Gatsby imports it goes on to the layout loader, which reads plain JavaScript.
      const layoutInput = (info: UseInfo) => (memos ? [transpiler(info)] : use(info));
      return rewrite((info) => (VENDOR.test(info.realResource ?? info.resource) ? use(info) : info.resourceQuery ? layoutInput(info) : []));
    }
    if (test.test('a.mdx')) {
      changed.mdx += 1;
      // [Babel, MDX loader] → [esbuild, memo, MDX loader]: the memo answers the second stage's compile.
      return rewrite((info) => use(info).flatMap((item) => (isBabel(item) ? [transpiler(info), ...(memos ? [memoUse] : [])] : [item])));
    }
    return rule;
  });
  rules.splice(0, rules.length, ...rewritten);
  return changed;
}

/**
 * Gatsby's minimizer list with Terser's minify function swapped for swc's,
 * through terser-webpack-plugin's own `swcMinify` (licence comments still go
 * to .LICENSE.txt). Measured on this site's bundles: gzip 1.3% smaller than
 * Terser with Gatsby's options, in a ninth of the time; esbuild's minifier was
 * 7% larger. Returns how many it swapped.
 */
export function withSwcMinifier(minimizers: unknown[], root: string): number {
  let swapped = 0;
  minimizers.forEach((minimizer, index) => {
    if (minimizer && typeof minimizer === 'object' && minimizer.constructor?.name === 'TerserPlugin') {
      const TerserPlugin = siteRequire(root)('terser-webpack-plugin') as typeof import('terser-webpack-plugin');
      const swc = new TerserPlugin({
        exclude: /\.min\.js/,
        minify: TerserPlugin.swcMinify,
        // Every browser of the site's browserslist runs ES2020, so swc may print it.
        terserOptions: { ecma: 2020, compress: { ecma: 2020, passes: 2 }, mangle: true },
      });
      swcMinimizers.add(swc);
      minimizers[index] = swc;
      swapped += 1;
    }
  });
  return swapped;
}

/** The minimizers withSwcMinifier made. */
const swcMinimizers = new WeakSet<object>();

/**
 * At most this many modules built by a compilation make it one of few changes (a warm build after an edit builds one
 * to three; a cold one, all 1,132 of the browser bundles), whose changed files are the chunks holding those modules and
 * the runtime.
 */
export const FEW_BUILT_MODULES = 16;
const FEW_IN_PROCESS = 'MinifyFewInProcess';

/**
 * minifyFewInProcess. terser-webpack-plugin minifies in a worker process (jest-worker) whenever a file is not in its
 * cache: a warm build after an edit started a new Node process, loaded swc in it and sent it two or three files, and
 * webpack waited idle meanwhile (the browser bundles' step, 12 interleaved warm builds each way: 2.12 → 2.03 s, medians;
 * the cost: swc loaded in webpack's process, about 33 MB more in the largest warm process). swc's minify is asynchronous, on libuv's threads, so
 * in webpack's process it runs beside the main thread all the same. A compilation that built at most
 * FEW_BUILT_MODULES minifies in the process (availableNumberOfCores 0, the plugin's own in-process path); any other
 * keeps the worker, whose separate heap keeps a cold build's largest process smaller. The same function minifies
 * either way, with the same options: the files are the same bytes. Returns how many minimizers it wrapped.
 */
export function minifyFewInProcess(minimizers: unknown[]): number {
  let wrapped = 0;
  for (const minimizer of minimizers) {
    if (!minimizer || typeof minimizer !== 'object' || !swcMinimizers.has(minimizer)) continue;
    const plugin = minimizer as { optimize?: unknown; apply: (compiler: Compiler) => void };
    const optimize = plugin.optimize;
    assertTerserOptimize(optimize);
    // Modules each compilation built (its own count: webpack's builtModules is a WeakSet).
    const built = new WeakMap<object, number>();
    const apply = plugin.apply;
    plugin.apply = function (this: unknown, compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(FEW_IN_PROCESS, (compilation) => {
        built.set(compilation, 0);
        compilation.hooks.succeedModule.tap(FEW_IN_PROCESS, () => void built.set(compilation, built.get(compilation)! + 1));
      });
      apply.call(this, compiler);
    };
    plugin.optimize = function (this: unknown, compiler: unknown, compilation: object, assets: unknown, options: { availableNumberOfCores: number }) {
      const count = built.get(compilation);
      const few = count !== undefined && count <= FEW_BUILT_MODULES;
      return optimize.call(this, compiler, compilation, assets, few ? { ...options, availableNumberOfCores: 0 } : options);
    };
    wrapped += 1;
  }
  return wrapped;
}

type ExternalsCallback = (error?: Error | null, result?: string) => void;
interface ExternalsData {
  request?: string;
  context?: string;
  getResolve?: (options: { dependencyType: string }) => (context: string, request: string, callback: (error: Error | null, result?: string | false) => void) => void;
}

/** Requests the HTML renderer keeps bundling: Gatsby's runtime, and files that are not JavaScript (styles are dropped, assets get URLs). */
const BUNDLED_REQUEST = /^(gatsby|@gatsbyjs[\\/])|\.(css|scss|sass|less|svg|png|jpe?g|gif|webp|avif|woff2?|ttf|eot|md|mdx)$/;


/**
 * An externals function for the HTML renderer: packages from node_modules are
 * required from Node at render time instead of being bundled, so webpack
 * parses MUI, Radix and the rest once (for the browser), not twice. Each is
 * required by the file webpack resolved it to, so every importer shares one
 * instance, as in the bundle. Left bundled: relative imports, webpack aliases
 * (Gatsby's own entry, `$virtual`…), Gatsby's runtime packages, and
 * non-JavaScript files.
 */
export function nodeModulesExternals(aliases: string[]) {
  const aliased = new Set(aliases.map((alias) => alias.replace(/\$$/, '')));
  return ({ request, context, getResolve }: ExternalsData, callback: ExternalsCallback): void => {
    if (!request || !context || !getResolve || /^[./$]|[?!]/.test(request) || path.isAbsolute(request)) return callback();
    if (aliased.has(request) || aliased.has(packageOf(request)) || BUNDLED_REQUEST.test(request)) return callback();
    getResolve({ dependencyType: 'commonjs' })(context, request, (error, resolved) => {
      if (error || !resolved || !VENDOR.test(resolved) || !isCommonJs(resolved)) return callback();
      callback(null, `commonjs ${resolved}`);
    });
  };
}

const commonJs = new Map<string, boolean>();
/**
 * Whether Node can `require` the file as it is: webpack may resolve a package
 * to its ES module build (a `module` field), which only webpack can load.
 */
export function isCommonJs(file: string, read: (file: string) => string = (name) => fs.readFileSync(name, 'utf8')): boolean {
  if (file.endsWith('.cjs')) return true;
  if (!file.endsWith('.js')) return false;
  let known = commonJs.get(file);
  if (known === undefined) {
    try {
      known = !/^\s*(import\s*[\w{*'"]|export\s)/m.test(read(file)) && packageType(path.dirname(file), read) !== 'module';
    } catch {
      known = false;
    }
    commonJs.set(file, known);
  }
  return known;
}

/** The `type` of the nearest package.json above `dir`. */
function packageType(dir: string, read: (file: string) => string): string | undefined {
  for (let at = dir; ; at = path.dirname(at)) {
    try {
      return (JSON.parse(read(path.join(at, 'package.json'))) as { type?: string }).type ?? 'commonjs';
    } catch {
      if (path.dirname(at) === at) return undefined;
    }
  }
}
