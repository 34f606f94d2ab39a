import { test, expect } from './fixtures';
import {
  FLAVOURS,
  clickBackdrop,
  demo,
  expectSettled,
  gotoExamples,
  open,
  openDialog,
  progressValue,
  type Flavour,
} from './examples-helpers';

const REJECTED = 'Rejected: undefined';
const ABORTED = /^Rejected: AbortError: .+/;

/** What a click on the backdrop does, as each kit defines it (null: the dialog stays open). */
const backdrop: Record<Flavour, Record<string, string | null>> = {
  // A modal <dialog> has no light dismiss.
  plain: { Alert: null, Confirm: null, Prompt: null, SelectSingle: null, SelectMulti: null, Progress: null },
  // Radix: outside clicks close a Dialog; an AlertDialog ignores them; Progress opts out.
  radix: { Alert: 'Resolved: undefined', Confirm: null, Prompt: REJECTED, SelectSingle: REJECTED, SelectMulti: REJECTED, Progress: null },
  // MUI: backdrop clicks reach onClose; Progress ignores the backdropClick reason.
  mui: { Alert: 'Resolved: undefined', Confirm: REJECTED, Prompt: REJECTED, SelectSingle: REJECTED, SelectMulti: REJECTED, Progress: null },
};

/** Clicks the backdrop and checks the kit's answer; when the dialog stays, closes it with `close`. */
async function checkBackdrop(page: import('@playwright/test').Page, flavour: Flavour, name: string, close: () => Promise<void>, closedText: string | RegExp) {
  const dialog = await open(page, name);
  await clickBackdrop(page);
  const expected = backdrop[flavour][name];
  if (expected === null) {
    await expect(dialog).toBeVisible();
    await close();
    await expectSettled(page, name, closedText);
  } else {
    await expectSettled(page, name, expected);
  }
}

for (const flavour of FLAVOURS) {
  test.describe(`${flavour} examples`, () => {
    test.beforeEach(async ({ page }) => gotoExamples(page, flavour));

    test('Alert resolves with undefined on OK and on Escape', async ({ page }) => {
      let dialog = await open(page, 'Alert');
      await expect(dialog).toContainText('Your changes have been saved.');
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expectSettled(page, 'Alert', 'Resolved: undefined');

      await open(page, 'Alert');
      await page.keyboard.press('Escape');
      await expectSettled(page, 'Alert', 'Resolved: undefined');

      await checkBackdrop(page, flavour, 'Alert', () => openDialog(page).getByRole('button', { name: 'OK' }).click(), 'Resolved: undefined');
    });

    test('Confirm resolves true or false and rejects on Escape', async ({ page }) => {
      let dialog = await open(page, 'Confirm');
      await expect(dialog).toContainText('report.pdf will be deleted permanently.');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expectSettled(page, 'Confirm', 'Resolved: true');

      dialog = await open(page, 'Confirm');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expectSettled(page, 'Confirm', 'Resolved: false');

      await open(page, 'Confirm');
      await page.keyboard.press('Escape');
      await expectSettled(page, 'Confirm', REJECTED);

      await checkBackdrop(page, flavour, 'Confirm', () => openDialog(page).getByRole('button', { name: 'Delete' }).click(), 'Resolved: true');
    });

    test('Prompt resolves with the text and rejects on Cancel and Escape', async ({ page }) => {
      let dialog = await open(page, 'Prompt');
      const field = dialog.getByRole('textbox');
      await expect(field).toHaveValue('report.pdf');
      await field.fill('');
      await dialog.getByRole('button', { name: 'OK' }).click();
      // Required: an empty name is not an answer.
      await expect(dialog).toBeVisible();
      await field.fill('notes.txt');
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expectSettled(page, 'Prompt', 'Resolved: "notes.txt"');

      dialog = await open(page, 'Prompt');
      await dialog.getByRole('textbox').fill('draft.md');
      await dialog.getByRole('textbox').press('Enter');
      await expectSettled(page, 'Prompt', 'Resolved: "draft.md"');

      dialog = await open(page, 'Prompt');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expectSettled(page, 'Prompt', REJECTED);

      await open(page, 'Prompt');
      await page.keyboard.press('Escape');
      await expectSettled(page, 'Prompt', REJECTED);

      await checkBackdrop(page, flavour, 'Prompt', () => openDialog(page).getByRole('button', { name: 'OK' }).click(), 'Resolved: "report.pdf"');
    });

    test('SelectSingle resolves with the chosen value and rejects on Cancel and Escape', async ({ page }) => {
      let dialog = await open(page, 'SelectSingle');
      await expect(dialog.getByRole('radio', { name: 'Medium' })).toBeChecked();
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expectSettled(page, 'SelectSingle', 'Resolved: "m"');

      dialog = await open(page, 'SelectSingle');
      await dialog.getByRole('radio', { name: 'Large' }).click();
      await expect(dialog.getByRole('radio', { name: 'Large' })).toBeChecked();
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expectSettled(page, 'SelectSingle', 'Resolved: "l"');

      dialog = await open(page, 'SelectSingle');
      await dialog.getByRole('radio', { name: 'Small' }).click();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expectSettled(page, 'SelectSingle', REJECTED);

      await open(page, 'SelectSingle');
      await page.keyboard.press('Escape');
      await expectSettled(page, 'SelectSingle', REJECTED);

      await checkBackdrop(page, flavour, 'SelectSingle', () => openDialog(page).getByRole('button', { name: 'OK' }).click(), 'Resolved: "m"');
    });

    test('SelectMulti resolves with the checked values in option order', async ({ page }) => {
      let dialog = await open(page, 'SelectMulti');
      await expect(dialog.getByRole('checkbox', { name: 'Cheese' })).toBeChecked();
      await dialog.getByRole('checkbox', { name: 'Basil' }).click();
      await dialog.getByRole('checkbox', { name: 'Olives' }).click();
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expectSettled(page, 'SelectMulti', 'Resolved: ["cheese","olives","basil"]');

      dialog = await open(page, 'SelectMulti');
      await dialog.getByRole('checkbox', { name: 'Cheese' }).click();
      await expect(dialog.getByRole('checkbox', { name: 'Cheese' })).not.toBeChecked();
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expectSettled(page, 'SelectMulti', 'Resolved: []');

      dialog = await open(page, 'SelectMulti');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expectSettled(page, 'SelectMulti', REJECTED);

      await open(page, 'SelectMulti');
      await page.keyboard.press('Escape');
      await expectSettled(page, 'SelectMulti', REJECTED);

      await checkBackdrop(page, flavour, 'SelectMulti', () => openDialog(page).getByRole('button', { name: 'OK' }).click(), 'Resolved: ["cheese"]');
    });

    test('Progress advances to the end and resolves; Cancel and Escape abort it', async ({ page }) => {
      let dialog = await open(page, 'Progress');
      const bar = dialog.getByRole('progressbar');
      const first = await progressValue(bar);
      await expect.poll(() => progressValue(bar)).toBeGreaterThan(first);
      await expectSettled(page, 'Progress', 'Resolved: undefined');

      dialog = await open(page, 'Progress');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expectSettled(page, 'Progress', ABORTED);

      await open(page, 'Progress');
      await page.keyboard.press('Escape');
      await expectSettled(page, 'Progress', ABORTED);

      // A stray click must not cancel the work; Cancel still does.
      await checkBackdrop(page, flavour, 'Progress', () => openDialog(page).getByRole('button', { name: 'Cancel' }).click(), ABORTED);
    });
  });
}
