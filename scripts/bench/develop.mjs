// `npm run bench:develop`: the author's inner loop, timed in Chromium (issue 44).
//   npm run bench:develop                              this tree: cold start, warm start, three edits
//   npm run bench:develop -- --runs 3 --plain          also this tree with FAST_BUILD=plain (no develop optimization)
//   npm run bench:develop -- --docusaurus <dir>        also the Docusaurus original (its apps/docs, installed)
//   npm run bench:develop -- --off developEditFirst     also this tree with those flags off (comma-separated)
//   npm run bench:develop -- --edits 6                 six edits per warm session instead of three
//   npm run bench:develop -- --baseline HEAD~3          also that commit of this tree (git archive), for before/after
// For each side: from spawning the dev server (`npm run develop` here, `docusaurus start` there) until
// Chromium shows /docs/intro's <h1>, first cold (.cache removed / `docusaurus clear`), then warm (caches kept) after a
// paragraph was appended to the intro while no server ran (as a git pull changes a doc's text), then warm again (caches
// kept, nothing changed); in that last run, three paragraphs are appended to the intro's source one after another and the time
// until each is visible in the open page is taken; then, on our sides, three edits each to a code sample, an
// example dialog and a TSDoc comment, each timed until its page (the intro, the plain examples, useDialog's API
// page) shows it. Sides are interleaved per run, so machine load hits them
// alike; medians of --runs are printed with ratios to the anchor (or to the plain side). Each session stays
// up --settle seconds (8) after its last step and is then stopped with Ctrl-C, as an author's would be: webpack
// stores its persistent cache only when idle. A cold session also stays up until its server's processes have been idle
// (--idle-cap, 120 s at most): our develop checks the samples and runs TypeDoc in the background after the first page,
// and a cold session stopped 8 s after it left the warm one without API records, so TypeDoc ran again in the middle of
// the warm session's edits; that time is printed as "cold start, until idle". Timings only: this script asserts nothing.
// Ours runs in a temporary copy of this tree (node_modules linked); the Docusaurus app is used in place and
// its intro is restored afterwards. Every server runs in its own process group, killed after each start.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from '../test/ensure-chromium.mjs';
import { copyProject } from '../test/project-copy.mjs';
import { baselineCopy } from './baseline-copy.mjs';
import { groupProcesses } from './process-group.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
}
const RUNS = Number(option('runs', '1'));
const DOCUSAURUS = option('docusaurus', null);
const WITH_PLAIN = process.argv.includes('--plain');
const KEEP = process.argv.includes('--keep');
const OFF = option('off', null);
const BASELINE = option('baseline', null);
const EDITS = Number(option('edits', '3'));
const START_TIMEOUT = 5 * 60_000;
/** The paragraph appended to the intro between the cold and the warm session, while no server runs. */
const CHANGED_WHILE_STOPPED = 'A paragraph added while the server was stopped.';
const EDIT_TIMEOUT = 60_000;
/** Idle time before a session is stopped: what a dev server persists when idle gets persisted. */
const SETTLE = Number(option('settle', '8')) * 1000;
/** At most this long a cold session waits for its server's processes to be idle. */
const IDLE_CAP = Number(option('idle-cap', '120')) * 1000;
/**
 * Idle: the process group used less than IDLE_CPU of a core over IDLE_WINDOW, which is longer than the 2.5 s our develop
 * waits, idle, after its first compile before it starts its background work (QUIET_MS in the plugin's develop.ts).
 */
const IDLE_WINDOW = 5000;
const IDLE_STEP = 250;
const IDLE_CPU = 0.05;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU seconds used so far by the live processes of process group `group`; NaN when it has none or /proc cannot be read. */
function groupCpu(group) {
  const processes = groupProcesses(group);
  return processes?.length ? processes.reduce((sum, process) => sum + process.cpu, 0) : NaN;
}

/**
 * Waits until process group `group` has used less than IDLE_CPU of a core over the last IDLE_WINDOW (sampled every
 * IDLE_STEP), or `cap` ms passed; resolves with the time (performance.now()) since which it has been idle, or NaN. The
 * CPU of processes that exited meanwhile is not counted (a drop is no work).
 */
