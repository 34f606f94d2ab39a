import { test, expect, route } from './fixtures';
import { waitForHydration } from './hydration';

/**
 * A reader who clicks the navbar before the page has finished hydrating (a slow phone, a busy
 * tab) lands on the new page with no error. React hydrates the sidebar, the article and the table
 * of contents after the shell (src/theme/HydrationBoundary); an update that reached one of them
 * while it was still server HTML made React drop that HTML with recoverable error #421, which the
 * console guard of ./fixtures reports. The colour mode's state read at mount was such an update
 * (src/theme/ColorModeProvider/context.ts). The CPU is slowed down so that the click lands inside
 * hydration; each round is a new document.
 */
const ROUNDS = 4;

test('a navbar click during hydration navigates without a React error', async ({ page }) => {
  // Four documents with the CPU slowed six times: over the suite's 30 s on a slow 2-core machine under the full
  // suite's load (12.7 s alone there). A hang guard, not a speed check.
  test.setTimeout(120_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  for (let round = 0; round < ROUNDS; round++) {
    await page.goto(route('docs/getting-started'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API' }).click();
    await expect(page).toHaveURL(new RegExp(`${route('docs/api/')}$`));
    await expect(page.locator('h1')).toHaveText('API Reference');
    await waitForHydration(page);
  }
});
