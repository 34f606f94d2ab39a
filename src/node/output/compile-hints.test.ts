import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Stats } from 'webpack';
import { runWebpack } from '../../../plugins/gatsby-plugin-fast-build/webpack/__fixtures__/run-webpack';
import { SourceMapConsumer } from 'source-map-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, CompileHints, checkCompileHints } from './compile-hints';
import { deferBundleScripts } from './deferred-scripts';
import { PAGE_COMPONENT_CHUNKS } from '../../../plugins/gatsby-plugin-fast-build/internals';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/**
 * A real production webpack build shaped like Gatsby's: an `app` entry with a
 * separate runtime chunk, a page component chunk group (`component---…`) and a
 * lazily loaded feature chunk (like the search dialog), minified, with source maps.
 */
async function build(hints: boolean): Promise<{ out: string; stats: Stats }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'page.js'), `export default function Page() {\n  return 'page marker';\n}\n`);
  fs.writeFileSync(path.join(dir, 'search.js'), `export default function search() {\n  return 'search marker';\n}\n`);
  fs.writeFileSync(
    path.join(dir, 'app.js'),
    `import(/* webpackChunkName: "component---page" */ './page.js').then((m) => console.log(m.default()));\n` +
      `window.onclick = () => import(/* webpackChunkName: "search-dialog" */ './search.js');\n`,
  );
  const out = path.join(dir, 'out');
  const stats = await runWebpack({
    mode: 'production',
    context: dir,
    devtool: 'source-map',
    entry: { app: './app.js' },
    output: { path: out, filename: '[name].js', chunkFilename: '[name].js' },
    optimization: { runtimeChunk: { name: 'webpack-runtime' } },
    plugins: hints ? [new CompileHints()] : [],
  });
  return { out, stats };
}

const read = (out: string, file: string) => fs.readFileSync(path.join(out, file), 'utf8');

describe('CompileHints', () => {
  let hinted: { out: string; stats: Stats };
  let plain: { out: string; stats: Stats };
  beforeAll(async () => {
    [hinted, plain] = await Promise.all([build(true), build(false)]);
  }, 60_000);

  it('builds without errors', () => {
    expect(hinted.stats.compilation.errors.map((error) => error.message)).toEqual([]);
  });

  it('starts the entry, runtime and page component files with the hint, after minification', () => {
    for (const file of ['app.js', 'webpack-runtime.js', 'component---page.js']) {
      expect(read(hinted.out, file).startsWith(`${COMPILE_HINT}\n`), file).toBe(true);
      // Minified: the rest is the same code as without the plugin.
      expect(read(hinted.out, file).slice(COMPILE_HINT.length + 1)).toBe(read(plain.out, file));
    }
  });

  it('leaves a lazily loaded feature chunk alone', () => {
    expect(read(hinted.out, 'search-dialog.js')).not.toContain(COMPILE_HINT);
    expect(read(hinted.out, 'search-dialog.js')).toBe(read(plain.out, 'search-dialog.js'));
  });

  it('keeps the source maps right: code after the hint still maps to its original line', () => {
    const code = read(hinted.out, 'component---page.js');
    const lines = code.split('\n');
    const line = lines.findIndex((text) => text.includes('page marker'));
    expect(line).toBeGreaterThan(0);
    const consumer = new SourceMapConsumer(JSON.parse(read(hinted.out, 'component---page.js.map')));
    const original = consumer.originalPositionFor({ line: line + 1, column: lines[line]!.indexOf('"page marker"') });
    expect(original.source).toMatch(/page\.js$/);
    expect(original.line).toBe(2);
  });
});

describe(`checkCompileHints, fencing ${PAGE_COMPONENT_CHUNKS}`, () => {
  const PREFIX = '/react-dialog-hub';
  /** A public/ folder as Gatsby and onPostBuild leave it: one page whose loader adds three bundles, and chunk-map.json. */
  function site(files: Record<string, string>, chunkMap: Record<string, string[]> = { app: ['/app-1.js'], 'component---src-pages-index-tsx': ['/component---src-pages-index-tsx-1.js'] }) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-site-'));
    dirs.push(dir);
    const tags = ['webpack-runtime-1.js', 'framework-1.js', 'app-1.js'].map((file) => `<script src="${PREFIX}/${file}" async></script>`).join('');
    fs.writeFileSync(path.join(dir, 'index.html'), deferBundleScripts(`<html><body><div id="___gatsby"></div>${tags}</body></html>`));
    fs.writeFileSync(path.join(dir, 'chunk-map.json'), JSON.stringify(chunkMap));
    for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text);
    return dir;
  }
  const hinted = (code: string) => `${COMPILE_HINT}\n${code}`;
  const all = {
    'webpack-runtime-1.js': hinted('1'),
    'framework-1.js': hinted('2'),
    'app-1.js': hinted('3'),
    'component---src-pages-index-tsx-1.js': hinted('4'),
  };

  it("passes when every loader script and page component file starts with the hint, and counts them", async () => {
    expect(await checkCompileHints(site(all), PREFIX)).toBe(4);
  });

  it.each([
    ['a loader script', 'framework-1.js'],
    ['a page component file', 'component---src-pages-index-tsx-1.js'],
  ])('fails the build naming %s without the hint', async (_, file) => {
    const error = await checkCompileHints(site({ ...all, [file]: '(self.webpackChunk=[])' }), PREFIX).then(() => null, (e: Error) => e);
    expect(error?.message).toMatch(new RegExp(`^\\[gatsby-internals\\] ${PAGE_COMPONENT_CHUNKS}: expected /${file} to start with`));
    expect(error?.message).toContain('Fix src/node/output/compile-hints.ts (loadTimeChunks)');
  });

  it('fails the build when Gatsby no longer names page component chunk groups component---…', async () => {
    const error = await checkCompileHints(site(all, { app: ['/app-1.js'], 'page-index': ['/component---src-pages-index-tsx-1.js'] }), PREFIX).then(() => null, (e: Error) => e);
    expect(error?.message).toContain('found none. Fix src/node/output/compile-hints.ts (PAGE_COMPONENT_GROUP)');
  });
});
