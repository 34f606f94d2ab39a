// gatsby-plugin-fast-build inside `gatsby develop`: the develop-only flags (level 'develop' in flags.mjs), asked by the
// site's sourcing code, and the signal that the first develop compile is done. Production builds never turn these on:
// developFlag is false outside `gatsby develop`.
// State is kept on globalThis: gatsby-config, gatsby-node and local plugins are bundled separately (esbuildGatsbyFiles),
// so a module-level variable would exist once per bundle.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Compiler } from 'webpack';
import { flagsInGatsby } from './flags.mjs';
import { watchingPendingFiles } from './internals';

interface DevelopState {
  enabled?: Set<string>;
  firstCompile: Promise<void>;
  compiled: () => void;
  /** Resolves once develop has been quiet after its first compile (developQuiet). */
  quiet: Promise<void>;
  becameQuiet: () => void;
  /** Resolves once develop has been quiet for SETTLED_MS after its first compile (developSettled). */
  settled: Promise<void>;
  becameSettled: () => void;
  /** Resolves at developQuiet, or once develop has settled LATE_SETTLED_MS or more after its first compile (developQuietOrLate). */
  quietOrLate: Promise<void>;
  becameQuietOrLate: () => void;
  /** Resolves at developQuiet, or once develop has settled after an author's first change (developQuietOrEdited). */
  quietOrEdited: Promise<void>;
  becameQuietOrEdited: () => void;
  /** The develop stage's compiler (developEditFirst). */
  compiler?: Compiler;
  /** Who waits for the compile in progress (developEditFirst). */
  waiting?: Array<() => void>;
  /** Stamps rewritten since the develop compiler last started a compile (developEditFirst waits until webpack holds them). */
  stampsWritten?: Set<string>;
  /** Whether the compile in progress took stamps written before it started (developEditFirst waits for it). */
  compilingStamps?: boolean;
  /** Every MDX file an Mdx node was made from in this process (its node may be gone while Gatsby makes it again). */
  mdxFiles?: Set<string>;
  /** The files the last develop compile depended on (its modules' stamps among them). */
  compiledFiles?: { has(file: string): boolean };
  /** The develop stage's LazyFirstCompile (developLazyFirst). */
  lazyFirst?: LazyFirstCompile;
  /** When Gatsby last started a cycle of its own (noteActivity): the quiet count starts again from it. */
  activityAt?: number;
  /** The background processes paused while develop works (developPauseBackground). */
  pause?: BackgroundPause;
  /** developTrailingChanges: how many times in a row each file's change was reported again for a stale Mdx node. */
  staleNodes?: Map<string, number>;
}

const KEY = Symbol.for('gatsby-plugin-fast-build.develop');
/** Where the preload's signalWaiting finds what to call when gatsby develop's machine enters `waiting` (a separate bundle). */
const DEVELOP_WAITING_HOOK = Symbol.for('gatsby-plugin-fast-build.developWaiting');

function state(): DevelopState {
  const global = globalThis as { [KEY]?: DevelopState };
  if (!global[KEY]) {
    let compiled = () => {};
    const firstCompile = new Promise<void>((resolve) => (compiled = resolve));
    let becameQuiet = () => {};
    const quiet = new Promise<void>((resolve) => (becameQuiet = resolve));
    let becameSettled = () => {};
    const settled = new Promise<void>((resolve) => (becameSettled = resolve));
    let becameQuietOrLate = () => {};
    const quietOrLate = new Promise<void>((resolve) => (becameQuietOrLate = resolve));
    let becameQuietOrEdited = () => {};
    const quietOrEdited = new Promise<void>((resolve) => (becameQuietOrEdited = resolve));
    global[KEY] = { firstCompile, compiled, quiet, becameQuiet, settled, becameSettled, quietOrLate, becameQuietOrLate, quietOrEdited, becameQuietOrEdited };
  }
  return global[KEY]!;
}

/** Whether this process is `gatsby develop` (Gatsby's CLI sets gatsby_executing_command; a registered internal). */
export const isDevelop = (env: NodeJS.ProcessEnv = process.env) => env.gatsby_executing_command === 'develop';

/**
 * Whether the develop optimization `name` runs: only in `gatsby develop`, decided from the same switches as the build's
 * flags (FAST_BUILD=plain, FAST_BUILD_OFF, package.json `fastBuild`), once per process.
 */
export function developFlag(name: string, root = process.cwd(), env: NodeJS.ProcessEnv = process.env): boolean {
  if (!isDevelop(env)) return false;
  const current = state();
  current.enabled ??= flagsInGatsby(root, env, (line) => console.warn(line)).enabled;
  return current.enabled.has(name);
}

/** Resolves when the develop stage's first webpack compile is done (the first page can be served). */
export const firstDevelopCompile = (): Promise<void> => state().firstCompile;

