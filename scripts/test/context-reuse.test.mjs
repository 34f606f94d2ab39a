import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freshContextSpecs, NEEDS_FRESH_CONTEXT, SHARED_CANARY } from './context-reuse.mjs';

const E2E = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../e2e');

describe('the e2e specs that get a fresh browser context per test', () => {
  it('are those that touch state a shared context keeps or count or time requests, not those that only drive the page', () => {
    const fresh = [
      "await context.grantPermissions(['clipboard-read'])",
      'await context.setOffline(true)',
      "await context.setGeolocation({ latitude: 0, longitude: 0 })",
      "await page.setExtraHTTPHeaders({ a: 'b' })",
      'const cdp = await page.context().newCDPSession(page)',
      'await page.goBack()',
      'await page.goForward()',
      'await page.evaluate(() => history.length)',
      "window.name = 'x'",
      "page.on('request', (r) => seen.push(r.url()))",
      'page.on("response", onResponse)',
      "page.context().on('requestfailed', f)",
      "await page.waitForRequest('**/x.json')",
      "performance.getEntriesByType('resource')",
    ];
    for (const source of fresh) expect(NEEDS_FRESH_CONTEXT.test(source), source).toBe(true);
    const shared = [
      "await page.goto(route('docs/intro'))",
      "await page.route('**/x.js', (r) => r.abort())",
      "page.on('console', (m) => warnings.push(m.text()))",
      "await page.addInitScript(() => localStorage.setItem('theme', 'dark'))",
      "await page.emulateMedia({ colorScheme: 'dark' })",
      "performance.getEntriesByName('first-contentful-paint')",
      'const historyPanel = page.getByRole("region")',
      'const load = await measureFirstLoad(page, url)',
    ];
    for (const source of shared) expect(NEEDS_FRESH_CONTEXT.test(source), source).toBe(false);
  });

  it('are found in e2e/: the request-counting, history and CDP specs among them; the first-visit measure, the canary and the specs that only drive the page not', () => {
    const fresh = freshContextSpecs(E2E);
    for (const spec of ['back-button.spec.ts', 'runtime-early-click.spec.ts', 'runtime-prefetch.spec.ts', 'search-requests.spec.ts']) {
      expect(fresh).toContain(spec);
    }
    for (const spec of ['a11y.spec.ts', 'search.spec.ts', 'examples-dialogs.spec.ts', 'theme-navbar.spec.ts', ...SHARED_CANARY]) expect(fresh).not.toContain(spec);
  });
});
