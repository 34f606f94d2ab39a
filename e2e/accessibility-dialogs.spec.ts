import { test, expect } from './fixtures';
import { FLAVOURS, demo, expectSettled, gotoExamples, open } from './examples-helpers';

/**
 * The accessibility page's table, checked on the live examples of every kit: each dialog has
 * its role and a name from its visible title, keyboard focus never reaches the page behind,
 * Escape closes it without an answer and focus returns to the button that opened it.
 */
for (const flavour of FLAVOURS) {
  test.describe(`${flavour} dialogs meet the accessibility page's rules`, () => {
    test.beforeEach(async ({ page }) => gotoExamples(page, flavour));

    for (const [name, escaped] of [['Alert', 'Resolved: undefined'], ['Confirm', 'Rejected: undefined'], ['Prompt', 'Rejected: undefined']] as const) {
      test(`${name}: role, name, focus kept inside, Escape, focus returned`, async ({ page }) => {
        const dialog = await open(page, name);
        expect(await dialog.evaluate((el) => el.getAttribute('role') ?? (el.localName === 'dialog' ? 'dialog' : null))).toMatch(/^(alert)?dialog$/);
        const title = (await dialog.getByRole('heading').first().textContent())?.trim();
        expect(title, 'the dialog shows a title').toBeTruthy();
        await expect(dialog).toHaveAccessibleName(title!);

        // Tab and Shift+Tab, more times than the dialog has controls: focus stays in the dialog
        // (or leaves the document for the browser's own UI, never for the page behind).
        for (const key of ['Tab', 'Shift+Tab']) {
          for (let i = 0; i < 6; i++) {
            await page.keyboard.press(key);
            const where = await dialog.evaluate((el) => {
              const active = document.activeElement;
              if (!active || active === document.body || active === document.documentElement) return 'outside the document';
              return el.contains(active) || active.contains(el) ? 'inside' : `page: ${active.outerHTML.slice(0, 80)}`;
            });
            expect(where, `${key} #${i + 1}`).not.toMatch(/^page:/);
          }
        }

        await page.keyboard.press('Escape');
        await expectSettled(page, name, escaped);
        await expect(demo(page, name).button).toBeFocused();
      });
    }
  });
}