/**
 * How long develop must have been idle, after its first compile, before background work starts: no compile running,
 * no change noticed, and the main thread free (Gatsby's own work after a compile, such as writing page data, holds the
 * thread that serves the browser, so it does not count). A browser that opens a page as soon as develop serves asks
 * for the page's lazily compiled component well within it (its request is a compile, which starts the count again),
 * so that compile does not share the thread with TypeDoc.
 */
export const QUIET_MS = 2500;
/**
 * How long develop must have been idle, counted the same way, before the warm-ups of what an author's first edit runs
 * (the MDX compiler, swc, React Refresh's loader, the git history): they take a few hundred milliseconds of develop's
 * thread, and an author may save 1.5 s after the page showed (as `bench:develop` does), well before QUIET_MS. A page
 * being served keeps the thread busy, and its lazily compiled component is a compile: either starts the count again.
 */
export const SETTLED_MS = 600;
/**
 * How long after develop's first compile a settled moment (SETTLED_MS idle) is enough for the warm-ups that only an
 * edit of code (a TSDoc comment) needs, when develop has not been quiet by then: an author who edits prose every two
 * seconds after a warm start never gives develop QUIET_MS, and the first TSDoc edit then loaded TypeDoc (3-4 s against
 * 1.1-1.5 s in bench:develop). At the first settled moment instead, it and the sample process's warm-up took the cores
 * from the prose edits after a warm start (median 0.38 s → 0.58 s there, one at 2.08 s): a start's first edits come
 * within seconds.
 */
export const LATE_SETTLED_MS = 10_000;
/** The step of that count; a step that came this much late found the thread busy. */
const QUIET_STEP_MS = 100;
const BUSY_LATENESS_MS = 50;

/**
 * Gatsby starts a cycle of its own (the schema build, before which developEditFirst runs). An author's save reaches it
 * before webpack hears of it, so a quiet count that watched only webpack could end inside the edit and start
 * background work (TypeDoc's load, the types) on the thread the edit needs.
 */
export function noteActivity(): void {
  const current = state();
  current.activityAt = Date.now();
  current.pause?.busy();
}

/** Resolves once develop has been idle for QUIET_MS after its first compile (developBackgroundApi starts TypeDoc then). */
export const developQuiet = (): Promise<void> => state().quiet;

/** Resolves once develop has been idle for SETTLED_MS after its first compile (the first edit's warm-ups start then). */
export const developSettled = (): Promise<void> => state().settled;

/** Resolves at developQuiet, or once develop has been idle for SETTLED_MS at least LATE_SETTLED_MS after its first compile. */
export const developQuietOrLate = (): Promise<void> => state().quietOrLate;

/**
 * Resolves at developQuiet, or once develop has been idle for SETTLED_MS after an author's first change since its
 * first compile (a file saved: a change webpack noticed outside `.cache` and `public`, or a cycle of Gatsby's). The
 * warm-ups of developPauseBackground start then: at the first settled moment after the first compile they ran while
 * the browser loaded the first page (a warm start 6.3 → 7.8 s in bench:develop), and before an author's first edit;
 * after it, they run in the gaps between the author's saves, stopped during each.
 */
export const developQuietOrEdited = (): Promise<void> => state().quietOrEdited;

/** What a change webpack notices counts as an author's (developQuietOrEdited): not develop's own files. */
export const isAuthorChange = (root: string, file: string | null | undefined): boolean =>
  !!file && !/^(\.cache|public|node_modules)([\\/]|$)/.test(path.relative(root, file));

/**
 * The webpack plugin behind firstDevelopCompile, developSettled and developQuiet (public compiler hooks `invalid`, `watchRun`, `done`
 * and `failed`). The callbacks are the process's signals unless given (tests).
 */
export class FirstCompileSignal {
  constructor(
    private readonly quietMs = QUIET_MS,
    private readonly signals: { compiled: () => void; quiet: () => void; settled?: () => void; quietOrLate?: () => void; quietOrEdited?: () => void } = {
      compiled: () => state().compiled(),
      quiet: () => state().becameQuiet(),
      settled: () => state().becameSettled(),
      quietOrLate: () => state().becameQuietOrLate(),
      quietOrEdited: () => state().becameQuietOrEdited(),
    },
    private readonly settledMs = Math.min(SETTLED_MS, quietMs),
    private readonly lateMs = LATE_SETTLED_MS,
    /** The site's root: a change webpack notices outside its `.cache` and `public` is an author's. */
    private readonly root = process.cwd(),
  ) {}

