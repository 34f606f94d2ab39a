import { forEachLayout, open, test, expect, route, menuButton, menuPanel } from './theme-matrix';
import { waitForHydration } from './hydration';
import type { Page } from '@playwright/test';

/** The toggle as a reader reaches it: in the navbar, or in the mobile menu panel. */
async function toggle(page: Page, mobile: boolean) {
  if (mobile) {
    if (!(await menuPanel(page).isVisible())) await menuButton(page).click();
    return menuPanel(page).getByRole('button', { name: /^Color mode:/ });
  }
  return page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('button', { name: /^Color mode:/ });
}

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

forEachLayout(({ mode, mobile }) => {
  const other = mode === 'light' ? 'dark' : 'light';

  test('with nothing stored the mode follows the system preference', async ({ page }) => {
    await open(page, 'docs/intro', mode);
    expect(await stored(page)).toBeNull();
    await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'system');
  });

  test('the toggle cycles system → light → dark → system, names current and next, and stores the choice', async ({ page }) => {
    await open(page, 'docs/intro', mode);
    const button = await toggle(page, mobile);
    await expect(button).toHaveAccessibleName('Color mode: system. Switch to light mode');
    const lightBg = mode === 'light' ? await background(page) : null;

    await button.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(button).toHaveAccessibleName('Color mode: light. Switch to dark mode');
    expect(await stored(page)).toBe('light');

    await button.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(button).toHaveAccessibleName('Color mode: dark. Switch to system mode');
    expect(await stored(page)).toBe('dark');
    if (lightBg) expect(await background(page)).not.toBe(lightBg);

    await button.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expect(button).toHaveAccessibleName('Color mode: system. Switch to light mode');
    expect(await stored(page)).toBeNull();
  });

  test('the stored choice survives a reload and is applied before first paint, without hydration warnings', async ({ page }) => {
    await page.addInitScript((value) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('theme', value);
        sessionStorage.setItem('seeded', '1');
      }
    }, other);
    // Record data-theme as soon as the document is parsed, before any bundle runs.
    await page.goto(route('docs/getting-started'), { waitUntil: 'commit' });
    await page.waitForLoadState('domcontentloaded');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(other);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', other);
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', other);
    // The console guard of fixtures.ts fails this test on any hydration warning.
  });

  test('the choice syncs across tabs', async ({ page, context }) => {
    await open(page, 'docs/intro', mode);
    const second = await context.newPage();
    await open(second, 'docs/comparison', mode);
    await (await toggle(page, mobile)).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await (await toggle(page, mobile)).click();
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(second.locator('html')).toHaveAttribute('data-theme-choice', 'dark');
    await second.close();
  });
});

test.describe('odd stored values', () => {
  for (const mode of ['light', 'dark'] as const) {
    test.describe(`${mode} system preference`, () => {
      test.use({ colorScheme: mode });
      test('an unexpected stored value is ignored with a warning, not a crash', async ({ page }) => {
        const warnings: string[] = [];
        page.on('console', (m) => {
          if (m.type() === 'warning') warnings.push(m.text());
        });
        await page.addInitScript(() => localStorage.setItem('theme', 'purple'));
        await open(page, 'docs/intro', mode);
        await expect(page.locator('h1')).toHaveText('Introduction');
        await expect.poll(() => warnings.some((w) => /Ignoring the stored colour mode "purple"/.test(w))).toBe(true);
        await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'system');
        await page.getByRole('button', { name: /^Color mode:/ }).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      });
    });
  }
});

test.describe('storage that throws', () => {
  for (const width of [1280, 800]) {
    test.describe(`${width}px`, () => {
      test.use({ viewport: { width, height: 800 }, colorScheme: 'dark' });
      test('the site still works and the toggle works for the session', async ({ page }) => {
        const warnings: string[] = [];
        page.on('console', (m) => {
          if (m.type() === 'warning') warnings.push(m.text());
        });
        await page.addInitScript(() => {
          Object.defineProperty(window, 'localStorage', {
            configurable: true,
            get() {
              throw new DOMException('The operation is insecure.', 'SecurityError');
            },
          });
        });
        await open(page, 'docs/intro', 'dark');
        await expect(page.locator('h1')).toHaveText('Introduction');
        const button = await toggle(page, width <= 996);
        await button.click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        await button.click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        expect(warnings.some((w) => /storage is unavailable/.test(w))).toBe(true);
      });
    });
  }
});
