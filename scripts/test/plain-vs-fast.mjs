// `npm run test:plain-vs-fast` (the last step of `npm test`): the optimizations of gatsby-plugin-fast-build must not
// change the site. public/ must be a fast build through the entry (`npm run build`, as `npm test` makes it); this moves
// it aside, builds the site again with `--plain --clean` (every optimization off: Gatsby as it builds on its own) in
// the same folder, and compares the two public/ folders file by file: byte-identical once content hashes in asset names
// are replaced, but for the differences named in scripts/test/compare-builds.mjs (ALLOWED), each checked as narrowly as
// it can be. Then the fast public/ is put back (what `npm test` tested, and what the workflow deploys); the plain one is
// kept in .test-results/plain-vs-fast/plain when the comparison fails. Same folder, not a copy: webpack names some
// chunks and Gatsby some page data from paths, and a copy's node_modules is a link to this one's.
//   node scripts/test/plain-vs-fast.mjs                       plain build here, against ./public
//   node scripts/test/plain-vs-fast.mjs --plain-dir <dir>     only compares ./public with an existing plain build
// Prints `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { FLAG_NAMES } from '../../plugins/gatsby-plugin-fast-build/flags.mjs';
import { ALLOWED, compareBuilds, isDir } from './compare-builds.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { 'plain-dir': { type: 'string' } } });
const results = { passed: 0, failed: 0 };
const t0 = Date.now();

function record(label, ok, details = []) {
  results[ok ? 'passed' : 'failed'] += 1;
  console.log(`  ${ok ? '✔' : '✖'} ${label}`);
  for (const detail of details.slice(0, 20)) console.log(`      ${detail}`);
  if (details.length > 20) console.log(`      … and ${details.length - 20} more`);
}

const publicDir = path.join(ROOT, 'public');
const aside = path.join(ROOT, '.test-results/plain-vs-fast');
let fastDir = publicDir;
let restore = null;
let failedBefore = 0;
try {
  // The fast side: what the entry built here, with every optimization (its record of the inputs names the flags).
  const stamp = (() => {
    try {
      return JSON.parse(readFileSync(path.join(ROOT, '.cache/build-inputs.json'), 'utf8'));
    } catch {
      return null;
    }
  })();
  const missing = FLAG_NAMES.filter((flag) => !stamp?.flags?.includes(flag));
  record('public/ is a build of the entry with every optimization on', isDir(publicDir) && missing.length === 0, [
    ...(isDir(publicDir) ? [] : ['no public/: run `npm run build` first']),
    ...(stamp ? missing.map((flag) => `built without ${flag}`) : ['no .cache/build-inputs.json: public/ was not built by `npm run build`']),
  ]);

  let plainDir = values['plain-dir'] ? path.resolve(values['plain-dir']) : null;
  if (!plainDir && isDir(publicDir)) {
    rmSync(aside, { recursive: true, force: true });
    mkdirSync(aside, { recursive: true });
    fastDir = path.join(aside, 'fast');
    renameSync(publicDir, fastDir);
    restore = () => {
      if (isDir(publicDir)) {
        if (results.failed > failedBefore) renameSync(publicDir, path.join(aside, 'plain'));
        else rmSync(publicDir, { recursive: true, force: true });
      }
      renameSync(fastDir, publicDir);
      fastDir = publicDir;
    };
    failedBefore = results.failed;
    console.log('▶ plain build (`node scripts/site/build.mjs --plain --clean`), the fast public/ kept aside');
    const started = Date.now();
    const build = spawnSync(process.execPath, ['scripts/site/build.mjs', '--plain', '--clean'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28 });
    const output = `${build.stdout}${build.stderr}`;
    console.log(`  (plain build took ${((Date.now() - started) / 1000).toFixed(0)} s)`);
    const plainLine = output.includes('[fast-build] plain build: every optimization off');
    record('the plain build runs with every optimization off, and succeeds', build.status === 0 && plainLine, build.status === 0 ? (plainLine ? [] : ['no "[fast-build] plain build" line']) : output.split('\n').slice(-30));
    plainDir = publicDir;
  }
  if (isDir(fastDir) && plainDir && isDir(plainDir)) {
    console.log('▶ plain against fast, file by file; the differences allowed:');
    for (const allowed of ALLOWED) console.log(`    ${allowed.id}: ${allowed.what}. ${allowed.why}.`);
    for (const check of compareBuilds(fastDir, plainDir)) record(check.label, check.ok, check.details);
  }
} catch (error) {
  record(`plain against fast: ${error.message}`, false);
} finally {
  // The fast build goes back to public/ (the next `npm run build` starts cold: its record of the inputs is the plain one's).
  restore?.();
  if (results.failed > failedBefore && restore) console.log(`  the plain build is kept in ${path.relative(ROOT, path.join(aside, 'plain'))}`);
  else if (restore) rmSync(aside, { recursive: true, force: true });
}
console.log(`\nplain-vs-fast test took ${((Date.now() - t0) / 1000).toFixed(0)} s`);
console.log(`${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed ? 1 : 0);
