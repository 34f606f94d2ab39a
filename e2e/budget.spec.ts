import { test, expect, route } from './fixtures';
import { measureFirstLoad } from './first-load';

/**
 * The first-visit JavaScript and CSS budgets of every page are checked in the one browser pass over
 * every page (e2e/a11y.spec.ts), and the docs pages' HTML budget in the build
 * (test/built-site/budget.test.ts). What is left here needs the pages served.
 */
test.describe('the deployed bundles', () => {
  test('carry no source maps (`npm run build -- --source-maps` writes them)', async ({ page }) => {
    const load = await measureFirstLoad(page, route('docs/intro'));
    expect(load.js.files.length).toBeGreaterThan(2);
    for (const { url } of load.js.files) {
      expect(await (await page.request.get(url)).text(), url).not.toContain('sourceMappingURL');
      expect((await page.request.get(`${url}.map`)).status(), `${url}.map`).toBe(404);
    }
  });
});
