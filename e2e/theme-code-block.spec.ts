import { runAxe } from './axe';
import fs from 'node:fs';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { forEachLayout, WIDTHS, open, test, expect } from './theme-matrix';
import { route } from './fixtures';
import { waitForHydration } from './hydration';

// Syntax colours are the mode's: both modes, one width.
forEachLayout(({ mode }) => {
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
}, [1280]);

// Whether a block scrolls depends on the width: both widths, one mode.
forEachLayout(({ mode, mobile }) => {
  test('long lines scroll inside the block, never the page', async ({ page }) => {
    await open(page, 'docs/getting-started', mode);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    // The code's own width, not the block's scrollWidth: a block off screen is not laid out yet (content-visibility).
    const scrollers = await page.locator('pre').evaluateAll((pres) => pres.filter((p) => (p.firstElementChild?.getBoundingClientRect().width ?? 0) > p.clientWidth).length);
    if (mobile) expect(scrollers).toBeGreaterThan(0);
    const pre = page.locator('pre').first();
    await expect(pre).toHaveAttribute('tabindex', '0');
  });
}, WIDTHS, ['light']);

// Copying reads neither colour nor layout: once.
forEachLayout(() => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the copy button copies the code and says so', async ({ page }) => {
    await open(page, 'docs/getting-started');
    const block = page.locator('[data-language="bash"]').first();
    await block.hover();
    const button = block.getByRole('button', { name: 'Copy code to clipboard' });
    await button.click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(block.getByRole('status')).toHaveText('Copied');
    // The install steps, exactly as the page's source writes them (the first bash fence).
    const source = fs.readFileSync('content/docs/getting-started.mdx', 'utf8');
    const fence = /```bash\n([\s\S]*?)\n```/.exec(source)![1];
    expect(fence).toContain('npm pack -w react-dialog-hub');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fence);
    // The feedback goes away again.
    await expect(block.getByRole('button', { name: 'Copy code to clipboard' })).toBeVisible({ timeout: 5000 });
  });
}, [1280], ['light']);

/**
 * In a production build a page's code markup travels in its page data, not
 * in its JavaScript (src/node/code/code-store.ts): the page chunk only names each
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

/**
 * Type-checked samples (src/node/code/twoslash.ts): identifiers show the type the
 * compiler sees, on hover and on keyboard focus; `^?` queries show a box; the
 * copy button copies the code a reader sees, nothing else.
 */
