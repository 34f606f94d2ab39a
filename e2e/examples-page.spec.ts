import fs from 'node:fs';
import path from 'node:path';
import { test, expect, route } from './fixtures';
import {
  FLAVOURS,
  demo,
  demosHydrated,
  expectSettled,
  gotoExamples,
  open,
  openDialog,
  recordKitRequests,
} from './examples-helpers';

const NAMES = ['Alert', 'Confirm', 'Prompt', 'SelectSingle', 'SelectMulti', 'Progress'];
const SHARED_HOOKS: Record<string, string[]> = {
  plain: ['src/examples/plain/useModalDialog.ts'],
  radix: ['src/examples/radix/useRestoreFocus.ts'],
  mui: [],
};
/** Demos a page has beyond the shared six. */
const EXTRA_DEMOS: Record<string, string[]> = { plain: ['src/examples/plain/NestedDialog.tsx'], radix: [], mui: [] };

/** The code panel titled with a file path. */
const sourcePanel = (page: import('@playwright/test').Page, file: string) =>
  page.getByRole('region', { name: `Code: ${file}` }).or(page.locator(`pre[aria-label="Code: ${file}"]`)).first();

const withoutFinalNewline = (text: string) => text.replace(/\n$/, '');

test.describe('the code shown is the code that runs', () => {
  for (const flavour of FLAVOURS) {
    test(`${flavour}: every dialog's panel equals its file, already in the prerendered HTML`, async ({ browser }) => {
      // No JavaScript: what a reader (or a crawler) gets from the HTML alone.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(route(`docs/examples/${flavour}`));
      const files = [...SHARED_HOOKS[flavour], ...EXTRA_DEMOS[flavour], ...NAMES.map((name) => `src/examples/${flavour}/${name}Dialog.tsx`)];
      for (const file of files) {
        const onDisk = fs.readFileSync(path.join(__dirname, '..', file), 'utf8');
        // As a reader sees it on reaching it: a block off screen is laid out as it nears the viewport
        // (content-visibility), and until then has no rendered text (innerText).
        const panel = sourcePanel(page, file);
        await panel.scrollIntoViewIfNeeded();
        await expect.poll(async () => withoutFinalNewline(await panel.innerText()), { message: file }).toBe(withoutFinalNewline(onDisk));
      }
      // The six buttons are there, ready to click, before any script runs.
      for (const name of NAMES) await expect(demo(page, name).button).toBeEnabled();
      await context.close();
    });
  }
});

test('the buttons of a page have distinct names: the six, then the nested demo of the plain page', async ({ page }) => {
  await gotoExamples(page, 'plain');
  // The demos' own buttons, not the "Open in StackBlitz" beside each (e2e/examples-sandbox.spec.ts).
  const names = await page.getByRole('button', { name: /^Open (?!in StackBlitz)/ }).allTextContents();
  expect(names).toEqual([...NAMES, 'Nested'].map((name) => `Open ${name}`));
});

test.describe('demos follow the site colour mode', () => {
  const luminance = (rgb: string) => {
    const [r, g, b] = rgb.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  };
  /** Background of the dialog's surface: the element with the role, or its nearest painted ancestor. */
  const surface = (page: import('@playwright/test').Page) =>
    openDialog(page).evaluate((el) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const bg = getComputedStyle(node).backgroundColor;
        if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') return bg;
      }
      return 'rgb(255, 255, 255)';
    });

  for (const flavour of FLAVOURS) {
    test(`${flavour}: light, then dark after <html data-theme> changes`, async ({ page }) => {
      await gotoExamples(page, flavour);
      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
      await open(page, 'Alert');
      expect(luminance(await surface(page))).toBeGreaterThan(0.7);
      await page.keyboard.press('Escape');
      await expect(openDialog(page)).toHaveCount(0);

      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
      await open(page, 'Alert');
      await expect.poll(async () => luminance(await surface(page))).toBeLessThan(0.3);
      await page.keyboard.press('Escape');
    });
  }
});

test.describe('lazy loading', () => {
  for (const flavour of FLAVOURS) {
    test(`${flavour}: no kit code until a button is hovered, and the first click opens the dialog`, async ({ page }) => {
      const kits = recordKitRequests(page);
      await gotoExamples(page, flavour);
      await page.waitForLoadState('networkidle');
      expect(kits, 'kit chunks requested before any intent to use a demo').toEqual([]);

      // Pointer over a button: the kit starts loading, nothing opens.
      await demo(page, 'Confirm').button.hover();
      await expect.poll(() => kits).toContain(flavour);
      expect(kits.every((kit) => kit === flavour), kits.join()).toBe(true);
      await expect(openDialog(page)).toHaveCount(0);

      // One click opens the dialog; closing it returns focus to the button.
      await open(page, 'Confirm');
      await page.keyboard.press('Escape');
      await expectSettled(page, 'Confirm', 'Rejected: undefined');
    });
  }

  test('focus alone starts loading the kit, and Enter opens the dialog', async ({ page }) => {
    const kits = recordKitRequests(page);
    await gotoExamples(page, 'radix');
    await page.waitForLoadState('networkidle');
    expect(kits).toEqual([]);
    await demo(page, 'Alert').button.focus();
    await expect.poll(() => kits).toContain('radix');
    await page.keyboard.press('Enter');
    await expect(openDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expectSettled(page, 'Alert', 'Resolved: undefined');
  });

  test('a slow kit shows a spinner after the click, then opens the dialog', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/example-mui-[\w]+\.js$/, async (r) => {
      await held;
      await r.continue();
    });
    await gotoExamples(page, 'mui');
    const alert = demo(page, 'Alert');
    const spinner = alert.group.getByRole('status').filter({ hasText: 'Loading the Alert demo…' });
    await alert.button.click();
    await expect(spinner).toBeVisible();
    await expect(openDialog(page)).toHaveCount(0);
    release();
    await expect(openDialog(page)).toBeVisible();
    await expect(openDialog(page)).toContainText('Your changes have been saved.');
    await openDialog(page).getByRole('button', { name: 'OK' }).click();
    await expectSettled(page, 'Alert', 'Resolved: undefined');
    // (Checked with the dialog closed: a modal hides the page from the accessibility tree.)
    await expect(alert.group).toBeVisible();
    await expect(alert.group.getByText('Loading the Alert demo…')).toHaveCount(0);
  });

  test.describe('failure', () => {
    // One pattern: a two-element array would read as [value, fixture options].
    test.use({ allowConsole: [/Failed to load resource|ChunkLoadError|Loading chunk/] });
    test('a kit that fails to load offers Retry, which loads it and opens the dialog', async ({ page }) => {
      let fail = true;
      await page.route(/example-radix-[\w]+\.js$/, (r) => (fail ? r.abort() : r.continue()));
      await gotoExamples(page, 'radix');
      const confirm = demo(page, 'Confirm');
      await confirm.button.click();
      await expect(confirm.group.getByRole('alert')).toContainText('Could not load the Confirm demo.');
      await expect(openDialog(page)).toHaveCount(0);
      fail = false;
      await confirm.group.getByRole('button', { name: 'Retry' }).click();
      // The reader asked for the dialog once; it opens without a second click.
      await expect(openDialog(page)).toBeVisible();
      await openDialog(page).getByRole('button', { name: 'Delete' }).click();
      await expect(openDialog(page)).toHaveCount(0);
      await expect(confirm.output).toHaveText('Resolved: true');
      await expect(confirm.group.getByRole('alert')).toHaveCount(0);
    });
  });
});
