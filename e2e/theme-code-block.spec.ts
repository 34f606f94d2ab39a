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

/**
 * In a production build a page's code markup travels in its page data, not
 * in its JavaScript (src/node/code-store.ts): the page chunk only names each
 * block by key. These check both halves of that trade.
 */
test.describe('code markup in the page data', () => {
  /** The inner markup of every code block of the page shown now. */
  const blocksShown = (page: import('@playwright/test').Page) =>
    page.locator('main pre > code').evaluateAll((codes) => codes.map((code) => code.innerHTML));
  /** The same, from the page's prerendered HTML. */
  const blocksPrerendered = (page: import('@playwright/test').Page) =>
    page.evaluate(async () => {
      const html = await (await fetch(location.pathname)).text();
      const doc = new DOMParser().parseFromString(html, 'text/html');
      return [...doc.querySelectorAll('main pre > code')].map((code) => code.innerHTML);
    });

  for (const [from, linkName, target] of [
    ['docs/intro', 'Getting Started', 'docs/getting-started'],
    ['docs/category/examples', 'Plain', 'docs/examples/plain'],
  ] as const) {
    test(`navigating in the app to /${target} renders every block as the prerendered page does`, async ({ page }) => {
      await open(page, from);
      await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
      await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: linkName, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${target}$`));
      await expect(page.locator('h1')).not.toHaveText(/Introduction|Examples/);
      // Rendered by React from the page data, not loaded as a new document.
      expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
      const shown = await blocksShown(page);
      expect(shown.length).toBeGreaterThan(5);
      expect(shown.filter((html) => html.includes('class="token ')).length).toBeGreaterThan(5);
      expect(shown).toEqual(await blocksPrerendered(page));
    });
  }

  test('the scripts of code-heavy pages carry no code markup; their page data does', async ({ page }) => {
    for (const path of ['docs/getting-started', 'docs/examples/radix']) {
      const scripts: Promise<string>[] = [];
      const pageData: Promise<string>[] = [];
      const onResponse = (response: import('@playwright/test').Response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.text());
        else if (response.url().endsWith(`${path}/page-data.json`)) pageData.push(response.text());
      };
      page.on('response', onResponse);
      await open(page, path);
      await page.waitForLoadState('networkidle');
      page.off('response', onResponse);
      const bodies = await Promise.all(scripts);
      expect(bodies.length).toBeGreaterThan(2);
      expect(bodies.filter((body) => /class=\\?"token /.test(body)), `a script of /${path} holds code markup`).toEqual([]);
      expect(await Promise.all(pageData)).toEqual([expect.stringMatching(/class=\\"token keyword\\"/)]);
    }
  });
});
