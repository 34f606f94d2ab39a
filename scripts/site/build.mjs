// `npm run build`: the production build, warm by default. Gatsby keeps its
// caches (.cache, public) between builds and rebuilds only what changed, but
// it only tracks what it knows about: content files, webpack's modules and its
// plugin list. It does not know the code of this site's own build steps
// (src/node via gatsby-node, the sample check's child process), the library
// source that TypeDoc and twoslash read, the installed Gatsby, or git history
// (a page's "last updated" date is read when its node is created). So this
// hashes those inputs and removes what `gatsby clean` would first when the hash differs
// from the one the caches were built with.
// The one build entry: `npm run build`, `npm start`, `npm test` (with --clean) and `npm run deploy` run it.
// Gatsby runs through gatsby-plugin-fast-build's Node side (plugins/gatsby-plugin-fast-build/node/run.mjs),
// with the optimizations its flags turn on (see that plugin's README); which ones is part of the inputs hashed.
//   npm run build                 warm when the inputs allow it
//   npm run build -- --clean      always from scratch
//   npm run build -- --plain      every optimization of gatsby-plugin-fast-build off (also FAST_BUILD=plain)
//   npm run build -- --off=a,b    those optimizations off; --strict: a skipped optimization fails the build (CI does)
//   npm run build -- --why        also lists the inputs hashed
//   npm run build -- --source-maps  writes .js.map files beside the browser bundles (off by default;
//                                 switching it makes the build cold, so public/ never mixes the two)
//   node scripts/site/build.mjs --dry-run   only says whether the build would be warm or cold
// Other arguments are passed to `gatsby build` (always with --prefix-paths).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPTIMIZATIONS } from '../../plugins/gatsby-plugin-fast-build/flags.mjs';
import { importGraphRecord, importGraphUnchanged } from '../../plugins/gatsby-plugin-fast-build/node/gatsby-files.mjs';
import { FLAG_ARGUMENTS, clean, decideFlagsOrExit, runGatsby } from '../../plugins/gatsby-plugin-fast-build/node/run.mjs';

const require = createRequire(import.meta.url);

/** Where the hash of the inputs the caches were built from is kept (removed by `gatsby clean`). */
export const STAMP = '.cache/build-inputs.json';

/**
 * Folders read whole: the library's source (TypeDoc, twoslash; its tests too, which neither reads: hashed whole, a
 * test edit makes a cold build, more often than needed but never stale) and the build's code, tests aside (loaders
 * there are referenced by path, not imported).
 */
const INPUT_DIRS = ['packages/react-dialog-hub/src', 'src/node', 'plugins'];
const NOT_INPUT = /^(src\/node|plugins)\/.*(\.test\.[cm]?[jt]sx?$|__fixtures__|README\.md$)/;
/** Files read at build time besides the code found from the entry points below. */
const INPUT_FILES = ['package-lock.json', 'package.json', 'tsconfig.json', 'packages/react-dialog-hub/package.json', 'packages/react-dialog-hub/tsconfig.json'];
/** The build's own code: everything these import (locally) is hashed. */
const ENTRY_POINTS = ['gatsby-config.ts', 'gatsby-node.ts', 'src/node/code/check-cli.ts'];
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

/**
 * Where the last walk of the build code's imports is recorded: outside .cache, which a cold build empties, so the warm
 * build after it finds it; one per project folder (copies of the project share node_modules).
 */
const codeFilesRecord = (root) => path.join(root, 'node_modules/.cache/site-build', `code-files-${createHash('sha256').update(root).digest('hex').slice(0, 12)}.json`);

/** What decides the walk besides the sources: this file (the entry points, esbuild's options), esbuild, tsconfig.json, package.json. */
function codeFilesKey(root) {
  const hash = createHash('sha256');
  for (const file of [fileURLToPath(import.meta.url), require.resolve('esbuild/package.json'), path.join(root, 'tsconfig.json'), path.join(root, 'package.json')]) {
    hash.update(`${file}\0`).update(existsSync(file) ? readFileSync(file) : '(none)');
  }
  return hash.digest('hex');
}

/**
 * The project-local files the build's code imports, found by letting esbuild resolve the imports; taken from the
 * record of the last walk when none of its sources changed and no name was added or removed beside them
 * (importGraphUnchanged, as gatsby-plugin-fast-build keeps its bundle): starting esbuild was about 0.1 s of each warm
 * build before Gatsby could start.
 */
async function buildCodeFiles(root) {
  const recordFile = codeFilesRecord(root);
  const key = codeFilesKey(root);
  let record = null;
  try {
    record = JSON.parse(readFileSync(recordFile, 'utf8'));
  } catch {
    // No record yet: walk.
  }
  if (importGraphUnchanged(root, record, key)) return { files: Object.keys(record.files), walked: false };
  const startedAt = Date.now();
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
  const files = Object.keys(metafile.inputs).filter((file) => !file.includes('node_modules'));
  const next = importGraphRecord(root, files, startedAt, key);
  if (next) {
    mkdirSync(path.dirname(recordFile), { recursive: true });
    writeFileSync(recordFile, JSON.stringify(next));
  }
  return { files, walked: true };
}

