import type { Page } from '@playwright/test';
import { test, expect, route } from './fixtures';
import { sidebarLink } from './runtime-helpers';
import { waitForHydration } from './hydration';

// SPEC §7: page bundles and data are prefetched (on hover and when links
// scroll into view), skipped on 2g or data-saver connections. Gatsby queues
// viewport prefetches for 3 s; the fake clock jumps over that wait.

/** Records, synchronously, every XHR the page opens and every prefetch link or script it adds. */
async function recordPrefetching(page: Page) {
  await page.addInitScript(() => {
    const w = window as Window & { __loaded?: string[] };
    w.__loaded = [];
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
      w.__loaded!.push(`xhr ${String(url)}`);
      return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
    } as typeof open;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (node instanceof HTMLLinkElement && node.rel === 'prefetch') w.__loaded!.push(`prefetch ${node.href}`);
          if (node instanceof HTMLScriptElement && node.src) w.__loaded!.push(`script ${node.src}`);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const loaded = (page: Page) => page.evaluate(() => (window as Window & { __loaded?: string[] }).__loaded ?? []);

/** Lands on the intro, hovers a sidebar link, then lets Gatsby's prefetch queue run. */
async function hoverAndWait(page: Page) {
  await page.clock.install();
  await page.goto(route('docs/intro'));
  await waitForHydration(page);
  await sidebarLink(page, 'Getting Started').hover();
  await page.clock.runFor(3500);
}

// Other pages' data, not the intro's own (which the page loads to hydrate).
const otherPagesData = (entries: string[]) =>
  entries.filter((entry) => /page-data\/docs\/(?!intro\/)[^ ]*page-data\.json/.test(entry));

test('on a normal connection, hovering and visible links prefetch page data (and bundles on hover)', async ({ page }) => {
  await recordPrefetching(page);
  await hoverAndWait(page);
  // Gatsby prefetches four links per batch, 3 s apart: keep the clock moving while polling.
  await expect.poll(async () => {
    await page.clock.runFor(3500);
    return loaded(page);
  }, { timeout: 10_000 }).toEqual(
    expect.arrayContaining([
      // Hovered: the page's data and its component bundle load at once.
      expect.stringMatching(/^xhr .*page-data\/docs\/getting-started\/page-data\.json$/),
      expect.stringMatching(/^script .*component---src-templates-doc-page-tsx-content-file-path-content-docs-getting-started-mdx-[^/]*\.js$/),
      // Visible: other pages' data are prefetched, four links per batch in the order
      // the links came into view (their bundles follow once the data has loaded).
      expect.stringMatching(/^prefetch .*\/page-data\/(index|docs\/(?!intro\/).+)\/page-data\.json$/),
    ]),
  );
});

for (const [name, connection] of [
  ['2g', { effectiveType: '2g', saveData: false }],
  ['Save-Data', { effectiveType: '4g', saveData: true }],
] as const) {
  test(`on ${name}, neither hovering nor visible links prefetch anything`, async ({ page }) => {
    await page.addInitScript((value) => {
      Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => value });
    }, connection);
    await recordPrefetching(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await hoverAndWait(page);
    // As long as the normal connection needs to prefetch everything in view.
    await page.clock.runFor(15_000);
    const entries = await loaded(page);
    expect(otherPagesData(entries)).toEqual([]);
    expect(entries.filter((entry) => /component---.*(getting-started|comparison)/.test(entry))).toEqual([]);
    expect(requested.filter((url) => /component---.*(getting-started|comparison)/.test(url))).toEqual([]);
    // Navigation itself still works: it loads what it needs on click.
    await sidebarLink(page, 'Getting Started').click();
    await page.clock.runFor(100);
    await expect(page.locator('h1')).toHaveText('Getting Started');
  });
}
