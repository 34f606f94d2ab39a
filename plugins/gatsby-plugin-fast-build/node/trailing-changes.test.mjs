// developTrailingChanges (trailing-changes.cjs) on real chokidar watchers: a second save within chokidar's 50 ms change
// window is read once the window is over, as gatsby-source-filesystem reads a file on its change event.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import trailingModule from './trailing-changes.cjs';

const { trailingChanges, trailingChangesPatch, reportChangeAgain, CHANGE_THROTTLE, TRAILING_CHANGES_LINE } = trailingModule;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const siteRequire = createRequire(path.join(ROOT, 'package.json'));
const CHOKIDAR = siteRequire.resolve('chokidar');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A copy of chokidar of its own (its index.js loaded again), so a patch stays in the test that made it. */
function freshChokidar() {
  delete siteRequire.cache[CHOKIDAR];
  const chokidar = siteRequire(CHOKIDAR);
  delete siteRequire.cache[CHOKIDAR];
  return chokidar;
}

const open = { watchers: [], dirs: [] };
afterEach(async () => {
  for (const watcher of open.watchers.splice(0)) await watcher.close();
  for (const dir of open.dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder holding `name` ('start'), and a chokidar watcher of it, ready. */
async function watchedFile(chokidar, name) {
  const dir = mkdtempSync(path.join(tmpdir(), 'trailing-changes-'));
  open.dirs.push(dir);
  const file = path.join(dir, name);
  writeFileSync(file, 'start');
  const watcher = chokidar.watch(dir, { ignoreInitial: true });
  open.watchers.push(watcher);
  await new Promise((resolve) => watcher.once('ready', resolve));
  return { file, watcher };
}

/**
 * Reads the file on each change, as gatsby-source-filesystem does. Returns what the reads saw (in order) and a promise
 * of the first change.
 */
function readOnChange(watcher) {
  const reads = [];
  let heard;
  const first = new Promise((resolve) => (heard = resolve));
  watcher.on('change', (changed) => {
    try {
      reads.push(readFileSync(changed, 'utf8'));
    } catch {
      reads.push('(gone)');
    }
    heard();
  });
  return { reads, first };
}

/**
 * Watches a file as gatsby-source-filesystem does (chokidar, initial files ignored). Saves `first`, waits for its
 * event, saves `second` at once (inside the window that event opened), then waits `ms`. Resolves to what the reads saw.
 */
async function saveTwice(chokidar, { removeAfterSecond = false, ms = 400 } = {}) {
  const { file, watcher } = await watchedFile(chokidar, 'intro.mdx');
  const { reads, first } = readOnChange(watcher);
  writeFileSync(file, 'first save');
  await first;
  writeFileSync(file, 'second save');
  if (removeAfterSecond) rmSync(file);
  await sleep(ms);
  return reads;
}

describe('developTrailingChanges: a save within 50 ms of the last change event is read', { timeout: 20_000 }, () => {
  it("without it, chokidar drops the second save: the file is read once, with the first save's text (what it works around)", async () => {
    expect(await saveTwice(freshChokidar())).toEqual(['first save']);
  });

  it('with it, the second save is read once the 50 ms are over', async () => {
    const chokidar = freshChokidar();
    const said = [];
    trailingChanges(chokidar, { source: readFileSync(CHOKIDAR, 'utf8'), info: (line) => said.push(line) });
    expect(said).toEqual([TRAILING_CHANGES_LINE]);
    const reads = await saveTwice(chokidar);
    expect(reads.at(-1)).toBe('second save');
    expect(reads.length).toBeLessThanOrEqual(2);
  });

  it('one save is one change event: a window that dropped only that save\'s own fs events emits nothing more', async () => {
    const chokidar = freshChokidar();
    trailingChanges(chokidar, { source: readFileSync(CHOKIDAR, 'utf8') });
    const { file, watcher } = await watchedFile(chokidar, 'one.mdx');
    const events = [];
    watcher.on('all', (event, file) => events.push(`${event} ${path.basename(file)}`));
    writeFileSync(file, 'saved once');
    await sleep(400);
    expect(events).toEqual(['change one.mdx']);
  });

  it("reportChangeAgain: the watcher that reported a file emits its change again at once, inside chokidar's window", async () => {
    const chokidar = freshChokidar();
    trailingChanges(chokidar, { source: readFileSync(CHOKIDAR, 'utf8') });
    const { file, watcher } = await watchedFile(chokidar, 'again.mdx');
    expect(reportChangeAgain(file)).toBe(false); // no watcher has reported it
    const { reads, first } = readOnChange(watcher);
    writeFileSync(file, 'saved');
    await first;
    expect(reportChangeAgain(file)).toBe(true);
    expect(reads).toEqual(['saved', 'saved']);
    await watcher.close();
    expect(reportChangeAgain(file)).toBe(false); // its watcher is closed
  });

  it('a file removed within the window gets no change event after it', async () => {
    const chokidar = freshChokidar();
    trailingChanges(chokidar, { source: readFileSync(CHOKIDAR, 'utf8') });
    expect(await saveTwice(chokidar, { removeAfterSecond: true })).toEqual(['first save']);
  });

  it('patches once, through the preload patch set too', async () => {
    const chokidar = freshChokidar();
    const said = [];
    const patch = trailingChangesPatch({ info: (line) => said.push(line), warn: (line) => said.push(line) }).chokidar;
    patch(chokidar, createRequire(CHOKIDAR));
    const once = chokidar.FSWatcher.prototype._throttle;
    patch(chokidar, createRequire(CHOKIDAR));
    expect(chokidar.FSWatcher.prototype._throttle).toBe(once);
    expect(said).toEqual([TRAILING_CHANGES_LINE]);
    expect((await saveTwice(chokidar)).at(-1)).toBe('second save');
  });

  it('another shape fails in strict mode naming the fix, else warns and leaves chokidar as it is', () => {
    const chokidar = freshChokidar();
    const source = readFileSync(CHOKIDAR, 'utf8');
    expect(source).toContain(CHANGE_THROTTLE);
    expect(() => trailingChanges({ FSWatcher: class {} }, { source })).toThrow(/expected FSWatcher\.prototype\._throttle, _emit and emitWithAll.*--off=developTrailingChanges/);
    expect(() => trailingChanges(chokidar, { source: source.replace(CHANGE_THROTTLE, '_throttle(EV_CHANGE, path, 100)') })).toThrow(/_throttle\(EV_CHANGE, path, 50\)/);
    const warned = [];
    const own = chokidar.FSWatcher.prototype._throttle;
    trailingChanges(chokidar, { source: '', strict: false, warn: (line) => warned.push(line) });
    expect(warned).toEqual([expect.stringMatching(/^\[fast-build\] skipped developTrailingChanges: \[chokidar-internals\]/)]);
    expect(chokidar.FSWatcher.prototype._throttle).toBe(own);
  });
});
