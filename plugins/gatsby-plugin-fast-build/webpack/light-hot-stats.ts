import { readFileSync } from 'node:fs';
import type { Compiler, Stats, StatsCompilation } from 'webpack';

const NAME = 'gatsby-plugin-fast-build/light-hot-stats';

/**
 * What gatsby develop's hot middleware (@gatsbyjs/webpack-hot-middleware, its `publishStats`) asks `stats.toJson` for
 * after every compile, and again for every page that connects: the hash the open pages fetch their update by, the
 * compile's time, its errors and warnings, and the id and name of every module, only to print updated modules' names
 * in the browser's console.
 */
export const HOT_MIDDLEWARE_STATS = { all: false, cached: true, children: true, modules: true, timings: true, hash: true, warnings: true, errors: true, ids: true } as const;

const sameOptions = (options: unknown): boolean => {
  if (!options || typeof options !== 'object') return false;
  const asked = Object.entries(options);
  return asked.length === Object.keys(HOT_MIDDLEWARE_STATS).length && asked.every(([key, value]) => (HOT_MIDDLEWARE_STATS as Record<string, unknown>)[key] === value);
};

/**
 * What `stats.toJson(HOT_MIDDLEWARE_STATS)` gives the middleware, for a compile without errors or warnings, without
 * webpack's stats factory: it describes each of some 500 modules in about 30 fields (size, issuer, chunks…) and the
 * middleware keeps two, which took 11-24 ms of develop's thread between a compile's end and the open pages hearing
 * of it. Modules as the factory lists them with these options: those in a chunk, with an id (runtime modules have
 * none), named as webpack names them for people.
 */
export function hotMiddlewareJson(stats: Stats): StatsCompilation {
  const { compilation } = stats;
  const { chunkGraph, requestShortener } = compilation;
  const modules: { id: string | number; name: string }[] = [];
  for (const module of compilation.modules) {
    const id = chunkGraph.getModuleId(module);
    if (id === null || id === '' || chunkGraph.getNumberOfModuleChunks(module) === 0) continue;
    modules.push({ id, name: module.readableIdentifier(requestShortener) });
  }
  return {
    hash: compilation.hash ?? undefined,
    time: (compilation.endTime ?? 0) - (compilation.startTime ?? 0),
    modules: modules as StatsCompilation['modules'],
    errors: [],
    warnings: [],
    children: [],
  };
}

/**
 * developLightHotStats: the develop compiler's stats answer the hot middleware's request with hotMiddlewareJson when
 * the compile has no errors or warnings (else, and for any other request, webpack's stats factory answers, so the
 * overlay and the terminal show what they showed). Tapped first on `done`, before the middleware's own tap.
 */
export class LightHotStats {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap({ name: NAME, stage: -100 }, (stats) => {
      const toJson = stats.toJson.bind(stats);
      stats.toJson = (options) => (sameOptions(options) && !stats.hasErrors() && !stats.hasWarnings() ? hotMiddlewareJson(stats) : toJson(options));
    });
  }
}

/** The fields of the JSON the middleware reads: of the whole (`stats.`) and of each module (`module.`). */
export const MIDDLEWARE_READS = { stats: ['children', 'errors', 'hash', 'modules', 'name', 'time', 'warnings'], module: ['id', 'name'] };

/**
 * What the middleware's source asks and reads (HOT_MIDDLEWARE_STATS in internals.ts): the options it passes to
 * `toJson`, and the fields it reads of the result and of each module. Null when a function it names is not there.
 */
export function middlewareAsks(file: string): { options: Record<string, unknown> | null; reads: { stats: string[]; module: string[] } } | null {
  const source = readFileSync(file, 'utf8');
  const body = (name: string) => {
    const start = source.indexOf(`function ${name}(`);
    if (start < 0) return null;
    const next = source.indexOf('\nfunction ', start + 1);
    return source.slice(start, next < 0 ? undefined : next);
  };
  const [publish, extract, moduleMap] = [body('publishStats'), body('extractBundles'), body('buildModuleMap')];
  if (!publish || !extract || !moduleMap) return null;
  const literal = /\.toJson\(\s*(\{[^}]*\})\s*\)/.exec(publish)?.[1];
  let options: Record<string, unknown> | null = null;
  try {
    options = literal ? (JSON.parse(literal.replace(/([a-zA-Z]+)\s*:/g, '"$1":').replace(/,\s*\}/, '}')) as Record<string, unknown>) : null;
  } catch {
    options = null;
  }
  const fields = (text: string, object: string) => [...new Set([...text.matchAll(new RegExp(`\\b${object}\\.([a-zA-Z]+)`, 'g'))].map((match) => match[1]!))].sort();
  return { options, reads: { stats: fields(publish + extract, 'stats'), module: fields(moduleMap, 'module') } };
}
