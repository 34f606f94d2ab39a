// `gatsby develop` smoke test (a step of `npm test`). Develop takes its own
// code paths (code markup inline, live API and MDX updates, no chunk-map
// rewrite) that the production build and its e2e tests never run, so this
// starts it for real, through `npm run develop`'s entry (scripts/site/develop.mjs), in a temporary copy of the
// project (the edit below must not touch content/), and checks:
//   - gatsby-config and gatsby-node were bundled with esbuild (esbuildGatsbyFiles), not Parcel, once (by npm run develop),
//   - /docs/intro and an API page render their content (develop renders in the browser: Chromium), the pages a
//     browser asks for compiling at once (developLazyFirst),
//   - `allApiSymbol` and `allMdx` queries on /___graphql return nodes,
//   - an edit to content/docs/intro.mdx reaches the open page without a full reload, and an edit to an open dialog's
//     component shows in it without losing its state, or remounts it when a hook was added (Fast Refresh),
//   - a broken code sample shows the error overlay (file:line, TypeScript message) and fixing it clears it,
//   - a doc opened before its file exists shows once the file is written, with no reload by the reader,
//   - once that doc is deleted, the next save of another doc still shows (developWatchRemovals), and a doc written
//     again under its name shows, edits included,
//   - the process group stops on SIGTERM,
//   - a restart compiles the pages opened before in its first compile (developRememberPages), and a doc changed while
//     develop was stopped opens with its new text (developPageDataOnQueryRun; queries on demand on, as for authors, in CI too).
// Needs the library's dist/ (`npm run build -w react-dialog-hub`, step 1 of `npm test`).
// Writes its counts to .test-results/develop-smoke.json for scripts/test/test.mjs.
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './ensure-chromium.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const START_TIMEOUT = 5 * 60_000; // a cold develop on a busy 2-core machine
const UPDATE_TIMEOUT = 90_000;
const results = { passed: 0, failed: 0, skipped: 0, failedChecks: [] };
const t0 = Date.now();

/** The open page's console, for a failed check's report. */
const browserSaid = [];

async function check(label, fn) {
  const from = log.length;
  const fromBrowser = browserSaid.length;
  try {
    await fn();
    results.passed += 1;
    console.log(`  ✔ ${label}`);
    return true;
  } catch (error) {
    results.failed += 1;
    results.failedChecks.push(label);
    console.log(`  ✖ ${label}\n    ${String(error?.message ?? error).split('\n').join('\n    ')}`);
    // What develop said meanwhile (its last 40 lines), to tell a lost edit from a stopped or busy develop.
    const said = log.slice(from).replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').split('\n').filter((line) => line.trim());
    if (said.length) console.log(`    develop's output during the check:\n      ${said.slice(-40).join('\n      ')}`);
    const pageSaid = browserSaid.slice(fromBrowser);
    if (pageSaid.length) console.log(`    the page's console during the check:\n      ${pageSaid.slice(-20).join('\n      ')}`);
    return false;
  }
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

// A copy without what develop regenerates or must not share; node_modules is linked (its
// react-dialog-hub link still points at this worktree's built packages/react-dialog-hub).
const SKIP = new Set(['node_modules', '.cache', 'public', '.git', '.test-results', 'test-results', 'playwright-report', '.bench']);
const dir = mkdtempSync(path.join(tmpdir(), 'develop-smoke-'));
cpSync(ROOT, dir, {
  recursive: true,
  filter: (src) => path.basename(src) !== 'node_modules' && !(path.dirname(src) === ROOT && SKIP.has(path.basename(src))),
});
symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
// A source written less than 0.1 s before gatsby-config and gatsby-node are bundled counts as written while they were
// (its text unknown), and develop bundles them again: on a fast machine develop reached that point within 0.1 s of the
// copy's last files. An author's checkout is older than that.
await new Promise((resolve) => setTimeout(resolve, 300));

/**
 * develop's environment. Gatsby turns its queries on demand off when CI is set (.ci/run sets it), so develop in CI
 * would run every page's query in its cycles, as no author's does: it is turned back on, and CI tests the develop
 * authors run (the page data a browser asks for, answered once its query ran: developPageDataOnQueryRun).
 */
const DEVELOP_ENV = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', NODE_ENV: 'development', GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI: 'true' };
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let log = '';
console.log(`gatsby develop in ${dir} on port ${port}`);
const child = spawn(process.execPath, ['scripts/site/develop.mjs', '-H', '127.0.0.1', '-p', String(port)], {
  cwd: dir,
  detached: true, // its own process group, so the stop reaches the workers too
  env: DEVELOP_ENV,
  stdio: ['ignore', 'pipe', 'pipe'],
});
const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
// Interrupted (Ctrl-C, a CI timeout): take develop's process group and the temp copy along.
/** The second develop (restartOpensRemembered), while it runs. */
let restarted = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const started of [child, restarted]) {
      try {
        if (started) process.kill(-started.pid, 'SIGKILL');
      } catch {}
    }
    rmSync(dir, { recursive: true, force: true });
    process.exit(1);
  });
}
for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (log += chunk));

