// The longest main-thread task while a page loads and hydrates, in Chromium
// without CPU throttling (a fast desktop). Two views of the same thing:
//  - PerformanceObserver 'longtask' entries, as the page itself sees them
//    (the API reports only tasks of 50 ms or more: "—" means none);
//  - the longest RunTask of the renderer's main thread in a Chromium trace,
//    which also gives the figure when every task stays under 50 ms.
// The window ends when <html data-hydrated> appears (the app's own signal) or,
// for a build without it, when the network has been idle for 500 ms; then one
// more second, so tasks right after hydration count too.

const HYDRATED = 'html[data-hydrated]';

/** One fresh visit (empty cache). */
export async function longTaskRun(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window;
    w.__benchLongTasks = [];
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__benchLongTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    } catch {
      // No longtask support: the trace figure still stands.
    }
    // When the app marks the page hydrated (time since navigation start).
    new MutationObserver(() => {
      if (!w.__benchHydratedAt && document.documentElement.hasAttribute('data-hydrated')) w.__benchHydratedAt = performance.now();
    }).observe(document.documentElement, { attributes: true });
  });
  await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline'] });
  await page.goto(url, { waitUntil: 'load' });
  // Waits in the page's own script, not with a Playwright selector: the first
  // selector call evaluates Playwright's injected script (about 330 KB) in the
  // page, a 90–140 ms task the trace would count as the page's longest.
  const hydrated = await page
    .evaluate(
      ([selector, timeout]) =>
        new Promise((resolve) => {
          const done = () => document.querySelector(selector) && resolve(window.__benchHydratedAt ?? performance.now());
          if (done()) return;
          new MutationObserver(done).observe(document.documentElement, { attributes: true });
          setTimeout(() => resolve(null), timeout);
        }),
      [HYDRATED, 15_000],
    )
    .catch(() => null);
  if (hydrated === null) await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const observed = await page.evaluate(() => window.__benchLongTasks);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  await context.close();

  const events = trace.traceEvents ?? trace;
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`));
  const traceLongestMs = tasks.reduce((max, e) => Math.max(max, (e.dur ?? 0) / 1000), 0);
  return {
    observedLongestMs: observed.length ? Math.max(...observed) : 0,
    observedCount: observed.length,
    traceLongestMs,
    tasksOver50: tasks.filter((e) => e.dur / 1000 > 50).length,
    hydratedMs: hydrated,
  };
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Medians over the visits of one page and build. */
export function summariseLongTasks(all) {
  const pick = (key) => all.map((r) => r[key]).filter((v) => v !== null);
  return {
    runs: all.length,
    observedLongestMs: Math.round(median(pick('observedLongestMs'))),
    observedCount: median(pick('observedCount')),
    traceLongestMs: Math.round(median(pick('traceLongestMs'))),
    tasksOver50: median(pick('tasksOver50')),
    hydratedMs: pick('hydratedMs').length ? Math.round(median(pick('hydratedMs'))) : null,
    traceLongestRuns: all.map((r) => Math.round(r.traceLongestMs)),
  };
}
