import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { afterAll, describe, expect, it } from 'vitest';
import { REOPENED_PAGES, readReopenedPages, reopeningBackend } from './reopened-pages';

const root = path.resolve(__dirname, '../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'reopened-pages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Which of the fixture's modules a compile built (a loader that counts), by file name. */
const built: string[] = [];
(globalThis as { __reopenedBuilt?: string[] }).__reopenedBuilt = built;
writeFileSync(path.join(dir, 'count-loader.cjs'), 'module.exports = function (source) { globalThis.__reopenedBuilt.push(require("path").basename(this.resourcePath)); return source; };');
writeFileSync(path.join(dir, 'entry.js'), "export const page = () => import('./page.js');\n");
writeFileSync(path.join(dir, 'page.js'), 'export default "the page";\n');
const kept = path.join(dir, 'cache', 'reopened-pages.json');

/** A develop session: webpack watching with lazy compilation of dynamic imports through the plugin's backend. */
async function session(ask: boolean) {
  built.length = 0;
  const compiler = webpack({
    mode: 'development',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'out'), clean: true },
    devtool: false,
    infrastructureLogging: { level: 'none' },
    experiments: { lazyCompilation: { imports: true, entries: false, backend: reopeningBackend(root, { host: '127.0.0.1' }, kept) } },
    module: { rules: [{ test: /\.js$/, exclude: /node_modules/, use: [path.join(dir, 'count-loader.cjs')] }] },
  });
  const waiting: Array<() => void> = [];
  compiler.hooks.done.tap('test', () => waiting.shift()?.());
  const compiled = () => new Promise<void>((resolve) => waiting.push(resolve));
  let next = compiled();
  const watching = compiler.watch({ aggregateTimeout: 20 }, () => {});
  await next;
  const first = [...built].sort();
  let request: http.ClientRequest | undefined;
  if (ask) {
    // What the page's lazy proxy does in a browser: ask the backend's server for the module, and keep asking.
    const bundle = readdirSync(path.join(dir, 'out')).map((file) => readFileSync(path.join(dir, 'out', file), 'utf8')).join('\n');
    const url = decodeURIComponent(/lazy-compilation-web\.js\?([^"\s]+)/.exec(bundle)![1]!);
    const key = /var data = "([^"]+)"/.exec(bundle)![1]!;
    next = compiled();
    request = http.get(`${url}${key}`);
    await next;
  }
  request?.destroy();
  await new Promise((resolve) => watching.close(resolve));
  await new Promise((resolve) => compiler.close(resolve));
  return first;
}

describe('developReopenPages', () => {
  it('compiles up front, on the next start, the lazy module a browser asked for; a page not asked for stays lazy', async () => {
    expect(await session(true)).toEqual(['entry.js']);
    expect(readReopenedPages(kept)).toEqual([expect.stringContaining('page.js')]);
    // The next start: the page is in the first compile.
    expect(await session(false)).toEqual(['entry.js', 'page.js']);
    // Nothing kept (a cold start: .cache removed): lazy again.
    rmSync(kept);
    expect(await session(false)).toEqual(['entry.js']);
  }, 30_000);

  it('reads the kept pages defensively: the last six of a list of strings, nothing from anything else', () => {
    const file = path.join(dir, 'odd.json');
    for (const odd of ['not json', 'null', '{"a":1}', '[1, 2]', '"page"']) {
      writeFileSync(file, odd);
      expect(readReopenedPages(file)).toEqual([]);
    }
    expect(readReopenedPages(path.join(dir, 'missing.json'))).toEqual([]);
    const many = Array.from({ length: 9 }, (_, at) => `page-${at}`);
    writeFileSync(file, JSON.stringify(many));
    expect(readReopenedPages(file)).toEqual(many.slice(-REOPENED_PAGES));
  });
});
