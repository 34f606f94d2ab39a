// The Node side of gatsby-plugin-fast-build: what has to happen around Gatsby's CLI rather than inside it. A build
// entry (the site's scripts/site/build.mjs) decides the flags (decideFlags), clears the caches on a cold build
// (clean) and runs Gatsby's CLI (runGatsby); each optimization here runs only when its flag is on:
//   codeCache           (warm) a V8 code cache for the node_modules Gatsby's processes load (preload)
//   plainAsmJs          V8 runs asm.js (the ink logger's yoga-layout) as plain JavaScript (preload)
//   esbuildGatsbyFiles  gatsby-config/-node bundled with esbuild, taken by Gatsby through the preload
//   parcelInProcess     PARCEL_WORKERS=0 for Gatsby's own Parcel compile
//   skipOptionValidation SKIP_VALIDATION=y: webpack's loaders and plugins skip validating their options (schema-utils)
//   directClean         (cold) what `gatsby clean` removes, removed without Gatsby's CLI
//   heapGrowth          (cold) --heap-growing-percent=50 for Gatsby's processes
//   lateWorker          (cold) Gatsby's worker started when the HTML renderer compiles (preload)
//   keepWorker          the worker that ran the queries renders the HTML, not a restarted one (preload)
//   workerExitOnEnd     Gatsby's workers exit when the build ends them, not 1 s later when killed (preload)
//   releaseCompilers    (warm) Gatsby's webpack compilers released once closed, the browser one closed once built (preload)
//   warmInProcess       (warm) no worker process: the queries and the HTML run in Gatsby's own process (preload)
//   earlyStart          (cold) the site's early task started before Gatsby (the code samples' check)
// With every flag off (--plain) this runs `gatsby clean` and `gatsby build` as they are.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FLAGS_VARIABLE, OPTIMIZATIONS, STRICT_VARIABLE, gateFlags, readSettings, resolveFlags } from '../flags.mjs';
import { PRECOMPILED_VARIABLE, bundleScript, compileGatsbyFiles } from './gatsby-files.mjs';
import preload from './preload.cjs';

const require = createRequire(import.meta.url);

/** The build entry's own arguments for the flags: removed before the rest go to `gatsby build`. */
export const FLAG_ARGUMENTS = /^--(plain|strict|off=.*)$/;

/**
 * The flags this build runs with: asked for (arguments, environment, the site's package.json `fastBuild`) and passing
 * the version gate (a skipped one is named in a warning; strict, it fails). Returns `{ plain, strict, flags }`.
 */
export function decideFlags(root, { argv = [], env = process.env, warn } = {}) {
  const resolved = resolveFlags({ argv, env, settings: readSettings(root) });
  return { plain: resolved.plain, strict: resolved.strict, flags: gateFlags(root, resolved, { warn }) };
}

