import { forEachLayout, WIDTHS, open, test, expect } from './theme-matrix';
import type { Page } from '@playwright/test';

const toc = (page: Page) => page.getByRole('navigation', { name: 'On this page' });

// Where the table of contents is depends on the width; nothing here reads a colour of the mode: one mode, both widths.
forEachLayout(({ mode, mobile }) => {
  test(mobile ? 'a collapsible "On this page" above the content' : 'the TOC sits right of the content', async ({ page }) => {
    await open(page, 'docs/getting-started', mode);
    await expect(toc(page)).toHaveCount(1);
    const article = (await page.locator('article').boundingBox())!;
    if (mobile) {
      const button = toc(page).getByRole('button', { name: 'On this page' });
      expect((await button.boundingBox())!.y).toBeLessThan(article.y);
      await expect(toc(page).getByRole('link', { name: 'Install' })).toBeHidden();
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(toc(page).getByRole('link', { name: 'Install' })).toBeVisible();
    } else {
      const box = (await toc(page).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(article.x + article.width);
      await expect(toc(page).getByRole('link', { name: 'Install' })).toBeVisible();
    }
  });

  test('lists h2 and h3 headings only, nested, and every link lands on its heading id', async ({ page }) => {
    await open(page, 'docs/intro', mode);
    if (mobile) await toc(page).getByRole('button', { name: 'On this page' }).click();
    const links = toc(page).getByRole('link');
    await expect(links).toHaveText([
      'Features', 'When to use it', 'When not to use it', 'You want ready-made dialog UI', 'One dialog owned by one component',
      'Most dialogs start outside React and need no typed answer', 'Where next',
    ]);
    await expect(toc(page).locator('ul ul a').first()).toHaveText('You want ready-made dialog UI');
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    for (const href of hrefs) {
      await expect(page.locator(`article :is(h2, h3)[id="${href.slice(1)}"]`)).toHaveCount(1);
    }
    await links.filter({ hasText: 'Most dialogs start outside React and need no typed answer' }).click();
    await expect(page).toHaveURL(/#most-dialogs-start-outside-react-and-need-no-typed-answer$/);
    await expect(page.locator('#most-dialogs-start-outside-react-and-need-no-typed-answer')).toBeInViewport();
  });

  if (mobile) {
    // Focus moving to a link below the list's moving edge (a Tab, or a click that first scrolls the link into view)
    // must not scroll the list inside: it jumped back when the slide ended, and a click then landed elsewhere.
    test('a link focused while the list slides open does not scroll the list', async ({ page }) => {
      await open(page, 'docs/intro', mode);
      await page.addStyleTag({ content: ':root { --duration-collapse: 3s; }' }); // the slide lasts long enough to act in
      const button = toc(page).getByRole('button', { name: 'On this page' });
      await button.click();
      const list = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      const last = toc(page).getByRole('link', { name: 'Where next' });
      await last.focus();
      const { sliding, scrolled } = await list.evaluate((el) => ({ sliding: el.style.height !== '', scrolled: el.scrollTop }));
      expect(sliding).toBe(true);
      expect(scrolled).toBe(0);
      await expect(last).toBeFocused();
    });
  }

  test('highlights the section in view while scrolling', async ({ page }) => {
    await open(page, 'docs/getting-started', mode);
    const current = toc(page).locator('a[aria-current="location"]');
    for (const id of ['place-the-provider', 'write-a-dialog', 'invoke-a-dialog-and-await-it']) {
      await page.locator(`#${id}`).evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.mouse.wheel(0, 40);
      await expect(current).toHaveAttribute('href', `#${id}`);
    }
  });

  test('headings have stable ids and a hover anchor link', async ({ page }) => {
    await open(page, 'docs/getting-started', mode);
    const heading = page.locator('article h2#install');
    await expect(heading).toHaveCount(1);
    const anchor = heading.getByRole('link', { name: 'Direct link to Install' });
    await expect(anchor).toHaveAttribute('href', '#install');
    if (!mobile) {
      await expect(anchor).toHaveCSS('opacity', '0');
      await heading.hover();
      await expect(anchor).toHaveCSS('opacity', '1');
    }
    await anchor.focus();
    await expect(anchor).toHaveCSS('opacity', '1');
  });
}, WIDTHS, ['light']);

// That every doc's table of contents links resolve to its headings is checked in the prerendered HTML:
// test/built-site/toc.test.ts.
