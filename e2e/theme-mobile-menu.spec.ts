import { forEachLayout, open, test, expect, menuButton, menuPanel } from './theme-matrix';

// The menu exists below the breakpoint only; it reads no colour of the mode: one mode.
forEachLayout(({ mode }) => {
  test('on docs pages the panel shows the sidebar first, then the navbar items after "Back to main menu"', async ({ page }) => {
    await open(page, 'docs/getting-started', mode);
    await menuButton(page).click();
    const panel = menuPanel(page);
    await expect(panel).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    const sidebar = panel.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.getByRole('link', { name: 'Getting Started' })).toHaveAttribute('aria-current', 'page');
    await panel.getByRole('button', { name: '← Back to main menu' }).click();
    await expect(sidebar).toBeHidden();
    const main = panel.getByRole('navigation', { name: 'Main menu' });
    await expect(main.getByRole('link')).toHaveText(['Docs', 'API', /GitHub/]);
    await expect(main.getByRole('link', { name: 'Docs' })).toBeFocused();
    await expect(main.getByRole('link', { name: /GitHub/ })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('off the docs the panel shows the navbar items directly', async ({ page }) => {
    await open(page, '', mode);
    await menuButton(page).click();
    await expect(menuPanel(page).getByRole('button', { name: '← Back to main menu' })).toHaveCount(0);
    await expect(menuPanel(page).getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'API' })).toBeVisible();
  });

  test('traps focus, closes on Escape and gives focus back to the menu button', async ({ page }) => {
    await open(page, 'docs/intro', mode);
    await menuButton(page).click();
    const panel = menuPanel(page);
    await expect(panel.locator(':focus')).toHaveCount(1);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes on navigation, on the close button and on the backdrop', async ({ page }) => {
    await open(page, 'docs/intro', mode);
    await menuButton(page).click();
    await menuPanel(page).getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Comparison' }).click();
    await expect(page).toHaveURL(/\/docs\/comparison$/);
    await expect(menuPanel(page)).toBeHidden();
    await menuButton(page).click();
    await menuPanel(page).getByRole('button', { name: 'Close navigation menu' }).click();
    await expect(menuPanel(page)).toBeHidden();
    await menuButton(page).click();
    await page.mouse.click(page.viewportSize()!.width - 10, 400);
    await expect(menuPanel(page)).toBeHidden();
  });

  test('closes by itself when the window grows past the desktop breakpoint', async ({ page }) => {
    await open(page, 'docs/intro', mode);
    await menuButton(page).click();
    await expect(menuPanel(page)).toBeVisible();
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(menuPanel(page)).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
    // The page scrolls again.
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });
}, [800], ['light']);