/** decideFlags for a command-line entry (scripts/site/build.mjs, develop.mjs): a failure is printed and ends it. */
export function decideFlagsOrExit(root, argv) {
  try {
    return decideFlags(root, { argv });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * What `gatsby clean` removes (gatsby/dist/commands/clean.js; registered in ../internals.ts, checked by run.test.mjs
 * against Gatsby's file), removed here (directClean): Gatsby's CLI takes about a second to start for a few rmSync calls.
 */
export const CLEAN_DIRS = ['.cache', 'public', 'node_modules/.cache/babel-loader', 'node_modules/.cache/terser-webpack-plugin'];

/** Removes what `gatsby clean` would: itself with directClean, else through Gatsby's CLI. */
export function clean(root, flags = []) {
  if (flags.includes('directClean')) {
    for (const dir of CLEAN_DIRS) rmSync(path.join(root, dir), { recursive: true, force: true });
    return;
  }
  const cli = require.resolve('gatsby/cli.js', { paths: [root] });
  const result = spawnSync(process.execPath, [cli, 'clean'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`gatsby clean failed (exit ${result.status})`);
}

/**
 * V8 flags for Gatsby's CLI (its worker children and webpack's minifier workers inherit them) and the early task
 * (heapGrowth). V8 lets a heap grow to as much as four times what survived its last full collection when collecting
 * looks cheap, and Gatsby's bootstrap and webpack stages allocate fast: half of the main process's heap was garbage at
 * the peak (cold, 44 pages: heap 741 MB, 399 MB of it live). Growth of at most 1.5x per collection brought the build's
 * peak from 1.46-1.53 GB (three runs) to 1.09-1.10 GB (two) at the same wall time within noise; 1.1x and 1.2x gained
 * nothing more (1.13 GB). It limits growth, not size: a larger site still gets the heap it needs, collected more
 * often. `--optimize-for-size` gave 1.17 GB but a 40% slower build. Cold builds only: warm at 300 pages, the flag
 * cost about 2.5 s (four interleaved pairs, 28.0 against 25.3 s median), and warm time is the figure that matters there.
 */
export const NODE_HEAP_FLAGS = ['--heap-growing-percent=50'];

/** `flags` if this Node accepts them (V8's flags are not a stable interface), else none, with a warning. */
export function supportedNodeFlags(flags = NODE_HEAP_FLAGS, execPath = process.execPath) {
  if (flags.length === 0) return flags;
  const probe = spawnSync(execPath, [...flags, '--version'], { encoding: 'utf8' });
  if (probe.status === 0) return flags;
  console.warn(`[fast-build] skipped heapGrowth: this Node (${execPath}) does not accept ${flags.join(' ')} (${(probe.stderr || probe.error?.message || '').trim()}); the build runs with V8's default heap growth and may need more memory`);
  return [];
}

/**
 * The environment Gatsby's CLI runs in: the flags decided here (FLAGS_VARIABLE, read by gatsby-node.ts), strict mode
 * for the preload, and PARCEL_WORKERS=0 (parcelInProcess): when Gatsby compiles gatsby-config.ts and gatsby-node.ts
 * with Parcel in a child process, Parcel starts a worker of its own there to transform a few files; with
 * PARCEL_WORKERS=0 it works in that child (warm builds at +300 pages: 1.3-1.9 s instead of 1.9-2.0 s). A value the
 * caller set is kept.
 */
export function gatsbyEnv(env = process.env, { flags = [], strict = false } = {}) {
  return {
    ...env,
    [FLAGS_VARIABLE]: flags.join(','),
    ...(strict && { [STRICT_VARIABLE]: '1' }),
    ...(flags.includes('parcelInProcess') && { PARCEL_WORKERS: env.PARCEL_WORKERS ?? '0' }),
    ...(flags.includes('skipOptionValidation') && { SKIP_VALIDATION: env.SKIP_VALIDATION ?? 'y' }),
  };
}

/**
 * Node's arguments for Gatsby's CLI: Node's options (its worker processes inherit them), the preload that changes
 * Gatsby's steps when a flag asks for it (node/preload.cjs), then the CLI and its own arguments.
 */
export function gatsbyArgv(root, args, { nodeFlags = [], preload: withPreload = true } = {}) {
  const cli = require.resolve('gatsby/cli.js', { paths: [root] });
  return [...nodeFlags, ...(withPreload ? ['--require', fileURLToPath(new URL('./preload.cjs', import.meta.url))] : []), cli, ...args];
}

/**
 * earlyStart: starts the site's early task before Gatsby, on a cold build. `task` is
 * `{ script, args: (out) => [...], variable }`: a TypeScript script of the site, bundled with esbuild and run with
 * plain Node (the sample check: vite-node's start cost more than the bundling, 44 pages: 4.7 s and 238 MB against
 * 3.5 s and 148 MB), whose result lands in the file named by `variable` in Gatsby's environment; `<file>.failed` says
 * the task could not run, and the site then does the work inside Gatsby. Gatsby's start and its compile of
 * gatsby-config and gatsby-node keep one core busy for about 13 s before sourcing begins: the task uses the other.
 * One process: a second one only competes with Gatsby's start (cold, +300 pages, 376 samples, two runs each: no early
 * check 145.2 and 134.6 s, two processes 141.7 and 124.7 s, one 128.8 and 121.8 s). With `sooner`
 * (earlySampleResults) and a task that has `sooner: { args: (file) => [...], variable }`, the task also writes the
 * part of its result Gatsby's sourcing needs to a file of its own, named by that variable. Resolves with the
 * variables to hand Gatsby and a function that stops the task and removes its files.
 */
export async function startEarly(root, task, nodeFlags = [], { sooner = false } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'early-task-'));
  const file = path.join(dir, 'result.json');
  // earlySampleResults: the task also writes the part of its result Gatsby's sourcing needs, as soon as it has it.
  const soonerFile = sooner && task.sooner ? path.join(dir, 'sooner.json') : null;
  const failed = (why) => writeFileSync(`${file}.failed`, why);
  // Beside node_modules, where the bundle's imports of packages resolve from.
  const script = path.join(root, 'node_modules/.cache/fast-build', `early-${path.basename(dir)}.mjs`);
  let child = null;
  try {
    await bundleScript(root, task.script, script);
    child = spawn(process.execPath, [...nodeFlags, script, ...task.args(`${file}.part`), ...(soonerFile ? task.sooner.args(soonerFile) : [])], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', (error) => failed(error.message));
    child.on('exit', (code, signal) => {
      if (code === 0 && existsSync(`${file}.part`)) renameSync(`${file}.part`, file);
      else failed(signal ? `stopped by ${signal}` : `exit status ${code}`);
    });
  } catch (error) {
    failed(`could not bundle ${task.script}: ${error.message.split('\n')[0]}`);
  }
  return {
    env: { [task.variable]: file, ...(soonerFile && { [task.sooner.variable]: soonerFile }) },
    stop: () => {
      if (child && child.exitCode === null && child.signalCode === null) child.kill();
      rmSync(dir, { recursive: true, force: true });
      rmSync(script, { force: true });
    },
  };
}

/**
 * esbuildGatsbyFiles: bundles gatsby-config.ts and gatsby-node.ts for Gatsby (node/gatsby-files.mjs), cold or warm:
 * 0.1 s against Parcel's 5.5 s cold and 1.3-1.9 s warm. Returns the variable that tells the preload to take them, or
 * nothing when esbuild could not bundle them: Gatsby's own compile then runs and reports the error in its words.
 */
export async function precompile(root) {
  try {
    const { hash } = await compileGatsbyFiles(root);
    return { [PRECOMPILED_VARIABLE]: hash };
  } catch (error) {
    console.warn(`[fast-build] could not bundle gatsby-config.ts and gatsby-node.ts with esbuild (${error.message.split('\n')[0]}); Gatsby compiles them itself`);
    return {};
  }
}

/**
 * The flags a build runs Gatsby with: a cold build runs without the warm-only optimizations (codeCache: its eagerly
 * deserialized code raised a cold build's largest process from 0.75 to 0.79 GB, medians of three, past the Docusaurus
 * original's 0.76 GB, for no gain in time there). The cold-only ones are for runGatsby to skip on a warm build.
 */
export function flagsFor(flags, { cold }) {
  return cold ? flags.filter((name) => !OPTIMIZATIONS.find((entry) => entry.name === name)?.warmOnly) : flags;
}

/**
 * Runs Gatsby's CLI (`args`, e.g. ['build', '--prefix-paths']) with this Node, not through `npx`, which starts npm
 * first (about 0.5 s), with the optimizations `flags` turns on (cold-only ones when `cold`). `env` is added to Gatsby's
 * environment; `early` is the site's early task (startEarly). Resolves with the exit status (null if a signal stopped
 * it). Not spawnSync: the early task's exit must be heard meanwhile.
 */
export async function runGatsby(root, { args, cold, flags = [], strict = false, env = {}, early = null }) {
  flags = flagsFor(flags, { cold });
  const on = (name) => flags.includes(name);
  const nodeFlags = cold && on('heapGrowth') ? supportedNodeFlags() : [];
  const task = cold && early && on('earlyStart') ? await startEarly(root, early, nodeFlags, { sooner: on('earlySampleResults') }) : null;
  const precompiled = on('esbuildGatsbyFiles') ? await precompile(root) : {};
  // esbuild's service process would otherwise stay for the whole build (about 25 MB).
  await require('esbuild').stop();
  const lateWorker = cold && on('lateWorker') ? { [preload.LATE_WORKER_VARIABLE]: '1' } : {};
  // typegenWhenChanged, keepWorker, workerExitOnEnd, releaseCompilers and warmInProcess in builds, and in develop developQuickMutations, developQueuedSaves and developEditFirst, act in the preload
  // too (it reads the flags from the environment).
  const inPreload = on('codeCache') || on('plainAsmJs') || on('typegenWhenChanged') || (args[0] === 'build' && (on('keepWorker') || on('workerExitOnEnd') || on('releaseCompilers') || on('warmInProcess'))) || (args[0] === 'develop' && ['developQuickMutations', 'developQueuedSaves', 'developEditFirst'].some(on));
  const withPreload = Object.keys(precompiled).length > 0 || Object.keys(lateWorker).length > 0 || inPreload;
  const argv = gatsbyArgv(root, args, { nodeFlags, preload: withPreload });
  const child = spawn(process.execPath, argv, {
    cwd: root,
    stdio: 'inherit',
    env: { ...gatsbyEnv(process.env, { flags, strict }), ...env, ...task?.env, ...precompiled, ...lateWorker },
  });
  const status = await new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`[fast-build] could not run Gatsby's CLI: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code) => resolve(code));
  });
  task?.stop();
  return status;
}
