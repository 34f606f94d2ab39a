import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';
import { walk } from '../code/snippets';

const NAME = 'NoBuildDependencies';

/**
 * What a production build's webpack cache is keyed to besides its modules:
 * the lockfile (every loader and plugin in node_modules), Gatsby's compiled
 * gatsby-config and gatsby-node (they bundle the build's TypeScript under
 * src/node) and the rest of src/node (the loaders, referenced by path).
 * Tests and fixtures aside, as scripts/build.mjs hashes them.
 */
export function cacheInputFiles(root: string): string[] {
  const compiled = ['gatsby-config.js', 'gatsby-node.js'].map((file) => path.join(root, '.cache/compiled', file));
  const notInput = (file: string) => /[\\/]__fixtures__[\\/]/.test(file) || /\.test\.[cm]?[jt]sx?$/.test(file);
  const own = existsSync(path.join(root, 'src/node')) ? walk(path.join(root, 'src/node'), (file) => !notInput(file)) : [];
  return [path.join(root, 'package-lock.json'), ...compiled, ...own].filter((file) => existsSync(file));
}

export function cacheInputHash(root: string, files = cacheInputFiles(root)): string {
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
 * and scripts/build.mjs when the lockfile, Node or the build's code change.
 * What the list added beyond that, a direct `gatsby build` after editing the
 * lockfile, a loader or src/node, the cache's version covers instead: a hash
 * of cacheInputFiles, a few milliseconds to compute.
 */
export function withInputKeyedCache<T extends { cache?: unknown; plugins?: unknown[] }>(config: T, root: string): T {
  if (!config.cache || typeof config.cache !== 'object') return config;
  const cache = config.cache as { version?: string };
  const version = [cache.version, `inputs-${cacheInputHash(root)}`].filter(Boolean).join('-');
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
