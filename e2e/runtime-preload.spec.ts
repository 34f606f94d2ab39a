import { test, expect, route } from './fixtures';
import { sidebarLink } from './runtime-helpers';
import { waitForHydration } from './hydration';

// SPEC §2: "If a route fails to preload, the page reloads." Gatsby's
// navigate() does this itself (cache-dir/navigation.js: a page whose
// resources end in an error status → window.location = pathname); these
// tests fail the real requests and check for a full document load.

test.describe('failed preload', () => {
  test.use({ allowConsole: [/Failed to load resource|ChunkLoadError|Loading chunk/] });

  test("a page chunk that fails to load turns the navigation into a full page load", async ({ page }) => {
    await page.goto(route('docs/intro'));
    // A click before hydration would be a plain document load and prove nothing.
    await waitForHydration(page);
    let attempts = 0;
    await page.route(/component---src-templates-doc-page-tsx-content-file-path-content-docs-getting-started-mdx-[^/]*\.js$/, (request) =>
      attempts++ === 0 ? request.abort('failed') : request.continue(),
    );
    const documentLoad = page.waitForRequest(
      (request) => request.isNavigationRequest() && new URL(request.url()).pathname === route('docs/getting-started'),
    );
    await sidebarLink(page, 'Getting Started').click();
    await documentLoad;
    await expect(page.locator('h1')).toHaveText('Getting Started');
    // The fresh document fetched the chunk again, successfully.
    await expect.poll(() => attempts).toBeGreaterThanOrEqual(2);
    // The reloaded page is live: client-side navigation works again.
    await sidebarLink(page, 'Comparison').click();
    await expect(page.locator('h1')).toHaveText('Comparison');
  });

  test('page data that fails to load does the same', async ({ page }) => {
    await page.goto(route('docs/intro'));
    // A click before hydration would be a plain document load and prove nothing.
    await waitForHydration(page);
    let attempts = 0;
    await page.route('**/page-data/docs/comparison/page-data.json', (request) =>
      attempts++ === 0 ? request.fulfill({ status: 500, body: 'boom' }) : request.continue(),
    );
    const documentLoad = page.waitForRequest(
      (request) => request.isNavigationRequest() && new URL(request.url()).pathname === route('docs/comparison'),
    );
    await sidebarLink(page, 'Comparison').click();
    await documentLoad;
    await expect(page.locator('h1')).toHaveText('Comparison');
  });
});
