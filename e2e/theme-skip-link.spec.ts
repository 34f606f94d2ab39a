import { forEachLayout, open, test, expect } from './theme-matrix';

// Reads no colour of the mode and no layout: one mode, one width (see forEachLayout).
forEachLayout(({ mode }) => {
  for (const path of ['', 'docs/getting-started']) {
    test(`the first Tab focuses "Skip to main content", which moves focus to the content (/${path})`, async ({ page }) => {
      await open(page, path, mode);
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).not.toBeInViewport();
      await page.keyboard.press('Tab');
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main-content')).toBeFocused();
      // The next Tab continues inside the main content, past the navbar.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
    });
  }
}, [1280], ['light']);
