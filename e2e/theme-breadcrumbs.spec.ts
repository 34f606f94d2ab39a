import { forEachLayout, open, test, expect } from './theme-matrix';
import { route } from './fixtures';

// Reads no colour of the mode and no layout: one mode, one width (see forEachLayout).
forEachLayout(({ mode }) => {
  test('home icon → category → page, labelled "Breadcrumbs"', async ({ page }) => {
    await open(page, 'docs/examples/plain', mode);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs).toBeVisible();
    const items = crumbs.getByRole('listitem');
    await expect(items).toHaveCount(3);
    const home = crumbs.getByRole('link', { name: 'Home page' });
    await expect(home).toHaveAttribute('href', route(''));
    await expect(home.locator('span[aria-hidden="true"]')).toBeVisible();
    await expect(crumbs.getByRole('link', { name: 'Examples' })).toHaveAttribute('href', route('docs/category/examples'));
    await expect(items.last()).toHaveText('Plain');
    await expect(items.last().locator('[aria-current="page"]')).toHaveCount(1);
    await crumbs.getByRole('link', { name: 'Examples' }).click();
    await expect(page).toHaveURL(/\/docs\/category\/examples$/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem')).toHaveText(['', 'Examples']);
  });

  test('a top-level doc: home → page', async ({ page }) => {
    await open(page, 'docs/comparison', mode);
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem')).toHaveText(['', 'Comparison']);
  });
}, [1280], ['light']);
