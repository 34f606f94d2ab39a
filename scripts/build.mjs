// `npm run build`: the production build, warm by default. Gatsby keeps its
// caches (.cache, public) between builds and rebuilds only what changed, but
// it only tracks what it knows about: content files, webpack's modules and its
// plugin list. It does not know the code of this site's own build steps
// (src/node via gatsby-node, the sample check's child process), the library
// source that TypeDoc and twoslash read, the installed Gatsby, or git history
// (a page's "last updated" date is read when its node is created). So this
// hashes those inputs and removes what `gatsby clean` would (cleanCaches) first when the hash differs
// from the one the caches were built with.
//   npm run build                 warm when the inputs allow it
//   npm run build -- --clean      always from scratch
//   npm run build -- --why        also lists the inputs hashed
//   npm run build -- --source-maps  writes .js.map files beside the browser bundles (off by default;
//                                 switching it makes the build cold, so public/ never mixes the two)
//   node scripts/build.mjs --dry-run   only says whether the build would be warm or cold
// Other arguments are passed to `gatsby build` (always with --prefix-paths).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRECOMPILED_VARIABLE, bundleScript, compileGatsbyFiles } from './gatsby-files.mjs';
import preload from './gatsby-preload.cjs';

const require = createRequire(import.meta.url);

/** Where the hash of the inputs the caches were built from is kept (removed by `gatsby clean` and cleanCaches). */
export const STAMP = '.cache/build-inputs.json';

/**
 * Folders read whole: the library's source (TypeDoc, twoslash; its tests too, which neither reads: hashed whole, a
 * test edit makes a cold build, more often than needed but never stale) and the build's code, tests aside (loaders
 * there are referenced by path, not imported).
 */
const INPUT_DIRS = ['packages/react-dialog-hub/src', 'src/node'];
const NOT_INPUT = /^src\/node\/.*(\.test\.[cm]?[jt]sx?$|__fixtures__)/;
/** Files read at build time besides the code found from the entry points below. */
const INPUT_FILES = ['package-lock.json', 'package.json', 'tsconfig.json', 'packages/react-dialog-hub/package.json', 'packages/react-dialog-hub/tsconfig.json'];
/** The build's own code: everything these import (locally) is hashed. */
const ENTRY_POINTS = ['gatsby-config.ts', 'gatsby-node.ts', 'scripts/check-snippets.ts'];
/** Folders whose git history feeds pages ("last updated", src/node/content/git-last-updated.ts). */
const HISTORY_DIRS = ['content', 'packages/react-dialog-hub/CHANGELOG.md'];