async function groupIdleSince(group, cap) {
  const deadline = performance.now() + cap;
  const samples = [];
  while (performance.now() < deadline) {
    const cpu = groupCpu(group);
    if (Number.isNaN(cpu)) return NaN;
    const now = performance.now();
    samples.push({ at: now, cpu });
    const windowStart = samples.find((sample) => sample.at >= now - IDLE_WINDOW - IDLE_STEP / 2);
    if (now - samples[0].at >= IDLE_WINDOW && cpu - windowStart.cpu < (IDLE_CPU * (now - windowStart.at)) / 1000) {
      // Idle since the last step in the window that still used CPU.
      let since = windowStart.at;
      for (let i = samples.length - 1; i > 0 && samples[i].at > windowStart.at; i -= 1) {
        if (samples[i].cpu - samples[i - 1].cpu > (IDLE_CPU * IDLE_STEP) / 1000) {
          since = samples[i].at;
          break;
        }
      }
      return since;
    }
    await sleep(IDLE_STEP);
  }
  return NaN;
}

/** Whether something listens on `port` (a TCP probe: cheaper than a browser navigation to a refused port). */
const listening = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/**
 * The other edits an author makes here (our sides only; the Docusaurus original has no checked samples, live
 * examples or generated API pages): each opens its page, then edits its file `EDITS` times, each time waiting
 * until the page shows the edit. `change(text, marker)` returns the file with `marker` in it (replacing the
 * previous edit's), and the page must show `marker`.
 */
const AUTHOR_EDITS = [
  {
    label: 'code sample',
    page: '/docs/intro',
    h1: 'Introduction',
    file: 'content/docs/intro.mdx',
    // A new checked sample at the end: the page shows it once it compiled and was type-checked (its hovers too).
    change: (text, marker) => `${text.replace(/\n\n```tsx\nconst benchSample = .*\n```\n$/, '\n').trimEnd()}\n\n\`\`\`tsx\nconst benchSample = '${marker}';\n\`\`\`\n`,
  },
  {
    label: 'example dialog',
    page: '/docs/examples/plain',
    h1: 'Plain',
    file: 'src/examples/plain/AlertDialog.tsx',
    // A comment in the Alert dialog's JSX: the page's source view shows it, and the live example is replaced.
    change: (text, marker) => (text.includes('{/* bench ') ? text.replace(/\{\/\* bench [^*]*\*\/\}/, `{/* bench ${marker} */}`) : text.replace(/(\n\s*)OK\n/, `$1OK {/* bench ${marker} */}\n`)),
  },
  {
    label: 'TSDoc comment',
    page: '/docs/api/functions/useDialog',
    h1: 'useDialog',
    file: 'packages/react-dialog-hub/src/useDialog.ts',
    // useDialog's summary: TypeDoc runs again and its API page shows the new text.
    change: (text, marker) => text.replace(/ \* Returns the dialog API( \(bench [^)]*\))?/, ` * Returns the dialog API (bench ${marker})`),
  },
];

