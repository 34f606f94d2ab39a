// `npm run check:peer-behaviour`: the behaviour claims of content/docs/comparison.mdx, executed.
//
//   node scripts/compare/peer-behaviour.mjs [--keep] [--json <file>]
//
// The behaviour rows of the page (BEHAVIOUR_ROWS below: what failure, dismissal, removal and
// unmounting do to the caller's promise; whether the API works outside React; the
// 'use client' directive) are held to the published packages: each file in
// scripts/compare/peer-behaviour/ exports the package it runs against (`pkg`) and its `claims`, each
// { row, says, outcome, env?, run }: the page row it backs (named as in the tables, like the
// typing claims of scripts/compare/peer-types/), what the page says, and the exact outcome the page
// states, such as 'resolves undefined', 'rejects DialogDismissedError: The dialog was
// dismissed.', 'pending', "throws Error: No <Root> found!" or "'use client'". run() drives
// the real package (open a dialog through its API, dismiss, remove, unmount its provider...)
// and returns the outcome it saw; a promise's outcome is read after a bounded number of
// macrotasks (scripts/compare/peer-behaviour-harness.mjs: track()). Each claim runs in a process of
// its own, in jsdom (env 'dom', the default) or with no window (env 'server').
//
// The peers are installed as for `npm run check:peer-types` (scripts/compare/peer-install.mjs: the
// versions of the page's "Versions compared" table, `npm install --no-save` in a temporary
// folder, React 18), plus Emotion and Material UI, which Chakra UI and Toolpad import at run
// time; React Dialog Hub is its workspace build (packages/react-dialog-hub/dist: run
// `npm run build -w react-dialog-hub` first). A claim fails when its outcome differs from the
// page's, when it names a row the page's tables do not have for its library, and a behaviour
// row of the page fails for each library column no claim covers.
//
// Prints one line per claim and a closing `N passed, N failed`; exits 1 on a failure; --json
// also writes { passed, failed } (for `npm test`). --keep keeps the install folder
// (<tmp>/peer-behaviour-kept) and reuses it on the next --keep run while the page's versions
// are unchanged, which skips `npm install` (for a slow registry, or a run after a page edit).
//
// Cost: 77 claims, one Node process each (jsdom, React, the peer), as many at a time as there
// are cores: about 60 s of CPU, so about 35 s on 2 idle cores, plus `npm install` without
// --keep (20 to 40 s on a warm npm cache, about 300 packages). The claim processes import only
// peer-behaviour-values.mjs from here: this runner's imports (the TypeScript compiler) were
// 0.45 s of each one's start. Two runs with --keep at once share the kept folder: run them one
// after the other.
import { spawn } from 'node:child_process';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { plainText, readTables, rowsOf } from './tables.mjs';
import { installPeers, installSpecs, readTargets, runCheck } from './peer-install.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CLAIMS_DIR = path.join(projectRoot, 'scripts/compare/peer-behaviour');
const HARNESS = path.join(projectRoot, 'scripts/compare/peer-behaviour-harness.mjs');
const KEPT_DIR = path.join(os.tmpdir(), 'peer-behaviour-kept');

/** The rows of the page's tables whose cells state behaviour; every library's cell in them is executed. */
export const BEHAVIOUR_ROWS = ['Failure and dismissal', 'Opening from outside React', 'SSR and Next.js'];

/** React, and what Chakra UI (Emotion) and Toolpad (Material UI, Emotion) import when they run. */
const BASE_PACKAGES = ['react@18', 'react-dom@18', '@emotion/react@11', '@emotion/styled@11', '@mui/material@7'];

/** Milliseconds one claim may take before it fails. */
const CLAIM_TIMEOUT = 60_000;

/**
 * Where the claims and the page disagree, as one message per problem: a claim on a row that is
 * not a behaviour row, or that the page has no row for in a table with its library's column; a
 * behaviour row the page lacks; a behaviour row's library column that no claim covers.
 * `sets` is [{ label, file, claims: [{ row, says }] }].
 */
export function coverageProblems(tables, sets) {
  const problems = [];
  for (const { label, file, claims } of sets) {
    const rows = rowsOf(tables, label);
    for (const claim of claims) {
      if (!BEHAVIOUR_ROWS.includes(claim.row)) {
        problems.push(`${file}: "${claim.row}" is not a behaviour row (BEHAVIOUR_ROWS in scripts/compare/peer-behaviour.mjs) (${claim.says})`);
      } else if (!rows.has(claim.row)) {
        problems.push(`${file}: the comparison page has no row "${claim.row}" in a table with a ${label} column (${claim.says})`);
      }
    }
  }
  for (const row of BEHAVIOUR_ROWS) {
    const holding = tables.filter((table) => table.rows.some((r) => plainText(r.cells[0]) === row));
    if (!holding.length) problems.push(`the comparison page has no row "${row}" (a behaviour row)`);
    for (const table of holding) {
      for (const label of table.header.slice(1).map(plainText)) {
        const covered = sets.some((set) => set.label === label && set.claims.some((claim) => claim.row === row));
        if (!covered) problems.push(`${table.heading} › ${row} › ${label}: no claim in scripts/compare/peer-behaviour/ runs this cell`);
      }
    }
  }
  return problems;
}

