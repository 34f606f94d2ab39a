import type { Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from '../src/constants';

/**
 * Resolves once React has hydrated the whole page: the app sets
 * `data-hydrated` on <html> when the shell and every deferred part
 * (sidebar, article, table of contents) have hydrated (src/theme/HydrationBoundary).
 * Before that a click on a control may do nothing, or load a new document.
 * The one way e2e tests wait for hydration.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector(`html[${HYDRATED_ATTRIBUTE}]`, { state: 'attached' });
}
