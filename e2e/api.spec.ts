import { runAxe } from './axe';
import type { Locator } from '@playwright/test';
import { test, expect, route, API_INDEX, PREFIX } from './fixtures';
import { SYMBOLS, hrefOf, pathOf } from './api-symbols';
import { waitForHydration } from './hydration';

/**
 * The API reference in the browser: following its links, its sidebar category, breadcrumbs and
 * pager, and axe over its pages. What its prerendered pages say (every symbol's heading, summary,
 * signature links, "Added in" labels, the index lists) is checked without a browser in
 * test/built-site/api.test.ts, against the same expectations (e2e/api-symbols.ts).
 */
test('a symbol of the API index opens its page', async ({ page }) => {
  await page.goto(route(API_INDEX));
  await page.locator('article dt').getByRole('link', { name: 'ShowFn', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${hrefOf('ShowFn')}$`));
  await expect(page.locator('h1')).toHaveText('Type Alias: ShowFn');
});

test.describe('signature references link to the symbols they name', () => {
  const crossLinks: Array<[string, string, string]> = [
    ['DialogProps', 'DialogBase', 'Type Alias: DialogBase'],
    ['DialogContextValue', 'ShowFn', 'Type Alias: ShowFn'],
    ['ShowFn', 'DialogHandle', 'Type Alias: DialogHandle'],
    ['DialogProvider', 'DialogProviderProps', 'Type Alias: DialogProviderProps'],
    ['useDialog', 'DialogContextValue', 'Type Alias: DialogContextValue'],
    ['DialogContext', 'DialogContextValue', 'Type Alias: DialogContextValue'],
  ];
  test('following each reference lands on the symbol it names', async ({ page }) => {
    for (const [from, to, heading] of crossLinks) {
      await page.goto(hrefOf(from));
      const link = page.locator('article [data-api-signature]').first().getByRole('link', { name: to, exact: true });
      await expect(link).toHaveAttribute('href', hrefOf(to));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${hrefOf(to)}$`));
      await expect(page.locator('h1')).toHaveText(heading);
    }
  });
});

/**
 * Opens a sidebar category and waits until its list has stopped sliding open, as a reader does before
 * clicking an entry: a click during the slide could land beside the entry (seen about once in 30 runs
 * on a loaded machine, the click reaching the list instead of the link).
 */
async function openCategory(toggle: Locator) {
  // Read first: the toggle's name changes once it is open ("Expand …" → "Collapse …").
  const list = toggle.page().locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await toggle.click();
  await expect.poll(() => list.evaluate((element) => (element as HTMLElement).style.height)).toBe('');
}

test('the sidebar API category is collapsed elsewhere and opens on API pages', async ({ page }) => {
  await page.goto(route('docs/intro'));
  // The category toggles are buttons: they act once React has hydrated the page.
  await waitForHydration(page);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link', { name: 'API', exact: true })).toHaveAttribute('href', route(API_INDEX));
  await expect(sidebar.getByRole('link', { name: 'useDialog' })).toBeHidden();
  await openCategory(sidebar.getByRole('button', { name: "Expand sidebar category 'API'" }));
  await openCategory(sidebar.getByRole('button', { name: 'Functions', exact: true }));
  await sidebar.getByRole('link', { name: 'useDialog', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${hrefOf('useDialog')}$`));

  await page.goto(hrefOf('DialogProps'));
  await waitForHydration(page);
  await expect(sidebar.getByRole('link', { name: 'DialogProps', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('button', { name: 'Type Aliases', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByRole('link', { name: 'DialogBase' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'useDialog' })).toBeHidden();
  await sidebar.getByRole('button', { name: 'Variables', exact: true }).click();
  await expect(sidebar.getByRole('link', { name: 'DialogContext', exact: true })).toHaveAttribute('href', hrefOf('DialogContext'));
});

test('breadcrumbs on API pages: API → kind → name', async ({ page }) => {
  await page.goto(hrefOf('DialogProps'));
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.locator('li')).toHaveText(['', 'API', 'Type Aliases', 'DialogProps']);
  await expect(crumbs.getByRole('link', { name: 'API' })).toHaveAttribute('href', route(API_INDEX));
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('DialogProps');
  await crumbs.getByRole('link', { name: 'API' }).click();
  await expect(page.locator('h1')).toHaveText('API Reference');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('API');
});

test('previous/next run through the API pages in sidebar order', async ({ page }) => {
  const pager = page.getByRole('navigation', { name: 'Docs pages' });
  await page.goto(route(API_INDEX));
  await expect(pager.locator('[rel="prev"]')).toHaveAttribute('href', `${PREFIX}/docs/examples/mui`);
  for (const symbol of SYMBOLS) {
    const next = pager.locator('[rel="next"]');
    await expect(next).toContainText(symbol.name);
    await next.click();
    await expect(page.locator('h1')).toHaveText(symbol.heading);
  }
  await expect(pager.locator('[rel="next"]')).toHaveCount(0);
  await expect(pager.locator('[rel="prev"]')).toHaveAttribute('href', hrefOf(SYMBOLS.at(-2)!.name));
  await page.goto(hrefOf(SYMBOLS[0]!.name));
  await expect(pager.locator('[rel="prev"]')).toHaveAttribute('href', route(API_INDEX));
});

test('the navbar API item opens the API index', async ({ page }) => {
  await page.goto(route('docs/getting-started'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API' }).click();
  await expect(page).toHaveURL(new RegExp(`${PREFIX}/docs/api/$`));
  await expect(page.locator('h1')).toHaveText('API Reference');
});

test.describe('API pages are accessible in light and dark', () => {
  for (const theme of ['light', 'dark']) {
    test(`the index and ShowFn (${theme}): no axe violation of any impact in the article and the sidebar`, async ({ page: tab }) => {
      // Choose the mode as a reader would (stored choice), so hydration cannot switch it back mid-check.
      await tab.addInitScript((value) => localStorage.setItem('theme', value), theme);
      for (const page of ['docs/api/', pathOf(SYMBOLS.find((s) => s.name === 'ShowFn')!)]) {
        await tab.goto(route(page));
        await expect(tab.locator('html')).toHaveAttribute('data-theme', theme);
        const results = await runAxe(tab, { include: ['article', 'nav[aria-label="Docs sidebar"]'], defaultRules: true });
        expect(results.violations.map((v) => `${page}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      }
    });
  }
});
