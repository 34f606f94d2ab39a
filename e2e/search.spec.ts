import { runAxe } from './axe';
import { test, expect, route, endsAt, PREFIX } from './fixtures';
import { waitForHydration } from './hydration';
import { combobox, dialog, expectHeadingInView, INDEX_FILE, openSearch, options, pressShortcut, search, snippetsInView } from './search-helpers';

// Search: index built at build time, loaded on first open, results as you type. What it requests
// and when is in search-requests.spec.ts.

test.describe('search', () => {
  test('a word from a heading deep in a guide lands on that heading', async ({ page }) => {
    await page.goto(route('docs/intro'));
    await openSearch(page);
    await search(page, 'Material UI');
    const group = dialog(page).getByRole('group', { name: 'Animations' });
    const option = group.getByRole('option', { name: /^Material UI/ });
    await expect(option).toBeVisible();
    await expect(option.locator('mark').first()).toHaveText('Material');
    await option.click();
    await expect(page).toHaveURL(endsAt('docs/guides/animations#material-ui'));
    await expect(dialog(page)).toBeHidden();
    await expect(page.locator('h1')).toHaveText('Animations');
    await expect(page.locator('h2#material-ui')).toHaveText('Material UI');
    await expectHeadingInView(page, 'material-ui');
  });

  // Each guide is found by a heading of its own (the group is the page, the option the heading).
  for (const [query, pageTitle, heading, path] of [
    ['Animating out', 'Dialog lifecycle', 'Animating out', 'docs/guides/lifecycle#animating-out'],
    ['AbortSignal.timeout', 'Cancellation and control', 'Time limits with AbortSignal.timeout', 'docs/guides/cancellation#time-limits-with-abortsignaltimeout'],
    ['Pages Router', 'Server rendering and Next.js', 'Next.js Pages Router', 'docs/guides/server-rendering#nextjs-pages-router'],
    ['Forms with validation', 'Patterns', 'Forms with validation', 'docs/guides/patterns#forms-with-validation'],
  ] as const) {
    test(`search finds "${heading}" in ${pageTitle}`, async ({ page }) => {
      await page.goto(route('docs/intro'));
      await openSearch(page);
      await search(page, query);
      const option = dialog(page).getByRole('group', { name: pageTitle }).getByRole('option', { name: new RegExp(`^${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
      await expect(option).toHaveAttribute('href', `${PREFIX}/${path}`);
    });
  }

  test('a guide is found by a heading of its own and opens at that heading', async ({ page }) => {
    await page.goto(route('docs/intro'));
    await openSearch(page);
    await search(page, 'fake timers');
    const option = dialog(page).getByRole('group', { name: 'Testing dialogs' }).getByRole('option', { name: /^Exit animations and fake timers/ });
    await expect(option).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(endsAt('docs/guides/testing#exit-animations-and-fake-timers'));
    await expect(page.locator('h1')).toHaveText('Testing dialogs');
    await expectHeadingInView(page, 'exit-animations-and-fake-timers');
  });

  test('results are links to their page and heading; Ctrl+click opens a new tab and leaves the search open', async ({ page }) => {
    await page.goto(route('docs/intro'));
    await openSearch(page);
    await search(page, 'Material UI');
    const option = dialog(page).getByRole('group', { name: 'Animations' }).getByRole('option', { name: /^Material UI/ });
    await expect(option).toHaveAttribute('href', `${PREFIX}/docs/guides/animations#material-ui`);
    // Every result is a link under the site's prefix; the page-top ones have no hash.
    for (const href of await options(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(new RegExp(`^${PREFIX}/docs/[^#]+(#[a-z0-9-]+)?$`));
    }

    const [tab] = await Promise.all([page.context().waitForEvent('page'), option.click({ modifiers: ['ControlOrMeta'] })]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname + new URL(tab.url()).hash).toBe(`${PREFIX}/docs/guides/animations#material-ui`);
    await expect(tab.locator('h2#material-ui')).toHaveText('Material UI');
    await tab.close();
    // This tab is as it was: the search open, with its query and results.
    await expect(dialog(page)).toBeVisible();
    await expect(combobox(page)).toHaveValue('Material UI');
    await expect(option).toBeVisible();
    await expect(page).toHaveURL(/\/docs\/intro$/);
  });

  test('titles and summaries are plain text: no Markdown punctuation from the source', async ({ page }) => {
    await page.goto(route('docs/intro'));
    await openSearch(page);
    for (const query of ['show', 'dialog', 'provider', 'promise']) {
      await search(page, query);
      await expect(options(page).first()).toBeVisible();
      for (const text of await options(page).allTextContents()) {
        expect(text, `result for “${query}”`).not.toMatch(/`|\*\*|\]\(/);
      }
    }
  });

  test('keyboard only: Ctrl+K, type, arrows, Enter', async ({ page }) => {
    await page.goto(route('docs/comparison'));
    await pressShortcut(page, 'Control+K');
    await page.keyboard.type('testing');
    const input = combobox(page);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(await options(page).count()).toBeGreaterThan(1);

    // The combobox points at the listbox and at the active option.
    const listboxId = await input.getAttribute('aria-controls');
    await expect(dialog(page).getByRole('listbox')).toHaveAttribute('id', listboxId!);
    const activeId = () => input.getAttribute('aria-activedescendant');
    const first = await activeId();
    await expect(page.locator(`[id="${first}"]`)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator(`[id="${first}"]`)).toContainText('Testing');

    await page.keyboard.press('ArrowDown');
    await expect.poll(activeId).not.toBe(first);
    const second = await activeId();
    await expect(page.locator(`[id="${second}"]`)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator(`[id="${first}"]`)).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await expect.poll(activeId).toBe(first);

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/guides\/testing(#[a-z-]+)?$/);
    await expect(page.locator('h1')).toHaveText('Testing dialogs');
  });

  test('`/` opens it, Escape closes it and gives focus back to the trigger; Tab stays inside', async ({ page }) => {
    await page.goto(route('docs/intro'));
    const trigger = page.getByRole('button', { name: 'Search' }).first();
    await waitForHydration(page);
    await trigger.focus();
    await pressShortcut(page, '/');
    // A `/` typed in the search field is text, not a shortcut.
    await page.keyboard.type('a/b');
    await expect(combobox(page)).toHaveValue('a/b');
    // Tab cycles within the dialog.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(trigger).toBeFocused();
    // Ctrl+K from a focused link works too, and the close button closes.
    await page.getByRole('link', { name: 'Getting Started' }).first().focus();
    await pressShortcut(page, 'Control+k');
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toBeHidden();
  });

  test('prefix search and case-insensitivity, with matches highlighted', async ({ page }) => {
    await page.goto(route('docs/intro'));
    await openSearch(page);
    await search(page, 'Dialo');
    await expect(options(page).first()).toBeVisible();
    const marks = await dialog(page).locator('mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark.toLowerCase()).toBe('dialo');

    await search(page, 'RADIX THEMES');
    await expect(dialog(page).getByRole('group', { name: 'Radix Themes' }).getByRole('option').first()).toBeVisible();
  });

  test('a miss says so', async ({ page }) => {
    await page.goto(route('docs/intro'));
    await openSearch(page);
    await search(page, 'zzyzxq');
    await expect(dialog(page).getByText('No results for “zzyzxq”')).toBeVisible();
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog(page).getByRole('listbox')).toHaveCount(0);
  });

  test('a query with HTML is shown as text and never injected', async ({ page }) => {
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.dismiss();
    });
    await page.goto(route('docs/intro'));
    await openSearch(page);
    const evil = '<img src=x onerror=alert(1)>';
    await search(page, evil);
    await expect(dialog(page).getByText(`No results for “${evil}”`)).toBeVisible();
    await expect(dialog(page).locator('img')).toHaveCount(0);
    // A query that matches keeps markup in the snippet as text too.
    await search(page, '<dialog> element');
    await expect(options(page).first()).toBeVisible();
    await expect(dialog(page).locator('[role="option"] dialog')).toHaveCount(0);
    expect(alerts).toEqual([]);
  });

  test('the dialog is accessible in light and dark mode', async ({ page }) => {
    await page.goto(route('docs/intro'));
    for (const theme of ['light', 'dark']) {
      // Choose the mode as a reader would (stored choice, then a fresh load): no colour transition mid-check.
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await openSearch(page);
      await search(page, 'dialog');
      await expect(options(page).first()).toBeVisible();
      const results = await runAxe(page, { include: ['dialog'], defaultRules: true });
      expect(results.violations.map((v) => `${theme}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    }
  });
});

test.describe('search loading', () => {
  // The failed request is logged by Chromium; that is the point of this test.
  // (The same pattern covers the missing API page-data 404 on a branch without the API.)
  test.use({ allowConsole: [/Failed to load resource/] });

  test('a failed index request shows Retry, which then works', async ({ page }) => {
    let failures = 0;
    await page.route(INDEX_FILE, async (r) => {
      if (failures++ === 0) await r.abort('failed');
      else await r.continue();
    });
    await page.goto(route('docs/intro'));
    await openSearch(page);
    const alert = dialog(page).getByRole('alert');
    await expect(alert).toContainText('Could not load the search index.');
    await search(page, 'provider');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(alert).toBeHidden();
    await expect(options(page).first()).toBeVisible();
    expect(failures).toBe(2);
  });

  test('a failed index file during a query shows Retry, which then answers the query', async ({ page }) => {
    let failures = 0;
    await page.route(/\/static\/search\/[0-9a-f]+\/p\d+\.json$/, async (r) => {
      if (failures++ === 0) await r.abort('failed');
      else await r.continue();
    });
    await page.goto(route('docs/intro'));
    await openSearch(page);
    await search(page, 'useDialog');
    const alert = dialog(page).getByRole('alert');
    await expect(alert).toContainText('Could not load the search index.');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(alert).toBeHidden();
    await expect(options(page).first()).toContainText('useDialog');
  });

  test('a slow index shows the spinner after the delay, typing meanwhile is kept', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(INDEX_FILE, async (r) => {
      await released;
      await r.continue();
    });
    await page.goto(route('docs/intro'));
    await openSearch(page);
    await search(page, 'Material UI');
    await expect(dialog(page).getByRole('status')).toHaveText('Loading the search index…');
    release();
    await expect(dialog(page).getByRole('group', { name: 'Getting Started' }).getByRole('option').first()).toBeVisible();
  });
});

test.describe('search on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dialog fills the screen', async ({ page }) => {
    await page.goto(route('docs/intro'));
    await openSearch(page);
    const panel = dialog(page).locator('div').first();
    const box = await panel.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await search(page, 'provider');
    await options(page).first().click();
    await expect(dialog(page)).toBeHidden();
  });
});

test.describe('search ranks API symbols', () => {
  for (const [query, url, h1] of [
    ['useDialog', 'docs/api/functions/useDialog', 'useDialog'],
    ['ShowFn', 'docs/api/type-aliases/ShowFn', 'ShowFn'],
    ['showfn', 'docs/api/type-aliases/ShowFn', 'ShowFn'],
  ] as const) {
    test(`“${query}” → the ${h1} page first`, async ({ page }) => {
      await page.goto(route('docs/intro'));
      await openSearch(page);
      await search(page, query);
      await expect(options(page).first()).toContainText(h1);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${route(url)}$`));
      await expect(page.locator('h1')).toContainText(h1);
    });
  }

  test('“Dialo” puts symbols starting with it first', async ({ page }) => {
    await page.goto(route('docs/intro'));
    await openSearch(page);
    await search(page, 'Dialo');
    await expect(options(page).first()).toContainText(/^\{\}Dialog/);
  });
});

test.describe('search forgives typos', () => {
  for (const [query, first] of [
    ['dialg provider', /^\{\}DialogProvider/],
    ['cancelation', /Cancellation/],
    // A typo in the first letter: replaced, and left out.
    ['xancellation', /Cancellation/],
    ['ialog provider', /^\{\}DialogProvider/],
  ] as const) {
    test(`“${query}” → the page meant, first`, async ({ page }) => {
      await page.goto(route('docs/intro'));
      await openSearch(page);
      await search(page, query);
      await expect(options(page).first()).toContainText(first);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/ancel/.test(query) ? /\/docs\/guides\/cancellation(#[a-z0-9-]+)?$/ : /\/docs\/api\/functions\/DialogProvider$/);
    });
  }

  test('the corrected word is marked in the results', async ({ page }) => {
    await page.goto(route('docs/intro'));
    await openSearch(page);
    await search(page, 'dialg provider');
    // “Dialog” (the correction) and “Provider” (as typed) are marked, so the whole name is.
    await expect(options(page).first().locator('mark').first()).toHaveText('DialogProvider');
  });

  test('an exact query shows exact matches only: “abort” finds abort, never “about”', async ({ page }) => {
    await page.goto(route('docs/intro'));
    await openSearch(page);
    await search(page, 'abort');
    await expect(options(page).first()).toContainText(/abort/i);
    const marks = await dialog(page).locator('mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark.toLowerCase()).toBe('abort');
  });
});
