import { forEachLayout, open, test, expect, route } from './theme-matrix';
import { waitForHydration } from './hydration';
import { siteConfig } from '../src/site-config';

const bar = siteConfig.announcementBar!;
const KEY = 'react-dialog-hub.announcement.dismissed-id';

// Reads no colour of the mode and no layout: one mode, one width (see forEachLayout).
forEachLayout(({ mode }) => {
  test('shows the configured announcement; closing it is remembered across reloads', async ({ page }) => {
    await open(page, '', mode);
    const region = page.getByRole('region', { name: 'Announcement' });
    await expect(region).toBeVisible();
    await expect(region).toContainText(bar.content);
    await expect(region).toHaveCSS('background-color', 'rgb(30, 27, 75)');
    await region.getByRole('button', { name: 'Close announcement' }).click();
    await expect(region).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe(bar.id);
    await page.reload({ waitUntil: 'domcontentloaded' });
    // Hidden from the first paint on, not only after hydration.
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden();
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  });

  test('a new announcement id shows the bar again', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'an-older-announcement'), KEY);
    await page.goto(route('docs/intro'));
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
  });
}, [1280], ['light']);
