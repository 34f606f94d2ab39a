// A small site under webpack's watch, for the develop optimizations' tests: files written in a temporary folder,
// a compiler in watch mode, and edits that resolve once the bundle shows them and webpack is idle again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Configuration, type Watching } from 'webpack';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface WatchedSite {
  dir: string;
  bundle: () => string;
  /** Writes `file` (relative) and resolves once the bundle holds `marker` and no compile is under way. */
  edit: (file: string, text: string, marker: string) => Promise<void>;
  watching: Watching;
}

const open: WatchedSite[] = [];

/** Stops every watch started since the last call (for afterEach). */
export async function closeWatchedSites(): Promise<void> {
  for (const site of open.splice(0)) await new Promise((resolve) => site.watching.close(resolve));
}

/**
 * Writes `files` (relative path → text, or made from the site's folder) a minute in the past, since a file changed around the start of the watch would
 * count as changed, then watches `config` (its context, entry `./<entry>` and output set here) until its first compile.
 */
export async function watchSite(
  files: Record<string, string> | ((dir: string) => Record<string, string>),
  config: (dir: string) => Configuration,
  { entry = 'entry.js', prepare = () => {} }: { entry?: string; prepare?: (compiler: webpack.Compiler) => void } = {},
): Promise<WatchedSite> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'watched-site-'));
  // Outside the watched folder: an emit into it would change the folder.
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'watched-site-out-'));
  const past = Date.now() / 1000 - 60;
  for (const [file, text] of Object.entries(typeof files === 'function' ? files(dir) : files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
    fs.utimesSync(path.join(dir, file), past, past);
  }
  const compiler = webpack({
    mode: 'development',
    devtool: false,
    context: dir,
    entry: `./${entry}`,
    output: { path: out, filename: 'bundle.js' },
    infrastructureLogging: { level: 'none' },
    ...config(dir),
  });
  prepare(compiler);
  let running = false;
  compiler.hooks.watchRun.tap('watched-site', () => void (running = true));
  compiler.hooks.done.tap('watched-site', () => void (running = false));
  let compiles = 0;
  const watching = compiler.watch({ aggregateTimeout: 20 }, (error, stats) => {
    if (error) throw error;
    if (stats?.hasErrors()) throw new Error(stats.toString('errors-only'));
    compiles += 1;
  });
  while (compiles === 0) await sleep(10);
  const site: WatchedSite = {
    dir,
    bundle: () => fs.readFileSync(path.join(out, 'bundle.js'), 'utf8'),
    watching,
    edit: async (file, text, marker) => {
      fs.writeFileSync(path.join(dir, file), text);
      for (let waited = 0; running || !site.bundle().includes(marker); waited += 10) {
        if (waited > 20_000) throw new Error(`the bundle did not show the edit of ${file} in 20 s`);
        await sleep(10);
      }
      await sleep(200); // past the watcher's aggregation: a compile the write started late would have begun
      while (running) await sleep(10);
    },
  };
  open.push(site);
  return site;
}
