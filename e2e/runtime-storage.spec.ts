import { test, expect, route } from './fixtures';
import { sidebarLink } from './runtime-helpers';
import { waitForHydration } from './hydration';

// SPEC §4/§8: the preferred docs version is kept in local storage; when
// storage is unavailable a warning is logged (once) and the site carries on.

const KEY = 'react-dialog-hub.docs.preferred-version';

test('reading the docs remembers the docs version in local storage', async ({ page }) => {
  await page.goto(route(''));
  await waitForHydration(page);
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page.locator('h1')).toHaveText('Getting Started');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('current');
});

test('with storage that throws, one warning is logged and navigation carries on', async ({ page }) => {
  // As in a locked-down browser: touching localStorage throws a SecurityError.
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto(route('docs/intro'));
  await waitForHydration(page);
  for (const [link, heading] of [
    ['Getting Started', 'Getting Started'],
    ['Comparison', 'Comparison'],
    ['Introduction', 'Introduction'],
  ]) {
    await sidebarLink(page, link).click();
    await expect(page.locator('h1')).toHaveText(heading);
  }
  await expect.poll(() => warnings.filter((text) => /Browser storage is unavailable/.test(text)).length).toBe(1);
});
