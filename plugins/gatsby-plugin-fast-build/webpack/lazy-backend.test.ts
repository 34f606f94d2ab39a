// developRememberPages (lazy-backend.ts): the plugin's server for webpack's lazy compilation, on a real webpack watcher,
// asked over HTTP as webpack's browser client asks (an event stream on the server's URL and the keys joined by `@`).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Compiler, type Watching } from 'webpack';
import { afterEach, describe, expect, it } from 'vitest';
import { LAZY_CLIENT, lazyClient } from '../internals';
import { loadedOnEveryPage } from './develop-config';
import { lazyBackend, OPENED_MODULES, readOpened, REMEMBERED } from './lazy-backend';

const ROOT = path.resolve(__dirname, '../../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Dev {
  compiler: Compiler;
  watching: Watching;
  /** How many compiles have finished, and how many invalidations webpack saw. */
  counts: { compiles: number; invalid: number };
  /** The last compile's bundle files, joined. */
  output: () => string;
  /** The lazy client's URL and the key of each lazy module, from the last output. */
  lazy: () => { url: string; keys: string[] };
}

const open: { dev?: Dev; dirs: string[]; streams: http.ClientRequest[] } = { dirs: [], streams: [] };
afterEach(async () => {
  for (const stream of open.streams.splice(0)) stream.destroy();
  if (open.dev) await new Promise((resolve) => open.dev!.watching.close(resolve));
  open.dev = undefined;
  for (const dir of open.dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A site whose entry imports two pages with import(), as Gatsby's async-requires imports page components. */
function siteDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lazy-backend-'));
  open.dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'entry.js'), 'export const pages = { intro: () => import("./intro.js"), other: () => import("./other.js") };\n');
  fs.writeFileSync(path.join(dir, 'intro.js'), 'export default "INTRO PAGE TEXT";\n');
  fs.writeFileSync(path.join(dir, 'other.js'), 'export default "OTHER PAGE TEXT";\n');
  const past = Date.now() / 1000 - 60;
  for (const file of fs.readdirSync(dir)) fs.utimesSync(path.join(dir, file), past, past);
  return dir;
}

