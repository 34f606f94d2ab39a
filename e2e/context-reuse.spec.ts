import { test, expect, route } from './fixtures';
import { waitForHydration } from './hydration';

/**
 * The canary of the shared context (scripts/test/context-reuse.mjs): most specs run their tests in
 * one browser context per worker. The second test here runs in the tab the first one left, which
 * its history shows, and must find none of what the first one stored or changed. Serial: one
 * worker, in this order.
 */
test.describe.configure({ mode: 'serial' });

const KEY = 'context-reuse-canary';

test('the first test stores and changes what a reader could', async ({ page, context }) => {
  await page.goto(route('docs/intro'));
  await waitForHydration(page);
  await page.evaluate((key) => {
    localStorage.setItem(key, 'local');
    sessionStorage.setItem(key, 'session');
    document.cookie = `${key}=cookie; path=/`;
  }, KEY);
  // The colour mode chosen in the navbar (it cycles through its choices) is stored too.
  const toggle = page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('button', { name: /^Color mode:/ });
  for (let i = 0; i < 3 && (await page.locator('html').getAttribute('data-theme')) !== 'dark'; i += 1) await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.setViewportSize({ width: 390, height: 700 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await context.newPage();
  await page.goto(route('docs/getting-started'));
  await waitForHydration(page);
});

test('the next test gets the same tab, with none of it left', async ({ page, context }) => {
  expect(page.url(), 'the shared tab starts blank').toBe('about:blank');
  expect(await page.evaluate(() => history.length), 'the tab is the one the previous test used (its history is kept)').toBeGreaterThan(1);
  expect(context.pages(), 'extra pages are closed').toHaveLength(1);
  expect(page.viewportSize()).toEqual({ width: 1280, height: 800 });
  await page.goto(route('docs/intro'));
  await waitForHydration(page);
  const left = await page.evaluate((key) => ({
    local: localStorage.getItem(key),
    session: sessionStorage.getItem(key),
    cookie: document.cookie.includes(key),
    reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
  }), KEY);
  expect(left).toEqual({ local: null, session: null, cookie: false, reducedMotion: false });
  await expect(page.locator('html'), 'the stored colour mode is gone: the system default shows').toHaveAttribute('data-theme', 'light');
});
