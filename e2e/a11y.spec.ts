import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, route } from './fixtures';
import { sitemapPages, pageLabel } from './site-pages';
import { measureFirstLoad, kb } from './first-load';
import { menuButton } from './theme-matrix';
import { runAxe, type AxeResults, type AxeRun } from './axe';

/**
 * One browser pass over every page of the build (from its sitemap, plus the not-found page),
 * each page loaded once with an empty cache:
 *
 * - its first visit stays within the size budgets of scripts/test/budgets.json (JavaScript and CSS);
 * - axe-core with the WCAG 2.0–2.2 A and AA rules finds no serious or critical violation in light
 *   mode at desktop width;
 * - then, the system preference switched to dark on the same page, the rules that read colours
 *   (contrast, links told apart from text) find none either;
 * - then, at phone width (390 px), the rules that depend on layout (contrast of what is visible,
 *   scrollable regions reachable by keyboard, target sizes) find none either.
 *
 * On this pass the colour and layout rules leave out the text inside code blocks (see CODE_TEXT).
 *
 * The theme's own parts at phone width (menu button, mobile menu, collapsed table of contents) are
 * checked with every rule in both modes on one page of each template ('phone width, …' below).
 * Sizes are stable from build to build, so they can fail a test; timings cannot, and live in
 * `npm run bench` with Lighthouse.
 */
/** The rules whose result depends on the colour mode: every other rule reads markup and layout only. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/** The rules whose result depends on the viewport width. */
const LAYOUT_RULES = ['color-contrast', 'scrollable-region-focusable', 'target-size'];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 800 };

const budgets = JSON.parse(readFileSync('scripts/test/budgets.json', 'utf8')) as {
  firstLoad: { jsGzipBytes: number; cssGzipBytes: number };
};

/** One readable paragraph per violation: rule, impact, what to do, where. */
function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((node) => `    - ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
      return `[${v.impact}] ${v.id}: ${v.help}\n  ${v.helpUrl}\n${nodes}${more}`;
    })
    .join('\n\n');
}

/**
 * The text inside code blocks, left out of the colour and layout rules on the per-page pass:
 * thousands of highlighted tokens made color-contrast two thirds of this spec's time, and their
 * colours come only from the code palette, which src/styles/code-colours.test.ts holds to AA in
 * both modes (every colour the code block's CSS draws, on the background it draws it on). The
 * light pass still runs every other rule over the code, the code blocks themselves stay in
 * (a scrollable block must be reachable by keyboard), and the phone-width pass below runs every
 * rule on the code of one page per template.
 */
const CODE_TEXT = ['pre > code'];

/** Runs axe once per run and fails on serious or critical violations, naming `where`. */
async function expectNoSeriousViolations(page: Page, where: string, ...runs: AxeRun[]) {
  const results: AxeResults[] = [];
  for (const run of runs.length ? runs : [{}]) results.push(await runAxe(page, run));
  const serious = results.flatMap((r) => r.violations).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const ran = new Set(results.flatMap((r) => [...r.passes, ...r.violations, ...r.incomplete, ...r.inapplicable]).map((r) => r.id));
  const expected = runs.flatMap((run) => run.rules ?? []);
  expect(ran.size, 'axe ran its rules').toBeGreaterThanOrEqual(expected.length || 10);
  for (const rule of expected) expect(ran.has(rule), `axe ran ${rule}`).toBe(true);
  expect(
    serious.map((v) => `${v.id} (${v.impact}, ${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'})`),
    `axe found serious or critical WCAG violations (${where}):\n\n${describeViolations(serious)}\n`,
  ).toEqual([]);
}

/** Follows the system preference (nothing stored) and waits until the page shows it. */
async function switchMode(page: Page, mode: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: mode });
  await expect(page.locator('html'), 'html[data-theme] follows the system preference').toHaveAttribute('data-theme', mode);
  await transitionsDone(page);
}

/** Colours and the menu change through CSS transitions: axe must read where they end, not a frame in between. */
async function transitionsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => undefined))),
  );
}

const list = (files: Array<{ url: string; gzip: number }>) =>
  files
    .sort((a, b) => b.gzip - a.gzip)
    .map((f) => `  ${kb(f.gzip).padStart(9)}  ${new URL(f.url, 'http://x').pathname}`)
    .join('\n');

