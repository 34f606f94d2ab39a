// developEditFirst (develop.ts, compileEditsFirst) on a real webpack Watching, suspended between compiles as gatsby
// develop keeps it: an MDX edit compiles at once, anything else waits for Gatsby's own recompile.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Compiler, type Watching } from 'webpack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRequire } from 'node:module';
import { compileBeforeSchema, compileEditsFirst, compileMdxAgain, EditFirstCompile, FirstCompileSignal, isAuthorChange, QUIET_MS, SETTLED_MS, LATE_SETTLED_MS, LazyFirstCompile, holdsFileContent, mdxNodeStamp, noteActivity, onlyContentEdits, recheckStaleNode, STALE_NODE_RETRIES, stampDigest, stampMdxNode } from './develop';
import { watchingPendingFiles } from './internals';

const require = createRequire(import.meta.url);
/** Every MDX node is up to date (the usual case by the time createPages runs). */
const updated = () => true;

interface Site {
  dir: string;
  out: string;
  compiler: Compiler;
  watching: Watching;
  /** The bundle as last emitted. */
  bundle: () => string;
  /** How many compiles have finished. */
  compiles: () => number;
  /**
   * Resolves once webpack's watcher has handed the next change over: it holds each of `files` for the next compile, or
   * without `files` its `invalid` hook was called. Call it before the change.
   */
  noticed: (files?: string[]) => Promise<void>;
}

const sites: Site[] = [];
afterEach(async () => {
  for (const site of sites.splice(0)) {
    await new Promise((resolve) => site.watching.close(resolve));
    for (const dir of [site.dir, site.out]) fs.rmSync(dir, { recursive: true, force: true });
  }
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An entry importing an MDX file (as text) and a template, watched, first compile done, then suspended as Gatsby does. */
async function site(rules: (dir: string) => webpack.RuleSetRule[] = () => [{ test: /\.mdx$/, type: 'asset/source' }], plugins: webpack.WebpackPluginInstance[] = []): Promise<Site> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edit-first-'));
  // Outside the watched folder: an emit into it would change the folder.
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'edit-first-out-'));
  fs.writeFileSync(path.join(dir, 'page.mdx'), 'First paragraph.\n');
  fs.writeFileSync(path.join(dir, 'template.js'), 'export const template = "template v1";\n');
  fs.writeFileSync(path.join(dir, 'entry.js'), 'import page from "./page.mdx";\nimport { template } from "./template.js";\nconsole.log(page, template);\n');
  // Written well before the watch starts: a file changed around its start would be reported as changed.
  const past = Date.now() / 1000 - 60;
  for (const file of fs.readdirSync(dir)) fs.utimesSync(path.join(dir, file), past, past);
  const compiler = webpack({
    mode: 'development',
    devtool: false,
    context: dir,
    entry: './entry.js',
    output: { path: out, filename: 'bundle.js' },
    module: { rules: rules(dir) },
    plugins: [new EditFirstCompile(), ...plugins],
    infrastructureLogging: { level: 'none' },
  });
  let compiles = 0;
  let firstDone!: () => void;
  const first = new Promise<void>((resolve) => (firstDone = resolve));
  const watching = compiler.watch({ aggregateTimeout: 20 }, (error) => {
    if (error) throw error;
    compiles += 1;
    if (compiles === 1) {
      watching.suspend();
      firstDone();
    }
  });
  await first;
  let invalidated: (() => void) | null = null;
  compiler.hooks.invalid.tap('test', () => invalidated?.());
  const created: Site = {
    dir,
    out,
    compiler,
    watching,
    bundle: () => fs.readFileSync(path.join(out, 'bundle.js'), 'utf8'),
    compiles: () => compiles,
    noticed: async (files: string[] = []) => {
      // webpack's Watching calls `invalid` once between two compiles: a file's change reported after a compile began
      // (the second of two writes, late under a full suite's load) used it up, and the next edit was never told. So
      // with `files`, the change counts as handed over once the watcher holds each of them for the next compile.
      // Once `invalid` was called, a file the watcher does not list as held is waited for a second more, no longer.
      let seenAt: number | null = null;
      invalidated = () => (seenAt ??= Date.now());
      const held = () => files.length > 0 && files.every((file) => watchingPendingFiles(watching, compiler.watchFileSystem).changed.includes(file));
      const handedOver = () => held() || (seenAt !== null && Date.now() - seenAt >= (files.length > 0 ? 1000 : 0));
      for (let waited = 0; !handedOver(); waited += 20) {
        if (waited > 20_000) throw new Error(`webpack's watcher did not report ${files.map((file) => path.relative(dir, file)).join(', ') || 'a change'} in 20 s`);
        await sleep(20);
      }
      await sleep(100); // past the watcher's 20 ms aggregation
    },
  };
  sites.push(created);
  return created;
}

/** A compile that takes `ms` while `slow.on`, and counts compiles that ended and compiles whose output was written. */
const timed = (slow: { on: boolean }, counts: { done: number; emitted: number }, ms = 500): webpack.WebpackPluginInstance => ({
  apply(compiler: Compiler) {
    compiler.hooks.make.tapAsync('slow', (_compilation, callback) => (slow.on ? setTimeout(callback, ms) : callback()));
    compiler.hooks.afterEmit.tap('count', () => void (counts.emitted += 1));
    compiler.hooks.done.tap('count', () => void (counts.done += 1));
  },
});
/** Writes `text` to `file` in the site and waits until webpack's watcher has noticed it. */
async function edit(s: Site, file: string, text: string) {
  const noticed = s.noticed([path.join(s.dir, file)]);
  fs.writeFileSync(path.join(s.dir, file), text);
  await noticed;
}