/** Starts a watched development compile of `dir` with lazy compilation through `backend`, and waits for the first compile. */
async function develop(dir: string, backend: unknown): Promise<Dev> {
  const out = path.join(dir, '..', `${path.basename(dir)}-out`);
  open.dirs.push(out);
  const compiler = webpack({
    mode: 'development',
    devtool: false,
    context: dir,
    entry: './entry.js',
    output: { path: out, filename: '[name].js', chunkFilename: '[id].chunk.js', clean: true },
    experiments: { lazyCompilation: { imports: true, entries: false, backend } as never },
    infrastructureLogging: { level: 'none' },
  });
  const counts = { compiles: 0, invalid: 0 };
  compiler.hooks.invalid.tap('test', () => void (counts.invalid += 1));
  let first!: () => void;
  const firstDone = new Promise<void>((resolve) => (first = resolve));
  const watching = compiler.watch({ aggregateTimeout: 20 }, (error) => {
    if (error) throw error;
    counts.compiles += 1;
    first();
  });
  await firstDone;
  const output = () => fs.readdirSync(out).map((file) => fs.readFileSync(path.join(out, file), 'utf8')).join('\n');
  const dev: Dev = {
    compiler,
    watching,
    counts,
    output,
    lazy: () => {
      const text = output();
      const query = text.match(/lazy-compilation-web\.js\?([^"'\s]+?)(?:\\"|"|')/)?.[1];
      if (!query) throw new Error('no lazy client in the bundle');
      const keys = [...text.matchAll(/var data = \\?"([0-9a-f]{20})\\?"/g)].map((match) => match[1]);
      return { url: decodeURIComponent(query), keys: [...new Set(keys)] };
    },
  };
  open.dev = dev;
  return dev;
}

/** What webpack's browser client does for the modules a page uses: an event stream held open. Resolves once answered. */
function browserUses(url: string, keys: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}${keys.join('@')}`, (response) => {
      response.once('data', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    open.streams.push(request);
  });
}

/** Waits until the compile count reaches `n` (or fails after a while). */
async function compiled(dev: Dev, n: number) {
  for (let waited = 0; dev.counts.compiles < n; waited += 20) {
    if (waited > 10_000) throw new Error(`${dev.counts.compiles} compiles, expected ${n}`);
    await sleep(20);
  }
}

const backend = (dir: string, remember = true, seen: number[] = []) =>
  lazyBackend({ root: dir, host: '127.0.0.1', client: lazyClient(ROOT), remember, releaseAfterMs: 50, onRemembered: (count) => seen.push(count) });

describe("developRememberPages: webpack's lazy client served by the plugin, which remembers what browsers opened", { timeout: 30_000 }, () => {
  it('compiles a page module when a browser asks for it, as webpack does, and remembers it in .cache', async () => {
    const dir = siteDir();
    const dev = await develop(dir, backend(dir));
    expect(dev.output()).not.toContain('INTRO PAGE TEXT');
    const { url, keys } = dev.lazy();
    expect(keys).toHaveLength(2);
    expect(await browserUses(url, [keys[0]])).toBe(200);
    await compiled(dev, 2);
    const text = dev.output();
    // One of the two pages, the one asked for, is now in the output.
    expect(Number(text.includes('INTRO PAGE TEXT')) + Number(text.includes('OTHER PAGE TEXT'))).toBe(1);
    expect(readOpened(dir)).toEqual([keys[0]]);
  });

  it('the next start compiles the remembered page in its first compile; without remembering it does not', async () => {
    const dir = siteDir();
    let dev = await develop(dir, backend(dir));
    const { url, keys } = dev.lazy();
    await browserUses(url, keys);
    await compiled(dev, 2);
    await new Promise((resolve) => dev.watching.close(resolve));
    open.dev = undefined;

    const seen: number[] = [];
    dev = await develop(dir, backend(dir, true, seen));
    expect(dev.output()).toContain('INTRO PAGE TEXT');
    expect(dev.output()).toContain('OTHER PAGE TEXT');
    expect(seen).toEqual([2]);
    await new Promise((resolve) => dev.watching.close(resolve));
    open.dev = undefined;

    // The same start as webpack's own server makes it: nothing compiled before a browser asks.
    dev = await develop(dir, backend(dir, false));
    expect(dev.output()).not.toContain('INTRO PAGE TEXT');
  });

  it('a browser asking for a page already compiled does not recompile; a new page does', async () => {
    const dir = siteDir();
    let dev = await develop(dir, backend(dir));
    const { url, keys } = dev.lazy();
    await browserUses(url, [keys[0]]);
    await compiled(dev, 2);
    await new Promise((resolve) => dev.watching.close(resolve));
    open.dev = undefined;
    dev = await develop(dir, backend(dir));
    const next = dev.lazy();
    await browserUses(next.url, [keys[0]]);
    await sleep(300);
    expect(dev.counts).toEqual({ compiles: 1, invalid: 0 });
    await browserUses(next.url, [keys[0], keys[1]]);
    await compiled(dev, 2);
    expect(dev.counts.invalid).toBe(1);
    // Most recent first: the client lists its keys oldest first.
    expect(readOpened(dir)).toEqual([keys[1], keys[0]]);
  });

  it("compiles what every page loads (Gatsby's 404 pages) from the start, without a recompile or a place in the list", async () => {
    const dir = siteDir();
    const always = (file: string) => file === path.join(dir, 'intro.js');
    const dev = await develop(dir, lazyBackend({ root: dir, host: '127.0.0.1', client: lazyClient(ROOT), remember: true, alwaysActive: always }));
    expect(dev.output()).toContain('INTRO PAGE TEXT');
    expect(dev.output()).not.toContain('OTHER PAGE TEXT');
    const { url, keys } = dev.lazy();
    // The page asks for both stand-ins, as Gatsby's runtime loads its 404 pages beside the page: only the other compiles.
    await browserUses(url, keys);
    await compiled(dev, 2);
    expect(dev.output()).toContain('OTHER PAGE TEXT');
    expect(dev.counts.invalid).toBe(1);
    expect(readOpened(dir)).toHaveLength(1);
  });

  it('reads a missing, damaged or odd remembered list as empty, keeps the last REMEMBERED, and answers nothing else', async () => {
    const dir = siteDir();
    const file = path.join(dir, OPENED_MODULES);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    for (const text of ['{', '"x"', '{"a":1}', '[1,null,"../x"]']) {
      fs.writeFileSync(file, text);
      expect(readOpened(dir)).toEqual([]);
    }
    const many = Array.from({ length: REMEMBERED + 3 }, (_, at) => at.toString(16).padStart(20, '0'));
    fs.writeFileSync(file, JSON.stringify(many));
    expect(readOpened(dir)).toEqual(many.slice(0, REMEMBERED));
    fs.writeFileSync(file, '{');
    const dev = await develop(dir, backend(dir));
    expect(dev.output()).not.toContain('INTRO PAGE TEXT');
    const status = await new Promise<number>((resolve) => http.get(new URL('/other', dev.lazy().url), (response) => resolve(response.statusCode ?? 0)));
    expect(status).toBe(404);
  });

  it("loadedOnEveryPage: Gatsby's dev 404 page and the site's 404 page, nothing else", () => {
    const every = loadedOnEveryPage('/site');
    expect(['/site/.cache/dev-404-page.js', '/site/src/pages/404.tsx', '/site/src/pages/404.js'].map(every)).toEqual([true, true, true]);
    expect(['/site/src/pages/index.tsx', '/site/src/pages/404-help.tsx', '/site/src/templates/404.tsx', '/other/.cache/dev-404-page.js'].map(every)).toEqual([false, false, false, false]);
    // And Gatsby's develop runtime still loads those two pages on every page.
    const app = fs.readFileSync(require.resolve('gatsby/cache-dir/app.js'), 'utf8');
    expect(app).toContain('loader.loadPage(`/dev-404-page/`)');
    expect(app).toContain('loader.loadPage(`/404.html`)');
  });

  it("lazyClient: this webpack's client, and the registry's message for a client that asks another way", () => {
    const file = lazyClient(ROOT);
    expect(file).toMatch(/webpack[\\/]hot[\\/]lazy-compilation-web\.js$/);
    const text = fs.readFileSync(file, 'utf8');
    expect(() => lazyClient(ROOT, () => text.replace('.join("@")', '.join(",")'))).toThrow(`[gatsby-internals] ${LAZY_CLIENT}`);
    expect(() => lazyClient(ROOT, () => text.replace('__resourceQuery.slice(1)', 'location.search'))).toThrow(/developRememberPages/);
  });
});
