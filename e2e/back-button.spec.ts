import type { Page } from '@playwright/test';
import { test, expect, route, endsAt } from './fixtures';
import { waitForHydration } from './hydration';

/**
 * The cancellation guide's Back-button recipe (src/guides/samples/CloseDialogsOnBack.tsx),
 * running live on the guide's page with the browser's real history: Back closes the topmost
 * dialog and stays on the page; a dialog closed another way leaves no entry behind, so the
 * next Back leaves the page. The same recipe's unit tests run in jsdom
 * (src/guides/close-dialogs-on-back.test.tsx).
 */
const GUIDE = 'docs/guides/cancellation';

/** Opens the guide from another page, so Back has a page to leave to, and finds the demo. */
async function openGuide(page: Page) {
  await page.goto(route('docs/intro'));
  await page.goto(route(GUIDE));
  await waitForHydration(page);
  const demo = page.getByRole('group', { name: 'CloseDialogsOnBack demo' });
  await demo.scrollIntoViewIfNeeded();
  return {
    demo,
    open: demo.getByRole('button', { name: 'Open settings' }),
    settings: demo.getByRole('dialog', { name: 'Settings' }),
    reset: demo.getByRole('alertdialog', { name: 'Reset the settings?' }),
    outcome: demo.locator('output'),
  };
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('Back closes the open dialog and stays on the page, where it was', async ({ page }) => {
  const { open, settings, outcome } = await openGuide(page);
  await open.click();
  await expect(settings).toBeVisible();
  const y = await scrollY(page);

  await page.goBack();

  await expect(settings).toHaveCount(0);
  await expect(outcome).toHaveText('Settings were dismissed by the app: Back button.');
  await expect(page).toHaveURL(endsAt(GUIDE));
  expect(await scrollY(page)).toBe(y);

  // Its entry is used up: the next Back leaves the page.
  await page.goBack();
  await expect(page).toHaveURL(endsAt('docs/intro'));
});

test('Back closes the second dialog, then the first', async ({ page }) => {
  const { open, settings, reset, outcome } = await openGuide(page);
  await open.click();
  await settings.getByRole('button', { name: 'Reset…' }).click();
  await expect(reset).toBeVisible();

  await page.goBack();
  await expect(reset).toHaveCount(0);
  await expect(settings).toBeVisible();

  await page.goBack();
  await expect(settings).toHaveCount(0);
  await expect(outcome).toHaveText('Settings were dismissed by the app: Back button.');
  await expect(page).toHaveURL(endsAt(GUIDE));

  await page.goBack();
  await expect(page).toHaveURL(endsAt('docs/intro'));
});

test('a dialog answered with its own button leaves no entry: Back then leaves the page', async ({ page }) => {
  const { open, settings, outcome } = await openGuide(page);
  await open.click();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toHaveCount(0);
  await expect(outcome).toHaveText('Settings were saved.');
  // The recipe's own history.go(-1) has landed when the entry shown carries no dialog count.
  await expect.poll(() => page.evaluate(() => (history.state as { openDialogs?: number } | null)?.openDialogs ?? 0)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(endsAt('docs/intro'));
});
