import { forEachLayout, open, test, expect } from './theme-matrix';

forEachLayout(({ mode }) => {
  test('previous and next follow the sidebar order', async ({ page }) => {
    await open(page, 'docs/getting-started', mode);
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    await expect(pager.getByRole('link', { name: /Previous.*Introduction/ })).toHaveAttribute('href', '/react-dialog-hub/docs/intro');
    await pager.getByRole('link', { name: /Next.*Dialog lifecycle/ }).click();
    await expect(page).toHaveURL(/\/docs\/lifecycle$/);
    await expect(page.locator('h1')).toHaveText('Dialog lifecycle');
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next.*Comparison/ }).click();
    await expect(page).toHaveURL(/\/docs\/comparison$/);
    await expect(page.locator('h1')).toHaveText('Comparison');
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next.*Examples/ }).click();
    await expect(page).toHaveURL(/\/docs\/category\/examples$/);
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next.*Plain/ }).click();
    await expect(page.locator('h1')).toHaveText('Plain dialog element');
  });

  test('the first doc has no previous link', async ({ page }) => {
    await open(page, 'docs/intro', mode);
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    await expect(pager.getByRole('link')).toHaveCount(1);
    await expect(pager.getByRole('link')).toHaveAccessibleName(/Next.*Getting Started/);
  });
});
