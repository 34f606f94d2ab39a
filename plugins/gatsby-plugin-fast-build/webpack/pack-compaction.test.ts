// lazyPackCompaction on real webpack builds: each build is a new compiler reading the cache from disk, as each
// `npm run build` is a new process. What must hold: the output is always the sources' (no replaced entry is ever served),
// the cold build's pack file is kept through a small change, and it is rewritten once a large share of it is waste.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertPackFileInternals } from '../internals';
import { runWebpack } from './__fixtures__/run-webpack';
import { installLazyPackCompaction, MIN_CONTENT_SIZE } from './pack-compaction';

const ROOT = path.resolve(__dirname, '../../..');
const Strategy = createRequire(import.meta.url)('webpack/lib/cache/PackFileCacheStrategy') as { prototype: unknown };

/** Modules of about 24 KB each: the cold build's pack file is well above webpack's 1 MiB merge limit. */
const MODULES = 40;
const PADDING = `/* ${'padding '.repeat(3000)} */`;

interface Site {
  dir: string;
  padding: string;
  versions: number[];
  included: boolean[];
}

function makeSite(padding = PADDING): Site {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pack-compaction-'));
  mkdirSync(path.join(dir, 'src'));
  const site = { dir, padding, versions: Array.from({ length: MODULES }, () => 0), included: Array.from({ length: MODULES }, () => true) };
  for (let index = 0; index < MODULES; index += 1) writeModule(site, index);
  writeEntry(site);
  return site;
}

const token = (index: number, version: number) => `tok-${index}-v${version}-end`;
function writeModule(site: Site, index: number): void {
  writeFileSync(path.join(site.dir, 'src', `m${index}.js`), `${site.padding}\nexport const value${index} = ${JSON.stringify(token(index, site.versions[index]!))};\n`);
}
function writeEntry(site: Site): void {
  const used = site.included.flatMap((on, index) => (on ? [index] : []));
  const imports = used.map((index) => `import { value${index} } from './m${index}.js';`).join('\n');
  writeFileSync(path.join(site.dir, 'src', 'index.js'), `${imports}\nconsole.log([${used.map((index) => `value${index}`).join(', ')}]);\n`);
}

async function build(site: Site): Promise<string> {
  const stats = await runWebpack({
    mode: 'production',
    context: site.dir,
    entry: './src/index.js',
    output: { path: path.join(site.dir, 'out'), filename: 'main.js' },
    optimization: { minimize: false },
    devtool: false,
    cache: { type: 'filesystem', cacheDirectory: path.join(site.dir, 'cache') },
    infrastructureLogging: { level: 'none' },
  });
  expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
  return readFileSync(path.join(site.dir, 'out', 'main.js'), 'utf8');
}

/** What the bundle must hold: each included module's current text, and no other version of any module. */
function expectOutput(site: Site, output: string): void {
  const found = [...output.matchAll(/tok-(\d+)-v(\d+)-end/g)].map((match) => `${match[1]}@${match[2]}`).sort();
  const wanted = site.included.flatMap((on, index) => (on ? [`${index}@${site.versions[index]}`] : [])).sort();
  expect(found).toEqual(wanted);
}

/** The cache's pack files: name → a hash of the bytes and the modification time. */
function packFiles(site: Site): Map<string, { size: number; id: string }> {
  const folder = path.join(site.dir, 'cache', 'default-production');
  return new Map(
    readdirSync(folder)
      .filter((name) => /^\d+\.pack$/.test(name))
      .map((name) => {
        const file = path.join(folder, name);
        const { size, mtimeMs } = statSync(file);
        return [name, { size, id: `${createHash('sha1').update(readFileSync(file)).digest('hex')} ${mtimeMs}` }];
      }),
  );
}

/** The cold build's pack file: the largest one. */
function largestPack(site: Site): [string, { size: number; id: string }] {
  const [largest] = [...packFiles(site)].sort((a, b) => b[1].size - a[1].size);
  if (!largest) throw new Error('no pack file');
  return largest;
}

function edit(site: Site, index: number): void {
  site.versions[index]! += 1;
  writeModule(site, index);
}

let uninstall: () => void = () => {};
const sites: Site[] = [];
const newSite = (padding?: string) => {
  const site = makeSite(padding);
  sites.push(site);
  return site;
};

