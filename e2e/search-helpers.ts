import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { waitForHydration } from './hydration';

// What the search specs share: the published files, the dialog's parts, opening it and querying.

// The published search files (src/lib/search/search-shards.ts): the index file at a fixed URL (manifest, entries and
// the folder of the rest), then in that folder postings p<i>, word lists w-<c> and s-<c>, texts t<i>.
export const SEARCH_FILES = /\/static\/search\/(?:[0-9a-f]+\/)?[^/]+\.json$/;
export const INDEX_FILE = /\/static\/search\/index\.json$/;
export const fileName = (path: string) => path.replace(/.*\//, '');

export const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });
export const combobox = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search docs and API' });
export const options = (page: Page) => dialog(page).getByRole('option');

/**
 * Presses a shortcut until the dialog opens: the shortcut listener is added
 * by an effect just after hydration, so a press in between is lost (as it
 * would be for a reader pressing it while the page loads).
 */
export async function pressShortcut(page: Page, key: string) {
  await waitForHydration(page);
  await expect(async () => {
    // Press again only while the dialog is shut: on a busy machine its field can take focus after a
    // try's second has passed, and a `/` pressed again there is text (the field read "/a/b").
    if (!(await dialog(page).isVisible())) await page.keyboard.press(key);
    await expect(combobox(page)).toBeFocused({ timeout: 1000 });
  }).toPass();
}

export async function openSearch(page: Page) {
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Search' }).first().click();
  await expect(combobox(page)).toBeFocused();
}

export async function search(page: Page, query: string) {
  await combobox(page).fill(query);
}

/**
 * The snippets of the results in view have loaded: they load together, once the answer has stayed
 * on screen a moment (an option waiting for its text carries `data-needs-text`).
 */
export async function snippetsInView(page: Page) {
  await expect(options(page).first()).toBeVisible();
  await expect(options(page).first()).not.toHaveAttribute('data-needs-text');
}

/** The heading is on screen (below the sticky navbar), not merely in the document. */
export async function expectHeadingInView(page: Page, id: string) {
  const heading = page.locator(`[id="${id}"]`);
  await expect(heading).toBeInViewport();
}
