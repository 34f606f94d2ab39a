import fs from 'node:fs';
import { test, expect, route, endsAt, API_INDEX } from './fixtures';
import { docRoutes, movedRoutes } from './routes';
import { siteConfig } from '../src/site-config';

// Every route of the spec (e2e/routes.ts) answering with its h1, title, description, lang and dir, the
// not-found answer of unknown paths, the sidebar's order and the category indexes' cards are checked in
// the prerendered HTML by test/built-site/routes.test.ts; the browser checks what needs one.

test('landing page: tagline, call to action and three features', async ({ page }) => {
  await page.goto(route(''));
  await expect(page.getByText('Headless, type-safe dialog orchestration for React').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Features' }).getByRole('heading', { level: 2 })).toHaveText([
    'Headless and UI-agnostic',
    'Type-safe end to end',
    'Promise-based flow',
  ]);
  const start = page.getByRole('navigation', { name: 'Start here' });
  await expect(start.getByRole('link')).toHaveText(['Get Started', 'Examples', 'API Reference']);
  await expect(start.getByRole('link', { name: 'Examples' })).toHaveAttribute('href', route('docs/category/examples'));
  await expect(start.getByRole('link', { name: 'API Reference' })).toHaveAttribute('href', route(API_INDEX));
  // The version the page documents is the package's own.
  const { version } = JSON.parse(fs.readFileSync('packages/react-dialog-hub/package.json', 'utf8')) as { version: string };
  await expect(page.getByRole('main').locator('[data-library-version]')).toHaveText(version);
  // The install command, one tab per package manager, every panel in the prerendered HTML.
  const install = page.getByRole('group', { name: 'Install' });
  await expect(install.getByRole('tab')).toHaveText(['npm', 'Yarn', 'pnpm', 'Bun']);
  await expect(install.locator('code')).toHaveText([
    `npm install ${siteConfig.installSpec}`, `yarn add ${siteConfig.installSpec}`, `pnpm add ${siteConfig.installSpec}`, `bun add ${siteConfig.installSpec}`,
  ]);
  await start.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(endsAt('docs/getting-started'));
  await expect(page.locator('h1')).toHaveText('Getting Started');
});

test('sidebar links work client-side and mark the page reached', async ({ page }) => {
  await page.goto(route('docs/intro'));
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await sidebar.getByRole('link', { name: 'Radix' }).click();
  await expect(page).toHaveURL(/\/docs\/examples\/radix$/);
  await expect(page.locator('h1')).toHaveText('Radix Themes');
  await expect(sidebar.getByRole('link', { name: 'Radix' })).toHaveAttribute('aria-current', 'page');
});

test('pages are prerendered: content reads without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(route('docs/getting-started'));
  await expect(page.locator('h1')).toHaveText('Getting Started');
  await expect(page.locator('article h2').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
  await context.close();
});

test('a moved page: its old address lands on the new one, keeping #hash and ?query; without JavaScript too', async ({ page, browser }) => {
  expect(movedRoutes.map((r) => r.from)).toEqual(['docs/lifecycle', 'docs/accessibility']);
  for (const { from, to } of movedRoutes) {
    const expected = docRoutes.find((r) => r.path === to)!;
    await page.goto(route(from));
    await expect(page).toHaveURL(endsAt(to));
    await expect(page.locator('h1')).toHaveText(expected.h1);
  }
  await page.goto(route('docs/lifecycle?from=old#animating-out'));
  await expect(page).toHaveURL(endsAt('docs/guides/lifecycle?from=old#animating-out'));
  await expect(page.getByRole('heading', { name: 'Animating out' })).toBeInViewport();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto(route('docs/accessibility'));
  await expect(noScript).toHaveURL(endsAt('docs/guides/accessibility'));
  await expect(noScript.locator('h1')).toHaveText('Accessibility and focus');
  await context.close();
});