beforeAll(() => {
  uninstall = installLazyPackCompaction(Strategy);
});
afterAll(() => {
  uninstall();
  for (const site of sites) rmSync(site.dir, { recursive: true, force: true });
});

describe('lazyPackCompaction', () => {
  it("finds webpack's pack files as it expects them, and says what is missing otherwise", () => {
    expect(() => assertPackFileInternals(ROOT)).not.toThrow();
    expect(() => assertPackFileInternals(ROOT, (file) => readFileSync(file, 'utf8').replace('this.outdated = true;\n\t}', '}'))).toThrow(
      /\[gatsby-internals\] webpack's pack files .*missing: PackContent\.delete marking the file outdated\. Fix plugins\/gatsby-plugin-fast-build\/webpack\/pack-compaction\.ts .*--off=lazyPackCompaction/,
    );
  });

  it("keeps the cold build's pack file through an edit, and still builds the edit", async () => {
    const site = newSite();
    expectOutput(site, await build(site));
    const [name, cold] = largestPack(site);
    expect(cold.size).toBeGreaterThan(MIN_CONTENT_SIZE);

    edit(site, 3);
    expectOutput(site, await build(site));
    expect(packFiles(site).get(name)).toEqual(cold);

    // The replaced entry is still in the file; a build that reads it again must not take it.
    edit(site, 3);
    site.included[5] = false;
    writeEntry(site);
    expectOutput(site, await build(site));
    expect(packFiles(site).get(name)).toEqual(cold);
    site.included[5] = true;
    writeEntry(site);
    expectOutput(site, await build(site));
  });

  it('webpack on its own rewrites that file at the first warm build (what the change saves)', async () => {
    uninstall();
    try {
      const site = newSite();
      await build(site);
      const [name, cold] = largestPack(site);
      edit(site, 3);
      expectOutput(site, await build(site));
      expect(packFiles(site).get(name)).not.toEqual(cold);
    } finally {
      uninstall = installLazyPackCompaction(Strategy);
    }
  });

  it('leaves a file of up to 1 MiB to webpack, which rewrites it at the first change (it merges such files whole, replaced entries too)', async () => {
    const site = newSite('');
    await build(site);
    const [name, cold] = largestPack(site);
    expect(cold.size).toBeLessThan(MIN_CONTENT_SIZE);
    edit(site, 3);
    expectOutput(site, await build(site));
    expect(packFiles(site).get(name)).not.toEqual(cold);
  });

  it('rewrites the file once a large share of it is replaced, then builds from the rewritten one', async () => {
    const site = newSite();
    await build(site);
    const [name, cold] = largestPack(site);
    for (let index = 0; index < MODULES; index += 1) edit(site, index);
    expectOutput(site, await build(site));
    expect(packFiles(site).get(name)).not.toEqual(cold);
    expectOutput(site, await build(site));
    edit(site, 0);
    expectOutput(site, await build(site));
  });

  it('a model: any run of edits, removed and restored imports and builds gives the bundle of the sources at each build', async () => {
    type Model = { versions: number[]; included: boolean[] };
    const site = newSite();
    await build(site);
    const Edit = (index: number): fc.AsyncCommand<Model, Site> => ({
      check: () => true,
      run: async (_model, real) => edit(real, index),
      toString: () => `edit m${index}`,
    });
    const Toggle = (index: number): fc.AsyncCommand<Model, Site> => ({
      check: () => true,
      run: async (_model, real) => {
        real.included[index] = !real.included[index];
        writeEntry(real);
      },
      toString: () => `toggle m${index}`,
    });
    const Build: fc.AsyncCommand<Model, Site> = {
      check: () => true,
      run: async (_model, real) => expectOutput(real, await build(real)),
      toString: () => 'build',
    };
    const index = fc.integer({ min: 0, max: MODULES - 1 });
    await fc.assert(
      fc.asyncProperty(fc.commands([index.map(Edit), index.map(Toggle), fc.constant(Build), fc.constant(Build)], { maxCommands: 14 }), async (commands) => {
        // Each run goes on from the cache the previous runs left, with its files as they left them.
        await fc.asyncModelRun(() => ({ model: { versions: [], included: [] }, real: site }), [...commands, Build]);
      }),
      { numRuns: 6 },
    );
  }, 180_000);
});