  apply(compiler: Compiler) {
    // The state exists from here on: the preload's developLateTypegen looks for its `quiet` before the first compile ends.
    state();
    let counting = false;
    let settled = false;
    let quietOrLate = false;
    let quietOrEdited = false;
    /** When webpack last noticed an author's change. */
    let changedAt = 0;
    let firstCompileAt = 0;
    let running = false;
    let quietFor = 0;
    const restart = () => (quietFor = 0);
    const step = (scheduledAt: number) => {
      const late = Date.now() - scheduledAt - QUIET_STEP_MS;
      // Activity since the step before.
      const active = (state().activityAt ?? 0) >= scheduledAt;
      quietFor = running || active || late > BUSY_LATENESS_MS ? 0 : quietFor + QUIET_STEP_MS;
      if (quietFor >= this.settledMs && !settled) {
        settled = true;
        this.signals.settled?.();
      }
      if (!quietOrLate && (quietFor >= this.quietMs || (quietFor >= this.settledMs && Date.now() - firstCompileAt >= this.lateMs))) {
        quietOrLate = true;
        this.signals.quietOrLate?.();
      }
      const changed = Math.max(changedAt, state().activityAt ?? 0) > firstCompileAt;
      if (!quietOrEdited && (quietFor >= this.quietMs || (quietFor >= this.settledMs && changed))) {
        quietOrEdited = true;
        this.signals.quietOrEdited?.();
      }
      if (quietFor >= this.quietMs) {
        this.signals.quiet();
        return;
      }
      const now = Date.now();
      setTimeout(() => step(now), QUIET_STEP_MS).unref?.();
    };
    compiler.hooks.invalid.tap('FastBuildQuiet', (file) => {
      restart();
      if (isAuthorChange(this.root, file)) changedAt = Date.now();
    });
    compiler.hooks.watchRun.tap('FastBuildQuiet', () => {
      running = true;
      restart();
    });
    const over = () => {
      running = false;
      restart();
    };
    compiler.hooks.done.tap('FastBuildFirstCompile', () => {
      this.signals.compiled();
      over();
      // Counted once: after it fired, later compiles start nothing.
      if (counting) return;
      counting = true;
      const now = Date.now();
      firstCompileAt = now;
      setTimeout(() => step(now), QUIET_STEP_MS).unref?.();
    });
    compiler.hooks.failed.tap('FastBuildQuiet', over);
  }
}

/**
 * developEditFirst: keeps the develop stage's compiler at hand and tells who waits when a compile is over (public
 * compiler hooks `done` and `failed`).
 */
export class EditFirstCompile {
  apply(compiler: Compiler) {
    const current = state();
    current.compiler = compiler;
    const over = () => {
      current.compilingStamps = false;
      const waiting = current.waiting ?? [];
      current.waiting = [];
      for (const resolve of waiting) resolve();
    };
    compiler.hooks.done.tap('FastBuildEditFirst', (stats) => {
      current.compiledFiles = stats.compilation.fileDependencies;
      over();
    });
    compiler.hooks.failed.tap('FastBuildEditFirst', over);
    // A compile takes what the watcher collected when it starts: stamps written before then are in it.
    compiler.hooks.watchRun.tap('FastBuildEditFirst', () => {
      current.compilingStamps = (current.stampsWritten?.size ?? 0) > 0;
      current.stampsWritten?.clear();
    });
  }
}

/** How long develop must have been idle after a compile before the background processes it paused run again (developPauseBackground). */
export const RESUME_AFTER_MS = 300;
/** The longest a pause lasts: a compile whose end was never heard of (or a very long one) does not starve them for good. */
export const MAX_PAUSE_MS = 10_000;

type PauseSignal = (pid: number, signal: 'SIGSTOP' | 'SIGCONT') => void;

/**
 * Runs `resume` when this process exits: on `exit`, and on SIGTERM and SIGHUP, which end a process without `exit`
 * (Gatsby's CLI stops develop's process with SIGTERM when it gets one). A stopped process would hold its pending signal
 * and live on. When no one else listens for the signal, the listener hands it back to its default (the process ends).
 */
function continueOnExit(resume: () => void): void {
  process.once('exit', resume);
  for (const name of ['SIGTERM', 'SIGHUP'] as const) {
    const listener = () => {
      resume();
      if (process.listenerCount(name) === 1) {
        process.removeListener(name, listener);
        process.kill(process.pid, name);
      }
    };
    process.on(name, listener);
  }
}

/**
 * developPauseBackground: develop's background processes (TypeDoc's, the code samples'; src/node/background-process.ts)
 * are stopped (SIGSTOP) while develop works on a change (from a file change webpack or Gatsby notices until its compile
 * is over and develop's thread has been free for RESUME_AFTER_MS), and continued (SIGCONT) after. A low priority was not
 * enough on 2 cores: warm-ups that ran while an author edited prose took the cores from the edits and the browser
 * (bench:develop's prose edits, median 0.38 s → 0.58 s), so they waited for 2.5 s of quiet, which an author who saves
 * every two seconds never gives, and the first sample or TSDoc edit then found them cold. A process develop waits on
 * (a request that is not a warm-up) is held running until it answers. Every process is continued when develop exits
 * (continueOnExit), and after MAX_PAUSE_MS. Not when develop is killed (SIGKILL) during a pause: a terminal's process
 * group is then orphaned, and the kernel continues and hangs up its stopped members.
 */
