import type { Locator, Page } from '@playwright/test';
import { expect, route, test } from './fixtures';

/**
 * The navbar's API link is prefetched, and the API reference pages are built
 * by another feature branch; until they exist that prefetch 404s. Tolerate
 * exactly that one: the console line carries no URL, so 404s are checked here
 * by URL instead.
 */
export function allowMissingApiPrefetch() {
  test.use({ allowConsole: [/Failed to load resource: the server responded with a status of 404/] });
  const missing: string[] = [];
  test.beforeEach(({ page }) => {
    missing.length = 0;
    page.on('response', (response) => {
      if (response.status() === 404 && !/\/page-data\/docs\/api\//.test(response.url())) missing.push(response.url());
    });
  });
  test.afterEach(() => expect(missing, 'unexpected 404 responses').toEqual([]));
}

export const FLAVOURS = ['plain', 'radix', 'mui'] as const;
export type Flavour = (typeof FLAVOURS)[number];

/** The one open dialog, whatever role its kit gives it. */
export const openDialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog'));

/** A live example's parts, found the way a reader finds them. */
export function demo(page: Page, name: string) {
  const group = page.getByRole('group', { name: `${name} demo` });
  return {
    group,
    button: group.getByRole('button', { name: `Open ${name}` }),
    output: group.getByRole('status'),
  };
}

export async function gotoExamples(page: Page, flavour: Flavour) {
  await page.goto(route(`docs/examples/${flavour}`));
  // The live demos have loaded once their buttons are enabled.
  await expect(demo(page, 'Progress').button).toBeEnabled();
}

/** Focus is in the dialog (or on the kit's focus container that wraps it). */
export async function expectFocusInside(dialog: Locator) {
  await expect
    .poll(() =>
      dialog.evaluate((el) => {
        const active = document.activeElement;
        return !!active && active !== document.body && (el.contains(active) || active.contains(el));
      }),
    )
    .toBe(true);
}

/** Opens the named demo's dialog and checks that focus moved into it. */
export async function open(page: Page, name: string): Promise<Locator> {
  const { button, output } = demo(page, name);
  await button.click();
  const dialog = openDialog(page);
  await expect(dialog).toBeVisible();
  await expectFocusInside(dialog);
  // Kits hide the page from assistive technology while a modal is open.
  const hiddenOutput = page.getByRole('group', { name: `${name} demo`, includeHidden: true }).getByRole('status', { includeHidden: true });
  await expect(hiddenOutput).toHaveText('Waiting for an answer…');
  return dialog;
}

/** After an answer: the dialog is gone, the output says how it settled, focus is back on the button. */
export async function expectSettled(page: Page, name: string, text: string | RegExp) {
  const { button, output } = demo(page, name);
  await expect(openDialog(page)).toHaveCount(0);
  await expect(output).toHaveText(text);
  await expect(button).toBeFocused();
}

/** A click on the backdrop, far from the centred dialog. */
export const clickBackdrop = (page: Page) => page.mouse.click(8, 400);

/** Current value of a determinate progress bar (ARIA attribute or native <progress>). */
export const progressValue = (bar: Locator) =>
  bar.evaluate((el) => Number(el.getAttribute('aria-valuenow') ?? (el as HTMLProgressElement).value));
