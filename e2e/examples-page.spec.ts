import fs from 'node:fs';
import path from 'node:path';
import { test, expect, route } from './fixtures';
import { FLAVOURS, allowMissingApiPrefetch, demo, gotoExamples, open, openDialog } from './examples-helpers';

const NAMES = ['Alert', 'Confirm', 'Prompt', 'SelectSingle', 'SelectMulti', 'Progress'];
const SHARED_HOOKS: Record<string, string[]> = {
  plain: ['src/examples/plain/useModalDialog.ts'],
  radix: ['src/examples/radix/useRestoreFocus.ts'],
  mui: [],
};

allowMissingApiPrefetch();

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
      const files = [...SHARED_HOOKS[flavour], ...NAMES.map((name) => `src/examples/${flavour}/${name}Dialog.tsx`)];
      for (const file of files) {
        const onDisk = fs.readFileSync(path.join(__dirname, '..', file), 'utf8');
        const shown = await sourcePanel(page, file).innerText();
        expect(withoutFinalNewline(shown ?? ''), file).toBe(withoutFinalNewline(onDisk));
      }
      // The six buttons have six different names, and wait (disabled) for their code.
      for (const name of NAMES) await expect(demo(page, name).button).toBeDisabled();
      await context.close();
    });
  }
});

test('the six buttons of a page have distinct names', async ({ page }) => {
  await gotoExamples(page, 'plain');
  const names = await page.getByRole('button', { name: /^Open / }).allTextContents();
  expect(names).toEqual(NAMES.map((name) => `Open ${name}`));
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
  test('a slow kit shows a spinner, then the live button', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/example-mui-[\w]+\.js$/, async (r) => {
      await held;
      await r.continue();
    });
    await page.goto(route('docs/examples/mui'));
    const alert = demo(page, 'Alert');
    await expect(alert.group.getByRole('status').filter({ hasText: 'Loading the Alert demo…' })).toBeVisible();
    await expect(alert.button).toBeDisabled();
    release();
    await expect(alert.button).toBeEnabled();
    await expect(alert.group.getByText('Loading the Alert demo…')).toHaveCount(0);
  });

  test.describe('failure', () => {
    // One pattern: a two-element array would read as [value, fixture options].
    test.use({ allowConsole: [/Failed to load resource|ChunkLoadError|Loading chunk/] });
    test('a kit that fails to load offers Retry, which loads it', async ({ page }) => {
      let fail = true;
      await page.route(/example-radix-[\w]+\.js$/, (r) => (fail ? r.abort() : r.continue()));
      await page.goto(route('docs/examples/radix'));
      const confirm = demo(page, 'Confirm');
      await expect(confirm.group.getByRole('alert')).toContainText('Could not load the Confirm demo.');
      fail = false;
      await confirm.group.getByRole('button', { name: 'Retry' }).click();
      await expect(confirm.button).toBeEnabled();
      await confirm.button.click();
      await expect(openDialog(page)).toBeVisible();
      await openDialog(page).getByRole('button', { name: 'Delete' }).click();
      await expect(confirm.output).toHaveText('Resolved: true');
    });
  });
});
