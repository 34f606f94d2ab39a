import { forEachLayout, open, test, expect } from './theme-matrix';

forEachLayout(({ mode, mobile }) => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('title header, highlighted lines and syntax colours of the current mode', async ({ page }) => {
    await open(page, 'docs/getting-started', mode);
    const block = page.locator('[data-language="tsx"]').filter({ hasText: 'src/main.tsx' }).first();
    await expect(block.getByText('src/main.tsx', { exact: true })).toBeVisible();
    // ```tsx title="src/main.tsx" {3,8-10}
    const lines = block.locator('code > span');
    const lit = await lines.evaluateAll((els) => els.flatMap((el, i) => (el.hasAttribute('data-highlighted') ? [i + 1] : [])));
    expect(lit).toEqual([3, 8, 9, 10]);
    await expect(lines.nth(2)).toContainText("import { DialogProvider } from 'react-dialog-hub';");
    const keyword = block.locator('.token.keyword').first();
    const expected = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--code-keyword').trim());
    const rgb = await page.evaluate((hex) => {
      const el = document.createElement('span');
      el.style.color = hex;
      document.body.append(el);
      const value = getComputedStyle(el).color;
      el.remove();
      return value;
    }, expected);
    await expect(keyword).toHaveCSS('color', rgb);
    expect(expected).toBe(mode === 'light' ? '#c2202b' : '#ff7b72');
  });

  test('the copy button copies the code and says so', async ({ page }) => {
    await open(page, 'docs/getting-started', mode);
    const block = page.locator('[data-language="bash"]').first();
    await block.hover();
    const button = block.getByRole('button', { name: 'Copy code to clipboard' });
    await button.click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(block.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm install react-dialog-hub');
    // The feedback goes away again.
    await expect(block.getByRole('button', { name: 'Copy code to clipboard' })).toBeVisible({ timeout: 5000 });
  });

  test('long lines scroll inside the block, never the page', async ({ page }) => {
    await open(page, 'docs/getting-started', mode);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    const scrollers = await page.locator('pre').evaluateAll((pres) => pres.filter((p) => p.scrollWidth > p.clientWidth).length);
    if (mobile) expect(scrollers).toBeGreaterThan(0);
    const pre = page.locator('pre').first();
    await expect(pre).toHaveAttribute('tabindex', '0');
  });
});
