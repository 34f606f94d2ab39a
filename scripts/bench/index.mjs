// `npm run bench`: the performance budget, measured (a script, not a test:
// timings vary from run to run, so nothing here fails `npm test`).
//
//   node scripts/bench/index.mjs [--skip-build] [--warm] [--mobile-runs 5] [--desktop-runs 1] [--no-lighthouse]
//                          [--task-runs 5] [--compare <git ref>] [--build-runs 0]
//
// 1. Production build time (the build entry `npm run build` runs, cold unless --warm).
// 2. For each page of scripts/test/budgets.json `benchPages` that the build has:
//    HTML bytes, first-load JavaScript and CSS bytes (raw and gzip), request
//    count, measured in Chromium through Playwright with an empty cache.
// 3. Lighthouse 12 (mobile and desktop presets) on the same pages: the four
//    category scores with FCP, LCP, TBT and CLS; mobile performance is the
//    median of --mobile-runs runs.
// 4. The longest main-thread task while each page loads and hydrates
//    (scripts/bench/long-tasks.mjs: PerformanceObserver and a trace, no CPU
//    throttling), median of --task-runs visits.
// 5. Which modules the first-load JavaScript is made of (from the source maps).
// 6. Search through the search box (scripts/bench/search.mjs): bytes fetched for a first and a
//    second query and the longest main-thread task while opening search and typing, for today's
//    pages and with --search-pages N synthetic pages added (default 300, 0 skips; built in
//    temporary copies), side by side with --search-baseline <ref> (default: the --compare ref).
// With --compare <ref> (e.g. HEAD~1), that commit is built too
// (scripts/bench/baseline.mjs) and measured in the same run, each visit and
// Lighthouse run alternating between the two builds, so the machine's load
// weighs on both alike; a before/after table with ratios is printed.
// With --build-runs N (and --compare), both trees are also built N times cold
// (`--clean`) and N times warm (cache kept), alternating between
// them, and the median build times are printed side by side.
// Prints tables and writes everything to .bench/bench-<timestamp>.json (and .bench/latest.json).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM, CHROMIUM_FLAGS } from '../test/ensure-chromium.mjs';
import { SOURCE_MAPS_VARIABLE } from '../site/build.mjs';
import { prepareBaseline } from './baseline.mjs';
import { longTaskRun, summariseLongTasks } from './long-tasks.mjs';
import { startPagesLikeServer as startServer } from './pages-server.mjs';
import { projectRoot, siteConfigField } from '../site/site-config-field.mjs';

const { values: args } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    warm: { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'mobile-runs': { type: 'string', default: '5' },
    'desktop-runs': { type: 'string', default: '1' },
    'task-runs': { type: 'string', default: '5' },
    compare: { type: 'string' },
    'build-runs': { type: 'string', default: '0' },
    'search-pages': { type: 'string', default: '300' },
    'search-baseline': { type: 'string' },
    'search-runs': { type: 'string', default: '3' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '9480' },
  },
});

