import { forEachLayout, WIDTHS, open, test, expect, docsSidebar, menuPanel, menuButton } from './theme-matrix';
import type { Locator } from '@playwright/test';

/** The list a category's toggle controls. */
const listOf = async (toggle: Locator) => toggle.page().locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);

// Where the sidebar is depends on the width; nothing here reads a colour of the mode: one mode, both widths.
forEachLayout(({ mode, mobile }) => {
  test('marks the current page and opens the category holding it', async ({ page }) => {
    await open(page, 'docs/examples/radix', mode);
    const sidebar = await docsSidebar(page, mobile);
    await expect(sidebar.getByRole('link', { name: 'Radix' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(sidebar.getByRole('button', { name: "Collapse sidebar category 'Examples'" })).toHaveAttribute('aria-expanded', 'true');
  });

  test('the docs root marks its main doc, Introduction', async ({ page }) => {
    await open(page, 'docs', mode);
    const sidebar = await docsSidebar(page, mobile);
    await expect(sidebar.getByRole('link', { name: 'Introduction' })).toHaveAttribute('aria-current', 'page');
  });

  test('categories collapse and expand with a height animation', async ({ page }) => {
    await open(page, 'docs/intro', mode);
    const sidebar = await docsSidebar(page, mobile);
    const collapse = sidebar.getByRole('button', { name: "Collapse sidebar category 'Examples'" });
    const list = await listOf(collapse);
    await expect(list.getByRole('link', { name: 'Plain' })).toBeVisible();
    // Right after the click the list's inline height is set: the animation is running.
    const during = await collapse.evaluate(async (button) => {
      (button as HTMLButtonElement).click();
      // React commits the update in a microtask; the transition itself lasts far longer than one frame.
      await new Promise(requestAnimationFrame);
      const el = document.getElementById(button.getAttribute('aria-controls')!)!;
      return { height: el.style.height, transition: getComputedStyle(el).transitionProperty };
    });
    expect(during.transition).toContain('height');
    expect(during.height).toMatch(/^\d+(\.\d+)?px$/);
    await expect(list).toBeHidden();
    const expand = sidebar.getByRole('button', { name: "Expand sidebar category 'Examples'" });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expand.click();
    await expect(list.getByRole('link', { name: 'Plain' })).toBeVisible();
    await expect(list).toHaveAttribute('style', /^$|^(?!.*height)/);
  });

  test('category state survives navigation, and navigating into a closed category opens it', async ({ page }) => {
    await open(page, 'docs/intro', mode);
    let sidebar = await docsSidebar(page, mobile);
    await sidebar.getByRole('button', { name: "Collapse sidebar category 'Examples'" }).click();
    await sidebar.getByRole('link', { name: 'Comparison' }).click();
    await expect(page).toHaveURL(/\/docs\/comparison$/);
    await expect(page.locator('h1')).toHaveText('Comparison');
    sidebar = await docsSidebar(page, mobile);
    await expect(sidebar.getByRole('button', { name: "Expand sidebar category 'Examples'" })).toHaveAttribute('aria-expanded', 'false');
    if (mobile) await menuPanel(page).getByRole('button', { name: 'Close navigation menu' }).click();
    // Next from Comparison is the Examples category page: its category opens by itself.
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/docs\/category\/examples$/);
    sidebar = await docsSidebar(page, mobile);
    await expect(sidebar.getByRole('link', { name: 'Examples' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('button', { name: "Collapse sidebar category 'Examples'" })).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('link', { name: 'MUI' })).toBeVisible();
  });

  if (!mobile) {
    test('the sidebar sits beside the content and stays in view while scrolling', async ({ page }) => {
      await open(page, 'docs/getting-started', mode);
      const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
      await page.evaluate(() => window.scrollTo(0, 2000));
      await expect(sidebar).toBeInViewport();
      expect((await sidebar.boundingBox())!.x).toBeLessThan((await page.locator('article').boundingBox())!.x);
    });
  } else {
    test('below the breakpoint the sidebar is only in the menu', async ({ page }) => {
      await open(page, 'docs/getting-started', mode);
      await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeHidden();
      await menuButton(page).click();
      await expect(menuPanel(page).getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
    });
  }
}, WIDTHS, ['light']);

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('categories collapse instantly, without a height animation', async ({ page }) => {
    await open(page, 'docs/intro');
    const collapse = page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('button', { name: "Collapse sidebar category 'Examples'" });
    const during = await collapse.evaluate(async (button) => {
      (button as HTMLButtonElement).click();
      // React commits the update in a microtask; the transition itself lasts far longer than one frame.
      await new Promise(requestAnimationFrame);
      const el = document.getElementById(button.getAttribute('aria-controls')!)!;
      return { height: el.style.height, hidden: el.hidden };
    });
    expect(during).toEqual({ height: '', hidden: true });
  });
});