/** Every file under `dir` (absolute paths), or `[dir]` for a file; [] when it does not exist. */
export function listFiles(dir) {
  if (!existsSync(dir)) return [];
  if (statSync(dir).isFile()) return [dir];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** The project-local files the build's code imports, found by letting esbuild resolve the imports. */
async function buildCodeFiles(root) {
  const { build } = require('esbuild');
  const { metafile } = await build({
    entryPoints: ENTRY_POINTS.map((file) => path.join(root, file)),
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'out',
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.mdx': 'empty' },
    plugins: [{
      // `?highlight` and `?raw` imports are webpack's business (the files are content Gatsby tracks).
      name: 'queries-external',
      setup: (build) => build.onResolve({ filter: /\?/ }, (args) => ({ path: args.path, external: true })),
    }],
  });
  return Object.keys(metafile.inputs).filter((file) => !file.includes('node_modules'));
}

function git(root, args) {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** The hash of everything that can change the output without Gatsby noticing, and the files it covers. */
export async function buildInputs(root, { sourceMaps = false } = {}) {
  const files = new Set([...INPUT_FILES, ...(await buildCodeFiles(root)), ...INPUT_DIRS.flatMap((dir) => listFiles(path.join(root, dir)).map((f) => path.relative(root, f)))].filter((f) => !NOT_INPUT.test(f)));
  const sorted = [...files].filter((file) => existsSync(path.join(root, file))).sort();
  const hash = createHash('sha256');
  for (const file of sorted) hash.update(`${file}\0`).update(readFileSync(path.join(root, file))).update('\0');
  const gatsbyVersion = JSON.parse(readFileSync(require.resolve('gatsby/package.json', { paths: [root] }), 'utf8')).version;
  const history = git(root, ['log', '-1', '--format=%H', '--', ...HISTORY_DIRS]);
  hash.update(`gatsby ${gatsbyVersion}\0node ${process.version}\0history ${history}\0source maps ${sourceMaps}\0`);
  return { hash: hash.digest('hex'), files: sorted, gatsbyVersion, history };
}

export function readStamp(root) {
  try {
    return JSON.parse(readFileSync(path.join(root, STAMP), 'utf8'));
  } catch {
    return null;
  }
}

/** What src/node/build/webpack.ts reads to keep the browser bundles' source maps (`--source-maps`). */
export const SOURCE_MAPS_VARIABLE = 'SITE_SOURCE_MAPS';

/**
 * The environment Gatsby's CLI runs in: SOURCE_MAPS_VARIABLE when maps are asked for, and
 * PARCEL_WORKERS. Gatsby compiles gatsby-config.ts and gatsby-node.ts with Parcel in a child process
 * when it cannot take the bundle precompile() wrote (scripts/gatsby-preload.cjs), and Parcel starts a
 * worker of its own there to transform two files: with PARCEL_WORKERS=0 it works in that child (warm
 * builds at +300 pages: 1.3-1.9 s instead of 1.9-2.0 s). A value the caller set is kept.
 */
export function gatsbyEnv(env = process.env, { sourceMaps = false } = {}) {
  return { ...env, PARCEL_WORKERS: env.PARCEL_WORKERS ?? '0', ...(sourceMaps && { [SOURCE_MAPS_VARIABLE]: '1' }) };
}

/**
 * What `gatsby clean` removes (gatsby/dist/commands/clean.js), removed here: Gatsby's CLI takes about a second to
 * start for a few rmSync calls, and the sample check starts only once the caches are gone.
 */
export const CLEAN_DIRS = ['.cache', 'public', 'node_modules/.cache/babel-loader', 'node_modules/.cache/terser-webpack-plugin'];

export function cleanCaches(root) {
  for (const dir of CLEAN_DIRS) rmSync(path.join(root, dir), { recursive: true, force: true });
}

/**
 * V8 flags for Gatsby's CLI (its worker children and webpack's minifier workers inherit them) and the sample check.
 * V8 lets a heap grow to as much as four times what survived its last full collection when collecting looks cheap,
 * and Gatsby's bootstrap and webpack stages allocate fast: half of the main process's heap was garbage at the peak
 * (cold, 44 pages: heap 741 MB, 399 MB of it live). Growth of at most 1.5× per collection brought the build's peak
 * from 1.46-1.53 GB (three runs) to 1.09-1.10 GB (two) at the same wall time within noise; 1.1× and 1.2× gained
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
  console.warn(`[build] this Node (${execPath}) does not accept ${flags.join(' ')} (${(probe.stderr || probe.error?.message || '').trim()}); the build runs with V8's default heap growth and may need more memory`);
  return [];
}

/** Where Gatsby's sourcing finds the result of the sample check started here (src/node/code/snippet-source.ts). */
export const EARLY_CHECK_VARIABLE = 'SITE_SAMPLE_CHECK_RESULT';

/**
 * Starts the code samples' type check (`check:snippets -- --json <file>`) before Gatsby, on a cold build: it is the
 * longest step of sourcing (about 17 s at 44 pages), and Gatsby's start and its compile of gatsby-config and
 * gatsby-node keep one core busy for about 13 s before sourcing begins. One process, whatever the sample count: a
 * second one only competes with Gatsby's start (cold, +300 pages, 376 samples, two runs each: no early check 145.2 and
 * 134.6 s, two processes 141.7 and 124.7 s, one 128.8 and 121.8 s). The script runs bundled by esbuild
 * (scripts/gatsby-files.mjs), not through vite-node, whose start cost more than the bundling (44 pages: 4.7 s and
 * 238 MB against 3.5 s and 148 MB, same result). Gatsby waits for `file`; `<file>.failed` says the check could not
 * run, and Gatsby then checks the samples itself. Resolves with the variable to hand Gatsby and a function that stops
 * the check and removes its files.
 */
export async function startSampleCheck(root, nodeFlags = []) {
  const dir = mkdtempSync(path.join(tmpdir(), 'sample-check-'));
  const file = path.join(dir, 'check.json');
  const failed = (why) => writeFileSync(`${file}.failed`, why);
  // Beside node_modules, where the bundle's imports of packages resolve from.
  const script = path.join(root, 'node_modules/.cache/site-build', `check-snippets-${path.basename(dir)}.mjs`);
  let child = null;
  try {
    await bundleScript(root, 'scripts/check-snippets.ts', script);
    child = spawn(process.execPath, [...nodeFlags, script, '--json', `${file}.part`], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', (error) => failed(error.message));
    child.on('exit', (code, signal) => {
      if (code === 0 && existsSync(`${file}.part`)) renameSync(`${file}.part`, file);
      else failed(signal ? `stopped by ${signal}` : `exit status ${code}`);
    });
  } catch (error) {
    failed(`could not bundle scripts/check-snippets.ts: ${error.message.split('\n')[0]}`);
  }
  return {
    env: { [EARLY_CHECK_VARIABLE]: file },
    stop: () => {
      if (child && child.exitCode === null && child.signalCode === null) child.kill();
      rmSync(dir, { recursive: true, force: true });
      rmSync(script, { force: true });
    },
  };
}

/**
 * Bundles gatsby-config.ts and gatsby-node.ts for Gatsby (scripts/gatsby-files.mjs), cold or warm: 0.1 s against
 * Parcel's 5.5 s cold and 1.3-1.9 s warm. Returns the variable that tells Gatsby's CLI to take them, or nothing when
 * esbuild could not bundle them: Gatsby's own compile then runs and reports the error in its words.
 */
export async function precompile(root) {
  try {
    const { hash } = await compileGatsbyFiles(root);
    return { [PRECOMPILED_VARIABLE]: hash };
  } catch (error) {
    console.warn(`[build] could not bundle gatsby-config.ts and gatsby-node.ts with esbuild (${error.message.split('\n')[0]}); Gatsby compiles them itself`);
    return {};
  }
}

/**
 * Node's arguments for Gatsby's CLI: Node's options (its worker processes inherit them), the preload that changes two
 * of Gatsby's steps (scripts/gatsby-preload.cjs: it takes the gatsby-config and gatsby-node bundled here, when the
 * environment names them, and starts Gatsby's worker late), then the CLI and its own arguments.
 */
export function gatsbyArgv(root, args, { nodeFlags = [] } = {}) {
  const cli = require.resolve('gatsby/cli.js', { paths: [root] });
  return [...nodeFlags, '--require', fileURLToPath(new URL('./gatsby-preload.cjs', import.meta.url)), cli, ...args];
}

/**
 * Gatsby's CLI run with this Node, not through `npx`, which starts npm first (about 0.5 s per call). Resolves with its
 * exit status (null if a signal stopped it). Not spawnSync: the sample check's exit must be heard meanwhile.
 */
function gatsby(root, args, options, extraEnv = {}, nodeFlags = []) {
  const argv = gatsbyArgv(root, args, { nodeFlags });
  const child = spawn(process.execPath, argv, { cwd: root, stdio: 'inherit', env: { ...gatsbyEnv(process.env, options), ...extraEnv } });
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`[build] could not run Gatsby's CLI: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code) => resolve(code));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.cwd();
  const args = process.argv.slice(2);
  const forceClean = args.includes('--clean');
  const why = args.includes('--why');
  const dryRun = args.includes('--dry-run');
  const sourceMaps = args.includes('--source-maps') || process.env[SOURCE_MAPS_VARIABLE] === '1';
  const gatsbyArgs = args.filter((arg) => !['--clean', '--why', '--dry-run', '--source-maps'].includes(arg));
  const inputs = await buildInputs(root, { sourceMaps });
  const stamp = readStamp(root);
  const reason = forceClean ? '--clean' : !stamp ? 'no record of the inputs the caches were built from' : stamp.hash !== inputs.hash ? 'build inputs changed since the last build' : null;
  if (why) console.log(`Build inputs (${inputs.files.length} files, gatsby ${inputs.gatsbyVersion}, content history ${inputs.history || 'none'}):\n  ${inputs.files.join('\n  ')}`);
  if (dryRun) {
    console.log(reason ? `[build] cold build: ${reason}` : '[build] warm build');
    process.exit(0);
  }
  // Cold builds only: a warm build peaks lower, and the extra collections cost it time (NODE_HEAP_FLAGS).
  const nodeFlags = reason ? supportedNodeFlags() : [];
  let check = null;
  if (reason) {
    console.log(`[build] cold build: ${reason}`);
    cleanCaches(root);
    check = await startSampleCheck(root, nodeFlags);
  } else {
    console.log('[build] warm build: caches kept (`npm run build -- --clean` starts from scratch)');
  }
  const precompiled = await precompile(root);
  // esbuild's service process would otherwise stay for the whole build (about 25 MB).
  await require('esbuild').stop();
  // Cold, Gatsby's worker starts when the HTML renderer compiles, after the stages where the build's memory peaks.
  const lateWorker = reason ? { [preload.LATE_WORKER_VARIABLE]: '1' } : {};
  const status = await gatsby(root, ['build', '--prefix-paths', ...gatsbyArgs], { sourceMaps }, { ...check?.env, ...precompiled, ...lateWorker }, nodeFlags);
  check?.stop();
  // Recorded after the build (Gatsby empties .cache when it starts without one), failed or not: the
  // caches now hold only what these inputs produce. Interrupted (no exit status), the next build is cold.
  if (status !== null) {
    mkdirSync(path.join(root, '.cache'), { recursive: true });
    writeFileSync(path.join(root, STAMP), `${JSON.stringify({ hash: inputs.hash, gatsbyVersion: inputs.gatsbyVersion, history: inputs.history })}\n`);
  }
  process.exit(status ?? 1);
}
