import { forEachLayout, open, test, expect } from './theme-matrix';
import { route } from './fixtures';
import { sidebarDocRoutes } from './routes';

// Reads no colour of the mode and no layout: one mode, one width (see forEachLayout).
forEachLayout(({ mode }) => {
  test('previous and next follow the sidebar order', async ({ page }) => {
    // The order of src/site-config.ts's sidebar (category index pages included), from the second doc to the last.
    const order = sidebarDocRoutes;
    expect(order.map((r) => r.path).slice(0, 2)).toEqual(['docs/intro', 'docs/getting-started']);
    await open(page, order[1]!.path, mode);
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    await expect(pager.getByRole('link', { name: new RegExp(`Previous.*${order[0]!.label}`) })).toHaveAttribute('href', route(order[0]!.path));
    for (let i = 2; i < order.length; i++) {
      const [previous, next] = [order[i - 1]!, order[i]!];
      // Previous/next links name a page by its sidebar label.
      await pager.getByRole('link', { name: new RegExp(`Next.*${next.label}`) }).click();
      await expect(page).toHaveURL(new RegExp(`${route(next.path)}$`));
      await expect(page.locator('h1')).toHaveText(next.h1);
      await expect(pager.getByRole('link', { name: new RegExp(`Previous.*${previous.label}`) })).toHaveAttribute('href', route(previous.path));
    }
  });

  test('the first doc has no previous link', async ({ page }) => {
    await open(page, 'docs/intro', mode);
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    await expect(pager.getByRole('link')).toHaveCount(1);
    await expect(pager.getByRole('link')).toHaveAccessibleName(/Next.*Getting Started/);
  });
}, [1280], ['light']);