export class BackgroundPause {
  private readonly members = new Map<number, { held: number; stopped: boolean }>();
  private pausedAt: number | null = null;
  private lastBusy = 0;
  private compiling = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private exitHooked = false;

  constructor(
    private readonly options: {
      signal?: PauseSignal;
      resumeAfterMs?: number;
      maxPauseMs?: number;
      now?: () => number;
      onExit?: (resume: () => void) => void;
      /** Called the first time a process is stopped. */
      firstStop?: () => void;
    } = {},
  ) {}

  private send(pid: number, signal: 'SIGSTOP' | 'SIGCONT'): boolean {
    try {
      (this.options.signal ?? ((id, name) => process.kill(id, name)))(pid, signal);
      return true;
    } catch {
      // Gone (or not ours to signal): forgotten.
      this.members.delete(pid);
      return false;
    }
  }

  private now() {
    return (this.options.now ?? Date.now)();
  }

  /** Whether process `pid` is stopped now (tests). */
  stopped(pid: number): boolean {
    return this.members.get(pid)?.stopped ?? false;
  }

  /** Takes process `pid` in (stopped at develop's next change); returns what lets it go, continued if stopped. */
  add(pid: number): () => void {
    this.members.set(pid, { held: 0, stopped: false });
    if (!this.exitHooked) {
      this.exitHooked = true;
      (this.options.onExit ?? continueOnExit)(() => this.resumeAll());
    }
    if (this.pausedAt !== null) this.stop(pid);
    return () => {
      const member = this.members.get(pid);
      this.members.delete(pid);
      if (member?.stopped) this.send(pid, 'SIGCONT');
    };
  }

  /** Develop waits on process `pid`: it runs (continued if stopped) until the returned release. */
  hold(pid: number): () => void {
    const member = this.members.get(pid);
    if (!member) return () => {};
    member.held += 1;
    if (member.stopped && this.send(pid, 'SIGCONT')) member.stopped = false;
    let released = false;
    return () => {
      if (!released) member.held -= 1;
      released = true;
    };
  }

  private stop(pid: number) {
    const member = this.members.get(pid);
    if (member && member.held === 0 && !member.stopped && this.send(pid, 'SIGSTOP')) {
      member.stopped = true;
      this.options.firstStop?.();
      this.options.firstStop = undefined;
    }
  }

  /** Develop noticed a change or started a cycle: the processes it does not wait on stop. */
  busy(): void {
    this.lastBusy = this.now();
    this.pausedAt ??= this.lastBusy;
    for (const pid of [...this.members.keys()]) this.stop(pid);
    this.schedule();
  }

  /** A compile started (busy until compileEnded). */
  compileStarted(): void {
    this.compiling = true;
    this.busy();
  }

  compileEnded(): void {
    this.compiling = false;
    this.lastBusy = this.now();
  }

  /** Continues every stopped process. */
  resumeAll(): void {
    this.pausedAt = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const [pid, member] of [...this.members]) if (member.stopped && this.send(pid, 'SIGCONT')) member.stopped = false;
  }

  /**
   * Checks every QUIET_STEP_MS while paused; a step that came BUSY_LATENESS_MS late found develop's thread busy (Gatsby's
   * work after a compile: queries, page data), which counts as work.
   */
  private schedule() {
    if (this.timer) return;
    const scheduledAt = this.now();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.step(scheduledAt);
    }, QUIET_STEP_MS);
    this.timer.unref?.();
  }

  /** One step of that check (public for tests, which drive the clock). */
  step(scheduledAt: number): void {
    if (this.pausedAt === null) return;
    const now = this.now();
    if (now - scheduledAt - QUIET_STEP_MS > BUSY_LATENESS_MS) this.lastBusy = now;
    if ((!this.compiling && now - this.lastBusy >= (this.options.resumeAfterMs ?? RESUME_AFTER_MS)) || now - this.pausedAt >= (this.options.maxPauseMs ?? MAX_PAUSE_MS)) {
      this.resumeAll();
      return;
    }
    this.schedule();
  }
}

/** Printed the first time develop stops its background processes (the develop smoke test looks for it). */
export const PAUSE_LINE = "[fast-build] develop's background processes are stopped while it works on a change, and continued after (developPauseBackground)";

/** gatsby develop with developPauseBackground: the process's BackgroundPause (undefined otherwise). */
export function developBackgroundPause(root = process.cwd()): BackgroundPause | undefined {
  if (!developFlag('developPauseBackground', root)) return undefined;
  const current = state();
  return (current.pause ??= new BackgroundPause({ firstStop: () => console.log(PAUSE_LINE) }));
}

/** The webpack side of developPauseBackground: a change webpack noticed, and each compile, pause the background (public hooks `invalid`, `watchRun`, `done`, `failed`). */
export class PauseBackgroundSignal {
  constructor(private readonly pause: BackgroundPause) {}

