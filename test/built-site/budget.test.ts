import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sitemapPages, isDocsPage } from '../../e2e/site-pages';
import { BUILT_SITE_DIR, served } from './site';

/**
 * The HTML budget of the budgeted docs pages (scripts/test/budgets.json), gzipped at level 9 as
 * e2e/first-load.ts measures it: the served file is the document the browser receives (was
 * e2e/budget.spec.ts's HTML half; the JavaScript and CSS a first visit runs are measured in the
 * browser, e2e/a11y.spec.ts).
 */
const budgets = JSON.parse(fs.readFileSync('scripts/test/budgets.json', 'utf8')) as { docsHtml: { gzipBytes: number; pages: string[] } };
const pages = sitemapPages(BUILT_SITE_DIR);
const htmlPages = budgets.docsHtml.pages.filter((p) => pages.includes(p));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('docs page HTML stays within budget', () => {
  it('the budgeted docs pages exist in the build', () => {
    expect(htmlPages.length, `none of ${budgets.docsHtml.pages.join(', ')} is in the sitemap`).toBeGreaterThan(0);
    expect(htmlPages.every(isDocsPage)).toBe(true);
  });

  it.each(htmlPages)('/%s', (pagePath) => {
    const { status, file } = served(pagePath);
    expect(status).toBe(200);
    const gzip = gzipSync(fs.readFileSync(file), { level: 9 }).length;
    expect(
      gzip,
      `HTML of /${pagePath} is ${kb(gzip)} gzip, over the ${kb(budgets.docsHtml.gzipBytes)} budget ` +
        `(check for inlined CSS or data, and markup repeated on every page)`,
    ).toBeLessThanOrEqual(budgets.docsHtml.gzipBytes);
  });
});
