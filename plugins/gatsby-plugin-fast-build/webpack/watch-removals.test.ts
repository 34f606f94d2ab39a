// developWatchRemovals (watch-removals.ts) on a real webpack watcher, suspended between recompiles and recompiled when
// the compiler's `invalid` hook tells of a change, as gatsby develop's state machine does (services/recompile: resume,
// then suspend again at once).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import webpack, { type Compiler, type Watching } from 'webpack';
import { afterEach, describe, expect, it } from 'vitest';
import { reportRemovals, WatchRemovals } from './watch-removals';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Develop {
  dir: string;
  watching: Watching;
  /** The bundle's text. */
  output: () => string;
  /** How many compiles finished. */
  compiles: () => number;
}

const open: { watchings: Watching[]; dirs: string[] } = { watchings: [], dirs: [] };
afterEach(async () => {
  for (const watching of open.watchings.splice(0)) await new Promise((resolve) => watching.close(resolve));
  for (const dir of open.dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The entry as Gatsby's requires list the pages: one import each. */
const entrySource = (pages: string[]) => `${pages.map((page, at) => `import p${at} from './${page}.js';`).join('\n')}\nexport default [${pages.map((_, at) => `p${at}`).join(', ')}];\n`;
const pageSource = (text: string) => `export default ${JSON.stringify(text)};\n`;

/** A site of pages (name → text), watched and compiled as gatsby develop does, with or without the plugin. */
async function develop(pages: Record<string, string>, withPlugin: boolean): Promise<Develop> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'watch-removals-'));
  const out = `${dir}-out`;
  open.dirs.push(dir, out);
  for (const [name, text] of Object.entries(pages)) fs.writeFileSync(path.join(dir, `${name}.js`), pageSource(text));
  fs.writeFileSync(path.join(dir, 'entry.js'), entrySource(Object.keys(pages)));
  // Older than the watcher's start, so its first scan reports nothing.
  const past = Date.now() / 1000 - 60;
  for (const file of fs.readdirSync(dir)) fs.utimesSync(path.join(dir, file), past, past);
  const compiler: Compiler = webpack({
    mode: 'development',
    devtool: false,
    context: dir,
    entry: './entry.js',
    output: { path: out, filename: 'main.js' },
    infrastructureLogging: { level: 'none' },
    plugins: withPlugin ? [new WatchRemovals()] : [],
  });
  let compiles = 0;
  // Gatsby's develop machine: a change marks the sources dirty; a recompile (when no compile runs) resumes the
  // watching and suspends it again, so that exactly one compile takes what the watcher collected.
  let dirty = false;
  let timer: NodeJS.Timeout | undefined;
  let watching!: Watching;
  const recompile = () => {
    timer = undefined;
    if (!dirty || watching.running) return; // a running compile's end schedules again
    dirty = false;
    watching.resume();
    watching.suspend();
  };
  const schedule = () => (timer ??= setTimeout(recompile, 30));
  compiler.hooks.invalid.tap('test', () => {
    dirty = true;
    schedule();
  });
  let first!: () => void;
  const firstDone = new Promise<void>((resolve) => (first = resolve));
  compiler.hooks.done.tap('test', () => {
    compiles += 1;
    if (compiles === 1) {
      watching.suspend();
      first();
    }
    if (dirty) schedule();
  });
  watching = compiler.watch({ aggregateTimeout: 20 }, () => {});
  open.watchings.push(watching);
  await firstDone;
  // The watcher starts after the compile's end (webpack stores its cache first), then scans the folder: a file removed
  // before the scan ended is one it never had, as no author's doc is.
  for (let waited = 0; !watching.watcher; waited += 10) {
    if (waited > 5000) throw new Error('no watcher 5 s after the first compile');
    await sleep(10);
  }
  await sleep(200);
  return {
    dir,
    watching,
    output: () => {
      try {
        return fs.readFileSync(path.join(out, 'main.js'), 'utf8');
      } catch {
        return '';
      }
    },
    compiles: () => compiles,
  };
}

/** Waits until the bundle holds every text of `present` and none of `absent`; the reason it did not, else. */
async function shows(site: Develop, present: string[], absent: string[], ms = 5000): Promise<string | null> {
  const deadline = Date.now() + ms;
  for (;;) {
    const text = site.output();
    const missing = present.filter((wanted) => !text.includes(JSON.stringify(wanted)));
    const stale = absent.filter((gone) => text.includes(JSON.stringify(gone)));
    if (missing.length === 0 && stale.length === 0) return null;
    if (Date.now() > deadline) {
      const faults = [missing.length ? `lacks ${missing.join(', ')}` : '', stale.length ? `still holds ${stale.join(', ')}` : ''];
      return `after ${ms} ms and ${site.compiles()} compiles the bundle ${faults.filter(Boolean).join(' and ')}`;
    }
    await sleep(25);
  }
}

/** A doc deleted (its page removed, then the requires written again, as Gatsby's cycle does), then another doc saved. */
async function deleteThenSave(site: Develop) {
  fs.rmSync(path.join(site.dir, 'later.js'));
  await sleep(300);
  fs.writeFileSync(path.join(site.dir, 'entry.js'), entrySource(['intro']));
  await sleep(200);
  fs.writeFileSync(path.join(site.dir, 'intro.js'), pageSource('INTRO SAVED AFTER THE DELETE'));
}