  apply(compiler: Compiler) {
    compiler.hooks.invalid.tap('FastBuildPause', () => this.pause.busy());
    compiler.hooks.watchRun.tap('FastBuildPause', () => this.pause.compileStarted());
    compiler.hooks.done.tap('FastBuildPause', () => this.pause.compileEnded());
    compiler.hooks.failed.tap('FastBuildPause', () => this.pause.compileEnded());
  }
}

/** Logged the first time a page's component compiled at a browser's request ahead of Gatsby's cycle (developLazyFirst). */
export const LAZY_FIRST_LINE = "[fast-build] a page component a browser asked for compiled at once, before Gatsby's query extraction (developLazyFirst)";

/**
 * developLazyFirst. With developLazyBundling, a browser that asks for a page's component makes webpack's lazy
 * compilation invalidate the watcher without naming a file (Watching.invalidate: the `invalid` hook with no file).
 * Gatsby takes every invalidation for a source edit: it extracts queries again and writes its requires, and only then
 * resumes the watcher it keeps suspended, about 0.5 s here before the page's compile starts. An invalidation without a
 * file changes no source, so when the watcher holds no changed or removed file this compiles at once, as Gatsby's
 * recompile does (resume, then suspend again), and Gatsby's query extraction waits for that compile
 * (`beforeQueryExtraction`, from the plugin's onPreExtractQueries): Gatsby's own resume must not land in it, or
 * webpack would drop its output and the open page, told of a build it cannot fetch, would reload. Once Gatsby's cycle
 * is past its query extraction (until its recompile is done) an invalidation waits for it, as before. A file change
 * waiting in the watcher keeps Gatsby's order too. A Watching of another shape calls `failed` and turns this off.
 */
export class LazyFirstCompile {
  /** Gatsby's cycle is between its query extraction and the end of its recompile: it may resume the watcher. */
  private gatsbyCycle = false;
  /** The compile this started, until it is done. */
  private early: Promise<void> | null = null;

  constructor(private readonly events: { compiled?: () => void; failed?: (error: Error) => void } = {}) {
    state().lazyFirst = this;
    (globalThis as { [DEVELOP_WAITING_HOOK]?: () => void })[DEVELOP_WAITING_HOOK] = () => this.gatsbyWaiting();
  }

  /** Called as Gatsby starts extracting queries: from here until its recompile is done, nothing compiles early. */
  beforeQueryExtraction(): Promise<void> {
    this.gatsbyCycle = true;
    return this.early ?? Promise.resolve();
  }

  /**
   * Called as Gatsby's develop machine enters `waiting` (the preload's signalWaiting): its cycle is over, also when it
   * changed no source and so ended without the recompile `done` would have told.
   */
  gatsbyWaiting(): void {
    this.gatsbyCycle = false;
  }

  apply(compiler: Compiler) {
    let off = false;
    let finish: (() => void) | null = null;
    const over = () => {
      if (finish) {
        const resolve = finish;
        finish = null;
        this.early = null;
        resolve();
      } else {
        this.gatsbyCycle = false;
      }
    };
    compiler.hooks.done.tap('FastBuildLazyFirst', over);
    compiler.hooks.failed.tap('FastBuildLazyFirst', over);
    compiler.hooks.invalid.tap('FastBuildLazyFirst', (file) => {
      if (off || (file !== null && file !== undefined)) return;
      // Watching.invalidate calls the hook before it records the invalidation: act after it did.
      setImmediate(() => {
        const watching = compiler.watching;
        if (this.gatsbyCycle || this.early || !watching?.suspended || watching.running) return;
        try {
          const { changed, removed } = watchingPendingFiles(watching, compiler.watchFileSystem);
          if (changed.length > 0 || removed.length > 0) return;
        } catch (error) {
          off = true;
          this.events.failed?.(error as Error);
          return;
        }
        this.early = new Promise<void>((resolve) => (finish = resolve));
        watching.resume();
        watching.suspend();
        this.events.compiled?.();
      });
    });
  }
}

/** developLazyFirst: Gatsby's query extraction waits for a page compile started early (gatsby-node's onPreExtractQueries). */
export const beforeQueryExtraction = (): Promise<void> => state().lazyFirst?.beforeQueryExtraction() ?? Promise.resolve();

/** Files whose edit compiles first: MDX content, whose module reads only its own node's body. */
export const compilesFirst = (file: string) => /\.mdx?$/.test(file);

/** Where developMdxNodeDeps keeps one stamp per MDX file (inside .cache, which `gatsby clean` removes). */
export const MDX_NODE_STAMPS = path.join('.cache', 'fast-build', 'mdx-node-stamps');

/** The stamp file of an MDX file: named by a hash of its path, so it is flat and needs no escaping. */
export const mdxNodeStamp = (root: string, file: string) =>
  path.join(root, MDX_NODE_STAMPS, `${createHash('sha1').update(file).digest('hex')}.txt`);

