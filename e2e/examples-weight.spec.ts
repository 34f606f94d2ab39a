import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, route } from './fixtures';
import { demo, demosHydrated, open } from './examples-helpers';
import { BUILD_DIR } from './build-dir';

/** Strings only each kit's code contains, to recognise a chunk by its content. */
const MARKERS = {
  mui: /MuiDialog/,
  emotion: /data-emotion/,
  // Class names of its CSS and components (not the bare words, which prose may contain).
  radix: /\.radix-themes|\.rt-r-|rt-BaseDialog/,
};
/** The only chunk group (a lazy import of src/mdx/LiveExample/loaders.ts) allowed to request each kit. */
const HOME: Record<keyof typeof MARKERS, string> = { mui: 'example-mui', emotion: 'example-mui', radix: 'example-radix' };

const PUBLIC = BUILD_DIR;

test.describe('build output: UI kits live only in their own lazy chunks', () => {
  const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'webpack.stats.json'), 'utf8')) as {
    namedChunkGroups: Record<string, { assets: ({ name: string } | string)[] }>;
  };
  const groups = Object.entries(stats.namedChunkGroups).map(([name, group]) => ({
    name,
    assets: group.assets.map((asset) => (typeof asset === 'string' ? asset : asset.name)),
  }));
  const assets = [...new Set(groups.flatMap((group) => group.assets))];
  const text = (asset: string) => fs.readFileSync(path.join(PUBLIC, asset), 'utf8');

  for (const [kit, marker] of Object.entries(MARKERS) as [keyof typeof MARKERS, RegExp][]) {
    test(`${kit} code is only in chunks of the "${HOME[kit]}" group`, () => {
      const holders = assets.filter((asset) => asset.endsWith('.js') && marker.test(text(asset)));
      expect(holders.length, `some chunk contains ${kit}`).toBeGreaterThan(0);
      for (const asset of holders) {
        const requestedBy = groups.filter((group) => group.assets.includes(asset)).map((group) => group.name);
        expect(requestedBy, asset).toEqual([HOME[kit]]);
      }
    });
  }

  test('no stylesheet of the site carries Radix Themes rules', () => {
    for (const asset of assets.filter((a) => a.endsWith('.css'))) {
      expect(MARKERS.radix.test(text(asset)), asset).toBe(false);
    }
  });
});

/** Records the scripts a page downloads, with their text. */
function recordScripts(page: Page) {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) {
      scripts.push({ url: response.url(), body: response.text().catch(() => '') });
    }
  });
  return async (marker: RegExp) => {
    const hits: string[] = [];
    for (const script of scripts) if (marker.test(await script.body)) hits.push(script.url);
    return hits;
  };
}

const anyKit = new RegExp([MARKERS.mui, MARKERS.emotion, MARKERS.radix].map((m) => m.source).join('|'));

test('intro and the plain page download no MUI, emotion or Radix code', async ({ page }) => {
  const downloadedWith = recordScripts(page);
  await page.goto(route('docs/intro'));
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await sidebar.getByRole('link', { name: 'Plain' }).click();
  // A client-side navigation: reloading before it lands would reload the intro.
  await expect(page).toHaveURL(/\/docs\/examples\/plain$/);
  await demosHydrated(page);
  await page.reload();
  await demosHydrated(page);
  // Even a plain demo in use pulls in no kit.
  await open(page, 'Progress');
  await page.keyboard.press('Escape');
  await expect(demo(page, 'Progress').output).toHaveText(/^Rejected: AbortError/);
  expect(await downloadedWith(anyKit)).toEqual([]);
});

test('the MUI page downloads no MUI code until a demo button is hovered', async ({ page }) => {
  const downloadedWith = recordScripts(page);
  await page.goto(route('docs/intro'));
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'MUI' }).click();
  await expect(page).toHaveURL(/\/docs\/examples\/mui$/);
  await demosHydrated(page);
  await page.waitForLoadState('networkidle');
  expect(await downloadedWith(anyKit)).toEqual([]);

  // The check can see a kit: the first sign of use brings the MUI chunk.
  await demo(page, 'Progress').button.hover();
  await expect.poll(async () => (await downloadedWith(MARKERS.mui)).length).toBeGreaterThan(0);
  expect(await downloadedWith(MARKERS.radix)).toEqual([]);
});

/** Computed styles of the site's own elements that a global stylesheet could change. */
async function siteStyles(page: Page) {
  return page.evaluate(() => {
    const props = ['font-family', 'font-size', 'line-height', 'color', 'background-color', 'margin-top', 'font-weight', 'letter-spacing', 'color-scheme'];
    const pick = (selector: string) => {
      const el = document.querySelector(selector);
      if (!el) return null;
      const style = getComputedStyle(el);
      return Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
    };
    return {
      html: pick('html'),
      body: pick('body'),
      h1: pick('article h1'),
      h2: pick('article h2'),
      paragraph: pick('article p'),
      link: pick('main a'),
      code: pick('article code'),
      sidebarLink: pick('nav[aria-label="Docs sidebar"] a'),
      navbar: pick('nav[aria-label="Main"]'),
    };
  });
}

const radixRulesInDocument = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => /\.radix-themes|\.rt-/.test(rule.cssText))),
  );

test("Radix Themes' CSS leaves the site's styles alone and leaves with its page", async ({ page }) => {
  await page.goto(route('docs/intro'));
  const before = await siteStyles(page);
  expect(before.body && before.h1 && before.link).toBeTruthy();
  expect(await radixRulesInDocument(page)).toBe(false);

  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await sidebar.getByRole('link', { name: 'Radix' }).click();
  const confirm = demo(page, 'Confirm');
  await demosHydrated(page);
  // Not before a demo is used; then the Themes CSS is really there while the Radix demos are.
  expect(await radixRulesInDocument(page)).toBe(false);
  await confirm.button.click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await radixRulesInDocument(page)).toBe(true);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.output).toHaveText('Resolved: true');

  await sidebar.getByRole('link', { name: 'Introduction' }).click();
  await expect(page.locator('article h1')).toHaveText('Introduction');
  expect(await radixRulesInDocument(page)).toBe(false);
  expect(await siteStyles(page)).toEqual(before);
});
