import { runAxe } from './axe';
import type { Page } from '@playwright/test';
import { open, test, expect, route, MODES } from './theme-matrix';
import { waitForHydration } from './hydration';
import { siteConfig } from '../src/site-config';
import { libraryTarballUrl } from '../src/lib/package-tarball';

/**
 * The MDX author toolkit on real pages: callouts, tabs and details of
 * Getting Started (content/docs/getting-started.mdx).
 */
const PAGE = 'docs/getting-started';
const MANAGERS = ['npm', 'Yarn', 'pnpm', 'Bun'];
// Getting Started installs the packed file the site serves while the package is not on npm (src/lib/package-tarball.ts).
const SPEC = libraryTarballUrl();
const INSTALL = [`npm install ${SPEC}`, `yarn add ${SPEC}`, `pnpm add ${SPEC}`, `bun add ${SPEC}`];

const groups = (page: Page) => page.locator('main [role="tablist"]');
const tabIn = (page: Page, group: number, name: string) => groups(page).nth(group).getByRole('tab', { name, exact: true });

test.describe('callouts', () => {
  for (const mode of MODES) {
    test(`are asides named by their title, and pass contrast (${mode} mode)`, async ({ page }) => {
      test.slow(); // axe on a long page
      await page.emulateMedia({ colorScheme: mode });
      await open(page, PAGE, mode);
      // Untitled: named by its type. Titled: named by its title.
      const warning = page.getByRole('complementary', { name: 'Warning', exact: true });
      await expect(warning).toBeVisible();
      await expect(warning).toContainText('useDialog() throws an error');
      await expect(warning.getByRole('link', { name: 'DialogContext' })).toHaveAttribute('href', route('docs/api/variables/DialogContext'));
      const results = await runAxe(page, { include: ['[data-callout]'] });
      const failures = results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}: ${n.failureSummary}`));
      expect(failures).toEqual([]);
      const contrast = await runAxe(page, { include: ['[data-callout]'], rules: ['color-contrast'] });
      expect(contrast.passes.length, 'axe checked the callouts\' text contrast').toBeGreaterThan(0);

      // A titled callout (on Comparison) is named by its title.
      await open(page, 'docs/comparison', mode);
      const tip = page.getByRole('complementary', { name: 'Prefer to start from working code?' });
      await expect(tip).toBeVisible();
      await expect(tip).toHaveAttribute('data-callout', 'tip');
      await expect(tip.getByRole('link', { name: 'examples' })).toHaveAttribute('href', route('docs/category/examples'));
      const tipResults = await runAxe(page, { include: ['[data-callout]'] });
      expect(tipResults.violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}`))).toEqual([]);
    });
  }

  test('icons draw their type\'s shape at 18px in the title colour, forced colours included', async ({ page }) => {
    const iconsOf = () =>
      page.locator('[data-callout]').evaluateAll((asides) =>
        asides.map((aside) => {
          const icon = aside.querySelector('.callout__icon')!;
          const box = icon.getBoundingClientRect();
          const shape = getComputedStyle(icon, '::before');
          return { type: aside.getAttribute('data-callout'), width: box.width, height: box.height, clip: shape.clipPath, paint: shape.backgroundColor, title: getComputedStyle(icon.parentElement!).color };
        }),
      );
    for (const forced of [false, true]) {
      if (forced) await page.emulateMedia({ forcedColors: 'active' });
      const icons = [];
      for (const path of [PAGE, 'docs/comparison']) {
        await open(page, path);
        icons.push(...(await iconsOf()));
      }
      expect(new Set(icons.map((i) => i.type)).size, 'at least two callout types on these pages').toBeGreaterThan(1);
      for (const icon of icons) {
        expect([icon.width, icon.height]).toEqual([18, 18]);
        expect(icon.clip, `${icon.type} is shaped by its path`).toMatch(/^path\("M/i);
        expect(icon.paint, `${icon.type} paints in its title's colour`).toBe(icon.title);
        expect(icon.paint).not.toBe('rgba(0, 0, 0, 0)');
      }
      // One shape per type (info shares note's): a different type draws a different icon.
      const shapes = new Map(icons.map((i) => [i.type === 'info' ? 'note' : i.type, i.clip]));
      expect(new Set(shapes.values()).size).toBe(shapes.size);
    }
  });
});

