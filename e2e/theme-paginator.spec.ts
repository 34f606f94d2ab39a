import { forEachLayout, open, test, expect } from './theme-matrix';
import { route } from './fixtures';

forEachLayout(({ mode }) => {
  test('previous and next follow the sidebar order', async ({ page }) => {
    await open(page, 'docs/getting-started', mode);
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    await expect(pager.getByRole('link', { name: /Previous.*Introduction/ })).toHaveAttribute('href', route('docs/intro'));
    await pager.getByRole('link', { name: /Next.*Guides/ }).click();
    await expect(page).toHaveURL(/\/docs\/category\/guides$/);
    await expect(page.locator('h1')).toHaveText('Guides');
    // The Guides category: its index page, then each guide in sidebar order.
    const guides: Array<[RegExp, string]> = [
      [/\/docs\/guides\/lifecycle$/, 'Dialog lifecycle'],
      [/\/docs\/guides\/animations$/, 'Animations'],
      [/\/docs\/guides\/cancellation$/, 'Cancellation and control'],
      [/\/docs\/guides\/accessibility$/, 'Accessibility and focus'],
      [/\/docs\/guides\/server-rendering$/, 'Server rendering and Next.js'],
      [/\/docs\/guides\/testing$/, 'Testing dialogs'],
      [/\/docs\/guides\/patterns$/, 'Patterns'],
      [/\/docs\/guides\/coming-from$/, 'Coming from another library'],
    ];
    for (const [url, title] of guides) {
      await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: new RegExp(`Next.*${title}`) }).click();
      await expect(page).toHaveURL(url);
      await expect(page.locator('h1')).toHaveText(title);
    }
    await expect(page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Previous.*Patterns/ })).toHaveAttribute(
      'href',
      route('docs/guides/patterns'),
    );
    // After the guides: troubleshooting, migration and the changelog, then the comparison.
    for (const [url, title] of [[/\/docs\/troubleshooting$/, 'Troubleshooting'], [/\/docs\/migration$/, 'Migration'], [/\/docs\/changelog$/, 'Changelog']] as const) {
      await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: new RegExp(`Next.*${title}`) }).click();
      await expect(page).toHaveURL(url);
    }
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