/** Our side: a copy of this tree (or `dir`), `npm run develop` (as an author runs it), FAST_BUILD as given. */
function oursSide(name, env, dir = copyProject(ROOT, 'bench-develop-')) {
  const intro = path.join(dir, 'content/docs/intro.mdx');
  const edited = [intro, ...AUTHOR_EDITS.map((edit) => path.join(dir, edit.file))];
  const originals = new Map(edited.map((file) => [file, readFileSync(file, 'utf8')]));
  return {
    name,
    dir,
    intro,
    url: (port) => `http://127.0.0.1:${port}/docs/intro`,
    h1: 'Introduction',
    clear() {
      for (const sub of ['.cache', 'public']) rmSync(path.join(dir, sub), { recursive: true, force: true });
    },
    command: (port) => ['npm', ['run', 'develop', '--', '-H', '127.0.0.1', '-p', String(port)]],
    env: { ...env, GATSBY_TELEMETRY_DISABLED: '1' },
    authorEdits: AUTHOR_EDITS,
    restore: () => {
      for (const [file, text] of originals) if (readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
    },
    remove: () => !KEEP && rmSync(dir, { recursive: true, force: true }),
  };
}

/** The anchor: the Docusaurus original's apps/docs, in place. */
function docusaurusSide(dir) {
  const app = path.resolve(dir);
  const cli = path.join(app, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  if (!existsSync(cli)) throw new Error(`--docusaurus ${dir}: no ${path.relative(app, cli)}; give the original's apps/docs folder, installed`);
  const intro = path.join(app, 'docs/intro.md');
  const original = readFileSync(intro, 'utf8').replace(/(\n\nBench edit .*)+\n$/, '\n');
  return {
    name: 'docusaurus',
    dir: app,
    intro,
    url: (port) => `http://127.0.0.1:${port}/react-dialog-hub/docs/intro`,
    h1: 'React Dialog Hub',
    clear() {
      for (const sub of ['.docusaurus', 'build', 'node_modules/.cache']) rmSync(path.join(app, sub), { recursive: true, force: true });
    },
    command: (port) => [process.execPath, [cli, 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open']],
    env: { BROWSER: 'none' },
    restore: () => writeFileSync(intro, original),
    remove() {},
  };
}

/**
 * Writes `text` to `file` once the previous update has settled (and the watcher can see a distinct mtime), and
 * returns the seconds until the open page shows `marker`. Checked on every animation frame: a locator's waitFor polls
 * every 500 ms after its first tries, which rounded every edit up to the next half second on both sides.
 */
async function timedEdit(page, file, text, marker) {
  await sleep(1500);
  const e0 = performance.now();
  writeFileSync(file, text);
  await page.waitForFunction((wanted) => document.body.textContent.includes(wanted), marker, { polling: 'raf', timeout: EDIT_TIMEOUT });
  return (performance.now() - e0) / 1000;
}

/**
 * Starts a side's server; returns its timings (start, edits) and stops it. The edited files are put back before it
 * starts and after it stops, unless `keep` says otherwise ('before', 'after' or 'both').
 */
async function session(browser, side, { cold, edits, keep = 'none' }) {
  if (keep !== 'before' && keep !== 'both') side.restore();
  if (cold) side.clear();
  const port = await freePort();
  const [command, args] = side.command(port);
  let log = '';
  const t0 = performance.now();
  const child = spawn(command, args, {
    cwd: side.dir,
    detached: true,
    env: { ...process.env, ...side.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (log += chunk));
  let exited = false;
  child.on('exit', () => (exited = true));
  current = child;
  const page = await browser.newPage();
  const result = { start: NaN, idle: NaN, edits: [], authorEdits: {} };
  try {
    const url = side.url(port);
    const deadline = Date.now() + START_TIMEOUT;
    for (;;) {
      if (exited) throw new Error(`${side.name}: the server exited\n${log.slice(-3000)}`);
      if (Date.now() > deadline) throw new Error(`${side.name}: no <h1> after ${START_TIMEOUT / 1000} s\n${log.slice(-3000)}`);
      if (!(await listening(port))) {
        await sleep(100);
        continue;
      }
      try {
        await page.goto(url, { timeout: START_TIMEOUT });
      } catch {
        await sleep(250);
        continue;
      }
      try {
        await page.locator('h1', { hasText: side.h1 }).first().waitFor({ timeout: 30_000 });
        break;
      } catch {
        // a placeholder page (still compiling): ask again
      }
    }
    result.start = (performance.now() - t0) / 1000;
    for (let i = 1; i <= edits; i += 1) {
      const text = `Bench edit ${i} ${Date.now()}.`;
      result.edits.push(await timedEdit(page, side.intro, `${readFileSync(side.intro, 'utf8').trimEnd()}\n\n${text}\n`, text));
    }
    for (const edit of edits > 0 ? (side.authorEdits ?? []) : []) {
      result.authorEdits[edit.label] = [];
      await page.goto(`${side.url(port).replace(/\/docs\/intro$/, '')}${edit.page}`);
      await page.locator('h1', { hasText: edit.h1 }).first().waitFor({ timeout: EDIT_TIMEOUT });
      const file = path.join(side.dir, edit.file);
      for (let i = 1; i <= edits; i += 1) {
        const marker = `edit ${i} ${Date.now()}`;
        const changed = edit.change(readFileSync(file, 'utf8'), marker);
        if (!changed.includes(marker)) throw new Error(`${side.name}: the ${edit.label} edit found nothing to change in ${edit.file}`);
        result.authorEdits[edit.label].push(await timedEdit(page, file, changed, marker));
      }
    }
    // As an author's session: the server stays up a while (webpack stores its persistent cache once idle for
    // 5 s), then Ctrl-C; a cold session first lets the server finish what it does after the first page.
    if (cold) {
      const since = await groupIdleSince(child.pid, IDLE_CAP);
      if (Number.isFinite(since)) result.idle = (since - t0) / 1000;
      else console.log(`${side.name}: its processes were not idle ${IDLE_CAP / 1000} s after the first page; stopped anyway`);
    }
    await sleep(SETTLE);
  } finally {
    await page.close();
    await interrupt(child, () => exited);
    current = null;
    if (keep !== 'after' && keep !== 'both') side.restore();
  }
  return result;
}

/** Ctrl-C (SIGINT to the process group, as a terminal sends it); SIGKILL when it is not gone after 20 s. */
async function interrupt(child, isGone) {
  const gone = new Promise((resolve) => (isGone() ? resolve() : child.on('exit', resolve)));
  try {
    process.kill(-child.pid, 'SIGINT');
  } catch {}
  await Promise.race([gone, sleep(20_000)]);
  stop(child); // whatever of the group is left
  await sleep(300);
}

let current = null;
function stop(child) {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {}
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (current) stop(current);
    for (const side of sides) {
      side.restore();
      side.remove();
    }
    process.exit(1);
  });
}

const sides = [oursSide('ours', {})];
if (WITH_PLAIN) sides.push(oursSide('ours --plain', { FAST_BUILD: 'plain' }));
if (OFF) sides.push(oursSide(`ours --off=${OFF}`, { FAST_BUILD_OFF: OFF }));
if (BASELINE) sides.push(oursSide(`baseline ${BASELINE}`, {}, baselineCopy(ROOT, BASELINE, { prefix: 'bench-develop-base-', withBuilds: true })));
if (DOCUSAURUS) sides.push(docusaurusSide(DOCUSAURUS));

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const samples = Object.fromEntries(sides.map((side) => [side.name, { cold: [], idle: [], changed: [], warm: [], edits: [], authorEdits: {} }]));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  for (let run = 0; run < RUNS; run += 1) {
    // Alternate the order so neither side always goes first.
    const order = run % 2 ? [...sides].reverse() : sides;
    for (const side of order) {
      const cold = await session(browser, side, { cold: true, edits: 0 });
      // A doc's text changed while the server was stopped (a git pull): the paragraph stays for the warm session,
      // which then starts on the files this one stopped with.
      appendFileSync(side.intro, `\n\n${CHANGED_WHILE_STOPPED}\n`);
      const changed = await session(browser, side, { cold: false, edits: 0, keep: 'both' });
      const warm = await session(browser, side, { cold: false, edits: EDITS, keep: 'before' });
      const s = samples[side.name];
      s.cold.push(cold.start);
      s.idle.push(cold.idle);
      s.changed.push(changed.start);
      s.warm.push(warm.start);
      s.edits.push(...warm.edits);
      for (const [label, times] of Object.entries(warm.authorEdits)) (s.authorEdits[label] ??= []).push(...times);
      const others = Object.entries(warm.authorEdits).map(([label, times]) => `, ${label} ${times.map((e) => e.toFixed(2)).join(' / ')} s`);
      console.log(
        `run ${run + 1} ${side.name}: cold ${cold.start.toFixed(1)} s (idle at ${cold.idle.toFixed(1)} s), a doc changed ${changed.start.toFixed(1)} s, warm ${warm.start.toFixed(1)} s, edits ${warm.edits.map((e) => e.toFixed(2)).join(' / ')} s${others.join('')}`,
      );
    }
  }
} finally {
  await browser.close();
  for (const side of sides) {
    side.restore();
    side.remove();
  }
}

const reference = DOCUSAURUS ? 'docusaurus' : WITH_PLAIN ? 'ours --plain' : OFF ? `ours --off=${OFF}` : BASELINE ? `baseline ${BASELINE}` : null;
const fmt = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const rows = [
  ['cold start (s)', (s) => median(s.cold), 1],
  ['cold start, until idle (s)', (s) => median(s.idle), 1],
  ['warm start, a doc changed while stopped (s)', (s) => median(s.changed), 1],
  ['warm start (s)', (s) => median(s.warm), 1],
  ['edit → visible, median (s)', (s) => median(s.edits), 2],
  ['edit → visible, worst (s)', (s) => Math.max(...s.edits), 2],
  ...AUTHOR_EDITS.flatMap(({ label }) => [
    [`${label} edit → visible, median (s)`, (s) => median(s.authorEdits[label] ?? []), 2],
    [`${label} edit → visible, worst (s)`, (s) => (s.authorEdits[label]?.length ? Math.max(...s.authorEdits[label]) : NaN), 2],
  ]),
];
console.log(`\nmedians of ${RUNS} run(s)${reference ? `; ratio = ours / ${reference}` : ''}\n`);
const header = ['', ...sides.map((side) => side.name), ...(reference ? ['ratio'] : [])];
console.log(`| ${header.join(' | ')} |\n|${header.map(() => ' --- ').join('|')}|`);
for (const [label, pick, digits] of rows) {
  const values = sides.map((side) => pick(samples[side.name]));
  const cells = values.map((value) => fmt(value, digits));
  if (reference) cells.push(`×${fmt(values[0] / pick(samples[reference]), 2)}`);
  console.log(`| ${label} | ${cells.join(' | ')} |`);
}
