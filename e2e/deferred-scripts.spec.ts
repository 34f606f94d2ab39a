import { test, expect, route } from './fixtures';
import { waitForHydration } from './hydration';

/**
 * The bundles are requested after the first paint (src/node/build/deferred-scripts.tsx):
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
