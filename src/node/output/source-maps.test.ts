import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Configuration, Stats } from 'webpack';
import { runWebpack } from '../../../plugins/gatsby-plugin-fast-build/webpack/__fixtures__/run-webpack';
import { withoutMemoryCache } from '../../../plugins/gatsby-plugin-fast-build/webpack/build-dependencies';
import { afterAll, describe, expect, it } from 'vitest';
import { withBrowserSourceMaps } from './webpack';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A real production build shaped like Gatsby's browser stage: full source maps and a filesystem cache. */
function gatsbyLike(dir: string): Configuration {
  return {
    mode: 'production',
    context: dir,
    devtool: 'source-map',
    entry: { app: './app.js' },
    output: { path: path.join(dir, 'out'), filename: '[name].js' },
    cache: { type: 'filesystem', cacheDirectory: path.join(dir, 'cache') },
  };
}

async function run(config: Configuration): Promise<{ files: string[]; app: string; stats: Stats }> {
  fs.rmSync(config.output!.path!, { recursive: true, force: true });
  const stats = await runWebpack(config);
  const out = config.output!.path!;
  return { files: fs.readdirSync(out).sort(), app: fs.readFileSync(path.join(out, 'app.js'), 'utf8'), stats };
}

describe('withBrowserSourceMaps', () => {
  it('builds the browser bundles without maps unless asked, and never reuses a cache built the other way', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'source-maps-'));
    dirs.push(dir);
    fs.writeFileSync(path.join(dir, 'app.js'), `console.log('app marker');\n`);

    const plain = await run(withBrowserSourceMaps(gatsbyLike(dir), false));
    expect(plain.stats.compilation.errors).toEqual([]);
    expect(plain.files).toEqual(['app.js']);
    expect(plain.app).toContain('app marker');
    expect(plain.app).not.toContain('sourceMappingURL');

    // Same cache folder, maps asked for: the maps are there, so no module came from the map-less cache.
    const mapped = await run(withBrowserSourceMaps(gatsbyLike(dir), true));
    expect(mapped.files).toEqual(['app.js', 'app.js.map']);
    expect(mapped.app).toContain('//# sourceMappingURL=app.js.map');
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'out/app.js.map'), 'utf8')).sources.join()).toContain('app.js');

    // And back: no map, no reference to one.
    const again = await run(withBrowserSourceMaps(gatsbyLike(dir), false));
    expect(again.files).toEqual(['app.js']);
    expect(again.app).not.toContain('sourceMappingURL');
  }, 60_000);

  it('leaves a config without a filesystem cache its cache setting', () => {
    expect(withBrowserSourceMaps({ devtool: 'source-map', cache: false }, false)).toEqual({ devtool: false, cache: false });
    expect(withBrowserSourceMaps({ devtool: 'source-map' }, true)).toEqual({ devtool: 'source-map', cache: undefined });
  });
});

describe('withoutMemoryCache', () => {
  const memoryLayers = (stats: Stats) => stats.compilation.compiler.cache.hooks.get.taps.map((tap) => tap.name).filter((name) => /^Memory/.test(name));

  it("keeps webpack's cache on disk only: nothing held in memory, and the next build still reuses every module", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'memory-cache-'));
    dirs.push(dir);
    fs.writeFileSync(path.join(dir, 'app.js'), `import { b } from './b.js';\nconsole.log('app', b);\n`);
    fs.writeFileSync(path.join(dir, 'b.js'), `export const b = 'b marker';\n`);
    // Gatsby's production config keeps every entry in memory as well (webpack's MemoryCachePlugin).
    const gatsbyDefault = { ...gatsbyLike(dir), output: { path: path.join(dir, 'default-out'), filename: '[name].js' }, cache: { type: 'filesystem' as const, cacheDirectory: path.join(dir, 'default-cache') } };
    expect(memoryLayers((await run(withBrowserSourceMaps(gatsbyDefault, false))).stats)).toEqual(['MemoryCachePlugin']);

    const cold = await run(withoutMemoryCache(withBrowserSourceMaps(gatsbyLike(dir), false)));
    expect(memoryLayers(cold.stats)).toEqual([]);
    expect(cold.app).toContain('b marker');
    const built = (stats: Stats) => [...stats.compilation.modules].filter((module) => stats.compilation.builtModules.has(module)).length;
    expect(built(cold.stats)).toBe(2);
    // A warm build (a new process, a new compiler) reads the modules from the cache folder.
    const warm = await run(withoutMemoryCache(withBrowserSourceMaps(gatsbyLike(dir), false)));
    expect(built(warm.stats)).toBe(0);
    expect(warm.app).toBe(cold.app);
  }, 60_000);

  it('leaves a config without a cache as it is', () => {
    expect(withoutMemoryCache({ cache: false })).toEqual({ cache: false });
  });
});