/** The claim files, as { file, pkg, claims }, in directory order. */
export async function readClaimFiles(dir = CLAIMS_DIR) {
  const files = readdirSync(dir).filter((name) => name.endsWith('.mjs')).sort();
  return Promise.all(
    files.map(async (file) => {
      const module = await import(pathToFileURL(path.join(dir, file)).href);
      if (typeof module.pkg !== 'string' || !Array.isArray(module.claims)) throw new Error(`scripts/compare/peer-behaviour/${file}: exports no pkg and claims`);
      return { file, pkg: module.pkg, claims: module.claims };
    }),
  );
}

/** Runs claim `index` of `file` in a child process; resolves { outcome } or { error }, with its stderr. */
function runClaim(dir, file, index) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [HARNESS, dir, path.join(CLAIMS_DIR, file), String(index)], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => { stdout += chunk; });
    child.stderr.on('data', (chunk) => { stderr += chunk; });
    const timer = setTimeout(() => child.kill('SIGKILL'), CLAIM_TIMEOUT);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const line = stdout.split('\n').reverse().find((l) => l.startsWith('@@outcome '));
      const result = line ? JSON.parse(line.slice('@@outcome '.length)) : { error: signal ? `killed (${signal}) after ${CLAIM_TIMEOUT / 1000} s` : `exited ${code} without an outcome` };
      resolve({ ...result, stderr });
    });
  });
}

/** Runs the jobs (functions returning promises) at most `limit` at a time; results in order. */
async function pool(jobs, limit) {
  const results = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}

async function main() {
  const { values } = parseArgs({ options: { keep: { type: 'boolean', default: false }, json: { type: 'string' } } });
  const tables = readTables();
  const files = await readClaimFiles();
  const targets = readTargets(files.map((f) => f.pkg), tables);
  const sets = files.map((f, i) => ({ ...f, ...targets[i] }));

  let passed = 0;
  let failed = 0;
  for (const problem of coverageProblems(tables, sets)) {
    failed += 1;
    console.log(`✖ ${problem}`);
  }

  const started = Date.now();
  const { dir } = installPeers({ prefix: 'peer-behaviour-', specs: installSpecs(BASE_PACKAGES, targets), reuse: values.keep ? KEPT_DIR : undefined });
  try {
    // Bare names imported from here resolve in the install folder, as an app's would.
    writeFileSync(path.join(dir, 'load.mjs'), 'export default (specifier) => import(specifier);\n');
    const installedSeconds = ((Date.now() - started) / 1000).toFixed(0);
    const jobs = sets.flatMap((set) => set.claims.map((claim, index) => ({ set, claim, index })));
    const limit = Math.max(2, os.availableParallelism?.() ?? os.cpus().length);
    const results = await pool(jobs.map((job) => () => runClaim(dir, job.set.file, job.index)), limit);
    jobs.forEach(({ set, claim }, i) => {
      const result = results[i];
      const name = `${set.label} ${set.version} › ${claim.row}: ${claim.says}`;
      if (!result.error && result.outcome === claim.outcome) {
        passed += 1;
        console.log(`✔ ${name} (${claim.outcome})`);
        return;
      }
      failed += 1;
      console.log(`✖ ${name}`);
      console.log(`    the page: ${claim.outcome}`);
      if (result.error) {
        console.log(`    the scenario failed: ${result.error.split('\n').slice(0, 6).join('\n      ')}`);
        const noise = result.stderr.trim().split('\n').slice(0, 12).join('\n      ');
        if (noise) console.log(`    stderr: ${noise}`);
      } else console.log(`    ${set.pkg}@${set.version}: ${result.outcome}`);
    });
    console.log(`\n(install ${installedSeconds} s, total ${((Date.now() - started) / 1000).toFixed(0)} s)`);
    console.log(`${passed} passed, ${failed} failed`);
    if (values.json) writeFileSync(values.json, JSON.stringify({ passed, failed }));
    process.exitCode = failed ? 1 : 0;
  } finally {
    if (values.keep) console.log(`Kept ${dir} (reused by the next --keep run)`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

runCheck(import.meta.url, main);
