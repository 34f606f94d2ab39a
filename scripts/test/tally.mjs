// The bookkeeping `npm test` (test.mjs) and `npm run test:quick` (quick.mjs) share: the counts, the
// failing steps, each step's wall time, and the closing lines (`tests: N passed, N failed, N skipped`).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

export function createTally() {
  const results = { passed: 0, failed: 0, skipped: 0 };
  const failures = [];
  /** [label, seconds] of every step, printed at the end so runs compare step by step. */
  const timings = [];

  /** Counts one step as one test. */
  function step(label, ok) {
    if (ok) results.passed += 1;
    else {
      results.failed += 1;
      failures.push(label);
    }
    return ok;
  }

  /** Runs a command with its output shown, timed; true when it exits 0. */
  function run(label, command, args, env = {}) {
    console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
    const started = Date.now();
    const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    timings.push([label, (Date.now() - started) / 1000]);
    return child.status === 0;
  }

  /**
   * Starts a command with its output held back and printed whole once it ends, so that steps
   * running side by side do not interleave; resolves { ok, output } (output: stdout and stderr).
   */
  function runHeld(label, command, args, env = {}) {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    return new Promise((resolve) => {
      let settled = false;
      const done = (status) => {
        if (settled) return;
        settled = true;
        const seconds = (Date.now() - started) / 1000;
        timings.push([label, seconds]);
        console.log(`\n▶ ${label}: ${command} ${args.join(' ')}  (${seconds.toFixed(0)} s)\n${output.trimEnd()}`);
        resolve({ ok: status === 0, output });
      };
      child.on('error', (error) => {
        output += error.message;
        done(null);
      });
      child.on('close', done);
    });
  }

  /** Adds the counts of Vitest's JSON report (`null` when it wrote none); `ok` is Vitest's exit. */
  function addVitest(report, ok) {
    if (!report) return step('vitest (no report)', false);
    results.passed += report.numPassedTests;
    results.failed += report.numFailedTests;
    results.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    if (report.numFailedTests || !ok) failures.push('vitest');
    if (!ok && !report.numFailedTests) step('vitest (suite errors)', false);
    return ok;
  }

  /** Prints the closing lines and returns the exit code. */
  function printSummary(name, startedAt, { notes = [], flaky = [], phases = [] } = {}) {
    console.log(`\n${failures.length ? `✖ failing: ${failures.join(', ')}` : '✔ all green'}`);
    for (const note of notes) console.log(`⚠ ${note}`);
    if (flaky.length) {
      console.log(`\n⚠ flaky (failed, then passed on the retry): ${flaky.length}`);
      for (const title of flaky) console.log(`  ${title}`);
    }
    console.log('\nsteps (wall time; steps of one phase ran side by side, so each took longer than alone):');
    for (const [label, seconds] of timings) console.log(`  ${label.padEnd(28)} ${seconds.toFixed(0).padStart(5)} s`);
    if (phases.length) {
      console.log('\nphases (wall time):');
      for (const [label, seconds] of phases) console.log(`  ${label.padEnd(60)} ${seconds.toFixed(0).padStart(5)} s`);
    }
    const seconds = (Date.now() - startedAt) / 1000;
    console.log(`\n${name} took ${seconds < 120 ? `${seconds.toFixed(0)} s` : `${Math.round(seconds / 60)} min`}`);
    console.log(
      `tests: ${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped` +
        (flaky.length ? ` (${flaky.length} of the passes flaky)` : ''),
    );
    return results.failed > 0 || failures.length ? 1 : 0;
  }

  return { results, failures, timings, step, run, runHeld, addVitest, printSummary };
}