function git(root, args) {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** The hash of everything that can change the output without Gatsby noticing, and the files it covers. */
export async function buildInputs(root, { sourceMaps = false, flags = [] } = {}) {
  const code = await buildCodeFiles(root);
  const files = new Set([...INPUT_FILES, ...code.files, ...INPUT_DIRS.flatMap((dir) => listFiles(path.join(root, dir)).map((f) => path.relative(root, f)))].filter((f) => !NOT_INPUT.test(f)));
  const sorted = [...files].filter((file) => existsSync(path.join(root, file))).sort();
  const hash = createHash('sha256');
  for (const file of sorted) hash.update(`${file}\0`).update(readFileSync(path.join(root, file))).update('\0');
  const gatsbyVersion = JSON.parse(readFileSync(require.resolve('gatsby/package.json', { paths: [root] }), 'utf8')).version;
  const history = git(root, ['log', '-1', '--format=%H', '--', ...HISTORY_DIRS]);
  // The optimizations change what the caches hold (esbuild's output is not Babel's); the cold-only and warm-only ones do not.
  const cached = flags.filter((name) => !OPTIMIZATIONS.find((entry) => entry.name === name && (entry.coldOnly || entry.warmOnly)));
  hash.update(`gatsby ${gatsbyVersion}\0node ${process.version}\0history ${history}\0source maps ${sourceMaps}\0optimizations ${cached.join(',')}\0`);
  return { hash: hash.digest('hex'), files: sorted, gatsbyVersion, history, walked: code.walked };
}

export function readStamp(root) {
  try {
    return JSON.parse(readFileSync(path.join(root, STAMP), 'utf8'));
  } catch {
    return null;
  }
}

/** What src/node/output/webpack.ts reads to keep the browser bundles' source maps (`--source-maps`). */
export const SOURCE_MAPS_VARIABLE = 'SITE_SOURCE_MAPS';

/** Where Gatsby's sourcing finds the result of the sample check started before Gatsby (src/node/code/snippet-source.ts). */
export const EARLY_CHECK_VARIABLE = 'SITE_SAMPLE_CHECK_RESULT';
/** Where it finds the results of the samples it renders itself, written first (earlySampleResults). */
export const SOURCING_SAMPLES_VARIABLE = 'SITE_SAMPLE_CHECK_SOURCING';

/**
 * The site's early task for gatsby-plugin-fast-build (earlyStart, cold builds): the code samples' type check, the
 * longest step of sourcing (about 17 s at 44 pages), started while Gatsby starts; Gatsby's sourcing waits for its
 * result (with earlySampleResults, for the part it renders itself), or checks the samples itself when the task failed
 * or did not run.
 */
export const SAMPLE_CHECK_TASK = {
  script: 'src/node/code/check-cli.ts',
  args: (out) => ['--json', out],
  variable: EARLY_CHECK_VARIABLE,
  // earlySampleResults: the results of the samples sourcing renders, written before the content's fences are checked.
  sooner: { args: (file) => ['--sourcing-first', file], variable: SOURCING_SAMPLES_VARIABLE },
};

/** The arguments this entry reads itself; the rest go to `gatsby build`. */
const OWN_ARGUMENTS = ['--clean', '--why', '--dry-run', '--source-maps'];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.cwd();
  const args = process.argv.slice(2);
  const forceClean = args.includes('--clean');
  const why = args.includes('--why');
  const dryRun = args.includes('--dry-run');
  const sourceMaps = args.includes('--source-maps') || process.env[SOURCE_MAPS_VARIABLE] === '1';
  const gatsbyArgs = args.filter((arg) => !OWN_ARGUMENTS.includes(arg) && !FLAG_ARGUMENTS.test(arg));
  const { plain, strict, flags } = decideFlagsOrExit(root, args);
  const inputs = await buildInputs(root, { sourceMaps, flags });
  const stamp = readStamp(root);
  const reason = forceClean ? '--clean' : !stamp ? 'no record of the inputs the caches were built from' : stamp.hash !== inputs.hash ? 'build inputs changed since the last build' : null;
  if (why) console.log(`Build inputs (${inputs.files.length} files, gatsby ${inputs.gatsbyVersion}, content history ${inputs.history || 'none'}, flags ${flags.join(',') || 'none'}):\n  ${inputs.files.join('\n  ')}`);
  console.log(plain ? '[fast-build] plain build: every optimization off (Gatsby as it builds on its own)' : `[fast-build] ${flags.length} optimizations on${strict ? ', strict' : ''}: ${flags.join(', ')}`);
  if (dryRun) {
    console.log(reason ? `[build] cold build: ${reason}` : '[build] warm build');
    process.exit(0);
  }
  if (reason) {
    console.log(`[build] cold build: ${reason}`);
    clean(root, flags);
  } else {
    console.log('[build] warm build: caches kept (`npm run build -- --clean` starts from scratch)');
  }
  const status = await runGatsby(root, {
    args: ['build', '--prefix-paths', ...gatsbyArgs],
    cold: Boolean(reason),
    flags,
    strict,
    env: sourceMaps ? { [SOURCE_MAPS_VARIABLE]: '1' } : {},
    early: SAMPLE_CHECK_TASK,
  });
  // Recorded after the build (Gatsby empties .cache when it starts without one), failed or not: the
  // caches now hold only what these inputs produce. Interrupted (no exit status), the next build is cold.
  if (status !== null) {
    mkdirSync(path.join(root, '.cache'), { recursive: true });
    writeFileSync(path.join(root, STAMP), `${JSON.stringify({ hash: inputs.hash, gatsbyVersion: inputs.gatsbyVersion, history: inputs.history, flags })}\n`);
  }
  process.exit(status ?? 1);
}
