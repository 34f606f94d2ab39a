import { test, expect, route } from './fixtures';
import { waitForHydration } from './hydration';

/** The pages adopters asked for (issue 25): in the sidebar, prerendered, in search and in llms.txt. */
const PAGES = [
  { path: 'docs/guides/accessibility', title: 'Accessibility and focus', query: 'focus trap' },
  { path: 'docs/troubleshooting', title: 'Troubleshooting', query: 'two copies of the package' },
  { path: 'docs/migration', title: 'Migration', query: 'migration' },
  { path: 'docs/changelog', title: 'Changelog', query: 'changelog' },
];

test('each is prerendered: its heading and text read without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path, title } of PAGES) {
    await page.goto(route(path));
    await expect(page.locator('h1')).toHaveText(title);
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: title, exact: true })).toHaveAttribute('aria-current', 'page');
  }
  await context.close();
});

test('each is listed in llms.txt with its Markdown twin', async ({ request }) => {
  const llms = await (await request.get(route('llms.txt'))).text();
  for (const { path, title } of PAGES) {
    expect(llms, title).toMatch(new RegExp(`\\[${title}\\]\\(\\S+/${path}\\.md\\)`));
  }
});

test('search finds each page', async ({ page }) => {
  await page.goto(route('docs/intro'));
  await waitForHydration(page);
  for (const { path, query } of PAGES) {
    await page.getByRole('button', { name: 'Search' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
    const box = dialog.getByRole('combobox', { name: 'Search docs and API' });
    await expect(box).toBeFocused();
    await box.fill(query);
    // Options are links to the page or one of its headings.
    const options = dialog.getByRole('option');
    await expect.poll(async () => (await options.evaluateAll((links) => links.map((l) => l.getAttribute('href')))).some((href) => href?.startsWith(route(path))), query).toBe(true);
    await page.keyboard.press('Escape');
  }
});

test('the changelog page is the package CHANGELOG, newest release first, and links to its source', async ({ page }) => {
  await page.goto(route('docs/changelog'));
  const versions = page.getByRole('heading', { level: 2 });
  await expect(versions.first()).toContainText('0.4.0');
  await expect(page.getByRole('heading', { name: 'What may need a change in 0.3 code' })).toBeVisible();
  await expect(page.getByRole('link', { name: /edit this page/i })).toHaveAttribute('href', /packages\/react-dialog-hub\/CHANGELOG\.md$/);
});
