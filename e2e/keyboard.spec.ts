import type { Locator, Page } from '@playwright/test';
import { test, expect, route, endsAt } from './fixtures';

/**
 * A keyboard-only walk through the site: Tab order from the top of a docs
 * page (skip link, navbar, sidebar), a visible focus indicator on every stop,
 * Enter following links, then search and a live example dialog when the
 * build has them.
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

interface Stop {
  /** Position in the expected order, or -1 when focus is on something unlisted. */
  index: number;
  description: string;
  indicator: boolean;
}

/** Numbers the keyboard-reachable elements of the given regions, in order, and returns their descriptions. */
async function markExpectedOrder(page: Page, selectors: string[]): Promise<string[]> {
  return page.evaluate(
    ({ selectors, focusable }) => {
      const describe = (el: Element) =>
        `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ')}"`;
      const visible = (el: Element) => {
        const style = getComputedStyle(el);
        return style.visibility !== 'hidden' && style.display !== 'none' && (el as HTMLElement).getClientRects().length > 0;
      };
      const ordered: Element[] = [];
      for (const wanted of selectors) {
        // A trailing "?" marks a part of the page that may be absent (a dismissed announcement).
        const optional = wanted.endsWith('?');
        const selector = optional ? wanted.slice(0, -1) : wanted;
        const root = document.querySelector(selector);
        if (!root && optional) continue;
        if (!root) throw new Error(`no ${selector} on the page`);
        const candidates = root.matches(focusable) ? [root] : [...root.querySelectorAll(focusable)];
        ordered.push(...candidates.filter((el) => visible(el) || el.matches('a[href^="#"]')));
      }
      ordered.forEach((el, i) => el.setAttribute('data-kb-order', String(i)));
      return ordered.map(describe);
    },
    { selectors, focusable: FOCUSABLE },
  );
}

/** Presses Tab and reports where focus landed and whether it is visibly marked. */
async function tab(page: Page): Promise<Stop> {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { index: -1, description: 'body', indicator: false };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    return {
      index: Number(el.getAttribute('data-kb-order') ?? -1),
      description: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.innerText ?? '').trim().replace(/\s+/g, ' ')}"`,
      indicator: outline || shadow,
    };
  });
}

/** Tabs forward until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`could not reach ${target} with ${max} presses of Tab`);
}

async function open(page: Page, path: string) {
  await page.goto(route(path));
  await page.waitForLoadState('networkidle');
}

test('Tab from the top: skip link, then the navbar in order, then the sidebar, each visibly focused', async ({ page }) => {
  await open(page, 'docs/intro');
  const expected = await markExpectedOrder(page, ['a[href="#main-content"]', '[role="region"][aria-label="Announcement"]?', 'nav[aria-label="Main"]', 'nav[aria-label="Docs sidebar"]']);
  expect(expected[0]).toMatch(/Skip to main content/);

  const stops: Stop[] = [];
  for (let i = 0; i < expected.length; i += 1) stops.push(await tab(page));
  expect(stops.map((s) => s.description)).toEqual(expected);
  expect(stops.map((s) => s.index)).toEqual(expected.map((_, i) => i));
  const unmarked = stops.filter((s) => !s.indicator).map((s) => s.description);
  expect(unmarked, 'elements without a visible focus indicator').toEqual([]);

  // The configured navbar items come in their configured order.
  const labels = expected.map((d) => d.replace(/^\w+ "|"$/g, ''));
  const navbarOrder = ['React Dialog Hub', 'Docs', 'API', 'GitHub'].map((label) => labels.findIndex((l) => l.startsWith(label)));
  expect(navbarOrder.every((i) => i > 0)).toBe(true);
  expect([...navbarOrder].sort((a, b) => a - b)).toEqual(navbarOrder);
  // The sidebar follows the navbar: its first link is Introduction.
  expect(labels.indexOf('Introduction')).toBeGreaterThan(Math.max(...navbarOrder));
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await open(page, 'docs/getting-started');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  // The next Tab stays in the main content instead of going back through the navbar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#main-content')))).toBe(true);
});

test('Enter follows a sidebar link, and Enter on a category toggle collapses and expands it', async ({ page }) => {
  await open(page, 'docs/intro');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const link = sidebar.getByRole('link', { name: 'Getting Started' });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(endsAt('docs/getting-started'));
  await expect(page.locator('h1')).toHaveText('Getting Started');
  await expect(sidebar.getByRole('link', { name: 'Getting Started' })).toHaveAttribute('aria-current', 'page');

  const toggle = sidebar.getByRole('button', { name: /category 'Examples'/ });
  await tabTo(page, toggle);
  const before = await toggle.getAttribute('aria-expanded');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', before === 'true' ? 'false' : 'true');
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-expanded', String(before));
});

test('search works from the keyboard', async ({ page }) => {
  await open(page, 'docs/intro');
  const header = page.locator('header');
  const control = header.getByRole('searchbox').or(header.getByRole('combobox')).or(header.getByRole('button', { name: /search/i }));
  const first = control.first();
  await tabTo(page, first);
  const opensDialog = (await first.evaluate((el) => el.tagName)) === 'BUTTON';
  if (opensDialog) await page.keyboard.press('Enter');
  const input = opensDialog ? page.getByRole('dialog').getByRole('searchbox').or(page.getByRole('dialog').getByRole('combobox')) : first;
  await expect(input.first()).toBeFocused();
  await page.keyboard.type('useDialog');
  const results = page.getByRole('option').or(page.getByRole('listbox').getByRole('link'));
  await expect(results.first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/docs\/intro$/);
  await expect(page.locator('h1')).toBeVisible();
});

test('an example dialog opens, keeps focus inside, and closes with Escape back to its trigger', async ({ page }) => {
  await open(page, 'docs/examples/plain');
  // A demo's button (its UI kit loads on focus and the dialog opens on Enter), not a code block's Copy button.
  const trigger = page.locator('article').getByRole('button', { name: /^Open / }).first();
  await tabTo(page, trigger, 200);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog')).first();
  await expect(dialog).toBeVisible();
  // Focus moved into the dialog, and Tab never reaches the page behind it. A native modal
  // <dialog> lets Tab pass through the browser's own controls (the page then reports <body>)
  // before coming back: that is the platform's behaviour, not a leak into the page.
  expect(await dialog.evaluate((el) => el.contains(document.activeElement)), 'focus moves into the dialog').toBe(true);
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    const where = await dialog.evaluate((el) => (el.contains(document.activeElement) ? 'dialog' : document.activeElement === document.body ? 'browser' : 'page'));
    expect(where, `focus after ${i + 1} Tabs`).not.toBe('page');
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});
