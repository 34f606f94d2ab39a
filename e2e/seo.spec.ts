import { test, expect, route, PREFIX } from './fixtures';
import { sitemapPages, pageLabel } from './site-pages';
import { siteConfig } from '../src/site-config';

const SITE = siteConfig.url;
const pages = sitemapPages();

test.describe('every page carries its canonical URL, description and social cards', () => {
  for (const page of pages) {
    test(pageLabel(page), async ({ page: tab, request }) => {
      const response = await tab.goto(route(page));
      expect(response?.status()).toBe(200);
      const head = tab.locator('head');
      const meta = (key: string) =>
        head.locator(`meta[name="${key}"], meta[property="${key}"]`).getAttribute('content');
      const title = await tab.title();
      const canonical = await head.locator('link[rel="canonical"]').getAttribute('href');

      // The canonical URL is the page's own deployed address, and exactly one.
      await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
      expect(canonical).toBe(`${SITE}${route(page)}`);
      const description = await meta('description');
      expect(description).toMatch(/^.{30,200}$/);
      await expect(head.locator('meta[name="robots"]'), 'a listed page must be indexable').toHaveCount(0);

      expect(await meta('og:title')).toBe(title);
      expect(await meta('og:description')).toBe(description);
      expect(await meta('og:url')).toBe(canonical);
      expect(await meta('og:type')).toMatch(/^(website|article)$/);
      expect(await meta('og:site_name')).toBe('React Dialog Hub');
      expect(await meta('twitter:card')).toBe('summary_large_image');
      expect(await meta('twitter:title')).toBe(title);
      expect(await meta('twitter:description')).toBe(description);

      // The card image is absolute, under the prefix, and really served as a PNG.
      const image = await meta('og:image');
      expect(image).toBe(`${SITE}${PREFIX}/img/social-card.png`);
      expect(await meta('twitter:image')).toBe(image);
      expect(await meta('og:image:alt')).toBeTruthy();
      const served = await request.get(new URL(image!).pathname);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe('image/png');
    });
  }
});

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

test.describe('not-found page', () => {
  test.use({ allowConsole: [/status of 404/] });
  test('asks search engines not to index it', async ({ page }) => {
    await page.goto(route('no/such/page'));
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
