import { test, expect } from './fixtures';
import { demo, gotoExamples } from './examples-helpers';

test.describe('plain examples: a dialog that opens a second one and awaits it', () => {
  test.beforeEach(async ({ page }) => {
    await gotoExamples(page, 'plain'); // waits for the page's data-hydrated mark
  });

  const outerDialog = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Invite a teammate' });
  const innerDialog = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Role' });

  test('answer the inner dialog, then the outer: focus returns to the opener at each step', async ({ page }) => {
    const { button, output } = demo(page, 'Nested');
    await button.click();
    const outer = outerDialog(page);
    await expect(outer).toBeVisible();
    await outer.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await expect(outer).toContainText('Role: Viewer');

    const changeRole = outer.getByRole('button', { name: 'Change role…' });
    await changeRole.click();
    const inner = innerDialog(page);
    await expect(inner).toBeVisible();
    // Both are open: the inner one on top, holding focus.
    await expect(page.locator('dialog[open]')).toHaveCount(2);
    await expect(inner.getByRole('radio', { name: 'Viewer' })).toBeChecked();
    await expect.poll(() => inner.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await inner.getByRole('radio', { name: 'Editor' }).click();
    await inner.getByRole('button', { name: 'OK' }).click();
    await expect(inner).toHaveCount(0);
    await expect(outer).toBeVisible();
    await expect(changeRole).toBeFocused();
    await expect(outer).toContainText('Role: Editor');
    // The page is still waiting for the outer dialog.
    await expect(page.getByRole('group', { name: 'Nested demo', includeHidden: true }).getByRole('status', { includeHidden: true })).toHaveText(
      'Waiting for an answer…',
    );

    await outer.getByRole('button', { name: 'Send invite' }).click();
    await expect(page.locator('dialog')).toHaveCount(0);
    await expect(output).toHaveText('Resolved: {"email":"ada@example.com","role":"editor"}');
    await expect(button).toBeFocused();
  });

  test('Escape in the inner dialog keeps the role and the outer dialog; Escape in the outer rejects', async ({ page }) => {
    const { button, output } = demo(page, 'Nested');
    await button.click();
    const outer = outerDialog(page);
    const changeRole = outer.getByRole('button', { name: 'Change role…' });
    await changeRole.click();
    const inner = innerDialog(page);
    await inner.getByRole('radio', { name: 'Admin' }).click();
    await page.keyboard.press('Escape');
    await expect(inner).toHaveCount(0);
    await expect(outer).toBeVisible();
    await expect(changeRole).toBeFocused();
    await expect(outer).toContainText('Role: Viewer');

    await page.keyboard.press('Escape');
    await expect(page.locator('dialog')).toHaveCount(0);
    await expect(output).toHaveText('Rejected: undefined');
    await expect(button).toBeFocused();
  });
});