describe('developWatchRemovals: a removed file tells gatsby develop of a change', { timeout: 60_000 }, () => {
  it('a save after a deleted page is compiled', async () => {
    const site = await develop({ intro: 'INTRO FIRST', later: 'LATER PAGE' }, true);
    expect(await shows(site, ['INTRO FIRST', 'LATER PAGE'], [])).toBeNull();
    await deleteThenSave(site);
    expect(await shows(site, ['INTRO SAVED AFTER THE DELETE'], ['INTRO FIRST', 'LATER PAGE'])).toBeNull();
  });

  it("without it, webpack's watcher reports the removal to no one and the save is lost (the behaviour it works around)", async () => {
    const site = await develop({ intro: 'INTRO FIRST', later: 'LATER PAGE' }, false);
    await deleteThenSave(site);
    const before = site.compiles();
    expect(await shows(site, ['INTRO SAVED AFTER THE DELETE'], [], 2000)).toMatch(/lacks/);
    expect(site.compiles()).toBe(before);
  });

  it('reports a batch of removals alone once, before the batch; a batch after a reported change, or an error, as it came', () => {
    type Watch = NonNullable<Compiler['watchFileSystem']>['watch'];
    const calls: string[] = [];
    let batch!: Parameters<Watch>[5];
    let immediate!: Parameters<Watch>[6];
    const fileSystem = {
      watch: ((...args: Parameters<Watch>) => {
        [, , , , , batch, immediate] = args;
        return { close() {}, pause() {} } as unknown as ReturnType<Watch>;
      }) as Watch,
    };
    reportRemovals(fileSystem);
    reportRemovals(fileSystem); // a second compiler's plugin on the same file system wraps nothing more
    const watch = () =>
      fileSystem.watch([], [], [], 0, {}, (error, _files, _contexts, changes, removals) => calls.push(`batch ${error ? 'error' : `${[...(changes ?? [])]}|${[...(removals ?? [])]}`}`), (file) => calls.push(`immediate ${file}`));
    watch();
    batch(null, new Map(), new Map(), new Set(), new Set(['/site/later.mdx', '/site/other.mdx']));
    expect(calls.splice(0)).toEqual(['immediate /site/later.mdx', 'batch |/site/later.mdx,/site/other.mdx']);
    // The next watcher: a change reported at once, then its batch also holding a removal.
    watch();
    immediate('/site/intro.mdx', 1);
    batch(null, new Map(), new Map(), new Set(['/site/intro.mdx']), new Set(['/site/later.mdx']));
    expect(calls.splice(0)).toEqual(['immediate /site/intro.mdx', 'batch /site/intro.mdx|/site/later.mdx']);
    watch();
    batch(new Error('watch failed'), undefined, undefined, undefined, new Set(['/site/later.mdx']));
    expect(calls.splice(0)).toEqual(['batch error']);
    watch();
    batch(null, new Map(), new Map(), new Set(), new Set());
    expect(calls.splice(0)).toEqual(['batch |']);
  });

  // Random sessions: pages added, deleted (the requires written again after a while, as Gatsby does) and saved, with
  // or without waiting for each to show. Whatever the order, the bundle ends up showing what the files hold. A page
  // added again gets a file of a new name: webpack's resolver keeps a file it found missing as missing for up to 60 s
  // when nothing watches it (its cached file system), which a plain import of the same name then meets; a doc's page
  // module is not resolved through its file (the template, with the file in the query), and a doc deleted and written
  // again shows in the develop smoke test.
  it('random adds, deletes and saves: the bundle ends up as the files are', async () => {
    const names = ['intro', 'a', 'b'];
    const step = fc.record({
      kind: fc.constantFrom('add', 'delete', 'save'),
      page: fc.constantFrom(...names),
      requiresAfterMs: fc.integer({ min: 0, max: 300 }),
      settle: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        let version = 0;
        // Page → its file (without .js) and the text it holds.
        const pages = new Map<string, { file: string; text: string }>([
          ['intro', { file: 'intro', text: 'INTRO v0' }],
          ['a', { file: 'a', text: 'A v0' }],
        ]);
        const site = await develop({ intro: 'INTRO v0', a: 'A v0' }, true);
        const gone = new Set<string>();
        const texts = () => [...pages.values()].map((page) => page.text);
        const writeRequires = () => fs.writeFileSync(path.join(site.dir, 'entry.js'), entrySource([...pages.values()].map((page) => page.file)));
        const write = (name: string) => {
          version += 1;
          const text = `${name.toUpperCase()} v${version}`;
          const old = pages.get(name);
          if (old) gone.add(old.text);
          const file = old?.file ?? `${name}-${version}`;
          pages.set(name, { file, text });
          fs.writeFileSync(path.join(site.dir, `${file}.js`), pageSource(text));
        };
        for (const { kind, page, requiresAfterMs, settle } of steps) {
          if (!pages.has(page)) {
            // An add (a save of a page that is not there adds it too).
            write(page);
            await sleep(requiresAfterMs);
            writeRequires();
          } else if (kind === 'delete') {
            const { file, text } = pages.get(page)!;
            fs.rmSync(path.join(site.dir, `${file}.js`));
            gone.add(text);
            pages.delete(page);
            await sleep(requiresAfterMs);
            writeRequires();
          } else {
            write(page);
          }
          if (settle) {
            const reason = await shows(site, texts(), [...gone]);
            if (reason) throw new Error(`after ${JSON.stringify({ kind, page, requiresAfterMs })}: ${reason}`);
          }
        }
        await sleep(100);
        const reason = await shows(site, texts(), [...gone]);
        await new Promise((resolve) => site.watching.close(resolve));
        open.watchings.splice(open.watchings.indexOf(site.watching), 1);
        if (reason) throw new Error(reason);
      }),
      // A failing session waits 5 s for each check: no shrinking, the first counterexample is reported as it came.
      { numRuns: 8, endOnFailure: true },
    );
  });
});