/** The niceness of each process of this copy whose command line has `marker` (pid → value). */
function nicenessOf(marker) {
  const found = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker) || !readlinkSync(`/proc/${pid}/cwd`).startsWith(dir)) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      found.set(pid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** developEarlySamples: the niceness of each samples' check process seen in this copy while develop starts (pid → value). */
const checkNiceness = new Map();
const nicenessPoll = setInterval(() => {
  for (const [pid, value] of nicenessOf('check-cli.ts')) checkNiceness.set(pid, value);
}, 200);
nicenessPoll.unref();

/** Resolves when develop says it is ready; rejects when it exits or the time is up. */
const ready = new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error(`not ready after ${START_TIMEOUT / 1000} s`)), START_TIMEOUT);
  const poll = setInterval(() => {
    if (/You can now view/.test(log)) {
      clearTimeout(timer);
      clearInterval(poll);
      resolve();
    }
  }, 500);
  exited.then(({ code, signal }) => {
    clearTimeout(timer);
    clearInterval(poll);
    reject(new Error(`gatsby develop exited (${signal ?? code}) before it was ready`));
  });
});

async function graphql(query) {
  const response = await fetch(`${base}/___graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = await response.json();
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

/**
 * developRememberPages: a second (warm) start of develop in the same copy compiles the page modules browsers opened in
 * the first in its first compile: the lazy stand-in of the API page the first start showed last is already active
 * (webpack's own server leaves every stand-in inactive until a browser asks), and the page renders.
 */
async function restartOpensRemembered() {
  // A doc's text changed while develop was stopped (a git pull): its node changes, its page's query result does not.
  const intro = path.join(dir, 'content/docs/intro.mdx');
  const changedText = `Changed while develop was stopped ${Date.now()}.`;
  appendFileSync(intro, `\n\n${changedText}\n`);
  const againPort = await freePort();
  let said = '';
  const again = spawn(process.execPath, ['scripts/site/develop.mjs', '-H', '127.0.0.1', '-p', String(againPort)], {
    cwd: dir,
    detached: true,
    env: DEVELOP_ENV,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  restarted = again;
  for (const stream of [again.stdout, again.stderr]) stream.on('data', (chunk) => ((said += chunk), (log += chunk)));
  const gone = new Promise((resolve) => again.on('exit', resolve));
  const flat = () => said.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').replace(/\s+/g, ' ');
  const until = async (what, test, ms) => {
    const deadline = Date.now() + ms;
    while (!(await test())) {
      if (again.exitCode !== null || again.signalCode !== null) throw new Error(`develop exited while waiting for ${what}`);
      if (Date.now() > deadline) throw new Error(`no ${what} after ${ms / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  let restartBrowser;
  try {
    await until('"You can now view"', () => /You can now view/.test(said), START_TIMEOUT);
    // The API pages may come after the start (TypeDoc in the background when the last edit left no records): wait
    // for the page's data without a browser, which would ask for modules itself.
    const url = `http://127.0.0.1:${againPort}/docs/api/functions/useDialog`;
    await until('page data for the API page', async () => (await fetch(`http://127.0.0.1:${againPort}/page-data/docs/api/functions/useDialog/page-data.json`).catch(() => null))?.ok === true, 180_000);
    // Before any browser asked: the API template's lazy stand-in (its chunk) already holds the compiled template.
    const chunk = await (await fetch(`http://127.0.0.1:${againPort}/component---src-templates-api-page-tsx.js`)).text();
    const proxy = chunk.match(/keepAlive\(\{ data: data, active: (true|false)/)?.[1];
    if (proxy !== 'true') throw new Error(`the API template's lazy stand-in says ${proxy === undefined ? 'nothing (no such chunk?)' : `active: ${proxy}`}: the first compile left the page opened last time for a browser to ask for`);
    restartBrowser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    const restartPage = await restartBrowser.newPage();
    await restartPage.goto(url);
    await restartPage.locator('h1', { hasText: 'useDialog' }).first().waitFor({ timeout: 60_000 });
    if (!/\d+ page modules opened last time compile at once \(developRememberPages\)/.test(flat())) throw new Error('no "[fast-build] N page modules opened last time compile at once" line in the restarted develop\'s output');
    // The changed doc opens with its new text (its page data answered once its query ran, developPageDataOnQueryRun).
    await restartPage.goto(`http://127.0.0.1:${againPort}/docs/intro`);
    await restartPage.getByText(changedText).first().waitFor({ timeout: 60_000 });
    // developKeepShell: the page above came through the shell rendered by the renderer the first start compiled.
    if (!/the HTML shell's renderer is the last one compiled: nothing it was made from changed \(developKeepShell\)/.test(flat())) throw new Error("the restarted develop compiled its HTML shell's renderer again: no \"the HTML shell's renderer is the last one compiled\" line");
  } finally {
    await restartBrowser?.close();
    try {
      process.kill(-again.pid, 'SIGTERM');
    } catch {}
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    try {
      process.kill(-again.pid, 'SIGKILL');
    } catch {}
  }
}

let browser;
let firstStart = false;
try {
  const started = await check('gatsby develop starts', () => ready);
  firstStart = started;
  if (started) {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    const page = await browser.newPage();
    const consoleErrors = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    page.on('console', (message) => browserSaid.push(`${message.type()}: ${message.text().slice(0, 300)}`));
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    // A page that develop creates after its start (the API pages, once TypeDoc has run in the background:
    // developBackgroundApi) is asked for again until it is there.
    const shows = async (url, h1, text, { within = 60_000 } = {}) => {
      const deadline = Date.now() + within;
      for (;;) {
        await page.goto(`${base}${url}`);
        try {
          await page.locator('h1', { hasText: h1 }).first().waitFor({ timeout: 15_000 });
          break;
        } catch (error) {
          if (Date.now() > deadline) throw error;
        }
      }
      await page.getByText(text).first().waitFor({ timeout: 10_000 });
    };
    await check('gatsby-config and gatsby-node are bundled with esbuild, not Parcel (esbuildGatsbyFiles)', async () => {
      if (!/\[gatsby-files\] gatsby-config and gatsby-node bundled with esbuild/.test(log)) throw new Error('no "[gatsby-files] … bundled with esbuild" line in develop\'s output');
      if (/compiles gatsby-config and gatsby-node with Parcel/.test(log)) throw new Error('develop fell back to Parcel');
      // Once, by npm run develop: develop's process takes that bundle while its sources are unchanged.
      // (Gatsby's reporter wraps lines at the terminal's width.)
      if (!/bundled\s+with\s+esbuild\s+before\s+Gatsby\s+started/.test(log) || /develop\s+bundles\s+them\s+again/.test(log)) throw new Error("develop's process bundled gatsby-config and gatsby-node a second time");
    });
    // Gatsby copies static/ into public/ 10 s after its start; the first page came sooner, its favicon and logo 404.
    await check("static/ is served from develop's start (developStaticAtStart)", async () => {
      if (!log.replace(/\s+/g, ' ').includes('static/ copied to public/ as develop started')) throw new Error('no "[fast-build] static/ copied to public/ as develop started" line in develop\'s output');
      for (const file of ['favicon.svg', 'img/logo.svg']) {
        const response = await fetch(`${base}/${file}`);
        if (!response.ok) throw new Error(`/${file}: HTTP ${response.status}`);
      }
    });
    await check('node changes are committed after 20 ms, not 500 ms (developQuickMutations)', () => {
      if (!/gatsby develop commits node changes after 20 ms, not 500 ms/.test(log)) throw new Error('no "[fast-build] gatsby develop commits node changes after 20 ms" line in develop\'s output');
    });
    await check("a page's data is answered once its query has run, also with an unchanged result (developPageDataOnQueryRun)", () => {
      // (Gatsby's reporter wraps lines at the terminal's width.)
      if (!/gatsby\s+develop\s+answers\s+a\s+page's\s+data\s+request\s+once\s+the\s+page's\s+query\s+has\s+run/.test(log)) throw new Error('no "[fast-build] gatsby develop answers a page\'s data request once the page\'s query has run" line in develop\'s output');
    });
    // Before any browser asked for a page: the first bundle holds stand-ins for the page components, each compiled
    // when a browser first asks for it.
    await check('the first develop bundle compiles no page component yet (developLazyBundling)', async () => {
      const commons = await (await fetch(`${base}/commons.js`)).text();
      const proxies = commons.match(/lazy-compilation-proxy/g)?.length ?? 0;
      if (proxies === 0) throw new Error('commons.js has no lazy-compilation-proxy module: every page component was compiled before the first page');
      if (commons.includes('turns a dialog into an async function call')) throw new Error("commons.js holds the intro's text");
    });
    await check("the develop shell's renderer holds no page component (developLightShell)", () => {
      const routes = path.join(dir, '.cache/page-ssr/routes');
      const chunks = readdirSync(routes).filter((file) => file.startsWith('component---'));
      if (chunks.length) throw new Error(`page component chunks in ${routes}: ${chunks.slice(0, 3).join(', ')}…`);
      if (readFileSync(path.join(routes, 'render-page.js'), 'utf8').includes('turns a dialog into an async function call')) throw new Error("render-page.js holds the intro's text");
    });
    // Develop serves without the path prefix.
    await check('/docs/intro renders its content', () => shows('/docs/intro', 'Introduction', 'turns a dialog into an async function call'));
    await check('a client-side navigation to a page not compiled yet shows the progress bar, then the page, without console errors', async () => {
      await page.evaluate(() => (window.__smokeNoReload = true));
      await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Getting Started', exact: true }).click();
      await page.locator('#route-progress').waitFor({ state: 'attached', timeout: 10_000 });
      await page.locator('h1', { hasText: 'Getting Started' }).waitFor({ timeout: 60_000 });
      if (!(await page.evaluate(() => window.__smokeNoReload === true))) throw new Error('the navigation reloaded the page');
      if (consoleErrors.length) throw new Error(`console errors:\n${consoleErrors.join('\n')}`);
      // Develop serves without the path prefix: the production warning about a wrong base URL must not show.
      if (await page.locator('#base-url-banner').isVisible()) throw new Error('the wrong-base-URL banner shows in develop');
    });
    await check('a page a browser asked for compiled at once, before Gatsby extracted queries again (developLazyFirst)', () => {
      // Gatsby's reporter wraps long lines.
      if (!log.replace(/\s+/g, ' ').includes('a page component a browser asked for compiled at once')) {
        throw new Error('no "[fast-build] a page component a browser asked for compiled at once" line in develop\'s output: the pages compiled in Gatsby\'s order, after a query extraction');
      }
    });
    await check("the samples' check runs at a low priority beside develop (developEarlySamples)", () => {
      clearInterval(nicenessPoll);
      const seen = [...checkNiceness.values()];
      if (seen.length === 0) throw new Error('no samples\' check process (check-cli.ts) seen while develop started');
      if (!seen.every((value) => value === 15)) throw new Error(`the check ran at niceness ${seen.join(', ')}, not 15`);
    });
    // The first pages show before the check ends, their samples without types; once it ends they take the hovers
    // through hot reloading.
    await check("a doc opened before the samples' check ended takes its hovers once it ends, without a reload (developEarlySamples)", async () => {
      const flat = () => log.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').replace(/\s+/g, ' ');
      const line = /compile again with its results \(developEarlySamples\): (.{0,400})/;
      await page.goto(`${base}/docs/getting-started`);
      await page.locator('h1', { hasText: 'Getting Started' }).first().waitFor({ timeout: 60_000 });
      await page.evaluate(() => (window.__smokeBeforeHovers = true));
      const deadline = Date.now() + 180_000;
      while (!line.test(flat())) {
        if (Date.now() > deadline) throw new Error('no "[samples] docs shown before the samples\' check was done compile again" line after 180 s');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const docs = flat().match(line)[1];
      if (!docs.includes('content/docs/getting-started.mdx')) throw new Error(`the docs compiled again are ${docs}: Getting Started, opened during the check, is not among them`);
      await page.locator('.th').first().waitFor({ timeout: 60_000 });
      if (!(await page.evaluate(() => window.__smokeBeforeHovers === true))) throw new Error('the page reloaded to take its hovers');
    });
    await check('an API page renders its content', () => shows('/docs/api/functions/useDialog', 'useDialog', 'Function', { within: 180_000 }));
    await check('GraphiQL: allApiSymbol has nodes', async () => {
      const { allApiSymbol } = await graphql('{ allApiSymbol { totalCount } }');
      if (!(allApiSymbol.totalCount > 0)) throw new Error(`allApiSymbol.totalCount is ${allApiSymbol.totalCount}`);
    });
    await check('GraphiQL: allMdx has nodes', async () => {
      const { allMdx } = await graphql('{ allMdx { totalCount } }');
      if (!(allMdx.totalCount > 0)) throw new Error(`allMdx.totalCount is ${allMdx.totalCount}`);
    });
    // Up to here nothing was broken on purpose: an error Gatsby logs (a plugin exporting what is not a Gatsby API, a
    // link of the docs the develop check does not find) is a fault of the site.
    await check('no error in develop\'s output so far (start, TypeDoc, the first pages)', () => {
      const errors = log.split('\n').filter((line) => /\bERROR\b/.test(line));
      if (errors.length) throw new Error(`develop logged:\n${errors.slice(0, 5).join('\n')}\n${log.slice(log.indexOf(errors[0]), log.indexOf(errors[0]) + 600)}`);
    });
    const intro = path.join(dir, 'content/docs/intro.mdx');
    const original = readFileSync(intro, 'utf8');
    await check('an MDX edit reaches the open page without a full reload', async () => {
      await page.goto(`${base}/docs/intro`);
      await page.locator('h1', { hasText: 'Introduction' }).waitFor({ timeout: 60_000 });
      // A full reload would drop this mark; hot replacement keeps the page's window.
      await page.evaluate(() => (window.__smokeNoReload = true));
      const sentence = `Smoke test sentence ${Date.now()}.`;
      appendFileSync(intro, `\n${sentence}\n`);
      await page.getByText(sentence).waitFor({ timeout: UPDATE_TIMEOUT });
      if (!(await page.evaluate(() => window.__smokeNoReload === true))) throw new Error('the page was reloaded to show the edit');
    });
    await check('that edit compiled before Gatsby rebuilt the schema and ran createPages and the queries again (developEditFirst)', async () => {
      const deadline = Date.now() + 10_000;
      // Gatsby's reporter wraps long lines.
      while (!log.replace(/\s+/g, ' ').includes('an MDX edit compiled before Gatsby rebuilt the schema and ran createPages and the queries again')) {
        if (Date.now() > deadline) throw new Error('no "[fast-build] an MDX edit compiled before Gatsby rebuilt the schema…" line in develop\'s output: the edit waited for the schema build, createPages or the queries');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    // An author saving again as soon as the page shows the last save: each save lands while Gatsby runs the last one's
    // createPages or queries. That dropped every page (a docs query that met a node without its fields), or after six
    // in a row stopped develop (developQueuedSaves).
    await check('seven saves in a row, each as soon as the last one shows, each show and develop keeps running', async () => {
      if (!/gatsby develop queues a file saved during createPages or the queries/.test(log.replace(/\s+/g, ' '))) throw new Error('no "[fast-build] gatsby develop queues a file saved during createPages or the queries" line in develop\'s output');
      for (let save = 1; save <= 7; save += 1) {
        const sentence = `Quick save ${save} at ${Date.now()}.`;
        writeFileSync(intro, `${original}\n${sentence}\n`);
        await page.getByText(sentence).waitFor({ timeout: UPDATE_TIMEOUT });
      }
      if (child.exitCode !== null || /being changed every time we run queries/.test(log)) throw new Error(`gatsby develop stopped:\n${log.slice(-800)}`);
    });
    // chokidar drops a file's change within 5 or 50 ms of the last one it handled, and gatsby-source-filesystem reads the
    // file only on its events: a second save right after the first's event was never read (developTrailingChanges).
    // Rounds as an author with format-on-save makes them: a save, the text put back 0.3 s later, and a save 50 ms after
    // that. Without the flag about one round in five kept an earlier text (chokidar's drops, and gatsby-source-filesystem
    // handling the close events concurrently); node/trailing-changes.test.mjs and develop.test.ts test each cause alone.
    await check('saves 50 ms apart: the last one shows, round after round (developTrailingChanges)', async () => {
      if (!/reported when the window closes, not dropped \(developTrailingChanges\)/.test(log.replace(/\s+/g, ' '))) throw new Error('no "[fast-build] a file saved again inside chokidar\'s throttle windows … (developTrailingChanges)" line in develop\'s output');
      const last = 'The last of three quick saves.';
      for (let round = 1; round <= 5; round += 1) {
        const first = `Round ${round} first save ${Date.now()}.`;
        writeFileSync(intro, `${original}\n${first}\n`);
        await page.getByText(first).waitFor({ timeout: UPDATE_TIMEOUT });
        writeFileSync(intro, original);
        await new Promise((resolve) => setTimeout(resolve, 50));
        writeFileSync(intro, `${original}\n${last}\n`);
        try {
          await page.getByText(last).waitFor({ timeout: 20_000 });
        } catch {
          throw new Error(`round ${round}: the last save did not show within 20 s (the page kept an earlier text)`);
        }
      }
    });
    await check("develop's background processes are stopped while it works on a change, and continued after (developPauseBackground)", async () => {
      if (!log.replace(/\s+/g, ' ').includes("[fast-build] develop's background processes are stopped while it works on a change")) {
        throw new Error('no "[fast-build] develop\'s background processes are stopped while it works on a change" line in develop\'s output');
      }
      // Both started by now: TypeDoc's ran once develop was quiet after its first compile (no records yet), the
      // samples' once it had settled.
      const pids = [...nicenessOf('typedoc-worker.mjs').keys(), ...nicenessOf('sample-worker-').keys()];
      if (pids.length !== 2) throw new Error(`${pids.length} background processes (TypeDoc's, the samples') in this develop, not two`);
      /** /proc's state letter of each (T: stopped). */
      const states = () => pids.map((pid) => {
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          return stat[stat.lastIndexOf(')') + 2];
        } catch {
          return 'gone';
        }
      });
      const seenStopped = pids.map(() => false);
      const poll = setInterval(() => states().forEach((state, at) => (seenStopped[at] ||= state === 'T')), 10);
      const sentence = `Paused background ${Date.now()}.`;
      try {
        writeFileSync(intro, `${original}\n${sentence}\n`);
        await page.getByText(sentence).waitFor({ timeout: UPDATE_TIMEOUT });
      } finally {
        clearInterval(poll);
        writeFileSync(intro, original);
      }
      if (!seenStopped.every(Boolean)) throw new Error(`not stopped during the edit: ${pids.filter((_, at) => !seenStopped[at]).join(', ')} (TypeDoc's, the samples')`);
      // Continued once develop is done (the restore above is a change too).
      const deadline = Date.now() + 20_000;
      while (states().some((state) => state === 'T')) {
        if (Date.now() > deadline) throw new Error(`still stopped 20 s after the edit: ${states().join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      if (states().includes('gone')) throw new Error(`a background process is gone: ${states().join(', ')}`);
    });
    // A sample that stops compiling: the open page shows Gatsby's error overlay naming file:line and the compiler's
    // message, the server keeps running, and fixing the sample clears it.
    const brokenLine = original.split('\n').length + 2; // the sample's code line (after a blank line and the fence)
    await check('a broken code sample shows the error overlay with file:line and the TypeScript message', async () => {
      writeFileSync(intro, `${original}\n\`\`\`ts\nconst broken: number = 'not a number';\n\`\`\`\n`);
      await page.getByText(/TS2322: Type 'string' is not assignable to type 'number'/).first().waitFor({ timeout: UPDATE_TIMEOUT });
      const where = `content/docs/intro.mdx:${brokenLine}`;
      const named = await page.getByText(where).first().waitFor({ timeout: 10_000 }).then(() => true, () => false);
      if (!named) {
        const shown = await page.getByText(/TS2322/).first().innerText();
        throw new Error(`the overlay does not name ${where}: ${shown}`);
      }
    });
    await check('fixing the sample clears the overlay', async () => {
      if (child.exitCode !== null) throw new Error('gatsby develop stopped on the broken sample');
      const fixed = `Fixed sample ${Date.now()}.`;
      writeFileSync(intro, `${original}\n\`\`\`ts\nconst fixed: number = 1;\n\`\`\`\n\n${fixed}\n`);
      await page.getByText(fixed).first().waitFor({ timeout: UPDATE_TIMEOUT });
      await page.getByText(`content/docs/intro.mdx:${brokenLine}`).first().waitFor({ state: 'detached', timeout: UPDATE_TIMEOUT });
    });
    // A doc the sidebar names, renamed while develop runs: the open page shows the overlay naming the id, and
    // renaming it back clears it.
    await check('a doc the sidebar names, renamed away, shows the overlay naming its id; renaming it back clears it', async () => {
      const named = path.join(dir, 'content/docs/troubleshooting.mdx');
      const moved = path.join(dir, 'content/docs/troubleshooting-moved.mdx');
      renameSync(named, moved);
      await page.getByText(/references doc id "troubleshooting", which does not exist/).first().waitFor({ timeout: UPDATE_TIMEOUT });
      // The other pages stay meanwhile: had develop dropped them, the open page's chunk would go too, and the browser
      // would skip the page's hot updates from then on.
      const kept = await fetch(`${base}/page-data/docs/intro/page-data.json`);
      if (!kept.ok) throw new Error(`/docs/intro's page data answers ${kept.status} while the sidebar names a missing doc: develop dropped the pages`);
      renameSync(moved, named);
      await page.getByText(/references doc id "troubleshooting"/).first().waitFor({ state: 'detached', timeout: UPDATE_TIMEOUT });
      if (child.exitCode !== null) throw new Error('gatsby develop stopped on the missing doc');
    });
    // A link to a page that does not exist: the overlay names file:line and the link; fixing it clears it.
    await check('a broken link shows the overlay naming file:line and the link; fixing it clears it', async () => {
      const linkLine = original.split('\n').length + 1; // after a blank line
      writeFileSync(intro, `${original}\nSee [a page that is not there](/docs/no-such-page).\n`);
      const where = `content/docs/intro.mdx:${linkLine}: /docs/no-such-page (no page or static file at /docs/no-such-page)`;
      await page.getByText(where).first().waitFor({ timeout: UPDATE_TIMEOUT });
      writeFileSync(intro, `${original}\nSee [the recipes](/docs/recipes).\n`);
      await page.getByText(where).first().waitFor({ state: 'detached', timeout: UPDATE_TIMEOUT });
      if (child.exitCode !== null) throw new Error('gatsby develop stopped on the broken link');
    });
    // An edited sample is checked again: the page shows the new code and its hovers say the new types.
    await check("a code sample edit shows the new code, and its hover the new type", async () => {
      const block = page.locator('[data-language]').filter({ hasText: 'smokeValue' }).first();
      const hoverSays = async (type) => {
        await page.mouse.move(0, 0);
        await block.locator('.th', { hasText: /^smokeValue$/ }).first().hover();
        const tip = block.getByRole('tooltip');
        await tip.waitFor({ timeout: 10_000 });
        const text = await tip.innerText();
        if (text !== `const smokeValue: ${type}`) throw new Error(`the hover says "${text}", not "const smokeValue: ${type}"`);
      };
      writeFileSync(intro, `${original}\n\`\`\`ts\nconst smokeValue = 'first';\n\`\`\`\n`);
      await block.getByText(`'first'`).waitFor({ timeout: UPDATE_TIMEOUT });
      await hoverSays('"first"');
      writeFileSync(intro, `${original}\n\`\`\`ts\nconst smokeValue = 2;\n\`\`\`\n`);
      await block.getByText('2', { exact: true }).waitFor({ timeout: UPDATE_TIMEOUT });
      await hoverSays('2');
      writeFileSync(intro, original);
    });
    // A live example's component: the examples page shows the change without a full reload.
    await check('an example dialog edit reaches the examples page without a full reload', async () => {
      await page.goto(`${base}/docs/examples/plain`);
      await page.locator('h1', { hasText: 'Plain' }).first().waitFor({ timeout: 60_000 });
      await page.evaluate(() => (window.__smokeNoReload = true));
      const file = path.join(dir, 'src/examples/plain/AlertDialog.tsx');
      const source = readFileSync(file, 'utf8');
      const marker = `smoke example edit ${Date.now()}`;
      const edited = source.replace(/(\n\s*)OK\n/, `$1OK {/* ${marker} */}\n`);
      if (!edited.includes(marker)) throw new Error('AlertDialog.tsx has no OK button line to edit');
      writeFileSync(file, edited);
      await page.getByText(marker).first().waitFor({ timeout: UPDATE_TIMEOUT });
      if (!(await page.evaluate(() => window.__smokeNoReload === true))) throw new Error('the page was reloaded to show the edit');
      writeFileSync(file, source);
    });
    // Fast Refresh: an edit to the component of an open dialog shows in that dialog, which keeps its state; an edit
    // that adds a hook remounts it instead, without an error. The second needs the hook signature the transpiler records
    // per component (Gatsby's react-refresh/babel, or swc's refresh transform with developSwcTranspile): without it React
    // keeps the old hooks for the new code ("Rendered more hooks than during the previous render").
    await check('an edit to an open dialog\'s component shows in place and keeps what was typed; an added hook remounts it without an error (Fast Refresh)', async () => {
      const file = path.join(dir, 'src/examples/plain/PromptDialog.tsx');
      const source = readFileSync(file, 'utf8');
      const label = `Rename ${Date.now() % 100000}`;
      const edited = source.replace('<button type="submit">OK</button>', `<button type="submit">${label}</button>`);
      if (!edited.includes(label)) throw new Error('PromptDialog.tsx has no <button type="submit">OK</button> to edit');
      await page.getByRole('group', { name: 'Prompt demo' }).getByRole('button', { name: 'Open Prompt' }).click();
      const dialog = page.getByRole('dialog', { name: 'Rename file' });
      await dialog.getByRole('textbox').fill('typed before the edit');
      await page.evaluate(() => (window.__smokeNoReload = true));
      writeFileSync(file, edited);
      try {
        await dialog.getByRole('button', { name: label }).waitFor({ timeout: UPDATE_TIMEOUT });
        const value = await dialog.getByRole('textbox').inputValue();
        if (value !== 'typed before the edit') throw new Error(`the dialog's field holds "${value}" after the edit, not what was typed: the component was remounted`);
        if (!(await page.evaluate(() => window.__smokeNoReload === true))) throw new Error('the page was reloaded to show the edit');
        const errorsBefore = consoleErrors.length;
        const hooked = edited
          .replace('const [value, setValue] = useState(defaultValue);', "const [value, setValue] = useState(defaultValue);\n  const [again] = useState(' again');")
          .replace(`>${label}</button>`, `>${label}{again}</button>`);
        if (!hooked.includes(`${label}{again}`) || !hooked.includes("useState(' again')")) throw new Error('PromptDialog.tsx has no useState(defaultValue) line to add a hook after');
        writeFileSync(file, hooked);
        await dialog.getByRole('button', { name: `${label} again` }).waitFor({ timeout: UPDATE_TIMEOUT });
        const remounted = await dialog.getByRole('textbox').inputValue();
        if (remounted !== 'report.pdf') throw new Error(`after a hook was added the field holds "${remounted}", not its default: the component was not remounted`);
        const errors = consoleErrors.slice(errorsBefore);
        if (errors.length) throw new Error(`the page logged errors after a hook was added:\n${errors.slice(0, 3).join('\n')}`);
        if (!(await page.evaluate(() => window.__smokeNoReload === true))) throw new Error('the page was reloaded to show the added hook');
        await dialog.getByRole('button', { name: 'Cancel' }).click();
      } finally {
        writeFileSync(file, source);
      }
    });
    // A doc's template: with developLayoutWithoutMdx its layout module no longer depends on the doc's MDX file, but it
    // still depends on the template, so an edit there reaches an open doc.
    await check('a doc template edit reaches the open doc without a full reload', async () => {
      await page.goto(`${base}/docs/intro`);
      await page.locator('h1', { hasText: 'Introduction' }).first().waitFor({ timeout: 60_000 });
      await page.evaluate(() => (window.__smokeNoReload = true));
      const file = path.join(dir, 'src/templates/DocPage.tsx');
      const source = readFileSync(file, 'utf8');
      const marker = `smoke template edit ${Date.now()}`;
      const edited = source.replace('<h1>{doc.frontmatter.title}</h1>', `<h1>{doc.frontmatter.title}</h1>\n      <p>{'${marker}'}</p>`);
      if (!edited.includes(marker)) throw new Error('DocPage.tsx has no <h1>{doc.frontmatter.title}</h1> to edit');
      writeFileSync(file, edited);
      try {
        await page.getByText(marker).first().waitFor({ timeout: UPDATE_TIMEOUT });
        if (!(await page.evaluate(() => window.__smokeNoReload === true))) throw new Error('the page was reloaded to show the edit');
      } finally {
        writeFileSync(file, source);
      }
      await page.getByText(marker).first().waitFor({ state: 'detached', timeout: UPDATE_TIMEOUT });
    });
    // A doc opened before its file exists shows Gatsby's development 404 page; once the file is written and develop has
    // the page, the tab shows it with no reload by the reader (src/browser/page-appears.ts).
    await check("a doc opened before its file exists shows once develop creates its page, without a reload by the reader", async () => {
      const later = path.join(dir, 'content/docs/written-later.mdx');
      const tab = await browser.newPage();
      tab.on('console', (message) => browserSaid.push(`written-later tab ${message.type()}: ${message.text().slice(0, 300)}`));
      try {
        await tab.goto(`${base}/docs/written-later`);
        await tab.locator('h1', { hasText: 'Gatsby.js development 404 page' }).first().waitFor({ timeout: UPDATE_TIMEOUT });
        const asked = [];
        tab.on('request', (request) => request.url().endsWith('/___graphql') && asked.push(request.url()));
        await new Promise((resolve) => setTimeout(resolve, 2500));
        if (asked.length === 0) throw new Error("the development 404 page did not ask develop whether the page exists");
        writeFileSync(later, '---\ntitle: Written later\ndescription: A doc written while its page was open.\n---\n\nThis doc was written after its page was opened.\n');
        await tab.locator('h1', { hasText: 'Written later' }).first().waitFor({ timeout: UPDATE_TIMEOUT });
        await tab.getByText('This doc was written after its page was opened.').first().waitFor({ timeout: 10_000 });
      } finally {
        rmSync(later, { force: true });
        await tab.close();
      }
      if (child.exitCode !== null) throw new Error('gatsby develop stopped on the new doc');
    });
    // That doc's page module had been compiled, and its file removed alone: webpack reports a removal to no one, Gatsby
    // keeps its watcher suspended, and every later save was lost (developWatchRemovals). The open page has not moved
    // since the template check, so nothing but the save can make develop compile.
    await check('after a doc a browser had open is deleted, the next MDX save reaches the open page (developWatchRemovals)', async () => {
      if (!page.url().endsWith('/docs/intro')) throw new Error(`the open page is ${page.url()}, not /docs/intro`);
      const sentence = `Saved after a deleted doc ${Date.now()}.`;
      writeFileSync(intro, `${original}\n${sentence}\n`);
      await page.getByText(sentence).waitFor({ timeout: UPDATE_TIMEOUT });
    });
    await check('a doc written again under a deleted doc\'s name shows its new text, and an edit to it shows', async () => {
      const again = path.join(dir, 'content/docs/written-later.mdx');
      const tab = await browser.newPage();
      try {
        writeFileSync(again, '---\ntitle: Written again\ndescription: A doc written again under the name of one deleted before.\n---\n\nThis doc was written a second time.\n');
        // Until develop has the page again (Gatsby's development 404 page meanwhile).
        const deadline = Date.now() + UPDATE_TIMEOUT;
        for (;;) {
          await tab.goto(`${base}/docs/written-later`);
          try {
            await tab.getByText('This doc was written a second time.').first().waitFor({ timeout: 5_000 });
            break;
          } catch (error) {
            if (Date.now() > deadline) throw error;
          }
        }
        const sentence = `An edit to the doc written again ${Date.now()}.`;
        appendFileSync(again, `\n${sentence}\n`);
        await tab.getByText(sentence).first().waitFor({ timeout: UPDATE_TIMEOUT });
      } finally {
        rmSync(again, { force: true });
        await tab.close();
      }
    });
    // A TSDoc comment: TypeDoc runs again and the open API page shows the new text.
    await check("a TSDoc comment edit reaches the open API page", async () => {
      await page.goto(`${base}/docs/api/functions/useDialog`);
      await page.locator('h1', { hasText: 'useDialog' }).first().waitFor({ timeout: 60_000 });
      const file = path.join(dir, 'packages/react-dialog-hub/src/useDialog.ts');
      const source = readFileSync(file, 'utf8');
      const marker = `Smoke TSDoc edit ${Date.now()}.`;
      const edited = source.replace(' * Returns the dialog API', ` * ${marker} Returns the dialog API`);
      if (!edited.includes(marker)) throw new Error("useDialog.ts has no 'Returns the dialog API' summary to edit");
      writeFileSync(file, edited);
      await page.getByText(marker).first().waitFor({ timeout: UPDATE_TIMEOUT });
      writeFileSync(file, source);
    });
    await check("TypeDoc loaded and ran in a process of its own at a low priority, not in develop's, keeping the files it parsed (developApiWorker, developTypeDocReuse)", () => {
      // Gatsby's reporter wraps long lines.
      if (!log.replace(/\s+/g, ' ').includes('[api] TypeDoc loads and runs in a process of its own')) {
        throw new Error('no "[api] TypeDoc loads and runs in a process of its own" line in develop\'s output: TypeDoc ran in develop\'s process');
      }
      if (log.includes("TypeDoc's process could not run")) throw new Error("TypeDoc's process failed and TypeDoc ran in develop's process");
      const seen = [...nicenessOf('typedoc-worker.mjs').values()];
      if (seen.length !== 1) throw new Error(`${seen.length} TypeDoc processes (typedoc-worker.mjs) in this develop, not one`);
      if (seen[0] !== 15) throw new Error(`TypeDoc's process runs at niceness ${seen[0]}, not 15`);
      // developTypeDocReuse: the TSDoc edit above went through a process that keeps the files it parsed.
      if (nicenessOf('--reuse-programs').size !== 1) throw new Error("TypeDoc's process was not started with --reuse-programs (developTypeDocReuse)");
    });
    await check("new code samples were checked in a process of their own at a low priority, not in develop's (developSampleWorker)", () => {
      if (!log.replace(/\s+/g, ' ').includes('[samples] new code samples are checked in a process of their own')) {
        throw new Error('no "[samples] new code samples are checked in a process of their own" line in develop\'s output: the samples were checked in develop\'s process');
      }
      if (/could not start the sample process|the sample process could not check/.test(log)) throw new Error("the sample process failed and develop checked the samples itself");
      const seen = [...nicenessOf('sample-worker-').values()];
      if (seen.length !== 1) throw new Error(`${seen.length} sample processes (sample-worker-*.mjs) in this develop, not one`);
      if (seen[0] !== 15) throw new Error(`the sample process runs at niceness ${seen[0]}, not 15`);
    });
  } else {
    results.skipped += 29;
    console.log(log.split('\n').slice(-40).join('\n'));
  }
} finally {
  await browser?.close();
  await check('gatsby develop stops on SIGTERM', async () => {
    if (child.exitCode !== null || child.signalCode !== null) return; // already gone: the start check reported it
    process.kill(-child.pid, 'SIGTERM');
    const stopped = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(null), 20_000))]);
    if (!stopped) {
      process.kill(-child.pid, 'SIGKILL');
      await exited;
      throw new Error('still running 20 s after SIGTERM: killed');
    }
  });
  // Workers outside the group (none expected) must not keep the temp copy alive either.
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {}
  if (firstStart) await check('a restart compiles the pages opened before in its first compile: the API page opened last needs no compile at the browser\'s request (developRememberPages), through the shell renderer the first start compiled (developKeepShell); a doc changed while it was stopped shows its new text', restartOpensRemembered);
  else results.skipped += 1;
  rmSync(dir, { recursive: true, force: true });
}

mkdirSync(path.join(ROOT, '.test-results'), { recursive: true });
writeFileSync(path.join(ROOT, '.test-results/develop-smoke.json'), JSON.stringify(results));
console.log(`develop smoke: ${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped (${Math.round((Date.now() - t0) / 1000)} s)`);
process.exit(results.failed ? 1 : 0);

