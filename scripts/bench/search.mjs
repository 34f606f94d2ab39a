// Search benchmark, measured through the search box in Chromium as a reader uses it:
// for each built site, the bytes the browser fetches (as sent, gzip) for the first
// query after opening search and for a second query, which files those were, and
// the longest main-thread task while opening search and typing (trace of the
// renderer's main thread, no CPU throttling: the bench's desktop).
//
//   node scripts/bench/search.mjs [--pages 300] [--baseline <git ref>] [--port 9481] [--keep]
//     today's site (public/, built if missing) and, with --pages N, a temporary copy
//     of the project with N synthetic pages added (scripts/bench/synthetic-pages.mjs),
//     built there; with --baseline, the same for that commit (git archive into a
//     temporary folder, this tree's node_modules linked), side by side.
//   import { benchSearch } from './bench/search.mjs'   (scripts/bench/index.mjs: today's public/ only)
//
// The working tree is never written to: synthetic pages go into temporary copies.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from '../test/ensure-chromium.mjs';
import { siteConfigField } from '../site/site-config-field.mjs';
import { startPagesLikeServer } from './pages-server.mjs';
import { copyProject, writeSyntheticPages } from './synthetic-pages.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The first query is typed into a fresh session, the second after it; both real queries from the set. */
export const BENCH_QUERIES = { first: 'dialog provider', second: 'cancellation signal' };

/** Requests that belong to search: its files (either format) and the chunks the dialog loads. */
const SEARCH_REQUEST = /\/static\/search\/|\/static\/[0-9a-f]+\.(index\.txt|store\.json)$|\/(search-dialog|flexsearch)-[0-9a-f]+\.js$/;

const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * Longest RunTask on the renderer main thread of a Chromium trace, in ms: wall time (`dur`) and the
 * thread's own CPU time (`tdur`). On a shared, loaded machine the wall time also counts the time the
 * thread waited for a core; the CPU time is what the page's own work cost.
 */
function longestTask(traceBuffer) {
  const trace = JSON.parse(traceBuffer.toString('utf8'));
  const events = trace.traceEvents ?? trace;
  const main = new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
  return {
    wallMs: tasks.reduce((max, e) => Math.max(max, (e.dur ?? 0) / 1000), 0),
    cpuMs: tasks.reduce((max, e) => Math.max(max, (e.tdur ?? 0) / 1000), 0),
  };
}

/** One session on a served site: open search with Ctrl+K, type the first query, then the second. */
export async function searchSession(browser, siteUrl, queries = BENCH_QUERIES) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const requests = [];
  page.on('requestfinished', (request) => {
    if (SEARCH_REQUEST.test(new URL(request.url()).pathname)) requests.push(request);
  });
  await page.goto(siteUrl);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 }).catch(() => {});
  await page.waitForLoadState('networkidle');
  // Playwright's injected script is evaluated now, not inside the traced window.
  await page.locator('body').count();
  const settle = async (query) => {
    // Results for this query on screen (or its miss message), then the network idle.
    await page.waitForFunction(
      (q) => {
        const dialog = document.querySelector('dialog[open]');
        if (!dialog) return false;
        const input = dialog.querySelector('input');
        return input?.value === q && (dialog.querySelector('[role="option"]') || /No results/.test(dialog.textContent ?? ''));
      },
      query,
      { timeout: 30_000, polling: 100 },
    );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
  };
  const bytesOf = async (list) => {
    const sizes = await Promise.all(list.map((r) => r.sizes()));
    return sizes.reduce((n, s) => n + s.responseBodySize, 0);
  };

  await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline'] });
  // Keyboard only, as a reader would: Ctrl+K, then the query typed letter by letter (each letter a query).
  await page.keyboard.press('Control+K');
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox', null, { polling: 50 });
  await page.keyboard.type(queries.first, { delay: 60 });
  await settle(queries.first);
  const firstRequests = [...requests];
  await page.keyboard.press('Control+A');
  await page.keyboard.type(queries.second, { delay: 60 });
  await settle(queries.second);
  const longest = longestTask(await browser.stopTracing());
  const secondRequests = requests.slice(firstRequests.length);
  const firstHit = await page.evaluate(() => document.querySelector('dialog[open] [role="option"]')?.getAttribute('href') ?? null);
  const result = {
    first: { query: queries.first, bytes: await bytesOf(firstRequests), files: firstRequests.map((r) => path.basename(new URL(r.url()).pathname)) },
    second: { query: queries.second, bytes: await bytesOf(secondRequests), files: secondRequests.map((r) => path.basename(new URL(r.url()).pathname)), firstHit },
    longestTaskMs: Math.round(longest.wallMs),
    longestTaskCpuMs: Math.round(longest.cpuMs),
  };
  await context.close();
  return result;
}