/** The node digest a stamp holds: its first line (compileMdxAgain adds a second). */
export const stampDigest = (content: string) => content.split('\n', 1)[0];

/**
 * developEarlySamples: compiles `file`'s MDX module again (with developMdxNodeDeps), for a module whose output depends on
 * more than its node (the site's samples' check, done after the module compiled). Its node stamp gets a second line:
 * webpack's watcher sees its dependency change, and Gatsby's next cycle compiles it; the digest on the first line, which
 * stampMdxNode and developEditFirst read, stays. False when the file has no stamp (no Mdx node made in develop yet).
 */
export function compileMdxAgain(root: string, file: string, reason: string): boolean {
  const stamp = mdxNodeStamp(root, file);
  try {
    const digest = stampDigest(fs.readFileSync(stamp, 'utf8'));
    fs.writeFileSync(stamp, `${digest}\n${reason} ${Date.now()}\n`);
    const now = Date.now() / 1000;
    fs.utimesSync(stamp, now, now);
    return true;
  } catch {
    return false;
  }
}

export const isMdxNodeStamp = (file: string) => path.basename(path.dirname(file)) === path.basename(MDX_NODE_STAMPS) && file.endsWith('.txt');

/**
 * developMdxNodeDeps. gatsby-plugin-mdx's loader compiles the Mdx node's body, not the file, while webpack decides
 * from the file's timestamp whether the module is up to date. A compile that starts after a save but before Gatsby
 * has given the node the new content builds the old body and records the module as current: that edit stays unseen
 * until the next one. Each MDX module therefore also depends on a stamp file (webpack/loaders/mdx-node-stamp-loader.cjs),
 * rewritten here once the node holds the new body; its newer timestamp makes webpack build the module again. Writes
 * only when the digest changed, so a warm start that recreates nothing touches nothing.
 */
export function stampMdxNode(root: string, file: string, digest: string): void {
  const stamp = mdxNodeStamp(root, file);
  rememberMdxFiles([file]);
  try {
    if (stampDigest(fs.readFileSync(stamp, 'utf8')) === digest) return;
  } catch {
    fs.mkdirSync(path.dirname(stamp), { recursive: true });
  }
  fs.writeFileSync(stamp, digest);
  (state().stampsWritten ??= new Set()).add(stamp);
  // The clock's time, to the millisecond: a file's mtime comes from the kernel's coarser clock and can read a few
  // milliseconds earlier than a compile that started just before the write, which would then keep the old body.
  const now = Date.now() / 1000;
  fs.utimesSync(stamp, now, now);
}

/**
 * Whether a compile of `changed` (what webpack holds) holds MDX edits only: MDX files, their node stamps
 * (developMdxNodeDeps), and the folders they are in (an editor that saves by writing a temporary file and renaming it
 * over the old one changes the folder too).
 */
export function onlyContentEdits(changed: readonly string[]): boolean {
  const files = changed.filter((entry) => compilesFirst(entry) || isMdxNodeStamp(entry));
  const folders = new Set(files.map((file) => path.dirname(file)));
  return files.length > 0 && changed.every((entry) => files.includes(entry) || folders.has(entry));
}

/**
 * developEditFirst. gatsby develop keeps webpack's watcher suspended and compiles an edit only after createPages and
 * every dirty query ran again, so an edited paragraph waited for the site's createPages, the search records and the
 * page's query. When everything webpack holds for its next compile is MDX (`onlyContentEdits`), nothing in it waits
 * for data: its module reads only the MDX node's body. `isUpdated` says whether Gatsby has given a changed file's node
 * the file's content (it usually has when createPages runs, not always). Then this compiles now, as Gatsby's own
 * recompile does (resume, then suspend again at once), and resolves when it is done: true if it compiled. Gatsby
 * still recompiles after its queries (with nothing left to build) and sends the page's new data then. Throws if
 * webpack's Watching changed shape (internals.ts, WATCHING_PENDING_FILES).
 */
export async function compileEditsFirst(isUpdated: (file: string) => boolean): Promise<boolean> {
  const current = state();
  const { compiler } = current;
  const watching = compiler?.watching;
  if (!compiler || !watching) return false;
  const { changed, removed } = watchingPendingFiles(watching, compiler.watchFileSystem);
  if (!watching.suspended || watching.running || removed.length > 0 || !onlyContentEdits(changed)) return false;
  // The MDX loader compiles the node's body: a file whose node Gatsby has not updated yet would compile as it was.
  if (!changed.filter(compilesFirst).every(isUpdated)) return false;
  const done = compileDone(current);
  watching.resume();
  watching.suspend();
  await done;
  await hotUpdateGrace();
  return true;
}

/** Resolves when the develop compile in progress (or the next one) is over. */
const compileDone = (current: DevelopState) => new Promise<void>((resolve) => (current.waiting ??= []).push(resolve));

