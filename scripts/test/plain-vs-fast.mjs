// `npm run test:plain-vs-fast` (a step of `npm test`): the optimizations of gatsby-plugin-fast-build must not change
// the site. Builds it with `--plain` (every optimization off: Gatsby as it builds on its own) in a temporary copy of the
// project, and compares that public/ with the one in this folder, which must be a fast build through the same entry
// (`npm run build`, as `npm test` makes it): every file byte-identical once content hashes in asset names are replaced,
// but for the differences named in scripts/test/compare-builds.mjs (ALLOWED), each checked as narrowly as it can be.
//   node scripts/test/plain-vs-fast.mjs                       plain build in a copy, against ./public
//   node scripts/test/plain-vs-fast.mjs --plain-dir <dir>     against an existing plain build's public/
// The copy shares this repository's .git (read only: `git log` for the "last updated" dates), so both builds read the
// same history. Prints `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { FLAG_NAMES } from '../../plugins/gatsby-plugin-fast-build/flags.mjs';
import { ALLOWED, compareBuilds, isDir } from './compare-builds.mjs';
import { copyProject } from './project-copy.mjs';

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

const fastDir = path.join(ROOT, 'public');
let copy = null;
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
  record('public/ is a build of the entry with every optimization on', isDir(fastDir) && missing.length === 0, [
    ...(isDir(fastDir) ? [] : ['no public/: run `npm run build` first']),
    ...(stamp ? missing.map((flag) => `built without ${flag}`) : ['no .cache/build-inputs.json: public/ was not built by `npm run build`']),
  ]);

  let plainDir = values['plain-dir'] ? path.resolve(values['plain-dir']) : null;
  if (!plainDir) {
    copy = copyProject(ROOT, 'plain-build-');
    symlinkSync(path.join(ROOT, '.git'), path.join(copy, '.git'));
    console.log(`▶ plain build in ${copy}`);
    const started = Date.now();
    const build = spawnSync(process.execPath, ['scripts/site/build.mjs', '--plain', '--clean'], { cwd: copy, encoding: 'utf8', maxBuffer: 1 << 28 });
    const output = `${build.stdout}${build.stderr}`;
    console.log(`  (plain build took ${((Date.now() - started) / 1000).toFixed(0)} s)`);
    const plainLine = output.includes('[fast-build] plain build: every optimization off');
    record('the plain build runs with every optimization off, and succeeds', build.status === 0 && plainLine, build.status === 0 ? (plainLine ? [] : ['no "[fast-build] plain build" line']) : output.split('\n').slice(-30));
    plainDir = path.join(copy, 'public');
  }
  if (isDir(fastDir) && isDir(plainDir)) {
    console.log('▶ plain against fast, file by file; the differences allowed:');
    for (const allowed of ALLOWED) console.log(`    ${allowed.id}: ${allowed.what}. ${allowed.why}.`);
    for (const check of compareBuilds(fastDir, plainDir)) record(check.label, check.ok, check.details);
  }
} catch (error) {
  record(`plain against fast: ${error.message}`, false);
} finally {
  if (copy) rmSync(copy, { recursive: true, force: true });
}

console.log(`\nplain-vs-fast test took ${((Date.now() - t0) / 1000).toFixed(0)} s`);
console.log(`${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed ? 1 : 0);
