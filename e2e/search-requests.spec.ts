import type { Request } from '@playwright/test';
import { test, expect, route } from './fixtures';
import { fileName, INDEX_FILE, openSearch, options, search, SEARCH_FILES, snippetsInView } from './search-helpers';

// What search requests, and when: these tests count the requests a page makes, so they get a fresh
// browser context each (scripts/test/context-reuse.mjs); the rest of search is in search.spec.ts.

test('pages fetch nothing for search until it opens; then once per session', async ({ page }) => {
  const fetched: string[] = [];
  const staticQueries: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (SEARCH_FILES.test(pathname)) fetched.push(pathname);
    // Where the search files are is not page data: no page loads a static query result for it.
    if (pathname.includes('/page-data/sq/')) staticQueries.push(pathname);
  });
  await page.goto(route('docs/intro'));
  await page.waitForLoadState('networkidle');
  // Navigating client-side and idling must not fetch it either.
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Comparison' }).click();
  await expect(page.locator('h1')).toHaveText('Comparison');
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  expect(staticQueries).toEqual([]);

  await openSearch(page);
  await search(page, 'provider');
  await snippetsInView(page);
  const names = fetched.map(fileName);
  // One fixed-URL file carries what every query needs; nothing else is fetched from outside the index's folder.
  expect(fetched.filter((p) => INDEX_FILE.test(p))).toHaveLength(1);
  expect(fetched.filter((p) => !INDEX_FILE.test(p)).every((p) => /\/static\/search\/[0-9a-f]{16}\//.test(p))).toBe(true);
  expect(names.some((n) => /^p\d+\.json$/.test(n))).toBe(true);
  expect(names.some((n) => /^t\d+\.json$/.test(n))).toBe(true);
  const count = fetched.length;

  // Closed and reopened on another page, the same query: answered from the session cache.
  await page.keyboard.press('Escape');
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Getting Started' }).click();
  await expect(page.locator('h1')).toHaveText('Getting Started');
  await openSearch(page);
  await search(page, 'provider');
  await snippetsInView(page);
  expect(fetched).toHaveLength(count);
});

test('a query fetches only the index files its words need: a strict subset of the index', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request: Request) => {
    if (SEARCH_FILES.test(new URL(request.url()).pathname)) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto(route('docs/intro'));
  await openSearch(page);
  await search(page, 'dialog provider');
  await expect(options(page).first()).toContainText('DialogProvider');
  await snippetsInView(page);
  const indexPath = fetched.find((p) => INDEX_FILE.test(p))!;
  const { manifest } = (await (await page.request.get(indexPath)).json()) as { manifest: { bounds: string[]; textStarts: number[] } };
  // The site is big enough to be cut into several postings and text files (site-config `search`).
  expect(manifest.bounds.length).toBeGreaterThan(1);
  const postings = new Set(fetched.map(fileName).filter((n) => /^p\d+\.json$/.test(n)));
  const texts = new Set(fetched.map(fileName).filter((n) => /^t\d+\.json$/.test(n)));
  expect(postings.size).toBeGreaterThan(0);
  expect(postings.size).toBeLessThan(manifest.bounds.length);
  expect(texts.size).toBeLessThan(manifest.textStarts.length);
  // No word list: the words as typed found something, so no typo was corrected.
  expect(fetched.map(fileName).filter((n) => n.startsWith('w-'))).toEqual([]);
});
