import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, route } from './fixtures';
import { sitemapPages, pageLabel } from './site-pages';

/**
 * axe-core with the WCAG 2.0–2.2 A and AA rules on every page of the build
 * (from its sitemap, plus the not-found page), in light and dark mode, at
 * desktop and phone widths. Any serious or critical violation fails.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const MODES = ['light', 'dark'] as const;
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 800 },
];
const THEME_KEY = 'theme';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

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

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(results.passes.length, 'axe ran its rules').toBeGreaterThan(10);
  expect(
    serious.map((v) => `${v.id} (${v.impact}, ${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'})`),
    `axe found serious or critical WCAG violations:\n\n${describeViolations(serious)}\n`,
  ).toEqual([]);
}

/** Sets the colour mode before any script runs: stored choice and system preference agree. */
async function useMode(page: Page, mode: (typeof MODES)[number]) {
  await page.emulateMedia({ colorScheme: mode });
  await page.addInitScript(
    ([key, value]) => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        /* storage blocked: the system preference still applies */
      }
    },
    [THEME_KEY, mode] as const,
  );
}

/** The test means something only if the page shows the mode asked for, once the theme sets it. */
async function expectMode(page: Page, mode: (typeof MODES)[number]) {
  const attribute = await page.locator('html').getAttribute('data-theme');
  if (attribute !== null) expect(attribute, 'html[data-theme] follows the chosen mode').toBe(mode);
}

const pages = [...sitemapPages()];

for (const viewport of WIDTHS) {
  for (const mode of MODES) {
    test.describe(`axe, ${mode} mode, ${viewport.name} (${viewport.width}px)`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      // axe walks the whole DOM: long pages with many code blocks need more than the default 30 s on a busy machine.
      test.describe.configure({ timeout: 120_000 });

      for (const path of pages) {
        test(pageLabel(path), async ({ page }) => {
          await useMode(page, mode);
          const response = await page.goto(route(path));
          expect(response?.status()).toBe(200);
          await page.waitForLoadState('networkidle');
          await expectMode(page, mode);
          await expectNoSeriousViolations(page);
        });
      }

      test.describe('not-found page', () => {
        test.use({ allowConsole: [/status of 404/] });
        test('/404', async ({ page }) => {
          await useMode(page, mode);
          expect((await page.goto(route('no/such/page')))?.status()).toBe(404);
          await page.waitForLoadState('networkidle');
          await expectMode(page, mode);
          await expectNoSeriousViolations(page);
        });
      });
    });
  }
}
