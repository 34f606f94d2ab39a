// developPageDataOnQueryRun (answerOnQueryRun in preload.cjs) on Gatsby's real get-page-data and redux store: a
// browser asks for a page's data while the page's query is dirty, Gatsby's query runner reports the run as it does
// (PAGE_QUERY_RUN, after ADD_PENDING_PAGE_DATA_WRITE when the result changed), and the test looks at what the request
// got before any timer fired. setTimeout is held by the test (Gatsby's 5 s retry runs only when the test fires it), so
// nothing here depends on the clock. Runs in a plain Node child (gatsby-child.mjs) in an empty folder, so Gatsby's
// store starts empty.
import { describe, expect, it } from 'vitest';
import { runInGatsby } from './gatsby-child.mjs';

const SETUP = `
    const fs = require('node:fs');
    const os = require('node:os');
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'page-data-query-run-'));
    process.chdir(site);
    // Timers of a second or more the test fires itself (the retry Gatsby's request waits for); shorter ones run.
    const held = [];
    const realSetTimeout = global.setTimeout;
    const realClearTimeout = global.clearTimeout;
    global.setTimeout = (callback, ms, ...args) => {
      if (!(ms >= 1000)) return realSetTimeout(callback, ms, ...args);
      const timer = { callback: () => callback(...args), ms, cleared: false, unref() { return timer; }, ref() { return timer; } };
      held.push(timer);
      return timer;
    };
    global.clearTimeout = (timer) => (held.includes(timer) ? (timer.cleared = true) : realClearTimeout(timer));
    const fireHeld = () => { for (const timer of held.splice(0)) if (!timer.cleared) timer.callback(); };
    const pending = () => held.filter((timer) => !timer.cleared).map((timer) => timer.ms);
    /** Lets promises, next ticks, immediates and a file read run (no held timer fires). */
    const turns = async (n = 5) => {
      for (let i = 0; i < n; i += 1) await new Promise((resolve) => setImmediate(resolve));
      await fs.promises.readFile(__filename === '[eval]' ? process.execPath : __filename).catch(() => {});
      for (let i = 0; i < n; i += 1) await new Promise((resolve) => setImmediate(resolve));
    };
    /**
     * Waits for a request's answer while no held timer fires: an answer that needs Gatsby's retry never comes, and the
     * wait ends after 3 s of real time instead (a cap for the failing case only; nothing is measured).
     */
    const answered = (seen) => Promise.race([seen.settled, new Promise((resolve) => realSetTimeout(resolve, 3000))]).then(() => seen.answer ?? seen.error);
    const { store, emitter } = gatsbyRequire('./dist/redux');
    // As the preload hands it over: require from get-page-data's own file.
    const pageDataRequire = createRequire(gatsbyRequire.resolve('./dist/utils/get-page-data'));
    const pageDataModule = () => ({ ...gatsbyRequire('./dist/utils/get-page-data') });
    store.dispatch({ type: 'SET_PROGRAM', payload: { directory: site } });
    const writeData = (pagePath, text) => {
      const dir = path.join(site, 'public', 'page-data', pagePath.replace(/^\\//, ''));
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'page-data.json'), JSON.stringify({ path: pagePath, result: { data: { text } } }));
    };
    /** A page whose query ran once and wrote its data; then its node changed (the query is dirty). */
    function dirtyPage(pagePath, text) {
      const component = path.join(site, 'src/templates/Doc.tsx');
      store.dispatch({ type: 'CREATE_PAGE', plugin: { name: 'default-site-plugin' }, payload: { path: pagePath, component, componentPath: component, componentChunkName: 'component---doc', context: {}, matchPath: undefined, pluginCreator___NODE: 'default-site-plugin' } });
      store.dispatch({ type: 'PAGE_QUERY_RUN', payload: { path: pagePath, componentPath: component, queryType: 'page' } });
      writeData(pagePath, text);
      store.getState().queries.trackedQueries.get(pagePath).dirty = 1;
      return component;
    }
    /** What Gatsby's query runner does once a page's query ran: with a changed result, a pending write first. */
    function queryRan(pagePath, component, { changed = false } = {}) {
      if (changed) store.dispatch({ type: 'ADD_PENDING_PAGE_DATA_WRITE', payload: { path: pagePath } });
      store.dispatch({ type: 'PAGE_QUERY_RUN', payload: { path: pagePath, componentPath: component, queryType: 'page' } });
    }
    /** Gatsby's flush: writes the page's new data and clears its pending write. */
    function flushed(pagePath, text) {
      writeData(pagePath, text);
      store.dispatch({ type: 'CLEAR_PENDING_PAGE_DATA_WRITE', payload: { page: pagePath } });
    }
    /** Asks for the page's data, running its query (as develop's machine would) when Gatsby requests that. */
    function ask(getPageData, pagePath, onRunRequested) {
      const seen = { answer: null, error: null, runRequested: 0 };
      const requested = (event) => { if (event?.pagePath === pagePath) { seen.runRequested += 1; onRunRequested?.(); } };
      emitter.on('QUERY_RUN_REQUESTED', requested);
      seen.settled = getPageData(pagePath).then((data) => (seen.answer = data.result.data.text), (error) => (seen.error = error.message)).finally(() => emitter.off('QUERY_RUN_REQUESTED', requested));
      return seen;
    }
    const listeners = (type) => (emitter.all?.get(type) ?? []).length;
`;

