import { test, expect, route, pageTitle } from './fixtures';
import { docRoutes, homeRoute, type RouteExpectation } from './routes';
import { allowing, sidebarLink } from './runtime-helpers';
import { waitForHydration } from './hydration';

// SPEC §2: any other path shows the not-found page; paths ending in .html or
// /index.html are normalised to the bare path. §8: an undecodable path
// raises a developer-facing error (a console warning naming it) instead of
// leaving a dead page.

test.describe('.html and /index.html show the bare route and replace the address', () => {
  // That every route's .html and /index.html forms are served its page is checked in the build
  // (test/built-site/routes.test.ts); here the browser's part, on one route of each kind of form.
  const forms: Array<[string, RouteExpectation]> = [
    ['index.html', homeRoute],
    ...(['docs/intro.html', 'docs/category/guides/index.html', 'docs/examples/mui.html', 'docs/getting-started/index.html'] as const).map(
      (form): [string, RouteExpectation] => [form, docRoutes.find((r) => form.replace(/(\/index)?\.html$/, '') === r.path)!],
    ),
  ];
  for (const [form, r] of forms) {
    test(`/${form}`, async ({ page }) => {
      const response = await page.goto(route(form));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL((url) => url.pathname === route(r.path));
      await expect(page.locator('h1')).toHaveText(r.h1);
      await expect(page).toHaveTitle(r.title);
      await waitForHydration(page);
    });
  }

  test('the normalised page is live and history has no .html entry', async ({ page }) => {
    await page.goto(route('docs/intro.html'));
    await waitForHydration(page);
    await sidebarLink(page, 'Comparison').click();
    await expect(page.locator('h1')).toHaveText('Comparison');
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === route('docs/intro'));
    await expect(page.locator('h1')).toHaveText('Introduction');
  });
});

test.describe('not found', () => {
  // The document answers 404, which Chromium reports on the console.
  test.use({ allowConsole: allowing(/status of 404/) });

  test('an unknown .html path shows the not-found page at the bare address', async ({ page }) => {
    const response = await page.goto(route('docs/nope.html'));
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL((url) => url.pathname === route('docs/nope'));
    await expect(page.locator('h1')).toHaveText('Page Not Found');
  });

  test('an undecodable path shows a working not-found page and a warning naming the path', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    const response = await page.goto(route('docs/%E0%A4%A'));
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    await expect(page).toHaveTitle(pageTitle('Page Not Found'));
    expect(warnings.join('\n')).toContain(`Could not decode the path "${route('docs/%E0%A4%A')}"`);
    // Hydrated, not a dead page: its links navigate client-side.
    await waitForHydration(page);
    await page.getByRole('main').getByRole('link', { name: 'introduction' }).click();
    await expect(page.locator('h1')).toHaveText('Introduction');
  });

  test('a client-side navigation to an unknown route shows the not-found page', async ({ page }) => {
    await page.goto(route('docs/intro'));
    await waitForHydration(page);
    await page.evaluate((to) => (window as unknown as { ___navigate(to: string): void }).___navigate(to), route('docs/missing'));
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    await expect(page).toHaveURL((url) => url.pathname === route('docs/missing'));
  });
});

test('an undecodable hash does not break the page', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto(route('docs/intro#%E0%A4%A'));
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Introduction');
  expect(warnings.join('\n')).toContain('Could not decode the path');
  await sidebarLink(page, 'Comparison').click();
  await expect(page.locator('h1')).toHaveText('Comparison');
});