async function hotUpdateGrace() {
  // The open pages fetch the update from this process: the site's createPages, which follows, holds the thread in
  // long synchronous stretches. Measured on a warm develop here: the page showed the edit 0.19 s after the compile
  // without this pause, 0.10 s with it (every later step, and the page's new data, start this much later).
  await new Promise((resolve) => setTimeout(resolve, HOT_UPDATE_GRACE_MS));
}

/**
 * Adds to the MDX files developEditFirst knows (stampMdxNode adds each node it stamps). A warm start takes its nodes
 * from Gatsby's cache without making them again, so the develop stage's webpack config gives those of the start.
 */
export function rememberMdxFiles(files: Iterable<string>): void {
  const known = (state().mdxFiles ??= new Set());
  for (const file of files) known.add(file);
}

/**
 * How long the compile before the schema build waits for an edit's node and stamp, at most (developEditFirst). With
 * 400 ms, `npm test`'s phase 4 (the example projects and a plain build beside develop) once left an edit to Gatsby's
 * order. Only an edit under way is waited for.
 */
export const EDIT_WAIT_MS = 1500;
/**
 * A saved MDX file whose node still holds older content is waited for only this long after the save: a save queued
 * during createPages or the queries (developQueuedSaves) reaches the next schema build that much later on a busy machine.
 */
const RECENT_SAVE_MS = 10_000;

/**
 * developEditFirst, run before each schema build of gatsby develop (node/preload.cjs, hookBeforeSchema). Gatsby commits
 * a batch of node changes without waiting for the nodes they cascade into: when it starts the schema build, the Mdx
 * node of a saved file may not be made again yet (gatsby-plugin-mdx makes it in its onCreateNode), nor its stamp
 * written (developMdxNodeDeps, in this plugin's onCreateNode, after the node) or seen by webpack. Only modules the
 * last compile built count (with lazy bundling, a doc no browser opened has none). An edit to one is under way when
 * its file, saved in the last two seconds, does not match its node (`isUpdated`) or its stamp, or when its stamp was
 * written and no compile has taken it yet. Then this waits, at most `maxWaitMs`, until every such node and stamp
 * holds its file and webpack holds every such stamp, and compiles (compileEditsFirst); if webpack's watcher was not
 * suspended and compiles the stamps itself, it waits for that compile. Resolves true if it compiled; false at once
 * when no such edit is under way, so other changes (a TSDoc comment, an example, a doc no page shows) wait for nothing.
 */
