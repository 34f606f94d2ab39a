import type { Page } from '@playwright/test';
import { test, expect, route } from './fixtures';
import { sidebarLink } from './runtime-helpers';
import { waitForHydration } from './hydration';

// SPEC §2: navigation scrolls to the top or to the hash target; back/forward
// restore the previous position. Hash targets land below the sticky navbar.

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The heading's distance from the viewport top, and the navbar's bottom edge. */
const placement = (page: Page, id: string) =>
  page.evaluate((target) => {
    const heading = document.getElementById(target)!.getBoundingClientRect();
    const navbar = document.querySelector('nav[aria-label="Main"]')!.closest('header, nav')!.getBoundingClientRect();
    return { top: Math.round(heading.top), navbarBottom: Math.round(navbar.bottom), viewport: window.innerHeight };
  }, id);

/** Scrolls like a reader and waits until Gatsby has recorded the position (it saves on the next frame). */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((value) => window.scrollTo(0, value), y);
  await expect.poll(() => scrollY(page)).toBe(y);
  await expect
    .poll(() =>
      page.evaluate((value) => {
        const prefix = `@@scroll|${location.pathname}`;
        return Object.keys(sessionStorage).some((key) => key.startsWith(prefix) && sessionStorage.getItem(key) === String(value));
      }, y),
    )
    .toBe(true);
}

test('a new page starts at the top', async ({ page }) => {
  await page.goto(route('docs/getting-started'));
  await waitForHydration(page);
  await scrollTo(page, 1200);
  await page.locator('footer').getByRole('link', { name: 'Getting Started' }).scrollIntoViewIfNeeded();
  await sidebarLink(page, 'Comparison').click();
  await expect(page.locator('h1')).toHaveText('Comparison');
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('an address with a hash opens at its target, below the navbar', async ({ page }) => {
  await page.goto(route('docs/guides/patterns#generic-dialogs'));
  await waitForHydration(page);
  const { top, navbarBottom, viewport } = await placement(page, 'generic-dialogs');
  expect(await scrollY(page)).toBeGreaterThan(0);
  expect(top).toBeGreaterThanOrEqual(navbarBottom);
  expect(top).toBeLessThan(viewport / 3);
});

test('a link to a hash on another page scrolls to the target, below the navbar', async ({ page }) => {
  await page.goto(route('docs/intro'));
  await waitForHydration(page);
  // The navigate() that Gatsby's <Link> calls (no page links to a hash yet).
  await page.evaluate(
    (to) => (window as unknown as { ___navigate(to: string): void }).___navigate(to),
    route('docs/getting-started#next-steps'),
  );
  await expect(page.locator('h1')).toHaveText('Getting Started');
  await expect.poll(async () => (await placement(page, 'next-steps')).top).toBeLessThan(400);
  const { top, navbarBottom } = await placement(page, 'next-steps');
  expect(top).toBeGreaterThanOrEqual(navbarBottom);
});

test('back and forward restore the previous positions', async ({ page }) => {
  await page.goto(route('docs/getting-started'));
  await waitForHydration(page);
  await scrollTo(page, 900);
  await sidebarLink(page, 'Comparison').click();
  await expect(page.locator('h1')).toHaveText('Comparison');
  await expect.poll(() => scrollY(page)).toBe(0);
  await scrollTo(page, 300);

  await page.goBack();
  await expect(page.locator('h1')).toHaveText('Getting Started');
  await expect.poll(() => scrollY(page)).toBe(900);
  await page.goForward();
  await expect(page.locator('h1')).toHaveText('Comparison');
  await expect.poll(() => scrollY(page)).toBe(300);
});

test('back to an address with a hash restores where the reader was, not the hash target', async ({ page }) => {
  await page.goto(route('docs/getting-started#install'));
  await waitForHydration(page);
  await scrollTo(page, 2000);
  await sidebarLink(page, 'Comparison').click();
  await expect(page.locator('h1')).toHaveText('Comparison');
  await page.goBack();
  await expect(page.locator('h1')).toHaveText('Getting Started');
  await expect.poll(() => scrollY(page)).toBe(2000);
});

test('going back never scrolls the page being left', async ({ page }) => {
  // The browser's own restoration would scroll Comparison to Getting Started's
  // 900 before React renders Getting Started; Gatsby then filed 900 as
  // Comparison's position, and forward landed there (seen on a loaded machine).
  await page.goto(route('docs/getting-started'));
  await waitForHydration(page);
  await scrollTo(page, 900);
  await sidebarLink(page, 'Comparison').click();
  await expect(page.locator('h1')).toHaveText('Comparison');
  await scrollTo(page, 300);
  // Back/forward positions are the app's to restore, not the browser's.
  expect(await page.evaluate(() => history.scrollRestoration)).toBe('manual');
  await page.evaluate(() => {
    const seen: Array<[string, number]> = [];
    (window as unknown as { scrollsSeen: typeof seen }).scrollsSeen = seen;
    addEventListener('scroll', () => seen.push([document.querySelector('h1')!.textContent!, Math.round(window.scrollY)]));
  });
  // A slow device: React takes a few frames to render the entry gone back to.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goBack();
  await expect(page.locator('h1')).toHaveText('Getting Started');
  await expect.poll(() => scrollY(page)).toBe(900);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const scrolls = await page.evaluate(() => (window as unknown as { scrollsSeen: Array<[string, number]> }).scrollsSeen);
  expect(scrolls.filter(([title]) => title === 'Comparison'), 'scrolls while Comparison still showed').toEqual([]);
  await page.goForward();
  await expect(page.locator('h1')).toHaveText('Comparison');
  await expect.poll(() => scrollY(page)).toBe(300);
});

test('a reload keeps the position', async ({ page }) => {
  await page.goto(route('docs/getting-started'));
  await waitForHydration(page);
  await scrollTo(page, 900);
  await sidebarLink(page, 'Comparison').click();
  await expect(page.locator('h1')).toHaveText('Comparison');
  await scrollTo(page, 300);
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => scrollY(page)).toBe(300);
  await page.goBack();
  await expect(page.locator('h1')).toHaveText('Getting Started');
  await expect.poll(() => scrollY(page)).toBe(900);
});