test.describe('types in code blocks', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
  const deleteButton = (page: import('@playwright/test').Page) =>
    page.locator('[data-language="tsx"]').filter({ hasText: 'src/DeleteButton.tsx' }).first();

  test('hovering an identifier in a docs block shows its type; Escape closes it', async ({ page }) => {
    await open(page, 'docs/getting-started');
    const block = deleteButton(page);
    const show = block.locator('.th', { hasText: /^show$/ }).first();
    await show.hover();
    const tip = block.getByRole('tooltip');
    await expect(tip).toHaveText('const show: ShowFn');
    await expect(show).toHaveAttribute('aria-describedby', (await tip.getAttribute('id'))!);
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    await expect(show).not.toHaveAttribute('aria-describedby');
  });

  test('hovering show at a call site shows what the call returns, in full, wrapped inside the page', async ({ page }) => {
    await open(page, 'docs/getting-started');
    const block = deleteButton(page);
    // The second `show` is the call: show(ConfirmDialog, { … }).
    const call = block.locator('.th', { hasText: /^show$/ }).nth(1);
    await call.hover();
    const tip = block.getByRole('tooltip');
    await expect(tip).toContainText('=> DialogHandle<boolean, { message: string; confirmLabel?: string }>');
    await expect(tip).toContainText('component: typeof ConfirmDialog');
    const text = (await tip.textContent()) ?? '';
    expect(text).not.toContain('...');
    expect(text).not.toMatch(/Omit<|ShowArgs|RequireResolve/);
    // A long signature wraps inside the tooltip instead of running off the screen.
    const box = (await tip.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(await tip.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });

  test('keyboard focus reaches the identifiers and shows their types', async ({ page }) => {
    await open(page, 'docs/getting-started');
    const block = deleteButton(page);
    // Tab from the scrollable <pre> lands on the first identifier, the block's one extra stop.
    await block.locator('pre').focus();
    await page.keyboard.press('Tab');
    const first = block.locator('.th').first();
    await expect(first).toBeFocused();
    await expect(first).toHaveText('useDialog');
    const tip = block.getByRole('tooltip');
    await expect(tip).toContainText('useDialog(): DialogContextValue');
    await expect(first).toHaveAttribute('aria-describedby', (await tip.getAttribute('id'))!);
    // Arrow keys move from identifier to identifier.
    await page.keyboard.press('ArrowRight');
    const second = block.locator('.th').nth(1);
    await expect(second).toBeFocused();
    await expect(tip).not.toContainText('useDialog(): DialogContextValue');
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    await expect(second).toBeFocused();
  });

  test("the landing page's query box shows the awaited type", async ({ page }) => {
    await open(page, '');
    const block = page.locator('[data-language="tsx"]').first();
    await expect(block.locator('.tw-query')).toHaveText(/^\s*const ok: boolean$/);
    await expect(block).not.toContainText('^?');
    await expect(block).not.toContainText('declare function');
  });

  test('the copy button copies the visible code: no hidden lines, type boxes or tooltips', async ({ page }) => {
    const source = readFileSync(path.join(__dirname, '../content/landing/snippet.tsx'), 'utf8');
    const visible = source
      .split('// ---cut---\n')[1]!
      .split('\n')
      .filter((line) => !/^\s*\/\/\s*\^\?/.test(line))
      .join('\n')
      .trimEnd();
    await open(page, '');
    const block = page.locator('[data-language="tsx"]').first();
    await block.locator('.th', { hasText: /^ok$/ }).first().hover();
    await expect(block.getByRole('tooltip')).toHaveText('const ok: boolean');
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(visible);
    expect(copied).toContain("const ok = await show(ConfirmDialog, { message: 'Delete this file?' }).catch(() => false);");
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`a page with type tooltips passes axe in ${mode} mode, tooltip open`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: mode });
      await open(page, 'docs/getting-started', mode);
      const block = deleteButton(page);
      await block.locator('.th').first().focus();
      await expect(block.getByRole('tooltip')).toBeVisible();
      const results = await runAxe(page);
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

test.describe('code blocks below the fold', () => {
  test('are not laid out until they come near the viewport, and keep their height meanwhile', async ({ page }) => {
    await page.goto(route('docs/examples/mui'));
    await waitForHydration(page);
    const blocks = page.locator('article pre[class*="language-"]');
    const count = await blocks.count();
    expect(count).toBeGreaterThan(8);
    // checkVisibility({ contentVisibilityAuto: true }) is false for the code while the browser skips its block.
    const skipped = () => blocks.evaluateAll((els) => els.map((el) => !el.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })));
    const atLoad = await skipped();
    expect(atLoad[0], 'the first block, near the top, is laid out').toBe(false);
    expect(atLoad.at(-1), 'the last block, far below, is skipped').toBe(true);
    // Reserved height before layout vs the height once laid out: the same, but for a horizontal scrollbar.
    const last = blocks.last();
    const reserved = (await last.boundingBox())!.height;
    // Its text is there before layout, for find in page, copying and assistive technology.
    const textBefore = await last.evaluate((el) => el.textContent);
    expect(textBefore).toContain("error.name === 'AbortError'");
    await last.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await skipped()).at(-1)).toBe(false);
    const laidOut = (await last.boundingBox())!.height;
    expect(laidOut - reserved, `reserved ${reserved}px, laid out ${laidOut}px`).toBeGreaterThanOrEqual(0);
    expect(laidOut - reserved, `reserved ${reserved}px, laid out ${laidOut}px`).toBeLessThanOrEqual(20);
    expect(await last.evaluate((el) => el.textContent)).toBe(textBefore);
  });
});