export async function compileBeforeSchema(
  root: string,
  isUpdated: (file: string) => boolean,
  { maxWaitMs = EDIT_WAIT_MS, pollMs = 5 } = {},
): Promise<boolean> {
  noteActivity();
  const current = state();
  const { compiler, compiledFiles } = current;
  const watching = compiler?.watching;
  if (!compiler || !watching || !compiledFiles) return false;
  const deadline = Date.now() + maxWaitMs;
  const savedLately = (file: string) => {
    try {
      return fs.statSync(file).mtimeMs > Date.now() - RECENT_SAVE_MS;
    } catch {
      return false;
    }
  };
  for (;;) {
    // Webpack's watcher was not suspended and compiles the edit already: the schema build waits for it all the same.
    if (watching.running && current.compilingStamps) {
      await compileDone(current);
      await hotUpdateGrace();
      return true;
    }
    // A saved file whose node, or whose stamp (written in the plugin's onCreateNode, after the node is made), does not
    // hold its content yet.
    const pendingNodes = [...(current.mdxFiles ?? [])].filter(
      (file) => compiledFiles.has(mdxNodeStamp(root, file)) && savedLately(file) && !(isUpdated(file) && stampHolds(root, file)),
    );
    const stamps = [...(current.stampsWritten ?? [])].filter((stamp) => compiledFiles.has(stamp));
    if (pendingNodes.length === 0 && stamps.length === 0) return false;
    if (pendingNodes.length === 0 && watching.suspended) {
      const { changed } = watchingPendingFiles(watching, compiler.watchFileSystem);
      if (stamps.every((stamp) => changed.includes(stamp))) return compileEditsFirst(isUpdated);
    }
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** The digest gatsby-source-filesystem gives `file` now (the MD5 of its bytes), or null when it cannot be read. */
function fileDigest(file: string): string | null {
  try {
    return createHash('md5').update(fs.readFileSync(file)).digest('hex');
  } catch {
    return null;
  }
}

/** Whether `file`'s stamp holds the digest of its content now. */
function stampHolds(root: string, file: string): boolean {
  try {
    return stampDigest(fs.readFileSync(mdxNodeStamp(root, file), 'utf8')) === fileDigest(file);
  } catch {
    return false;
  }
}

const BEFORE_SCHEMA_HOOK = Symbol.for('gatsby-plugin-fast-build.beforeSchema');

/** Sets what node/preload.cjs runs before each schema build of gatsby develop (developEditFirst). */
export function setBeforeSchema(hook: (() => Promise<unknown>) | undefined): void {
  (globalThis as { [BEFORE_SCHEMA_HOOK]?: () => Promise<unknown> })[BEFORE_SCHEMA_HOOK] = hook;
}

/**
 * Whether `node` (an Mdx node) holds what `file` holds now. gatsby-plugin-mdx gives the Mdx node its File node's
 * contentDigest, and gatsby-source-filesystem makes that the MD5 of the file's bytes. If either changes how, no edit
 * looks updated and every edit waits for Gatsby's order, as before.
 */
export function holdsFileContent(node: { internal: { contentDigest?: string } } | undefined, file: string): boolean {
  if (!node) return false;
  const digest = fileDigest(file);
  return digest !== null && digest === node.internal.contentDigest;
}

/** How long after an Mdx node that does not hold its file's content the file's change is reported again (developTrailingChanges). */
export const STALE_NODE_RECHECK_MS = 300;
/** At most this many times in a row per file (a file whose node can never match it is left alone). */
export const STALE_NODE_RETRIES = 3;

/**
 * developTrailingChanges, for each Mdx node made in develop. gatsby-source-filesystem handles each change event of a file
 * on its own (stat, hash, then the node), so two saves close together are handled concurrently and the earlier one's
 * node can be made last: the doc then showed the earlier save's text until the next save (seen in stress sessions, a
 * save lost once in ten rounds with chokidar's drops already fixed). When a node does not hold its file's content, and
 * still does not STALE_NODE_RECHECK_MS later (a newer save's node would have come by then), the file's change is
 * reported again through chokidar (node/trailing-changes.cjs, reportChangeAgain).
 */
export function recheckStaleNode(
  file: string,
  node: { id: string; internal: { contentDigest?: string } },
  getNode: (id: string) => { internal: { contentDigest?: string } } | undefined,
  reportAgain: (file: string) => boolean,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref?.()),
): Promise<boolean> {
  const retries = (state().staleNodes ??= new Map());
  if (holdsFileContent(node, file)) {
    retries.delete(file);
    return Promise.resolve(false);
  }
  return wait(STALE_NODE_RECHECK_MS).then(() => {
    if (holdsFileContent(getNode(node.id), file)) {
      retries.delete(file);
      return false;
    }
    const count = (retries.get(file) ?? 0) + 1;
    retries.set(file, count);
    return count <= STALE_NODE_RETRIES && reportAgain(file);
  });
}

/** Logged the first time an edit compiled before the schema build (the develop smoke test looks for it). */
export const EDIT_FIRST_LINE = '[fast-build] an MDX edit compiled before Gatsby rebuilt the schema and ran createPages and the queries again (developEditFirst)';

/** How long the site's createPages waits after an early compile, for the open pages to fetch it (developEditFirst). */
export const HOT_UPDATE_GRACE_MS = 120;

interface WebsocketManager {
  emitError: (id: string, message: unknown) => void;
}

/** What the overlay shows: a title, the full text, and the file and line it names first. */
export interface OverlayProblem {
  title: string;
  text: string;
  file?: string;
  line?: number;
}

/**
 * The shape Gatsby's overlay renders an error message in (cache-dir/fast-refresh-overlay/components/graphql-errors.js,
 * the list of structured errors Gatsby sends for a failed query).
 */
export const overlayErrors = ({ title, text, file, line }: OverlayProblem) => [
  {
    level: 'ERROR',
    code: 'develop',
    text,
    filePath: file,
    location: line === undefined ? undefined : { start: { line, column: 1 } },
    error: { message: title },
    context: { sourceMessage: title },
  },
];

/**
 * Shows `problem` in the browser's error overlay of `gatsby develop` under `id`, or clears it (null). Gatsby has no
 * public API for it: its websocket manager (gatsby/dist/utils/websocket-manager, a registered internal) keeps the
 * message and sends it to every open page, and to pages that connect later. Does nothing outside develop or when the
 * module is not there (warns once).
 */
export function showInOverlay(id: string, problem: OverlayProblem | null, root = process.cwd()): void {
  if (!isDevelop()) return;
  const current = state() as DevelopState & { overlay?: WebsocketManager | null };
  if (current.overlay === undefined) {
    try {
      const manager = createRequire(path.join(root, 'package.json'))('gatsby/dist/utils/websocket-manager').websocketManager as WebsocketManager;
      if (typeof manager?.emitError !== 'function') throw new Error('no websocketManager.emitError');
      current.overlay = manager;
    } catch (error) {
      console.warn(`[fast-build] the develop error overlay is not available (${(error as Error).message}); errors show in the terminal only`);
      current.overlay = null;
    }
  }
  current.overlay?.emitError(id, problem ? overlayErrors(problem) : null);
}