describe('developEditFirst: an MDX edit compiles before Gatsby reruns createPages and queries', { timeout: 30_000 }, () => {
  it('onlyContentEdits: MDX files and their folders, nothing else', () => {
    expect(onlyContentEdits(['/site/content/docs/intro.mdx', '/site/content/notes.md'])).toBe(true);
    expect(onlyContentEdits(['/site/content/docs/intro.mdx', '/site/content/docs'])).toBe(true);
    const stamp = mdxNodeStamp('/site', '/site/content/docs/intro.mdx');
    expect(onlyContentEdits([stamp])).toBe(true);
    expect(onlyContentEdits(['/site/content/docs/intro.mdx', stamp, path.dirname(stamp)])).toBe(true);
    expect(onlyContentEdits([])).toBe(false);
    expect(onlyContentEdits(['/site/content/docs'])).toBe(false);
    expect(onlyContentEdits(['/site/content/docs/intro.mdx', '/site/src/templates'])).toBe(false);
    for (const other of ['/site/src/templates/DocPage.tsx', '/site/src/examples/plain/Confirm.tsx', '/site/.cache/async-requires.js']) {
      expect(onlyContentEdits(['/site/content/docs/intro.mdx', other])).toBe(false);
    }
  });

  it('compiles a pending MDX edit now, and only once the compile is done resolves', async () => {
    const s = await site();
    await edit(s, 'page.mdx', 'Second paragraph.\n');
    // Suspended, as gatsby develop keeps it until its queries ran: nothing compiled yet.
    expect(s.compiles()).toBe(1);
    expect(s.bundle()).toContain('First paragraph.');
    expect(await compileEditsFirst(updated)).toBe(true);
    expect(s.compiles()).toBe(2);
    expect(s.bundle()).toContain('Second paragraph.');
    // It leaves the watcher suspended, as Gatsby's recompile does: the next change waits again.
    expect(s.watching.suspended).toBe(true);
    await edit(s, 'page.mdx', 'Third paragraph.\n');
    expect(s.compiles()).toBe(2);
    expect(await compileEditsFirst(updated)).toBe(true);
    expect(s.bundle()).toContain('Third paragraph.');
  });

  it('compiles an MDX file an editor saved by renaming a temporary file over it', async () => {
    const s = await site();
    const noticed = s.noticed([path.join(s.dir, 'page.mdx')]);
    fs.writeFileSync(path.join(s.dir, '.page.mdx.swp'), 'Saved atomically.\n');
    fs.renameSync(path.join(s.dir, '.page.mdx.swp'), path.join(s.dir, 'page.mdx'));
    await noticed;
    expect(await compileEditsFirst(updated)).toBe(true);
    expect(s.bundle()).toContain('Saved atomically.');
  });

  it('leaves an MDX edit whose node Gatsby has not updated yet: it would compile the old body', async () => {
    const s = await site();
    await edit(s, 'page.mdx', 'Second paragraph.\n');
    const asked: string[] = [];
    expect(await compileEditsFirst((file) => (asked.push(file), false))).toBe(false);
    expect(asked).toEqual([path.join(s.dir, 'page.mdx')]);
    expect(s.compiles()).toBe(1);
  });

  it("holdsFileContent: an Mdx node holds its file's content when its digest is gatsby-source-filesystem's for the file now", async () => {
    const { createFileNode } = require('gatsby-source-filesystem/create-file-node') as {
      createFileNode: (file: string, createNodeId: (seed: string) => string, options?: object) => Promise<{ internal: { contentDigest: string } }>;
    };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edit-first-digest-'));
    try {
      const file = path.join(dir, 'intro.mdx');
      fs.writeFileSync(file, '---\ntitle: Intro\n---\n\nFirst paragraph.\n');
      // The Mdx node takes its File node's digest (gatsby-plugin-mdx's onCreateNode).
      const node = { internal: { contentDigest: (await createFileNode(file, (seed) => seed)).internal.contentDigest } };
      expect(holdsFileContent(node, file)).toBe(true);
      fs.writeFileSync(file, '---\ntitle: Intro\n---\n\nSecond paragraph.\n');
      expect(holdsFileContent(node, file)).toBe(false);
      expect(holdsFileContent(undefined, file)).toBe(false);
      expect(holdsFileContent(node, path.join(dir, 'gone.mdx'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves a changed template to Gatsby, which compiles it after its queries', async () => {
    const s = await site();
    await edit(s, 'template.js', 'export const template = "template v2";\n');
    expect(await compileEditsFirst(updated)).toBe(false);
    expect(s.compiles()).toBe(1);
    expect(s.bundle()).toContain('template v1');
    // Gatsby's recompile (resume, suspend) still takes it.
    const done = new Promise((resolve) => s.compiler.hooks.done.tap('test', resolve));
    s.watching.resume();
    s.watching.suspend();
    await done;
    expect(s.bundle()).toContain('template v2');
  });

  it('leaves an MDX edit alone when a template changed with it, even after the watcher reported', async () => {
    const s = await site();
    await edit(s, 'page.mdx', 'Second paragraph.\n');
    // Noticed after the watcher handed the MDX over: only its paused watcher holds this one.
    await sleep(50);
    fs.writeFileSync(path.join(s.dir, 'template.js'), 'export const template = "template v2";\n');
    await sleep(200);
    expect(await compileEditsFirst(updated)).toBe(false);
    expect(s.compiles()).toBe(1);
  });

  it('does nothing with nothing pending, or while a compile runs', async () => {
    const s = await site();
    expect(await compileEditsFirst(updated)).toBe(false);
    await edit(s, 'page.mdx', 'Second paragraph.\n');
    (s.watching as unknown as { running: boolean }).running = true;
    expect(await compileEditsFirst(updated)).toBe(false);
    (s.watching as unknown as { running: boolean }).running = false;
    expect(s.compiles()).toBe(1);
  });

  it("fails with the registry's message when webpack's Watching changed shape", async () => {
    const s = await site();
    await edit(s, 'page.mdx', 'Second paragraph.\n');
    const held = s.watching as unknown as { _collectedChangedFiles: unknown };
    const kept = held._collectedChangedFiles;
    held._collectedChangedFiles = ['page.mdx'];
    await expect(compileEditsFirst(updated)).rejects.toThrow(/\[gatsby-internals\] webpack's suspended Watching.*Fix plugins\/gatsby-plugin-fast-build\/internals\.ts \(watchingPendingFiles\).*--off=developEditFirst/);
    held._collectedChangedFiles = kept;
    expect(s.compiles()).toBe(1);
  });
});

/**
 * A stand-in for gatsby-plugin-mdx's loader with what matters here: the module is the node's body, read from a store,
 * not the file. `afterRead` runs right after a read (Gatsby updating the node while the compile runs).
 */
function nodeBodyRules(dir: string, bodies: Map<string, string>, afterRead: () => void, stamps: boolean): webpack.RuleSetRule[] {
  const loader = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'node-body-loader-')), 'node-body-loader.cjs');
  fs.writeFileSync(loader, 'module.exports = function () { return `export default ${JSON.stringify(this.getOptions().read(this.resourcePath))};`; };\n');
  const read = (file: string) => {
    const body = bodies.get(file) ?? '';
    afterRead();
    return body;
  };
  const stampLoader = { loader: require.resolve('./webpack/loaders/mdx-node-stamp-loader.cjs'), options: { stampOf: (file: string) => mdxNodeStamp(dir, file) } };
  return [...(stamps ? [{ test: /\.mdx$/, enforce: 'pre' as const, use: [stampLoader] }] : []), { test: /\.mdx$/, use: [{ loader, options: { read } }] }];
}

/** Gatsby's recompile at the end of a develop cycle: resume, suspend again at once, and wait for the compile. */
async function recompile(s: Site) {
  const compiled = s.compiles();
  s.watching.resume();
  s.watching.suspend();
  while (s.compiles() === compiled) await sleep(10);
}

describe('developMdxNodeDeps: an MDX module built from an Mdx node that changed during the compile is built again', { timeout: 30_000 }, () => {
  // The race, as gatsby develop runs it: a save reaches webpack's watcher, a recompile starts and the MDX loader reads
  // the node before Gatsby has given it the saved text; the node changes right after. The file's timestamp says the
  // module is current, so only the node's stamp can tell webpack to build it again.
  async function saveDuringCompile(stamps: boolean) {
    const bodies = new Map<string, string>();
    let afterRead = () => {};
    const s = await site((dir) => nodeBodyRules(dir, bodies, () => afterRead(), stamps));
    const mdx = path.join(s.dir, 'page.mdx');
    bodies.set(mdx, 'First paragraph.');
    if (stamps) stampMdxNode(s.dir, mdx, 'digest-1');
    await edit(s, 'page.mdx', 'First paragraph.\n\n');
    await recompile(s);
    expect(s.bundle()).toContain('First paragraph.');
    // The save: webpack's watcher has it; Gatsby has not updated the node yet when the loader reads it.
    await edit(s, 'page.mdx', 'Second paragraph.\n');
    afterRead = () => {
      afterRead = () => {};
      bodies.set(mdx, 'Second paragraph.');
      if (stamps) stampMdxNode(s.dir, mdx, 'digest-2');
    };
    await recompile(s);
    expect(s.bundle()).toContain('First paragraph.');
    // Gatsby's next cycle (the node's change) ends with a recompile too, long after webpack's watcher has the stamp's
    // change (the cycle takes hundreds of milliseconds): wait for the watcher to hold it, as the cycle would.
    if (stamps) {
      const stamp = mdxNodeStamp(s.dir, mdx);
      for (let waited = 0; !watchingPendingFiles(s.watching, s.compiler.watchFileSystem).changed.includes(stamp); waited += 20) {
        if (waited > 10_000) throw new Error("webpack's watcher never reported the node stamp's change");
        await sleep(20);
      }
    }
    await recompile(s);
    return s.bundle();
  }

  it('with the stamp, the next recompile builds the node as it is now', async () => {
    expect(await saveDuringCompile(true)).toContain('Second paragraph.');
  });

  it('without it (Gatsby as it is), the saved text is lost until the next edit: the race this closes', async () => {
    const bundle = await saveDuringCompile(false);
    expect(bundle).toContain('First paragraph.');
    expect(bundle).not.toContain('Second paragraph.');
  });

  it('compileMdxAgain: the module is built again at the next compile (developEarlySamples); the stamp keeps its digest', async () => {
    const bodies = new Map<string, string>();
    let builds = 0;
    const s = await site((dir) => nodeBodyRules(dir, bodies, () => void (builds += 1), true));
    const mdx = path.join(s.dir, 'page.mdx');
    expect(compileMdxAgain(s.dir, mdx, 'samples checked')).toBe(false); // no stamp yet: no node made
    bodies.set(mdx, 'First paragraph.');
    // Both changes held before the compile: one reported after it began would make the next compile build again.
    const both = s.noticed([mdx, mdxNodeStamp(s.dir, mdx)]);
    stampMdxNode(s.dir, mdx, 'digest-1');
    fs.writeFileSync(mdx, 'First paragraph.\n\n');
    await both;
    await recompile(s);
    const built = builds;
    // Nothing changed: Gatsby's next recompile builds nothing.
    await recompile(s);
    expect(builds).toBe(built);
    // The samples' check ended: the module's output would change, its node did not.
    bodies.set(mdx, 'First paragraph, with its hovers.');
    const noticed = s.noticed([mdxNodeStamp(s.dir, mdx)]);
    expect(compileMdxAgain(s.dir, mdx, 'samples checked')).toBe(true);
    await noticed;
    await recompile(s);
    expect(builds).toBe(built + 1);
    expect(s.bundle()).toContain('with its hovers');
    const stamp = mdxNodeStamp(s.dir, mdx);
    expect(stampDigest(fs.readFileSync(stamp, 'utf8'))).toBe('digest-1');
    // The same digest again (a node made again unchanged) leaves the stamp alone; a new one replaces both lines.
    const at = fs.statSync(stamp).mtimeMs;
    stampMdxNode(s.dir, mdx, 'digest-1');
    expect(fs.statSync(stamp).mtimeMs).toBe(at);
    stampMdxNode(s.dir, mdx, 'digest-2');
    expect(fs.readFileSync(stamp, 'utf8')).toBe('digest-2');
  });

  it('stampMdxNode rewrites a stamp only when the digest changed', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stamps-'));
    const file = path.join(dir, 'content/docs/intro.mdx');
    stampMdxNode(dir, file, 'a');
    const stamp = mdxNodeStamp(dir, file);
    const past = Math.floor(Date.now() / 1000) - 60;
    fs.utimesSync(stamp, past, past);
    stampMdxNode(dir, file, 'a');
    expect(fs.statSync(stamp).mtimeMs).toBe(past * 1000);
    stampMdxNode(dir, file, 'b');
    expect(fs.readFileSync(stamp, 'utf8')).toBe('b');
    expect(mdxNodeStamp(dir, path.join(dir, 'content/docs/other.mdx'))).not.toBe(stamp);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("developEditFirst before the schema build: an MDX edit compiles once its node and stamp are there, before Gatsby's schema build", { timeout: 30_000 }, () => {
  /**
   * A site whose MDX module is its node's body, with its node stamp (developMdxNodeDeps), compiled once with the stamp
   * so that the compile depends on it; `node` says whether the node holds the file's content (isUpdated).
   */
  async function stampedSite(plugins: webpack.WebpackPluginInstance[] = []) {
    const bodies = new Map<string, string>();
    const s = await site((dir) => nodeBodyRules(dir, bodies, () => {}, true), plugins);
    const mdx = path.join(s.dir, 'page.mdx');
    /** gatsby-source-filesystem's digest of the file now, which the Mdx node and its stamp take. */
    const digest = () => createHash('md5').update(fs.readFileSync(mdx)).digest('hex');
    bodies.set(mdx, 'First paragraph.');
    // Saved and stamped before the watcher reports (it reports once per compile), then compiled together.
    const noticed = s.noticed([mdx, mdxNodeStamp(s.dir, mdx)]);
    fs.writeFileSync(mdx, 'First paragraph.\n\n');
    stampMdxNode(s.dir, mdx, digest());
    await noticed;
    await recompile(s);
    const node = { updated: true };
    /** Gatsby giving the node the saved body, as gatsby-plugin-mdx's onCreateNode does; the plugin's stamp follows. */
    const updateNode = (text: string) => {
      bodies.set(mdx, text);
      node.updated = true;
    };
    const stamp = () => stampMdxNode(s.dir, mdx, digest());
    /** The author's save: the file changes, its node still holds the old body. */
    const save = (text: string) => {
      node.updated = false;
      fs.writeFileSync(mdx, `${text}\n`);
    };
    return { s, mdx, node, updateNode, stamp, save, isUpdated: () => node.updated };
  }

  it("waits until the saved file's node holds its body and webpack holds its stamp, compiles, and only then resolves", async () => {
    const { s, updateNode, stamp, save, isUpdated } = await stampedSite();
    const compiled = s.compiles();
    save('Second paragraph.');
    let settled = false;
    // A budget well past EDIT_WAIT_MS: under a full suite's load the watcher can take longer than that to report.
    const result = compileBeforeSchema(s.dir, isUpdated, { maxWaitMs: 10_000 }).finally(() => (settled = true));
    // Gatsby's cascade (the Mdx node made again) comes after the schema build would have started.
    await sleep(150);
    expect(settled).toBe(false);
    expect(s.compiles()).toBe(compiled);
    updateNode('Second paragraph.');
    stamp();
    expect(await result).toBe(true);
    expect(s.compiles()).toBe(compiled + 1);
    expect(s.bundle()).toContain('Second paragraph.');
    expect(s.watching.suspended).toBe(true);
  });

  it('waits for the stamp too: the node is made again before the plugin stamps it, in the same cascade', async () => {
    const { s, updateNode, stamp, save, isUpdated } = await stampedSite();
    const compiled = s.compiles();
    save('Second paragraph.');
    updateNode('Second paragraph.');
    let settled = false;
    const result = compileBeforeSchema(s.dir, isUpdated, { maxWaitMs: 10_000 }).finally(() => (settled = true));
    await sleep(150);
    expect(settled).toBe(false);
    stamp();
    expect(await result).toBe(true);
    expect(s.compiles()).toBe(compiled + 1);
    expect(s.bundle()).toContain('Second paragraph.');
  });

  it('resolves false at once when no MDX edit is under way, waiting for nothing (a TSDoc or example edit)', async () => {
    const { s, isUpdated } = await stampedSite();
    const compiled = s.compiles();
    // With a minute to wait, only an immediate answer ends this test in time.
    expect(await compileBeforeSchema(s.dir, isUpdated, { maxWaitMs: 60_000 })).toBe(false);
    // A template edit is not an MDX edit either.
    await edit(s, 'template.js', 'export const template = "template v2";\n');
    expect(await compileBeforeSchema(s.dir, isUpdated, { maxWaitMs: 60_000 })).toBe(false);
    expect(s.compiles()).toBe(compiled);
  });

  it('does not wait for a doc no compile built (lazy bundling: no browser opened it)', async () => {
    const { s, isUpdated } = await stampedSite();
    const other = path.join(s.dir, 'other.mdx');
    fs.writeFileSync(other, 'Not imported.\n');
    stampMdxNode(s.dir, other, 'other-1');
    expect(await compileBeforeSchema(s.dir, (file) => file !== other && isUpdated(), { maxWaitMs: 60_000 })).toBe(false);
  });

  it("gives up after maxWaitMs when the node never catches up, and leaves the compile to Gatsby's order", async () => {
    const { s, save, isUpdated } = await stampedSite();
    const compiled = s.compiles();
    save('Second paragraph.');
    expect(await compileBeforeSchema(s.dir, isUpdated, { maxWaitMs: 200 })).toBe(false);
    expect(s.compiles()).toBe(compiled);
    expect(s.bundle()).toContain('First paragraph.');
  });

  it("when webpack's watcher was not suspended and compiles the stamp itself, the schema build waits for that compile", async () => {
    const slow = { on: false };
    const counts = { done: 0, emitted: 0 };
    const { s, updateNode, stamp, save, isUpdated } = await stampedSite([timed(slow, counts, 500)]);
    save('Second paragraph.');
    s.watching.resume();
    // Resumed, the watcher first compiles what it collected (the save, before the node changed): let that end.
    await sleep(100);
    while (s.watching.running) await sleep(10);
    slow.on = true;
    const started = new Promise<void>((resolve) => s.compiler.hooks.watchRun.tap('test', () => resolve()));
    updateNode('Second paragraph.');
    stamp();
    await started;
    expect(await compileBeforeSchema(s.dir, isUpdated)).toBe(true);
    expect(s.bundle()).toContain('Second paragraph.');
    s.watching.suspend();
  });
});

describe('developQuiet: background work waits until develop has been idle after its first compile', { timeout: 30_000 }, () => {
  it('fires after the first compile, and a compile started meanwhile (a browser asking for a page) pushes it past that compile', async () => {
    const events: string[] = [];
    let quiet!: () => void;
    const quietFired = new Promise<void>((resolve) => (quiet = resolve));
    const signal = new FirstCompileSignal(200, { compiled: () => events.push('compiled'), quiet: () => (events.push('quiet'), quiet()) });
    // The second compile takes 600 ms, longer than the quiet time: a signal that did not wait for a running compile
    // would fire inside it.
    const slow = { on: false };
    const s = await site(undefined, [signal, timed(slow, { done: 0, emitted: 0 }, 600)]);
    expect(events).toEqual(['compiled']);
    slow.on = true;
    s.watching.invalidate();
    s.watching.resume();
    s.watching.suspend();
    await quietFired;
    expect(s.compiles()).toBe(2);
    expect(events).toEqual(['compiled', 'compiled', 'quiet']);
  });

  it('counts only idle time: a change noticed, a compile or a busy thread starts the count again; nothing before the first compile', () => {
    const compiler = webpack({ mode: 'development', entry: './nothing.js', infrastructureLogging: { level: 'none' } });
    const events: string[] = [];
    new FirstCompileSignal(1000, { compiled: () => events.push('compiled'), quiet: () => events.push('quiet') }).apply(compiler);
    const stats = {} as webpack.Stats;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      compiler.hooks.invalid.call('page.js', 0);
      vi.advanceTimersByTime(5000);
      expect(events).toEqual([]);
      compiler.hooks.watchRun.callAsync(compiler, () => {});
      compiler.hooks.done.callAsync(stats, () => {});
      vi.advanceTimersByTime(900);
      // A change the suspended watcher holds for Gatsby's next compile.
      compiler.hooks.invalid.call('page.mdx', 0);
      vi.advanceTimersByTime(900);
      expect(events).toEqual(['compiled']);
      // The thread held for 2 s by other work (page data, queries): the time does not count.
      vi.setSystemTime(Date.now() + 2000);
      vi.advanceTimersByTime(900);
      expect(events).toEqual(['compiled']);
      // An author's save starts Gatsby's cycle (its schema build) before webpack hears of it: the count starts again.
      noteActivity();
      vi.advanceTimersByTime(900);
      expect(events).toEqual(['compiled']);
      vi.advanceTimersByTime(300);
      expect(events).toEqual(['compiled', 'quiet']);
      // Once: later compiles do not fire it again.
      compiler.hooks.done.callAsync(stats, () => {});
      vi.advanceTimersByTime(5000);
      expect(events).toEqual(['compiled', 'quiet', 'compiled']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('developSettled: the first edit\'s warm-ups start after a shorter idle time, counted the same way', () => {
  it('fires once, after SETTLED_MS of idle time and before developQuiet; a busy thread or a compile starts its count again', () => {
    expect(SETTLED_MS).toBeLessThan(QUIET_MS);
    const compiler = webpack({ mode: 'development', entry: './nothing.js', infrastructureLogging: { level: 'none' } });
    const events: string[] = [];
    new FirstCompileSignal(1000, { compiled: () => events.push('compiled'), quiet: () => events.push('quiet'), settled: () => events.push('settled') }, 300).apply(compiler);
    const stats = {} as webpack.Stats;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      // Past the activity an earlier test noted on the process's clock.
      vi.setSystemTime(Date.now() + 600_000);
      compiler.hooks.done.callAsync(stats, () => {});
      vi.advanceTimersByTime(200);
      // A page's component compiling (a browser opened it): the count starts again.
      compiler.hooks.watchRun.callAsync(compiler, () => {});
      vi.advanceTimersByTime(500);
      compiler.hooks.done.callAsync(stats, () => {});
      vi.advanceTimersByTime(200);
      // The page being served holds the thread.
      vi.setSystemTime(Date.now() + 400);
      vi.advanceTimersByTime(200);
      expect(events).toEqual(['compiled', 'compiled']);
      vi.advanceTimersByTime(200);
      expect(events).toEqual(['compiled', 'compiled', 'settled']);
      vi.advanceTimersByTime(700);
      expect(events).toEqual(['compiled', 'compiled', 'settled', 'quiet']);
      compiler.hooks.done.callAsync(stats, () => {});
      vi.advanceTimersByTime(5000);
      expect(events).toEqual(['compiled', 'compiled', 'settled', 'quiet', 'compiled']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("developQuietOrLate: TypeDoc's load waits for develop's quiet, or for a settled moment late enough", () => {
  /**
   * Runs `scenario` with a signal (quiet 1 s, settled 0.3 s, late 5 s) on a fake clock, its first compile done; returns
   * the events it fired. `edit()` is an author's edit: a compile, then Gatsby's cycle holding the thread, then idle time
   * until `every` ms have passed.
   */
  let runs = 0;
  function withSignal(scenario: (tools: { events: string[]; edit: (every: number) => void }) => void) {
    const compiler = webpack({ mode: 'development', entry: './nothing.js', infrastructureLogging: { level: 'none' } });
    const events: string[] = [];
    new FirstCompileSignal(1000, { compiled: () => {}, quiet: () => events.push('quiet'), settled: () => events.push('settled'), quietOrLate: () => events.push('quietOrLate') }, 300, 5000).apply(compiler);
    const stats = {} as webpack.Stats;
    const edit = (every: number) => {
      compiler.hooks.watchRun.callAsync(compiler, () => {});
      vi.advanceTimersByTime(300);
      compiler.hooks.done.callAsync(stats, () => {});
      noteActivity();
      vi.advanceTimersByTime(every - 300);
    };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      // Past the activity earlier tests (and runs) noted on the process's clock.
      runs += 1;
      vi.setSystemTime(Date.now() + 3_600_000 * runs);
      compiler.hooks.done.callAsync(stats, () => {});
      scenario({ events, edit });
    } finally {
      vi.useRealTimers();
    }
  }

  it('an author editing every 1.2 s (never 2.5 s idle): it fires at the first settled moment past LATE_SETTLED_MS, quiet never', () => {
    expect(LATE_SETTLED_MS).toBeGreaterThan(QUIET_MS);
    withSignal(({ events, edit }) => {
      vi.advanceTimersByTime(500);
      expect(events).toEqual(['settled']);
      // Edits from 0.5 s to 4.1 s: settled moments, none late enough.
      for (let t = 0; t < 3; t += 1) edit(1200);
      expect(events).toEqual(['settled']);
      // Edits on: the first settled moment after 5 s.
      for (let t = 0; t < 2; t += 1) edit(1200);
      expect(events).toEqual(['settled', 'quietOrLate']);
      for (let t = 0; t < 5; t += 1) edit(1200);
      expect(events).toEqual(['settled', 'quietOrLate']);
    });
  });

  it('develop quiet before LATE_SETTLED_MS: it fires with quiet, once', () => {
    withSignal(({ events }) => {
      vi.advanceTimersByTime(1100);
      expect(events).toEqual(['settled', 'quietOrLate', 'quiet']);
      vi.advanceTimersByTime(10_000);
      expect(events).toEqual(['settled', 'quietOrLate', 'quiet']);
    });
  });
});

describe("developQuietOrEdited: developPauseBackground's warm-ups wait for the author's first change (or quiet)", () => {
  let editedRuns = 0;
  /** A signal (quiet 1 s, settled 0.3 s) on a fake clock for a site at /site, its first compile done. */
  function withSignal(scenario: (tools: { events: string[]; compiler: Compiler; stats: webpack.Stats }) => void) {
    const compiler = webpack({ mode: 'development', entry: './nothing.js', infrastructureLogging: { level: 'none' } });
    const events: string[] = [];
    new FirstCompileSignal(1000, { compiled: () => {}, quiet: () => events.push('quiet'), settled: () => events.push('settled'), quietOrEdited: () => events.push('quietOrEdited') }, 300, 5000, '/site').apply(compiler);
    const stats = {} as webpack.Stats;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      // Past the activity earlier tests (and runs) noted on the process's clock.
      editedRuns += 1;
      vi.setSystemTime(Date.now() + 3_600_000 * (10 + editedRuns));
      compiler.hooks.done.callAsync(stats, () => {});
      scenario({ events, compiler, stats });
    } finally {
      vi.useRealTimers();
    }
  }

  it('not at the settled moment after the first compile (the browser loads the first page); at the first one after a save', () => {
    withSignal(({ events, compiler, stats }) => {
      vi.advanceTimersByTime(500);
      expect(events).toEqual(['settled']);
      // Gatsby's own files and a page compiled for the browser (an invalidation naming no file) are not an author's.
      compiler.hooks.invalid.call('/site/.cache/sync-requires.js', 0);
      compiler.hooks.invalid.call('/site/public/page-data/x.json', 0);
      compiler.hooks.invalid.call(null as unknown as string, 0);
      vi.advanceTimersByTime(400);
      expect(events).toEqual(['settled']);
      // A save: an example's source changed; its compile, then 0.3 s idle.
      compiler.hooks.invalid.call('/site/src/examples/plain/AlertDialog.tsx', 0);
      compiler.hooks.watchRun.callAsync(compiler, () => {});
      vi.advanceTimersByTime(200);
      compiler.hooks.done.callAsync(stats, () => {});
      vi.advanceTimersByTime(200);
      expect(events).toEqual(['settled']);
      vi.advanceTimersByTime(200);
      expect(events).toEqual(['settled', 'quietOrEdited']);
      vi.advanceTimersByTime(5000);
      expect(events).toEqual(['settled', 'quietOrEdited', 'quiet']);
    });
  });

  it("a doc's save reaches Gatsby first (its cycle, noteActivity): that counts too", () => {
    withSignal(({ events }) => {
      vi.advanceTimersByTime(500);
      noteActivity();
      vi.advanceTimersByTime(250);
      expect(events).toEqual(['settled']);
      vi.advanceTimersByTime(200);
      expect(events).toEqual(['settled', 'quietOrEdited']);
    });
  });

  it('no change at all: it fires with quiet', () => {
    withSignal(({ events }) => {
      vi.advanceTimersByTime(1100);
      expect(events).toEqual(['settled', 'quietOrEdited', 'quiet']);
    });
  });

  it('isAuthorChange: a file of the site, not one develop writes or a package', () => {
    expect(isAuthorChange('/site', '/site/content/docs/intro.mdx')).toBe(true);
    expect(isAuthorChange('/site', '/site/packages/react-dialog-hub/src/useDialog.ts')).toBe(true);
    expect(isAuthorChange('/site', '/site/.cache/fast-build/mdx-node-stamps/a.txt')).toBe(false);
    expect(isAuthorChange('/site', '/site/public/index.html')).toBe(false);
    expect(isAuthorChange('/site', '/site/node_modules/react/index.js')).toBe(false);
    expect(isAuthorChange('/site', undefined)).toBe(false);
  });
});

describe('developLazyFirst: a page a browser asks for compiles at once, not after Gatsby extracted queries again', { timeout: 30_000 }, () => {
  /** What webpack's lazy compilation backend does when a browser asks for a module: invalidate, naming no file. */
  const browserAsks = (s: Site) => s.watching.invalidate();
  const settle = () => sleep(300);

  it('compiles an invalidation without a file while the watcher is suspended, as Gatsby keeps it', async () => {
    const events: string[] = [];
    const s = await site(undefined, [new LazyFirstCompile({ compiled: () => events.push('compiled') })]);
    browserAsks(s);
    // The compile starts at once; under a full suite's load it may take longer than `settle` to end.
    for (let waited = 0; s.compiles() < 2 && waited < 10_000; waited += 20) await sleep(20);
    await settle();
    expect(s.compiles()).toBe(2);
    expect(events).toEqual(['compiled']);
  });

  it('without it (Gatsby as it is), that compile waits for Gatsby to resume the watcher', async () => {
    const s = await site();
    browserAsks(s);
    await settle();
    expect(s.compiles()).toBe(1);
  });

  /** What Gatsby's cycle does after an invalidation: extract queries (the plugin's onPreExtractQueries waits there), then recompile. */
  const gatsbyCycle = async (s: Site, lazy: LazyFirstCompile | null) => {
    await sleep(50);
    if (lazy) await lazy.beforeQueryExtraction();
    s.watching.resume();
    s.watching.suspend();
  };

  it("Gatsby's cycle waits for the early compile, so every compile's output is written (the open page can fetch it)", async () => {
    const slow = { on: false };
    const counts = { done: 0, emitted: 0 };
    const lazy = new LazyFirstCompile();
    const s = await site(undefined, [lazy, timed(slow, counts)]);
    slow.on = true;
    browserAsks(s);
    await gatsbyCycle(s, lazy);
    await sleep(1200);
    expect(counts.done).toBeGreaterThan(0);
    expect(counts.emitted).toBe(counts.done);
  });

  it("without that wait, Gatsby's resume lands in the early compile and webpack drops its output: the race the wait closes", async () => {
    const slow = { on: false };
    const counts = { done: 0, emitted: 0 };
    const s = await site(undefined, [new LazyFirstCompile(), timed(slow, counts)]);
    slow.on = true;
    browserAsks(s);
    await gatsbyCycle(s, null);
    await sleep(1200);
    expect(counts.emitted).toBeLessThan(counts.done);
  });

  it("from Gatsby's query extraction until its recompile is done, an invalidation waits for Gatsby, as before", async () => {
    const events: string[] = [];
    const lazy = new LazyFirstCompile({ compiled: () => events.push('early') });
    const s = await site(undefined, [lazy]);
    await lazy.beforeQueryExtraction();
    browserAsks(s);
    await settle();
    expect(events).toEqual([]);
    expect(s.compiles()).toBe(1);
    // Gatsby's recompile ends its cycle; the next request compiles at once again.
    s.watching.resume();
    s.watching.suspend();
    await settle();
    browserAsks(s);
    await settle();
    expect(events).toEqual(['early']);
  });

  it("leaves Gatsby's order when a file change waits in the watcher too, and ignores invalidations that name a file", async () => {
    const events: string[] = [];
    const s = await site(undefined, [new LazyFirstCompile({ compiled: () => events.push('compiled') })]);
    await edit(s, 'template.js', 'export const template = "template v2";\n');
    browserAsks(s);
    await settle();
    s.compiler.hooks.invalid.call(path.join(s.dir, 'page.mdx'), Date.now());
    await settle();
    expect(s.compiles()).toBe(1);
    expect(events).toEqual([]);
  });
});

describe("developTrailingChanges: an Mdx node that does not hold its file's content has the file's change reported again", () => {
  const md5 = (text: string) => createHash('md5').update(text).digest('hex');
  const docFile = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stale-node-'));
    const file = path.join(dir, 'doc.mdx');
    fs.writeFileSync(file, 'the last save');
    return { file, done: () => fs.rmSync(dir, { recursive: true, force: true }) };
  };
  const now = () => Promise.resolve();

  it('a node holding the file\'s content: nothing is reported', async () => {
    const { file, done } = docFile();
    const reported: string[] = [];
    const node = { id: 'doc', internal: { contentDigest: md5('the last save') } };
    expect(await recheckStaleNode(file, node, () => node, (f) => (reported.push(f), true), now)).toBe(false);
    expect(reported).toEqual([]);
    done();
  });

  it('a node of an earlier save, still there after the wait: the change is reported again', async () => {
    const { file, done } = docFile();
    const reported: string[] = [];
    const stale = { id: 'doc', internal: { contentDigest: md5('an earlier save') } };
    expect(await recheckStaleNode(file, stale, () => stale, (f) => (reported.push(f), true), now)).toBe(true);
    expect(reported).toEqual([file]);
    done();
  });

  it("a node of an earlier save that a newer node replaced during the wait: nothing is reported", async () => {
    const { file, done } = docFile();
    const reported: string[] = [];
    const stale = { id: 'doc', internal: { contentDigest: md5('an earlier save') } };
    const fresh = { id: 'doc', internal: { contentDigest: md5('the last save') } };
    expect(await recheckStaleNode(file, stale, () => fresh, (f) => (reported.push(f), true), now)).toBe(false);
    expect(reported).toEqual([]);
    done();
  });

  it(`reports a file at most ${STALE_NODE_RETRIES} times in a row, and again once its node held the content`, async () => {
    const { file, done } = docFile();
    const reported: string[] = [];
    const stale = { id: 'doc', internal: { contentDigest: md5('a text the node never loses') } };
    for (let attempt = 0; attempt < STALE_NODE_RETRIES + 2; attempt += 1) await recheckStaleNode(file, stale, () => stale, (f) => (reported.push(f), true), now);
    expect(reported).toHaveLength(STALE_NODE_RETRIES);
    const fresh = { id: 'doc', internal: { contentDigest: md5('the last save') } };
    await recheckStaleNode(file, fresh, () => fresh, (f) => (reported.push(f), true), now);
    expect(await recheckStaleNode(file, stale, () => stale, (f) => (reported.push(f), true), now)).toBe(true);
    expect(reported).toHaveLength(STALE_NODE_RETRIES + 1);
    done();
  });
});
