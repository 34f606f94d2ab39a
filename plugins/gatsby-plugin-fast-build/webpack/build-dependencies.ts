import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';
import { pluginDir } from './fast-transpile';

const NAME = 'NoBuildDependencies';

/** Every file under `dir` that `keep` accepts, sorted (absolute paths); [] when it does not exist. */
function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  if (statSync(dir).isFile()) return keep(dir) ? [dir] : [];
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full, keep);
      return keep(full) ? [full] : [];
    });
}

/**
 * npm's record of what node_modules holds (its "hidden lockfile"), which every install rewrites, one that leaves
 * package-lock.json as it is (`npm install <package> --no-save`) too.
 */
export const INSTALLED_PACKAGES = 'node_modules/.package-lock.json';

/**
 * What a production build's webpack cache is keyed to besides its modules:
 * the lockfile (every loader and plugin in node_modules), Gatsby's compiled
 * gatsby-config and gatsby-node files (they bundle the build's TypeScript),
 * what node_modules holds as npm last installed it (INSTALLED_PACKAGES),
 * this plugin's code (its loaders, referenced by path) and the site's
 * `inputs` (the plugin option `cacheInputs`: here src/node, whose loaders
 * are referenced by path too). Tests, fixtures and READMEs aside, as the
 * site's build entry hashes them.
 */
export function cacheInputFiles(root: string, inputs: string[] = []): string[] {
  const compiledDir = path.join(root, '.cache/compiled');
  const compiled = filesUnder(compiledDir, (file) => /[\\/]gatsby-(config|node)\.js$/.test(file));
  const notInput = (file: string) => /[\\/]__fixtures__[\\/]/.test(file) || /\.test\.[cm]?[jt]sx?$|README\.md$/.test(file);
  // This plugin's folder: its loaders are referenced by path, so its code is an input of the cache.
  const own = [pluginDir(root), ...inputs.map((input) => path.join(root, input))].flatMap((dir) => filesUnder(dir, (file) => !notInput(file)));
  return [...new Set([path.join(root, 'package-lock.json'), path.join(root, INSTALLED_PACKAGES), ...compiled, ...own])].filter((file) => existsSync(file));
}

export function cacheInputHash(root: string, files: string[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${path.relative(root, file)}\0`).update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/**
 * Webpack keys a filesystem cache to "build dependencies": Gatsby lists its
 * webpack config and each plugin's gatsby-node, webpack adds itself and every
 * loader, and on a cold build's first cache store it resolves and hashes all
 * they require: 4304 files (Gatsby, Babel, PostCSS, GraphQL…) once per
 * stage. That took 10–14 s of main-thread time beside the HTML renderer's
 * compile (cold, 44 pages: renderer 20.4 → 8.0 s, build 86.9 → 70.4 s).
 *
 * Those files already make a build cold here: Gatsby empties .cache when a
 * plugin's or its own version, package.json or gatsby-config/-node change,
 * and the site's build entry when the lockfile, Node or the build's code change.
 * What the list added beyond that, a direct `gatsby build` after editing the
 * lockfile, a loader or the build's code, the cache's version covers instead: a
 * hash of cacheInputFiles, a few milliseconds to compute (noBuildDependencies).
 */
export function withInputKeyedCache<T extends { cache?: unknown; plugins?: unknown[] }>(config: T, root: string, inputs: string[] = []): T {
  if (!config.cache || typeof config.cache !== 'object') return config;
  const cache = config.cache as { version?: string };
  const version = [cache.version, `inputs-${cacheInputHash(root, cacheInputFiles(root, inputs))}`].filter(Boolean).join('-');
  return { ...config, cache: { ...cache, buildDependencies: {}, version }, plugins: [...(config.plugins ?? []), new NoBuildDependencies()] };
}

/**
 * Empties the compilation's build dependencies (webpack itself, the loaders)
 * before the compiler hands them to the cache, which would resolve them.
 */
export class NoBuildDependencies {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap(NAME, (stats) => {
      stats.compilation.buildDependencies.clear();
    });
  }
}

/**
 * diskOnlyCache. webpack's persistent cache also keeps every entry in memory for as long as its compiler lives (in
 * production mode `maxMemoryGenerations` defaults to Infinity), and Gatsby holds both compilers, browser bundles and
 * HTML renderer, until the build ends: through query running and HTML, where the build's memory peaked at +300 pages.
 * A build compiles once and reads each entry once, from disk when warm; the copy in memory only serves a second compile
 * in the same process (`gatsby develop`). 0 drops an entry once it is written to disk.
 */
export function withoutMemoryCache<T extends { cache?: unknown }>(config: T): T {
  return config.cache && typeof config.cache === 'object' ? { ...config, cache: { ...config.cache, maxMemoryGenerations: 0 } } : config;
}

/** Every folder named node_modules, and what is under it (webpack's own pattern for package folders). */
export const PACKAGE_FOLDERS = /^(.+?[\\/]node_modules[\\/])/;

/**
 * immutablePackages. Webpack checks a module or resolution that lies in a package folder ("managed" paths) by reading
 * that package's package.json and comparing name and version, for every cached module and resolution on every warm
 * build: 1,246 package entries and 14,250 snapshot entries tested at 44 pages for the browser bundles alone. Where
 * the cache is keyed to the lockfile and npm's record of node_modules (withInputKeyedCache), a package that changed
 * makes a new cache already, so its files can be taken as immutable: webpack then checks nothing under node_modules.
 * The library, an npm workspace, resolves to its real folder (packages/), outside node_modules, and stays checked.
 */
export function withImmutablePackages<T extends { snapshot?: object }>(config: T): T {
  const snapshot = (config.snapshot ?? {}) as { immutablePaths?: Array<string | RegExp> };
  return { ...config, snapshot: { ...snapshot, managedPaths: [], immutablePaths: [...(snapshot.immutablePaths ?? []), PACKAGE_FOLDERS] } };
}
