import { readFileSync } from 'node:fs';
import { test, expect, route } from './fixtures';
import { sitemapPages, isDocsPage, pageLabel } from './site-pages';
import { measureFirstLoad, kb } from './first-load';

/**
 * Size budgets of the first visit, checked on every build. Sizes are stable
 * from build to build, so they can fail a test; timings cannot, and live in
 * `npm run bench` with Lighthouse.
 */
const budgets = JSON.parse(readFileSync('scripts/test/budgets.json', 'utf8')) as {
  firstLoad: { jsGzipBytes: number; cssGzipBytes: number };
  docsHtml: { gzipBytes: number; pages: string[] };
};

const pages = sitemapPages();
const list = (files: Array<{ url: string; gzip: number }>) =>
  files
    .sort((a, b) => b.gzip - a.gzip)
    .map((f) => `  ${kb(f.gzip).padStart(9)}  ${new URL(f.url, 'http://x').pathname}`)
    .join('\n');

test.describe('first-visit JavaScript and CSS stay within budget', () => {
  for (const path of pages) {
    test(pageLabel(path), async ({ page }, testInfo) => {
      const load = await measureFirstLoad(page, route(path));
      testInfo.annotations.push({
        type: 'first load',
        description: `HTML ${kb(load.html.gzip)}, JS ${kb(load.js.gzip)}, CSS ${kb(load.css.gzip)} gzip; ${load.requests} requests`,
      });
      expect(load.js.files.length, 'the page runs the Gatsby runtime').toBeGreaterThan(2);
      const jsLimit = budgets.firstLoad.jsGzipBytes;
      expect(
        load.js.gzip,
        `JavaScript executed on the first visit of /${path} is ${kb(load.js.gzip)} gzip, over the ` +
          `${kb(jsLimit)} budget. Load heavy modules (dialog kits, search, prism languages) ` +
          `only where and when they are used. Files:\n${list(load.js.files)}\n`,
      ).toBeLessThanOrEqual(jsLimit);
      expect(
        load.css.gzip,
        `CSS of /${path} is ${kb(load.css.gzip)} gzip, over the ${kb(budgets.firstLoad.cssGzipBytes)} budget:\n${list(load.css.files)}\n`,
      ).toBeLessThanOrEqual(budgets.firstLoad.cssGzipBytes);
    });
  }
});

const htmlPages = budgets.docsHtml.pages.filter((path) => pages.includes(path));

test.describe('docs page HTML stays within budget', () => {
  test('the budgeted docs pages exist in the build', () => {
    expect(htmlPages.length, `none of ${budgets.docsHtml.pages.join(', ')} is in the sitemap`).toBeGreaterThan(0);
    expect(htmlPages.every(isDocsPage)).toBe(true);
  });
  for (const path of htmlPages) {
    test(pageLabel(path), async ({ page }) => {
      const load = await measureFirstLoad(page, route(path));
      const htmlLimit = budgets.docsHtml.gzipBytes;
      expect(
        load.html.gzip,
        `HTML of /${path} is ${kb(load.html.gzip)} gzip, over the ${kb(htmlLimit)} budget ` +
          `(check for inlined CSS or data, and markup repeated on every page)`,
      ).toBeLessThanOrEqual(htmlLimit);
    });
  }
});

test.describe('the deployed bundles', () => {
  test('carry no source maps (`npm run build -- --source-maps` writes them)', async ({ page }) => {
    const load = await measureFirstLoad(page, route('docs/intro'));
    expect(load.js.files.length).toBeGreaterThan(2);
    for (const { url } of load.js.files) {
      expect(await (await page.request.get(url)).text(), url).not.toContain('sourceMappingURL');
      expect((await page.request.get(`${url}.map`)).status(), `${url}.map`).toBe(404);
    }
  });
});
