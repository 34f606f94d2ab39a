import fs from 'node:fs';
import { test, expect, route, endsAt, pageTitle, API_INDEX } from './fixtures';
import { apiRoutes, docRoutes, homeRoute, movedRoutes } from './routes';
import { siteConfig } from '../src/site-config';

test.describe('every route of the spec renders its page', () => {
  for (const r of [homeRoute, ...docRoutes, ...apiRoutes]) {
    test(`/${r.path}`, async ({ page }) => {
      const response = await page.goto(route(r.path));
      expect(response?.status()).toBe(200);
      // No redirect: the route table's exact path answers directly.
      expect(new URL(page.url()).pathname).toBe(route(r.path));
      await expect(page.locator('h1')).toHaveText(r.h1);
      await expect(page).toHaveTitle(r.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^.{30,160}$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    });
  }
});

test('docs root shows the intro, the main doc', async ({ page }) => {
  await page.goto(route('docs'));
  await expect(page.locator('article h1')).toHaveText('Introduction');
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Introduction' })).toBeVisible();
});

test.describe('not found', () => {
  // The document itself answers 404, which Chromium reports on the console.
  test.use({ allowConsole: [/status of 404/] });
  test('unknown paths get the not-found page with status 404', async ({ page }) => {
  for (const path of ['docs/nope', 'totally/unknown', 'docs/intro/extra']) {
    const response = await page.goto(route(path));
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    await expect(page).toHaveTitle(pageTitle('Page Not Found'));
  }
  });
});

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

test('sidebar lists the docs in order and links work client-side', async ({ page }) => {
  await page.goto(route('docs/intro'));
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link')).toContainText([
    'Introduction',
    'Getting Started',
    'Guides',
    'Dialog lifecycle',
    'Animations',
    'Cancellation and control',
    'Accessibility and focus',
    'Server rendering and Next.js',
    'Testing dialogs',
    'Patterns',
    'Coming from another library',
    'Troubleshooting',
    'Migration',
    'Changelog',
    'Comparison',
    'Examples',
    'Plain',
    'Radix',
    'MUI',
  ]);
  await sidebar.getByRole('link', { name: 'Radix' }).click();
  await expect(page).toHaveURL(/\/docs\/examples\/radix$/);
  await expect(page.locator('h1')).toHaveText('Radix Themes');
  await expect(sidebar.getByRole('link', { name: 'Radix' })).toHaveAttribute('aria-current', 'page');
});

test('category index lists the three example pages with descriptions', async ({ page }) => {
  await page.goto(route('docs/category/examples'));
  const cards = page.locator('article li');
  await expect(cards).toHaveCount(3);
  for (const name of ['Plain', 'Radix', 'MUI']) {
    const card = page.getByRole('link', { name: new RegExp(`^${name}`) }).last();
    await expect(card).toBeVisible();
  }
  await expect(cards.locator('p')).toHaveCount(3);
  for (const text of await cards.locator('p').allTextContents()) expect(text.length).toBeGreaterThan(20);
});

test('the Guides index lists the lifecycle page first, then the seven guides, each with its description', async ({ page }) => {
  await page.goto(route('docs/category/guides'));
  const cards = page.locator('article li');
  const names = ['Dialog lifecycle', 'Animations', 'Cancellation and control', 'Accessibility and focus', 'Server rendering and Next.js', 'Testing dialogs', 'Patterns', 'Coming from another library'];
  await expect(cards).toHaveCount(names.length);
  await expect(cards).toContainText(names);
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', route('docs/guides/lifecycle'));
  for (const text of await cards.locator('p').allTextContents()) expect(text.length).toBeGreaterThan(20);
});

test('navbar: brand, Docs, API and an external GitHub link', async ({ page }) => {
  await page.goto(route('docs/getting-started'));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'React Dialog Hub' })).toHaveAttribute('href', route(''));
  await expect(nav.getByRole('link', { name: 'Docs' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'API' })).toHaveAttribute('href', route(API_INDEX));
  const github = nav.getByRole('link', { name: /GitHub/ });
  await expect(github).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(github).toHaveAttribute('href', /^https:\/\/github\.com\//);
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