test.describe('package-manager tabs', () => {
  test.beforeEach(async ({ page }) => {
    await open(page, PAGE);
  });

  test('follow the WAI-ARIA tabs pattern by keyboard', async ({ page }) => {
    const list = groups(page).first();
    await expect(list.getByRole('tab')).toHaveText(MANAGERS);
    const npm = tabIn(page, 0, 'npm');
    await expect(npm).toHaveAttribute('aria-selected', 'true');
    await npm.focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabIn(page, 0, 'Yarn')).toBeFocused();
    await expect(tabIn(page, 0, 'Yarn')).toHaveAttribute('aria-selected', 'true');
    await expect(npm).toHaveAttribute('aria-selected', 'false');
    await expect(npm).toHaveAttribute('tabindex', '-1');
    const panel = page.locator(`[id="${await tabIn(page, 0, 'Yarn').getAttribute('aria-controls')}"]`);
    await expect(panel).toHaveRole('tabpanel');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(INSTALL[1]!);
    await expect(page.getByRole('tabpanel').filter({ hasText: INSTALL[0] })).toBeHidden();
    await page.keyboard.press('End');
    await expect(tabIn(page, 0, 'Bun')).toBeFocused();
    await page.keyboard.press('ArrowRight'); // wraps
    await expect(tabIn(page, 0, 'npm')).toBeFocused();
    await page.keyboard.press('ArrowLeft'); // wraps back
    await expect(tabIn(page, 0, 'Bun')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tabIn(page, 0, 'npm')).toBeFocused();
    await expect(tabIn(page, 0, 'npm')).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tablist for the panel.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveRole('tabpanel');
  });

  test('stay in sync across the groups of the page', async ({ page }) => {
    expect(await groups(page).count()).toBeGreaterThanOrEqual(2);
    await tabIn(page, 0, 'pnpm').click();
    await expect(tabIn(page, 1, 'pnpm')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').filter({ hasText: 'pnpm dev' })).toBeVisible();
    await tabIn(page, 1, 'Bun').click();
    await expect(tabIn(page, 0, 'Bun')).toHaveAttribute('aria-selected', 'true');
  });

  test('persist across reloads and later pages, and reach other open browser tabs', async ({ page, context }) => {
    await tabIn(page, 0, 'Yarn').click();
    await page.reload();
    await waitForHydration(page);
    await expect(tabIn(page, 0, 'Yarn')).toHaveAttribute('aria-selected', 'true');
    await expect(tabIn(page, 1, 'Yarn')).toHaveAttribute('aria-selected', 'true');

    // A later page, reached by client-side navigation, then a fresh load of this one.
    await page.getByRole('main').getByRole('link', { name: 'comparison' }).first().click();
    await expect(page).toHaveURL(/docs\/comparison/);
    await page.goBack();
    await expect(tabIn(page, 0, 'Yarn')).toHaveAttribute('aria-selected', 'true');

    const other = await context.newPage();
    await open(other, PAGE);
    await expect(tabIn(other, 0, 'Yarn')).toHaveAttribute('aria-selected', 'true');
    // Choosing in one browser tab switches the other (the storage event).
    await tabIn(other, 0, 'pnpm').click();
    await expect(tabIn(page, 0, 'pnpm')).toHaveAttribute('aria-selected', 'true');
    await expect(tabIn(page, 1, 'pnpm')).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every tab panel is in the HTML and shown, each under its label', async ({ page }) => {
    await page.goto(route(PAGE));
    const panels = page.getByRole('tabpanel');
    await expect(panels).toHaveCount(8);
    for (const command of INSTALL) await expect(page.getByText(command, { exact: true })).toBeVisible();
    // Each panel is introduced by its label (drawn from data-label), since the tablist is no use without scripts.
    for (const [index, label] of MANAGERS.entries()) {
      const shown = await panels.nth(index).evaluate((panel) => getComputedStyle(panel, '::before').content);
      expect(shown).toBe(JSON.stringify(label));
    }
    await expect(page.getByText('bun run dev', { exact: true })).toBeVisible();
    await expect(page.locator('main [role="tablist"]').first()).toBeHidden();
  });
});

test('details open and close by keyboard', async ({ page }) => {
  await open(page, 'docs/comparison');
  const summary = page.locator('main summary', { hasText: 'Which versions of React does React Dialog Hub support?' });
  const answer = page.getByText('TypeScript is optional: the types ship with the package.');
  await expect(answer).toBeHidden();
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Space');
  await expect(answer).toBeHidden();
});
