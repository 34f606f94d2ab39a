// `npm run test:quick`: the inner loop's tier, a few minutes, no browser and nothing from the npm registry.
//  1. the library's dist/ when stale (`npm run prepare-lib`: the site's tests import it)
//  2. every docs code sample compiled (`npm run check:snippets`), beside
//  3. Vitest: the library's runtime and type tests on React 18 and 19, the site's, scripts' and the
//     build plugin's unit tests, and the static checks over the existing build (project built-site,
//     which reads public/); with no build in public/ that project is left out, and said so.
// Not here (run `npm test` before you push): the site's typecheck, the peers' checks, a build,
// the e2e suite, the example projects, the develop smoke test, warm and plain builds.
// Ends with `tests: N passed, N failed, N skipped` and how long it took.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createTally, readJson } from './tally.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.chdir(root);
const startedAt = Date.now();
const { timings, step, run, runHeld, addVitest, printSummary } = createTally();
const notes = [];
const REPORT = '.test-results/vitest-quick.json';
mkdirSync('.test-results', { recursive: true });

if (!step('library build', run('library build (when stale)', 'node', ['scripts/site/prepare-lib.mjs']))) {
  console.error('The library does not build; stopping.');
} else {
  // The samples' type check is one process; it runs while Vitest starts and collects.
  const samples = runHeld('code samples', 'npm', ['run', 'check:snippets']);

  const built = existsSync(path.join(root, 'public', 'index.html'));
  const vitestArgs = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORT}`];
  if (!built) {
    vitestArgs.push('--project', '!built-site');
    notes.push('public/ has no build (no public/index.html): the built-site checks did not run. `npm run build` first to include them.');
    console.log(`\n⚠ ${notes.at(-1)}`);
  }
  rmSync(REPORT, { force: true });
  // Not spawnSync: the samples' output must keep draining (and their time be taken) while Vitest runs.
  console.log(`\n▶ unit and type tests: npx ${vitestArgs.join(' ')}`);
  const vitestStarted = Date.now();
  const vitestOk = await new Promise((resolve) => {
    const child = spawn('npx', vitestArgs, { stdio: 'inherit' });
    child.on('error', () => resolve(false));
    child.on('close', (status) => resolve(status === 0));
  });
  timings.push(['unit and type tests', (Date.now() - vitestStarted) / 1000]);
  addVitest(readJson(REPORT), vitestOk);

  step('code samples', (await samples).ok);
}

process.exit(printSummary('npm run test:quick', startedAt, { notes }));