const PREFIX = siteConfigField('pathPrefix');
const publicDir = path.join(projectRoot, 'public');
const budgets = JSON.parse(readFileSync(path.join(projectRoot, 'scripts/test/budgets.json'), 'utf8'));
const port = Number(args.port);
// The --compare build is served on its own port (port + 1 is Chromium's debugging port).
const baselinePort = port + 2;
const pageUrl = (page, at = port) => `http://127.0.0.1:${at}${PREFIX}/${page}`;
const gzip = (data) => gzipSync(data, { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// ── 1. build ──────────────────────────────────────────────────────────────
/**
 * One timed build in `cwd` through its build entry (`npm run build`'s, with --prefix-paths), cold (`--clean`) or
 * warm; a tree from before the entry existed runs `gatsby clean` and `gatsby build --prefix-paths`.
 */
function timedBuild(cwd, cold) {
  const entry = ['scripts/site/build.mjs', 'scripts/build.mjs'].find((file) => existsSync(path.join(cwd, file)));
  if (cold && !entry) spawnSync('npx', ['gatsby', 'clean'], { cwd, stdio: 'ignore' });
  const started = process.hrtime.bigint();
  // With the browser bundles' source maps (off in `npm run build`): section 4 reads them to say which
  // modules the first-load JavaScript is made of. The bundles differ only by their sourceMappingURL line.
  const env = { ...process.env, [SOURCE_MAPS_VARIABLE]: '1' };
  const [command, commandArgs] = entry ? [process.execPath, [entry, ...(cold ? ['--clean'] : [])]] : ['npx', ['gatsby', 'build', '--prefix-paths']];
  const result = spawnSync(command, commandArgs, { cwd, encoding: 'utf8', env, maxBuffer: 1 << 28 });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    console.error(result.stdout.slice(-4000), result.stderr.slice(-4000));
    throw new Error(`the build in ${cwd} failed; fix it (or set BROKEN_LINKS=warn while iterating) before benchmarking.`);
  }
  return Number(seconds.toFixed(2));
}

function build() {
  console.log(`▶ ${args.warm ? 'warm' : 'cold'} production build (the build entry, path-prefixed)…`);
  const seconds = timedBuild(projectRoot, !args.warm);
  console.log(`  built in ${seconds.toFixed(1)} s`);
  return { seconds, cold: !args.warm };
}

/** Cold and warm build times of this tree and the baseline's, alternating, `runs` of each. */
function compareBuildTimes(baselineDir, runs) {
  const times = { current: { cold: [], warm: [] }, baseline: { cold: [], warm: [] } };
  for (let run = 1; run <= runs; run += 1) {
    for (const kind of ['cold', 'warm']) {
      for (const [tree, cwd] of [['current', projectRoot], ['baseline', baselineDir]]) {
        const seconds = timedBuild(cwd, kind === 'cold');
        times[tree][kind].push(seconds);
        console.log(`  build ${run}/${runs} ${kind} ${tree}: ${seconds.toFixed(1)} s`);
      }
    }
  }
  return times;
}

function sitemapPages() {
  const xml = readFileSync(path.join(publicDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname.slice(PREFIX.length + 1));
}

/** The built site served like GitHub Pages (scripts/bench/pages-server.mjs), on this run's port unless told. */
const startPagesLikeServer = (root, listenPort = port) => startServer(root, PREFIX, listenPort);

// ── 2. bytes and requests of the first visit ──────────────────────────────
async function firstLoad(browser, page, at = port) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const tab = await context.newPage();
  const bodies = [];
  let requests = 0;
  tab.on('request', () => (requests += 1));
  tab.on('response', (response) => {
    const type = response.request().resourceType();
    if (['document', 'script', 'stylesheet'].includes(type) && response.status() === 200) {
      bodies.push(response.body().then((body) => ({ type, url: response.url(), body }), () => null));
    }
  });
  await tab.goto(pageUrl(page, at));
  // Bundles may be requested only after the first paint: wait for hydration where the build
  // marks it (a build without the marker falls through after 15 s), then for the network to idle.
  await tab.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 }).catch(() => {});
  await tab.waitForLoadState('networkidle');
  const responses = (await Promise.all(bodies)).filter(Boolean);
  await context.close();
  const html = responses.find((r) => r.type === 'document').body;
  const inlineCss = [...html.toString('utf8').matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const total = (type) => {
    const files = responses.filter((r) => r.type === type);
    return {
      files: files.length,
      raw: files.reduce((n, f) => n + f.body.length, 0),
      gzip: files.reduce((n, f) => n + gzip(f.body), 0),
      urls: files.map((f) => new URL(f.url).pathname),
    };
  };
  const css = total('stylesheet');
  if (inlineCss) {
    css.raw += Buffer.byteLength(inlineCss);
    css.gzip += gzip(inlineCss);
  }
  return { html: { raw: html.length, gzip: gzip(html) }, js: total('script'), css, requests };
}