const inGatsby = (body) => runInGatsby(SETUP, body);

describe("a page's data asked for while its query is dirty (developPageDataOnQueryRun)", { timeout: 60_000 }, () => {
  it("Gatsby's own: a query that ran with an unchanged result leaves the request waiting for the 5 s retry", () => {
    const result = inGatsby(`
      const { getPageData, RETRY_INTERVAL } = pageDataModule();
      const component = dirtyPage('/docs/a', 'old text');
      const seen = ask(getPageData, '/docs/a', () => queryRan('/docs/a', component));
      await turns();
      const before = { answer: seen.answer, runRequested: seen.runRequested, timers: pending() };
      fireHeld();
      return { RETRY_INTERVAL, before, after: await answered(seen) };
    `);
    expect(result).toEqual({ RETRY_INTERVAL: 5000, before: { answer: null, runRequested: 1, timers: [5000] }, after: 'old text' });
  });

  it('patched: answered as soon as the query has run, with the data written before, and it says so', () => {
    const result = inGatsby(`
      const exports = pageDataModule();
      const lines = [];
      const before = listeners('PAGE_QUERY_RUN');
      preload.answerOnQueryRun(exports, pageDataRequire, { info: (line) => lines.push(line) });
      const component = dirtyPage('/docs/a', 'old text');
      const seen = ask(exports.getPageData, '/docs/a', () => queryRan('/docs/a', component));
      return { lines, answer: await answered(seen), runRequested: seen.runRequested, listenersLeft: listeners('PAGE_QUERY_RUN') - before };
    `);
    expect(result).toEqual({
      lines: ["[fast-build] gatsby develop answers a page's data request once the page's query has run, also when its result did not change, not after 5 s (developPageDataOnQueryRun)"],
      answer: 'old text',
      runRequested: 1,
      listenersLeft: 0,
    });
  });

  it('patched: a query whose result changed is answered with the new data once it is written, never with the old', () => {
    const result = inGatsby(`
      const exports = pageDataModule();
      preload.answerOnQueryRun(exports, pageDataRequire);
      const component = dirtyPage('/docs/a', 'old text');
      const seen = ask(exports.getPageData, '/docs/a', () => queryRan('/docs/a', component, { changed: true }));
      await turns();
      const afterRun = seen.answer;
      flushed('/docs/a', 'new text');
      return { afterRun, afterWrite: await answered(seen) };
    `);
    expect(result).toEqual({ afterRun: null, afterWrite: 'new text' });
  });

  it("patched: another page's query run answers nothing; a request for an up-to-date page is answered at once; a missing page still fails", () => {
    const result = inGatsby(`
      const exports = pageDataModule();
      preload.answerOnQueryRun(exports, pageDataRequire);
      const a = dirtyPage('/docs/a', 'a text');
      const b = dirtyPage('/docs/b', 'b text');
      const seenA = ask(exports.getPageData, '/docs/a');
      await turns();
      queryRan('/docs/b', b);
      await turns();
      const afterOther = seenA.answer;
      queryRan('/docs/a', a);
      const afterOwn = await answered(seenA);
      const fresh = ask(exports.getPageData, '/docs/b');
      const freshAnswer = await answered(fresh);
      const missing = ask(exports.getPageData, '/docs/none');
      return { afterOther, afterOwn, fresh: freshAnswer, freshRunRequested: fresh.runRequested, missing: await answered(missing), timers: pending() };
    `);
    expect(result).toEqual({
      afterOther: null,
      afterOwn: 'a text',
      fresh: 'b text',
      freshRunRequested: 0,
      missing: 'Page "/docs/none" doesn\'t exist. It might have been deleted recently.',
      // Gatsby's own wait for /docs/a, still held: the answer above came without it.
      timers: [5000],
    });
  });

  it("on another shape it keeps Gatsby's getPageData: a warning naming the flag, or (strict) an error naming the file to fix", () => {
    const result = inGatsby(`
      const exports = pageDataModule();
      const original = exports.getPageData;
      const source = fs.readFileSync(gatsbyRequire.resolve('./dist/utils/get-page-data'), 'utf8').replace('query.dirty !== 0', 'query.dirty > 1');
      const warnings = [];
      preload.answerOnQueryRun(exports, pageDataRequire, { strict: false, source, warn: (line) => warnings.push(line) });
      let thrown = '';
      try {
        preload.answerOnQueryRun({ ...exports, RETRY_INTERVAL: undefined }, pageDataRequire);
      } catch (error) {
        thrown = error.message;
      }
      return { kept: exports.getPageData === original, warnings, thrown };
    `);
    expect(result.kept).toBe(true);
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toMatch(/^\[fast-build\] skipped developPageDataOnQueryRun: \[gatsby-internals\] .*the source without query\.dirty !== 0\. Fix answerOnQueryRun in plugins\/gatsby-plugin-fast-build\/node\/preload\.cjs/);
    expect(result.thrown).toMatch(/RETRY_INTERVAL undefined.*--off=developPageDataOnQueryRun/);
  });
});
