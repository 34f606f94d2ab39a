import { test, expect, route } from './fixtures';
import { waitForHydration } from './hydration';

/**
 * The bundles are requested after the first paint (src/node/output/deferred-scripts.tsx):
 * a prerendered page shows its text without sharing the bandwidth with ~90 KB of
 * JavaScript, then hydrates as before.
 */
for (const path of ['/', 'docs/intro', 'docs/examples/mui']) {
  test(`${path}: the page paints before any bundle is requested, then hydrates`, async ({ page }) => {
    await page.goto(route(path));
    await waitForHydration(page);
    const { paint, bundles } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      bundles: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(entry.name))
        .map((entry) => ({ name: entry.name.split('/').pop(), start: entry.startTime })),
    }));
    expect(paint, 'first contentful paint').not.toBeNull();
    expect(bundles.map((bundle) => bundle.name!.replace(/-[0-9a-f]+\.js$/, '')).sort()).toEqual(['app', 'framework', 'webpack-runtime']);
    for (const bundle of bundles) expect(bundle.start, `${bundle.name} requested after the first paint`).toBeGreaterThanOrEqual(paint!);
  });
}

test('the prerendered HTML carries no bundle <script src>; one inline loader lists them', async ({ request }) => {
  const html = await (await request.get(route('docs/intro'))).text();
  expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  const loader = /<script id="deferred-scripts">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  for (const bundle of ['webpack-runtime', 'framework', 'app']) expect(loader).toMatch(new RegExp(`"${route('')}${bundle}-[0-9a-f]+\\.js"`));
});

test('a click on the navbar works after the deferred load: client-side navigation, no reload', async ({ page }) => {
  await page.goto(route('docs/intro'));
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API' }).click();
  await expect(page).toHaveURL(/\/api\/?$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('the scripts a page runs at load start with the eager-compile hint; a chunk loaded on demand does not', async ({ page }) => {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  // A body still arriving when the test ends (a late prefetch) must not fail the test: null, never a rejection.
  const scripts = new Map<string, Promise<string | null>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url().split('/').pop()!, response.text().catch(() => null));
  });
  await page.goto(route('docs/intro'));
  await waitForHydration(page);
  const atLoad = [...scripts.keys()];
  // The bundles, the page component, and chunks it shares with other pages (named by a content hash).
  const kinds = atLoad.map((file) => file.replace(/-[0-9a-f]+\.js$/, '').replace(/^component---.*/, 'component').replace(/^([0-9a-f]{40}|\d+)$/, 'shared'));
  expect(new Set(kinds)).toEqual(new Set(['webpack-runtime', 'framework', 'app', 'component', 'shared']));
  for (const file of atLoad) expect((await scripts.get(file))?.startsWith(HINT), file).toBe(true);
  // The search dialog's chunk loads when a reader opens search: compiled lazily, as before.
  await page.getByRole('button', { name: 'Search' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Search the documentation' }).getByRole('combobox')).toBeVisible();
  // Only the search chunks: meanwhile Gatsby may prefetch linked pages' components, which carry the hint.
  const onDemand = [...scripts.keys()].filter((file) => !atLoad.includes(file) && /^(search-dialog|flexsearch)-/.test(file));
  expect(onDemand.some((file) => file.startsWith('search-dialog-'))).toBe(true);
  for (const file of onDemand) expect((await scripts.get(file))?.startsWith(HINT), file).toBe(false);
});