test.describe('every page: first-visit budget, axe in light and dark, at desktop and phone width', () => {
  test.use({ viewport: DESKTOP, colorScheme: 'light' });
  // axe walks the whole DOM three times: long pages with many code blocks need more than 30 s on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  for (const path of sitemapPages()) {
    test(pageLabel(path), async ({ page }, testInfo) => {
      const load = await measureFirstLoad(page, route(path));
      testInfo.annotations.push({
        type: 'first load',
        description: `HTML ${kb(load.html.gzip)}, JS ${kb(load.js.gzip)}, CSS ${kb(load.css.gzip)} gzip; ${load.requests} requests`,
      });
      // Soft: a page over budget still gets its accessibility checked and reported.
      expect.soft(load.js.files.length, 'the page runs the Gatsby runtime').toBeGreaterThan(2);
      expect.soft(
        load.js.gzip,
        `JavaScript executed on the first visit of /${path} is ${kb(load.js.gzip)} gzip, over the ` +
          `${kb(budgets.firstLoad.jsGzipBytes)} budget. Load heavy modules (dialog kits, search, prism languages) ` +
          `only where and when they are used. Files:\n${list(load.js.files)}\n`,
      ).toBeLessThanOrEqual(budgets.firstLoad.jsGzipBytes);
      expect.soft(
        load.css.gzip,
        `CSS of /${path} is ${kb(load.css.gzip)} gzip, over the ${kb(budgets.firstLoad.cssGzipBytes)} budget:\n${list(load.css.files)}\n`,
      ).toBeLessThanOrEqual(budgets.firstLoad.cssGzipBytes);

      await switchMode(page, 'light');
      await expectNoSeriousViolations(page, 'light, 1280 px', { disable: ['color-contrast'] }, { rules: ['color-contrast'], exclude: CODE_TEXT });
      await switchMode(page, 'dark');
      await expectNoSeriousViolations(page, 'dark, 1280 px, colour rules', { rules: COLOUR_RULES, exclude: CODE_TEXT });
      await page.setViewportSize(PHONE);
      await expect(menuButton(page)).toBeVisible();
      await expectNoSeriousViolations(page, 'dark, 390 px, layout rules', { rules: LAYOUT_RULES, exclude: CODE_TEXT });
    });
  }

  test.describe('not-found page', () => {
    test.use({ allowConsole: [/status of 404/] });
    test('/404', async ({ page }) => {
      expect((await page.goto(route('no/such/page')))?.status()).toBe(404);
      await page.waitForLoadState('networkidle');
      await switchMode(page, 'light');
      await expectNoSeriousViolations(page, 'light, 1280 px');
      await switchMode(page, 'dark');
      await expectNoSeriousViolations(page, 'dark, 1280 px, colour rules', { rules: COLOUR_RULES });
      await page.setViewportSize(PHONE);
      await expectNoSeriousViolations(page, 'dark, 390 px, layout rules', { rules: LAYOUT_RULES });
    });
  });
});

/**
 * The theme at phone width, one page of each template, in both modes: every rule with the menu
 * closed, and the colour rules with the mobile menu open (was also e2e/theme-contrast.spec.ts).
 */
const TEMPLATES = [
  '',
  'docs/intro',
  'docs/getting-started',
  'docs/category/examples',
  'docs/examples/plain',
  'docs/api/',
  'docs/api/type-aliases/ShowFn',
];

test.describe('phone width, one page per template, light and dark, menu closed and open', () => {
  test.use({ viewport: PHONE, colorScheme: 'light' });
  test.describe.configure({ timeout: 120_000 });

  for (const path of TEMPLATES) {
    test(pageLabel(path), async ({ page }) => {
      expect((await page.goto(route(path)))?.status()).toBe(200);
      await page.waitForLoadState('networkidle');
      for (const mode of ['light', 'dark'] as const) {
        await switchMode(page, mode);
        await expectNoSeriousViolations(page, `${mode}, 390 px, menu closed`);
        await menuButton(page).click();
        await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeVisible();
        await transitionsDone(page);
        await expectNoSeriousViolations(page, `${mode}, 390 px, menu open`, { rules: COLOUR_RULES });
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeHidden();
      }
    });
  }
});
