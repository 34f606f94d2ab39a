import { forEachLayout, WIDTHS, open, test, expect, mainNav, menuButton, menuPanel } from './theme-matrix';
import { API_INDEX, endsAt, route } from './fixtures';

// Where the items are depends on the width; nothing in this block reads a colour of the mode: one mode, both widths.
forEachLayout(({ mode, mobile }) => {
  test('brand: logo and title link home', async ({ page }) => {
    await open(page, 'docs/comparison', mode);
    const brand = mainNav(page).getByRole('link', { name: 'React Dialog Hub' });
    await expect(brand).toBeVisible();
    await expect(brand).toHaveAttribute('href', route(''));
    await expect(brand.locator('img')).toBeVisible();
    await brand.click();
    await expect(page).toHaveURL(endsAt(''));
  });

  if (!mobile) {
    test('items sit left and right as configured, with the colour toggle last', async ({ page }) => {
      await open(page, 'docs/intro', mode);
      const nav = mainNav(page);
      const box = async (name: string | RegExp, role: 'link' | 'button' = 'link') =>
        (await nav.getByRole(role, { name }).boundingBox())!;
      const brand = await box('React Dialog Hub');
      const docs = await box('Docs');
      const api = await box('API');
      const github = await box(/GitHub/);
      const toggle = await box(/^Color mode:/, 'button');
      // Docs and API (position: left) follow the brand; GitHub (right) sits at the far side, before the toggle.
      expect(brand.x).toBeLessThan(docs.x);
      expect(docs.x).toBeLessThan(api.x);
      expect(github.x).toBeGreaterThan(page.viewportSize()!.width / 2);
      expect(github.x).toBeLessThan(toggle.x);
      await expect(menuButton(page)).toBeHidden();
    });

    test('Docs is current anywhere in the docs area, API links to the reference, GitHub opens safely', async ({ page }) => {
      for (const path of ['docs', 'docs/intro', 'docs/category/examples', 'docs/examples/mui']) {
        await open(page, path, mode);
        await expect(mainNav(page).getByRole('link', { name: 'Docs' })).toHaveAttribute('aria-current', 'page');
      }
      await open(page, '', mode);
      await expect(mainNav(page).getByRole('link', { name: 'Docs' })).not.toHaveAttribute('aria-current', 'page');
      await expect(mainNav(page).getByRole('link', { name: 'API' })).toHaveAttribute('href', route(API_INDEX));
      const github = mainNav(page).getByRole('link', { name: /GitHub/ });
      await expect(github).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(github).toHaveAttribute('target', '_blank');
      await expect(github.locator('span[aria-hidden="true"]')).toBeVisible();
      await expect(github).toHaveAccessibleName(/GitHub.*opens in a new tab/);
    });
  } else {
    test('below the breakpoint the items collapse into a menu button', async ({ page }) => {
      await open(page, 'docs/intro', mode);
      await expect(menuButton(page)).toBeVisible();
      await expect(mainNav(page).getByRole('link', { name: 'Docs' })).toBeHidden();
      await expect(mainNav(page).getByRole('link', { name: /GitHub/ })).toBeHidden();
      await menuButton(page).click();
      await expect(menuPanel(page).getByRole('button', { name: /^Color mode:/ })).toBeVisible();
    });
  }

  test('hides when scrolling down, shows when scrolling up, never at the top', async ({ page }) => {
    await open(page, 'docs/getting-started', mode);
    const header = page.locator('header').first();
    await page.mouse.move(400, 400);
    await page.mouse.wheel(0, 10);
    await expect(header).toBeInViewport();
    await page.mouse.wheel(0, 1200);
    await expect(header).not.toBeInViewport();
    await page.mouse.wheel(0, -200);
    await expect(header).toBeInViewport();
    await page.mouse.wheel(0, 600);
    await expect(header).not.toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toBeInViewport();
  });

  if (mobile) {
    test('never hidden while the menu is open', async ({ page }) => {
      await open(page, 'docs/getting-started', mode);
      await page.evaluate(() => window.scrollTo(0, 1500));
      await page.mouse.move(400, 400);
      await page.mouse.wheel(0, -100);
      await menuButton(page).click();
      await expect(menuPanel(page)).toBeVisible();
      await page.evaluate(() => window.scrollBy(0, 800));
      await expect(page.locator('header').first()).toBeInViewport();
    });
  }
}, WIDTHS, ['light']);

// Icons are painted in their control's colour, which the mode and the width (menu button or GitHub link) change: every layout.
forEachLayout(({ mode, mobile }) => {
  // Icons are CSS clip paths painted with the text colour (src/theme/Icon): they must draw, at their size, in their control's colour.
  const controlsWithIcons = (page: import('@playwright/test').Page) => [
    mobile ? menuButton(page) : mainNav(page).getByRole('link', { name: /GitHub/ }),
    mainNav(page).getByRole('button', { name: /^Color mode:/ }),
    page.getByRole('button', { name: 'Close announcement' }),
    page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Home page' }),
  ];
  const visibleIcon = (control: import('@playwright/test').Locator) => control.locator('span[aria-hidden="true"]').filter({ visible: true });
  const paintOf = (icon: import('@playwright/test').Locator) =>
    icon.evaluate((el) => {
      const box = el.getBoundingClientRect();
      // The shape is painted by ::before, clipped to the icon's path.
      const shape = getComputedStyle(el, '::before');
      return { width: box.width, height: box.height, clip: shape.clipPath, paint: shape.backgroundColor, control: getComputedStyle(el.parentElement!).color };
    });

  test('icons draw at their size in the colour of their control', async ({ page }) => {
    await open(page, 'docs/getting-started', mode);
    for (const control of controlsWithIcons(page)) {
      const icon = visibleIcon(control);
      await expect(icon, `one visible icon in ${await control.getAttribute('aria-label')}`).toHaveCount(1);
      const drawn = await paintOf(icon);
      expect(drawn.width).toBeGreaterThanOrEqual(12);
      expect(drawn.height).toBe(drawn.width);
      expect(drawn.paint).toBe(drawn.control);
      // Shaped by its path (an unset clip would paint a plain square).
      expect(drawn.clip).toMatch(/^path\("M/i);
      // It draws something: the control looks different with the icon hidden.
      const element = (await icon.elementHandle())!;
      const shown = await control.screenshot({ animations: 'disabled' });
      await element.evaluate((el: HTMLElement) => (el.style.visibility = 'hidden'));
      const hidden = await control.screenshot({ animations: 'disabled' });
      await element.evaluate((el: HTMLElement) => (el.style.visibility = ''));
      expect(shown.equals(hidden), 'the icon paints pixels').toBe(false);
    }
  });

  test('in forced-colours mode icons take the forced colour of their control', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await open(page, 'docs/getting-started', mode);
    const paints = [];
    for (const control of controlsWithIcons(page)) {
      const drawn = await paintOf(visibleIcon(control));
      expect(drawn.paint, 'painted, not the transparent or canvas background').not.toMatch(/rgba\(0, 0, 0, 0\)/);
      expect(drawn.paint).toBe(drawn.control);
      paints.push(drawn.paint);
    }
    // Links (GitHub or the breadcrumb home) and buttons get different system colours.
    expect(new Set(paints).size).toBeGreaterThan(1);
  });
});