// ── 3. Lighthouse ─────────────────────────────────────────────────────────
async function launchChromium(debugPort) {
  const child = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, '--headless=new', `--remote-debugging-port=${debugPort}`, `--user-data-dir=${path.join(projectRoot, '.bench', 'chromium-profile')}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  await new Promise((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open its debugging port:\n${log}`)), 30_000);
    child.stderr.on('data', (chunk) => {
      log += chunk;
      if (/DevTools listening on ws:/.test(log)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${log}`)));
  });
  return child;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function lighthouseRun(url, debugPort, formFactor) {
  const flags = { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  const { categories, audits } = result.lhr;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  // Audits that cost points: weighted in their category and not fully passed.
  const failing = CATEGORIES.flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
      .map((ref) => `${ref.id} (${Math.round(audits[ref.id].score * 100)})`),
  );
  const lcpElement = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    failingAudits: failing,
    lcpElement,
  };
}

/** Median of every number; the union of the failing audits (null without runs). */
function summarise(runs) {
  if (!runs.length) return null;
  const out = { runs: runs.length };
  for (const key of ['performance', 'accessibility', 'best-practices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls']) {
    out[key] = median(runs.map((r) => r[key]));
  }
  out.performanceRuns = runs.map((r) => r.performance);
  out.failingAudits = [...new Set(runs.flatMap((r) => r.failingAudits.map((a) => a.replace(/ \(\d+\)$/, ''))))];
  out.lcpElement = runs[0]?.lcpElement ?? null;
  return out;
}

// ── 4. what the first-load JavaScript is made of ──────────────────────────
/** Generated bytes per original module, from a chunk's source map, grouped by npm package. */
function chunkComposition(file) {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return null;
  const code = readFileSync(file, 'utf8');
  const lines = code.split('\n');
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
  const sizes = new Map();
  let previous = null;
  const lineStarts = [];
  let acc = 0;
  for (const line of lines) {
    lineStarts.push(acc);
    acc += line.length + 1;
  }
  const at = (line, column) => lineStarts[line - 1] + column;
  consumer.eachMapping((m) => {
    const position = at(m.generatedLine, m.generatedColumn);
    if (previous) sizes.set(previous.source, (sizes.get(previous.source) ?? 0) + (position - previous.position));
    previous = { source: m.source ?? '(webpack runtime)', position };
  }, null, SourceMapConsumer.GENERATED_ORDER);
  if (previous) sizes.set(previous.source, (sizes.get(previous.source) ?? 0) + (code.length - previous.position));
  const grouped = new Map();
  for (const [source, bytes] of sizes) {
    const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
    const key = pkg ? `npm:${pkg}` : source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
    grouped.set(key, (grouped.get(key) ?? 0) + bytes);
  }
  return grouped;
}

function composition(urls) {
  const totals = new Map();
  for (const url of urls) {
    const file = path.join(publicDir, url.slice(PREFIX.length + 1));
    const parts = chunkComposition(file);
    if (!parts) continue;
    for (const [key, bytes] of parts) totals.set(key, (totals.get(key) ?? 0) + bytes);
  }
  return [...totals].sort((a, b) => b[1] - a[1]).map(([module, bytes]) => ({ module, rawBytes: bytes }));
}

// ── output ────────────────────────────────────────────────────────────────
function table(rows, columns) {
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (cells) => cells.map((cell, i) => String(cell ?? '').padEnd(widths[i])).join('  ');
  return [line(columns), line(widths.map((w) => '─'.repeat(w))), ...rows.map((r) => line(columns.map((c) => r[c])))].join('\n');
}

/** Before (the --compare build) and after (this tree), side by side, with after/before ratios. */
function printComparison(report) {
  const before = report.baseline;
  const ratio = (b, a) => (b > 0 ? `${(a / b).toFixed(2)}×` : a > 0 ? 'new' : '—');
  const rows = [];
  for (const page of Object.keys(report.pages)) {
    const metric = (name, b, a, unit = '') => rows.push({ page, metric: name, before: `${b}${unit}`, after: `${a}${unit}`, ratio: ratio(b, a) });
    const lb = before.longTasks[page];
    const la = report.longTasks[page];
    if (lb && la) {
      metric('longest task, trace (ms)', lb.traceLongestMs, la.traceLongestMs);
      metric('longtask entries (≥ 50 ms)', lb.observedCount, la.observedCount);
    }
    const mb = before.lighthouse[page]?.mobile;
    const ma = report.lighthouse[page]?.mobile;
    if (mb && ma) {
      metric(`mobile TBT, median of ${ma.runs} (ms)`, mb.tbtMs, ma.tbtMs);
      metric(`mobile performance, median of ${ma.runs}`, mb.performance, ma.performance);
      metric('mobile CLS', mb.cls, ma.cls);
      metric('mobile LCP (ms)', mb.lcpMs, ma.lcpMs);
    }
    const pb = before.pages[page];
    const pa = report.pages[page];
    if (pb && pa) metric('first-load JS gzip (KB)', Number(kb(pb.js.gzip)), Number(kb(pa.js.gzip)));
  }
  console.log(`\nBefore (${before.sha}: ${before.subject.slice(0, 70)}) → after (this tree), same run, alternating runs`);
  console.log('The machine may be shared and busy: read the medians and ratios, not single runs.');
  console.log(table(rows, ['page', 'metric', 'before', 'after', 'ratio']));
}

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}; set CHROMIUM_PATH.`);
  mkdirSync(path.join(projectRoot, '.bench'), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    budgets,
    build: null,
    pages: {},
    lighthouse: {},
    longTasks: {},
    firstLoadModules: null,
    search: null,
    baseline: null,
  };
  if (!args['skip-build']) report.build = build();
  else if (!existsSync(path.join(publicDir, 'index.html'))) throw new Error('No build in public/: drop --skip-build.');
  const baseline = args.compare ? prepareBaseline(projectRoot, args.compare) : null;
  if (baseline) report.baseline = { sha: baseline.sha, subject: baseline.subject, pages: {}, lighthouse: {}, longTasks: {} };
  const buildRuns = Number(args['build-runs']);
  if (baseline && buildRuns > 0) {
    console.log(`▶ build times, ${buildRuns} cold and ${buildRuns} warm per tree, alternating…`);
    report.buildTimes = compareBuildTimes(path.dirname(baseline.publicDir), buildRuns);
  }

  const available = new Set(sitemapPages());
  const pages = budgets.benchPages.filter((p) => available.has(p));
  const missing = budgets.benchPages.filter((p) => !available.has(p));
  if (missing.length) console.log(`  not in this build, skipped: ${missing.map((p) => `/${p}`).join(', ')}`);

  // Each target: a build, the port it is served on, where its figures go.
  const targets = [{ name: 'this tree', at: port, out: report, root: publicDir }];
  if (baseline) targets.unshift({ name: `baseline ${baseline.sha}`, at: baselinePort, out: report.baseline, root: baseline.publicDir });
  const servers = await Promise.all(targets.map((t) => startPagesLikeServer(t.root, t.at)));
  try {
    console.log('▶ first-visit bytes and requests…');
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    for (const page of pages) {
      for (const t of targets) t.out.pages[`/${page}`] = await firstLoad(browser, page, t.at);
    }

    const taskRuns = Number(args['task-runs']);
    console.log(`▶ longest main-thread task during load and hydration: ${taskRuns} visit(s) per page and build…`);
    for (const page of pages) {
      const runs = new Map(targets.map((t) => [t, []]));
      for (let i = 0; i < taskRuns; i += 1) {
        for (const t of targets) runs.get(t).push(await longTaskRun(browser, pageUrl(page, t.at)));
      }
      for (const t of targets) t.out.longTasks[`/${page}`] = summariseLongTasks(runs.get(t));
      console.log(`  /${page}: ${targets.map((t) => `${t.name} ${t.out.longTasks[`/${page}`].traceLongestRuns.join(', ')} ms`).join('; ')}`);
    }
    await browser.close();

    if (!args['no-lighthouse']) {
      const mobileRuns = Number(args['mobile-runs']);
      const desktopRuns = Number(args['desktop-runs']);
      console.log(`▶ Lighthouse: ${mobileRuns} mobile + ${desktopRuns} desktop run(s) per page and build…`);
      const debugPort = port + 1;
      for (const page of pages) {
        const runs = new Map(targets.map((t) => [t, { mobile: [], desktop: [] }]));
        for (const [formFactor, count] of [['mobile', mobileRuns], ['desktop', desktopRuns]]) {
          for (let i = 0; i < count; i += 1) {
            for (const t of targets) {
              // A fresh browser per run: no cache, no leftovers from the previous page.
              const chrome = await launchChromium(debugPort);
              try {
                runs.get(t)[formFactor].push(await lighthouseRun(pageUrl(page, t.at), debugPort, formFactor));
              } finally {
                chrome.kill();
                await new Promise((resolve) => chrome.once('exit', resolve));
              }
            }
          }
        }
        for (const t of targets) {
          const r = runs.get(t);
          t.out.lighthouse[`/${page}`] = { mobile: summarise(r.mobile), desktop: summarise(r.desktop) };
        }
        console.log(
          `  /${page}: ${targets
            .map((t) => `${t.name}: mobile perf ${t.out.lighthouse[`/${page}`].mobile.performanceRuns.join(', ')}, TBT median ${t.out.lighthouse[`/${page}`].mobile.tbtMs} ms`)
            .join('; ')}`,
        );
      }
    }
  } finally {
    for (const server of servers) server.close();
  }

  // The heaviest measured docs page: what its first-load JavaScript consists of.
  const heaviest = Object.entries(report.pages).sort((a, b) => b[1].js.gzip - a[1].js.gzip)[0];
  if (heaviest) report.firstLoadModules = { page: heaviest[0], modules: composition(heaviest[1].js.urls) };

  const { benchSearchSites } = await import(pathToFileURL(path.join(projectRoot, 'scripts/bench/search.mjs')).href);
  const searchBaseline = args['search-baseline'] ?? args.compare;
  report.search = await benchSearchSites({
    pages: Number(args['search-pages']),
    baseline: searchBaseline,
    // The --compare build of the same commit is reused for today's pages.
    baselinePublicDir: baseline && searchBaseline === args.compare ? baseline.publicDir : undefined,
    port: port + 4,
    runs: Number(args['search-runs']),
  });

  // ── print ──
  const B = budgets;
  const mark = (ok) => (ok ? '✔' : '✖');
  console.log('\nFirst visit (gzip level 9; GitHub Pages serves gzip)');
  console.log(
    table(
      Object.entries(report.pages).map(([page, p]) => ({
        page,
        'HTML raw': `${kb(p.html.raw)} KB`,
        'HTML gz': `${kb(p.html.gzip)} KB${B.docsHtml.pages.includes(page.slice(1)) ? ` ${mark(p.html.gzip <= B.docsHtml.gzipBytes)}` : ''}`,
        'JS raw': `${kb(p.js.raw)} KB`,
        'JS gz': `${kb(p.js.gzip)} KB ${mark(p.js.gzip <= B.firstLoad.jsGzipBytes)}`,
        'CSS raw': `${kb(p.css.raw)} KB`,
        'CSS gz': `${kb(p.css.gzip)} KB ${mark(p.css.gzip <= B.firstLoad.cssGzipBytes)}`,
        requests: p.requests,
      })),
      ['page', 'HTML raw', 'HTML gz', 'JS raw', 'JS gz', 'CSS raw', 'CSS gz', 'requests'],
    ),
  );
  console.log(`Budgets: JS ≤ ${kb(B.firstLoad.jsGzipBytes)} KB, CSS ≤ ${kb(B.firstLoad.cssGzipBytes)} KB, docs HTML ≤ ${kb(B.docsHtml.gzipBytes)} KB (gzip)`);

  if (Object.keys(report.lighthouse).length) {
    const L = B.lighthouse;
    const rows = [];
    for (const [page, { mobile, desktop }] of Object.entries(report.lighthouse)) {
      for (const [formFactor, r] of [['mobile', mobile], ['desktop', desktop]]) {
        if (!r) continue;
        const perfBudget = formFactor === 'mobile' ? L.performanceMobileMedian : L.performanceDesktop;
        rows.push({
          page,
          device: `${formFactor}${r.runs > 1 ? ` (median of ${r.runs})` : ''}`,
          perf: `${r.performance} ${mark(r.performance >= perfBudget)}`,
          a11y: `${r.accessibility} ${mark(r.accessibility >= L.accessibility)}`,
          'best-pr.': `${r['best-practices']} ${mark(r['best-practices'] >= L['best-practices'])}`,
          seo: `${r.seo} ${mark(r.seo >= L.seo)}`,
          FCP: `${r.fcpMs} ms`,
          LCP: `${r.lcpMs} ms`,
          TBT: `${r.tbtMs} ms`,
          CLS: r.cls,
          'failing audits': r.failingAudits.join(' ') || '—',
        });
      }
    }
    console.log('\nLighthouse 12');
    console.log(table(rows, ['page', 'device', 'perf', 'a11y', 'best-pr.', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'failing audits']));
  }

  if (Object.keys(report.longTasks).length) {
    console.log(`\nLongest main-thread task during load and hydration (Chromium, no CPU throttling, median of ${args['task-runs']} visits)`);
    // The trace sees every task of the renderer's main thread, from the navigation's commit on;
    // the page's observer only those after its document exists. Both are medians over the visits.
    console.log('longtask entries: tasks of 50 ms or more the page itself observed (PerformanceObserver), median count per visit.');
    console.log(
      table(
        Object.entries(report.longTasks).map(([page, t]) => ({
          page,
          'longest task (trace)': `${t.traceLongestMs} ms ${mark(t.traceLongestMs <= 50)}`,
          'longtask entries': `${t.observedCount} ${mark(t.observedCount === 0)}`,
          'longest longtask entry': t.observedCount ? `${t.observedLongestMs} ms` : '— (none ≥ 50 ms)',
          'hydrated at': t.hydratedMs === null ? '—' : `${t.hydratedMs} ms`,
        })),
        ['page', 'longest task (trace)', 'longtask entries', 'longest longtask entry', 'hydrated at'],
      ),
    );
  }

  if (report.baseline) printComparison(report);

  if (report.firstLoadModules) {
    console.log(`\nFirst-load JavaScript of ${report.firstLoadModules.page} by module (minified bytes, top 15)`);
    console.log(
      table(
        report.firstLoadModules.modules.slice(0, 15).map((m) => ({ module: m.module, 'KB (min)': kb(m.rawBytes) })),
        ['module', 'KB (min)'],
      ),
    );
  }
  if (report.build) console.log(`\nBuild: ${report.build.seconds} s (${report.build.cold ? 'cold' : 'warm'})`);
  if (report.buildTimes) {
    const { current, baseline } = report.buildTimes;
    console.log(`\nBuild times (median of ${current.cold.length}, seconds): this tree vs ${report.baseline.sha}`);
    console.log(
      table(
        ['cold', 'warm'].map((kind) => ({
          build: kind,
          [report.baseline.sha]: median(baseline[kind]).toFixed(1),
          now: median(current[kind]).toFixed(1),
          ratio: (median(current[kind]) / median(baseline[kind])).toFixed(2),
        })),
        ['build', report.baseline.sha, 'now', 'ratio'],
      ),
    );
  }
  if (report.search) {
    console.log('\nSearch (first and second query, gzip as sent; longest main-thread task from opening search to the second answer)');
    console.log(
      table(
        report.search.map((r) => ({
          site: r.site,
          build: r.build,
          '1st query': `${kb(r.result.first.bytes)} KB`,
          '2nd query': `${kb(r.result.second.bytes)} KB`,
          'longest task': `${r.result.longestTaskMs} ms ${mark(r.result.longestTaskMs <= 50)}`,
          'its CPU': `${r.result.longestTaskCpuMs} ms`,
        })),
        ['site', 'build', '1st query', '2nd query', 'longest task', 'its CPU'],
      ),
    );
  }

  const stamp = report.date.replace(/[:.]/g, '-');
  const out = path.join(projectRoot, '.bench', `bench-${stamp}.json`);
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(projectRoot, '.bench', 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(projectRoot, out)}`);
}

main().catch((error) => {
  console.error(`✖ bench failed: ${error.message}`);
  process.exit(1);
});
