import { test, expect, route } from './fixtures';
import { allowing, apiIndexPrefetch404, sidebarLink } from './runtime-helpers';
import { waitForHydration } from './hydration';

// SPEC §2/§4/§8: the crash page. React reports every caught render error on
// the console; the tests below provoke theirs on purpose.

test.describe('a template that throws (bad page data)', () => {
  test.use({ allowConsole: allowing(/Cannot read properties of null \(reading '\w+'\)/, apiIndexPrefetch404) });

  test('shows the crash page with the error; navbar and footer stay usable', async ({ page }) => {
    await page.goto(route('docs/intro'));
    await waitForHydration(page);
    // The doc's query result comes back empty, as with a stale or broken deploy:
    // DocPage reads fields of data.mdx and throws before its Layout renders.
    await page.route('**/page-data/docs/getting-started/page-data.json', async (request) => {
      const response = await request.fetch();
      const json = await response.json();
      json.result.data.mdx = null;
      await request.fulfill({ response, json });
    });
    await sidebarLink(page, 'Getting Started').click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page crashed.');
    await expect(page).toHaveTitle('Page Error | React Dialog Hub');
    await expect(page.getByRole('alert')).toContainText(/Cannot read properties of null \(reading '\w+'\)/);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

    // The frame still works: footer and navbar are there and navigate.
    await expect(page.locator('footer')).toContainText('Copyright');
    await expect(page.locator('footer').getByRole('link', { name: 'Getting Started' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'React Dialog Hub' }).click();
    await expect(page).toHaveURL(/\/react-dialog-hub\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('React Dialog Hub');
    await expect(page).not.toHaveTitle(/Page Error/);
  });
});

test.describe('a component that throws with a chain of causes', () => {
  test.use({ allowConsole: allowing(/Example failed to render/, apiIndexPrefetch404) });

  test('shows every cause, and "Try again" recovers once the error is gone', async ({ page }) => {
    await page.goto(route('docs/intro'));
    await waitForHydration(page);
    // The site's test hook (src/theme/ErrorBoundary/CrashTestProbe.tsx) throws
    // this error from inside the page content on the next render.
    await page.evaluate(() => {
      window.__rdhCrashTest = new Error('Example failed to render', {
        cause: new Error('Chunk load failed', { cause: new Error('Network is offline') }),
      });
    });
    await sidebarLink(page, 'Getting Started').click();
    await expect(page).toHaveURL(/\/docs\/getting-started$/);

    const crash = page.getByRole('alert');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page crashed.');
    await expect(page).toHaveTitle('Page Error | React Dialog Hub');
    await expect(crash).toContainText('Example failed to render');
    await expect(crash.locator('p', { hasText: 'Cause:' })).toHaveText(['Cause: Chunk load failed', 'Cause: Network is offline']);
    // Navbar and footer are outside the boundary.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();

    await page.evaluate(() => {
      delete window.__rdhCrashTest;
    });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting Started');
    await expect(page).toHaveTitle('Getting Started | React Dialog Hub');
    await expect(page.getByRole('main').getByText('This page crashed.')).toHaveCount(0);
  });
});