/** Median session of `runs` on one served public/ folder. */
export async function benchSite(browser, publicDir, port, runs) {
  const prefix = siteConfigField('pathPrefix');
  const server = await startPagesLikeServer(publicDir, prefix, port);
  try {
    const sessions = [];
    for (let i = 0; i < runs; i += 1) sessions.push(await searchSession(browser, `http://127.0.0.1:${port}${prefix}/docs/intro`));
    const median = (key) => [...sessions].sort((a, b) => a[key] - b[key])[Math.floor(sessions.length / 2)][key];
    return {
      ...sessions[0],
      longestTaskMs: median('longestTaskMs'),
      longestTaskCpuMs: median('longestTaskCpuMs'),
      longestTaskRuns: sessions.map((s) => s.longestTaskMs),
      longestTaskCpuRuns: sessions.map((s) => s.longestTaskCpuMs),
    };
  } finally {
    server.close();
  }
}

/** scripts/bench/index.mjs's entry: today's build in publicDir. */
export async function benchSearch({ publicDir = path.join(projectRoot, 'public'), port = Number(process.env.BENCH_PORT ?? 9480) + 4, runs = 3 } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    return await benchSite(browser, publicDir, port, runs);
  } finally {
    await browser.close();
  }
}

function build(dir) {
  console.log(`  building ${dir} …`);
  const started = Date.now();
  const result = spawnSync('npx', ['gatsby', 'build', '--prefix-paths'], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (result.status !== 0) {
    console.error(result.stdout.slice(-3000), result.stderr.slice(-3000));
    throw new Error(`the build in ${dir} failed`);
  }
  console.log(`  built in ${Math.round((Date.now() - started) / 1000)} s`);
  return path.join(dir, 'public');
}

/** A temporary tree of `ref` (git archive), this tree's node_modules linked (the same package-lock is assumed). */
function exportCommit(ref) {
  const dir = mkdtempSync(path.join(tmpdir(), 'rdh-search-baseline-'));
  const archive = spawnSync('git', ['archive', '--format=tar', ref], { cwd: projectRoot, maxBuffer: 1 << 30 });
  if (archive.status !== 0) throw new Error(`git archive ${ref} failed: ${archive.stderr}`);
  spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'));
  spawnSync('cp', ['-r', path.join(projectRoot, 'packages/react-dialog-hub/dist'), path.join(dir, 'packages/react-dialog-hub/')]);
  return dir;
}

/** A temporary copy of `from` with N synthetic pages, built; returns its public/. */
function withSyntheticPages(from, pages, temporary) {
  const dir = copyProject(from);
  temporary.push(dir);
  writeSyntheticPages(path.join(dir, 'content/docs'), pages, { vocabularyFrom: path.join(from, 'content/docs') });
  return build(dir);
}

function printTable(rows) {
  const columns = ['site', 'build', '1st query KB gz', '2nd query KB gz', 'longest task ms', 'its CPU ms', 'files (1st)', 'files (2nd)'];
  const cells = rows.map((r) => ({
    site: r.site,
    build: r.build,
    '1st query KB gz': kb(r.result.first.bytes),
    '2nd query KB gz': kb(r.result.second.bytes),
    'longest task ms': `${r.result.longestTaskMs} (${r.result.longestTaskRuns.join(', ')})`,
    'its CPU ms': `${r.result.longestTaskCpuMs} (${r.result.longestTaskCpuRuns.join(', ')})`,
    'files (1st)': r.result.first.files.length,
    'files (2nd)': r.result.second.files.length,
  }));
  const widths = columns.map((c) => Math.max(c.length, ...cells.map((r) => String(r[c]).length)));
  const line = (values) => values.map((v, i) => String(v).padEnd(widths[i])).join('  ');
  console.log([line(columns), line(widths.map((w) => '─'.repeat(w))), ...cells.map((r) => line(columns.map((c) => r[c])))].join('\n'));
}

/**
 * Today's site (this tree's public/, and `baseline`'s build) and, with `pages` > 0, the same with
 * that many synthetic pages added; prints the table and returns the rows.
 */
export async function benchSearchSites({ pages = 0, baseline, port = 9480, runs = 3, keep = false, baselinePublicDir } = {}) {
  const temporary = [];
  const targets = [];
  if (!existsSync(path.join(projectRoot, 'public/index.html'))) build(projectRoot);
  targets.push({ site: 'today', build: 'this tree', publicDir: path.join(projectRoot, 'public') });
  let baselineDir = null;
  if (baseline && (!baselinePublicDir || pages > 0)) {
    console.log(`▶ search baseline ${baseline}: export${baselinePublicDir ? '' : ' and build'}`);
    baselineDir = exportCommit(baseline);
    temporary.push(baselineDir);
  }
  if (baseline) targets.unshift({ site: 'today', build: baseline, publicDir: baselinePublicDir ?? build(baselineDir) });
  if (pages > 0) {
    console.log(`▶ ${pages} synthetic pages added, in temporary copies`);
    if (baselineDir) targets.push({ site: `+${pages} pages`, build: baseline, publicDir: withSyntheticPages(baselineDir, pages, temporary) });
    targets.push({ site: `+${pages} pages`, build: 'this tree', publicDir: withSyntheticPages(projectRoot, pages, temporary) });
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const rows = [];
  try {
    for (const target of targets) {
      console.log(`▶ search: ${target.site}, ${target.build}: ${runs} session(s)`);
      rows.push({ site: target.site, build: target.build, result: await benchSite(browser, target.publicDir, port, runs) });
    }
  } finally {
    await browser.close();
    if (!keep) for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
    else if (temporary.length) console.log(`kept: ${temporary.join(' ')}`);
  }
  console.log(
    `\nSearch through the search box (Chromium, no throttling): bytes as sent (gzip) for “${BENCH_QUERIES.first}” typed into a ` +
      `fresh session, then “${BENCH_QUERIES.second}”; longest main-thread task from Ctrl+K to the second answer (wall, and the ` +
      `longest task's-worth of CPU: on a loaded machine wall time includes waiting for a core), median of ${runs}`,
  );
  printTable(rows);
  for (const r of rows) console.log(`  ${r.site}, ${r.build}: 1st ${r.result.first.files.join(' ')} | 2nd ${r.result.second.files.join(' ')}`);
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values: args } = parseArgs({
    options: {
      pages: { type: 'string', default: '0' },
      baseline: { type: 'string' },
      port: { type: 'string', default: process.env.BENCH_PORT ?? '9480' },
      runs: { type: 'string', default: '3' },
      keep: { type: 'boolean', default: false },
    },
  });
  const rows = await benchSearchSites({ pages: Number(args.pages), baseline: args.baseline, port: Number(args.port), runs: Number(args.runs), keep: args.keep });
  mkdirSync(path.join(projectRoot, '.bench'), { recursive: true });
  writeFileSync(path.join(projectRoot, '.bench', 'search-latest.json'), `${JSON.stringify(rows, null, 2)}\n`);
}
