import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Page } from '@playwright/test';
import { test, expect, route } from './fixtures';
import { BUILD_DIR } from './build-dir';

// SPEC §2: on the home page a banner warns if the base URL is wrong. The same
// build is served a second time under /elsewhere/, where every asset URL
// (under the configured prefix) 404s, so the JavaScript bundle cannot load.

let elsewhere: Server;
let elsewhereUrl: string;

test.beforeAll(async () => {
  // Dynamic import: serve.mjs is ESM with top-level await, which require() cannot load.
  // @ts-expect-error -- plain ESM script without type declarations
  const { startServer } = await import('../scripts/site/serve.mjs');
  elsewhere = await startServer({ root: BUILD_DIR, prefix: '/elsewhere', port: 0 });
  elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/elsewhere/`;
});
test.afterAll(() => new Promise<void>((resolve) => elsewhere.close(() => resolve())));

const banner = (page: Page) => page.locator('#base-url-banner');

test.describe('served under the wrong base URL', () => {
  // Every script and stylesheet of the build 404s there.
  test.use({ allowConsole: [/status of 404/] });

  test('the banner explains the configured base and suggests the one in use, though the bundle failed', async ({ page }) => {
    const failedScripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.status() === 404) failedScripts.push(response.url());
    });
    await page.goto(elsewhereUrl);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('This site did not load properly.');
    await expect(banner(page)).toContainText(`built for the base URL ${route('')}`);
    await expect(banner(page)).toContainText('We suggest the base URL /elsewhere/: set pathPrefix to "/elsewhere"');
    // The app never started: its bundles are the ones that failed. The banner shows before they are
    // even requested (an inline script; the bundles load after the first paint), so wait for the 404.
    await expect
      .poll(() => failedScripts.some((url) => new URL(url).pathname.startsWith(route('app-')) && url.endsWith('.js')))
      .toBe(true);
    expect(await page.evaluate(() => '___loader' in window)).toBe(false);
  });

  test('without JavaScript the banner still shows the configured base URL', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(elsewhereUrl);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText(`built for the base URL ${route('')}`);
    await context.close();
  });

  test('other pages do not carry the banner', async ({ page }) => {
    await page.goto(`${elsewhereUrl}docs/intro`);
    await expect(page.locator('h1')).toHaveText('Introduction');
    await expect(banner(page)).toHaveCount(0);
  });
});

test.describe('served under the configured base URL', () => {
  test('no banner, not even for one frame', async ({ page }) => {
    // Before every paint (each animation frame) until the page has loaded, note
    // whether the banner would be drawn: drawn at any frame would be a flash.
    await page.addInitScript(() => {
      const w = window as Window & { __bannerFrames?: boolean[] };
      w.__bannerFrames = [];
      const check = () => {
        const element = document.getElementById('base-url-banner');
        w.__bannerFrames!.push(!!element && getComputedStyle(element).display !== 'none');
        if (document.readyState !== 'complete') requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.goto(route(''));
    await expect(page.locator('h1')).toHaveText('React Dialog Hub');
    await expect(banner(page)).toHaveCount(0);
    const frames = await page.evaluate(() => (window as Window & { __bannerFrames?: boolean[] }).__bannerFrames ?? []);
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.filter(Boolean)).toEqual([]);
  });

  test('without JavaScript the banner stays hidden', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(route(''));
    await expect(page.locator('h1')).toHaveText('React Dialog Hub');
    await expect(banner(page)).toBeHidden();
    await context.close();
  });
});
