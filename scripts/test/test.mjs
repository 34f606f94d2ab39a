// `npm test`: every test of the project, in order, with one closing count.
//  1. the library's build (the site imports its dist/)
//  2. TypeScript check of the site
//  3. `npm run check:snippets`: every docs code sample compiles (path:line: message per failure),
//     and `npm run check:peer-types`: the comparison page's typing rows, compiled against the
//     peers' published types (installs them from the npm registry; one count per claim), then
//     `npm run check:peer-behaviour`: its behaviour rows, run against the published peers in
//     jsdom (installs them likewise; one count per claim), and `npm run check:migration-samples`:
//     the "before" samples of guides/coming-from, the same way
//  4. a clean production build through the one build entry, `npm run build -- --clean` (what
//     `npm run deploy` and `npm start` run; path-prefixed as deployed; its link check can fail it)
//  5. Vitest: library runtime + type tests, site unit tests (after the build, so the
//     deploy test also publishes the real public/ to a local bare repository)
//  6. Playwright end-to-end tests in Chromium against that build
//  7. `npm run test:sandboxes`: every example's and runnable guide sample's exported project installs, type-checks, builds and runs
//  8. `gatsby develop` smoke test in a temporary copy (scripts/test/develop-smoke.mjs): pages,
//     GraphiQL queries and a live MDX edit, since develop has code paths of its own
//  9. `npm run test:warm-build`: warm `npm run build`s in a temporary copy never serve stale
//     output (an edited, a deleted page, the library's TSDoc; what makes the next build cold)
// 10. `npm run test:plain-vs-fast`: a `--plain` build (every optimization of gatsby-plugin-fast-build off) in a
//     temporary copy gives the site of step 4, file by file, but for the differences it names
// Set SKIP_BUILD=1 to reuse an existing public/ (built by `npm run build`) for steps 6 and 10.
import { spawnSync } from 'node:child_process';
import { mkdirSync, existsSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { createTally, readJson } from './tally.mjs';

const { results, failures, timings, step, run, addVitest, printSummary } = createTally();
const startedAt = Date.now();
const flaky = [];
mkdirSync('.test-results', { recursive: true });

/** Runs a test script whose output ends with "N passed, N failed" and adds those counts. */
function runCounted(label, command, args) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawnSync(command, args, { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', env: process.env });
  timings.push([label, (Date.now() - started) / 1000]);
  process.stdout.write(child.stdout ?? '');
  const counts = [...(child.stdout ?? '').matchAll(/^(\d+) passed, (\d+) failed$/gm)].pop();
  if (!counts) return step(`${label} (no counts)`, false);
  results.passed += Number(counts[1]);
  results.failed += Number(counts[2]);
  if (child.status !== 0) failures.push(label);
  return child.status === 0;
}

/** Runs `npm run <script> -- --json <file>` and adds the { passed, failed } it reports (one count per claim). */
function runReported(label, script) {
  const report = `.test-results/${script.replace(/^check:/, '')}.json`;
  rmSync(report, { force: true });
  const ok = run(label, 'npm', ['run', script, '--', '--json', report]);
  const counts = readJson(report);
  if (!counts) return step(`${label} (no report)`, false);
  results.passed += counts.passed;
  results.failed += counts.failed;
  if (!ok) failures.push(label);
  return ok;
}

/** "file:line › title" of every test the Playwright JSON report marks flaky. */
function flakyTitles(report) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((t) => t.status === 'flaky')) {
        titles.push(`${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return titles;
}

try {
  ensureChromium();
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}

if (!step('library build', run('library build', 'npm', ['run', 'build', '-w', 'react-dialog-hub']))) {
  console.error('The library does not build; stopping.');
} else {
  step('site typecheck', run('site typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']));
  // Every docs code sample compiles against the library's source (the build runs the same check).
  step('code samples', run('code samples', 'npm', ['run', 'check:snippets']));
  runReported('comparison typing rows', 'check:peer-types');
  runReported('comparison behaviour rows', 'check:peer-behaviour');
  // The "before" samples of the guide for users of other libraries, against their published types.
  runReported('migration samples', 'check:migration-samples');

  const built = process.env.SKIP_BUILD === '1' && existsSync('public/index.html')
    ? true
    : step('site build', run('site build', 'npm', ['run', 'build', '--', '--clean']));
  rmSync('.test-results/vitest.json', { force: true });
  const vitestOk = run('unit and type tests', 'npx', [
    'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.test-results/vitest.json',
  ]);
  addVitest(readJson('.test-results/vitest.json'), vitestOk);

  if (built) {
    rmSync('.test-results/playwright.json', { force: true });
    const e2eOk = run('end-to-end tests', 'npx', ['playwright', 'test']);
    const report = readJson('.test-results/playwright.json');
    if (report?.stats) {
      results.passed += report.stats.expected;
      results.failed += report.stats.unexpected;
      results.skipped += report.stats.skipped;
      // A test that failed once and passed on its retry counts as passed, and is named below.
      results.passed += report.stats.flaky;
      flaky.push(...flakyTitles(report));
      if (!e2eOk) failures.push('playwright');
    } else step('playwright (no report)', false);
  }

  // Every example's exported project installs from the registry, type-checks, builds and runs (issue 28).
  runCounted('example projects', 'npm', ['run', 'test:sandboxes']);

  rmSync('.test-results/develop-smoke.json', { force: true });
  const developOk = run('develop smoke test', 'node', ['scripts/test/develop-smoke.mjs']);
  const develop = readJson('.test-results/develop-smoke.json');
  if (develop) {
    results.passed += develop.passed;
    results.failed += develop.failed;
    results.skipped += develop.skipped;
    if (!developOk) failures.push('develop smoke');
  } else step('develop smoke (no report)', false);

  runCounted('warm builds', 'node', ['scripts/test/warm-build.mjs']);

  // The site the optimizations build is the one Gatsby builds on its own: a --plain build against public/.
  if (built) runCounted('plain against fast', 'node', ['scripts/test/plain-vs-fast.mjs']);
}

process.exit(printSummary('npm test', startedAt, { flaky }));
