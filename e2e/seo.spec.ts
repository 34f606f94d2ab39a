import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, route, endsAt, pageTitle, PREFIX } from './fixtures';
import { waitForHydration } from './hydration';
import { allowing, sidebarLink } from './runtime-helpers';
import { siteConfig } from '../src/site-config';

const SITE = siteConfig.url;

// The prerendered head of every page (canonical, description, social cards, robots) and the not-found
// page's noindex are checked without a browser in test/built-site/head.test.ts.

test('the social card is a 1200×630 PNG', async ({ request }) => {
  const body = await (await request.get(route('img/social-card.png'))).body();
  expect(body.subarray(1, 4).toString()).toBe('PNG');
  expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('sitemap.xml lists every page, absolute and under the prefix, and not the 404 page', async ({ request }) => {
  const response = await request.get(route('sitemap.xml'));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const url of urls) expect(url.startsWith(`${SITE}${PREFIX}/`)).toBe(true);
  expect(urls).toContain(`${SITE}${PREFIX}/`);
  expect(urls).toContain(`${SITE}${PREFIX}/docs/intro`);
  expect(urls.some((url) => /404/.test(url))).toBe(false);
  // Every listed URL answers 200 on the server that mimics GitHub Pages.
  for (const url of urls) expect((await request.get(new URL(url).pathname)).status(), url).toBe(200);
});

test('robots.txt is served under the prefix and points at the sitemap', async ({ request }) => {
  const response = await request.get(route('robots.txt'));
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toContain(`Sitemap: ${SITE}${PREFIX}/sitemap.xml`);
});

/**
 * The head after client-side navigations. The first page's head is
 * prerendered; react-helmet, which rewrites it for the next pages, loads only
 * when the reader navigates or hovers a link (src/theme/HeadTags).
 */
test.describe('the head follows client-side navigation', () => {
  type Head = { title: string; canonical: string | null; description: string | null; ogUrl: string | null; canonicals: number };
  const readHead = async (page: Page): Promise<Head> => ({
    title: await page.title(),
    canonical: await page.locator('head link[rel="canonical"]').first().getAttribute('href'),
    description: await page.locator('head meta[name="description"]').first().getAttribute('content'),
    ogUrl: await page.locator('head meta[property="og:url"]').first().getAttribute('content'),
    canonicals: await page.locator('head link[rel="canonical"]').count(),
  });
  /** The head a page is prerendered with, read from a fresh tab. */
  const prerenderedHead = async (context: BrowserContext, path: string): Promise<Head> => {
    const tab = await context.newPage();
    await tab.goto(route(path));
    const head = await readHead(tab);
    await tab.close();
    return head;
  };
  const headScripts = (page: Page) => {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && /\/head-tags-[0-9a-f]+\.js$/.test(request.url())) urls.push(request.url());
    });
    return urls;
  };

  test('after each navigation the head is the new page’s prerendered head; the first visit never loads the head manager', async ({ page, context }) => {
    const requested = headScripts(page);
    await page.goto(route('docs/intro'));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(requested, 'the first page’s head is prerendered: no head manager on a first visit').toEqual([]);

    for (const [name, path] of [['Getting Started', 'docs/getting-started'], ['Comparison', 'docs/comparison']] as const) {
      const expected = await prerenderedHead(context, path);
      await sidebarLink(page, name).click();
      await expect(page).toHaveURL(endsAt(path));
      await expect(page).toHaveTitle(expected.title);
      expect(await readHead(page)).toEqual(expected);
      expect(expected.canonicals).toBe(1);
    }
    expect(requested).toHaveLength(1);

    // Back restores the first page's head too.
    await page.goBack();
    await expect(page).toHaveURL(endsAt('docs/getting-started'));
    await expect(page).toHaveTitle(pageTitle('Getting Started'));
  });

  test.describe('when the head manager cannot load', () => {
    test.use({ allowConsole: allowing(/Failed to load resource/, /ChunkLoadError|Loading chunk/) });

    test('the navigation still lands and the page warns; the next navigation loads it and fixes the head', async ({ page, context }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.route(/\/head-tags-[0-9a-f]+\.js$/, (request) => request.abort());
      await page.goto(route('docs/intro'));
      await waitForHydration(page);

      await sidebarLink(page, 'Getting Started').click();
      await expect(page).toHaveURL(endsAt('docs/getting-started'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting Started');
      await expect.poll(() => warnings.some((text) => text.includes('[head-tags]'))).toBe(true);
      expect(await page.title()).toBe(pageTitle('Introduction'));

      await page.unroute(/\/head-tags-[0-9a-f]+\.js$/);
      const expected = await prerenderedHead(context, 'docs/comparison');
      await sidebarLink(page, 'Comparison').click();
      await expect(page).toHaveTitle(expected.title);
      expect(await readHead(page)).toEqual(expected);
    });
  });
});
