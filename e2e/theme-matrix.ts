import { test, expect, route } from './fixtures';
import { waitForHydration } from './hydration';
import type { Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_DIR } from './build-dir';

/**
 * The sidebar and navbar link to the API reference, which another feature
 * builds. In a build without it, Gatsby's prefetch of those links logs a
 * 404; tolerate exactly that case and nothing once the API pages exist.
 */
const apiBuilt = fs.existsSync(path.join(BUILD_DIR, 'docs', 'api', 'index.html'));
export const ALLOW_MISSING_API: RegExp[] = apiBuilt ? [] : [/Failed to load resource: the server responded with a status of 404/];

/**
 * The theme's e2e specs run every check in both colour modes (the system
 * preference Chromium reports) and at a desktop and a mobile width, on
 * either side of the 996 px breakpoint.
 */
export const MODES = ['light', 'dark'] as const;
export const WIDTHS = [1280, 800] as const;
export type Mode = (typeof MODES)[number];

export interface Layout {
  mode: Mode;
  width: number;
  mobile: boolean;
}

/**
 * Runs `body` under each mode × width. Give a spec only the widths and modes that change what it
 * checks: a check that reads no colour runs in one mode, one that reads no layout at one width.
 */
export function forEachLayout(body: (layout: Layout) => void, widths: readonly number[] = WIDTHS, modes: readonly Mode[] = MODES) {
  for (const mode of modes) {
    for (const width of widths) {
      test.describe(`${mode} mode, ${width}px`, () => {
        test.use({ viewport: { width, height: 800 }, colorScheme: mode, allowConsole: ALLOW_MISSING_API });
        body({ mode, width, mobile: width <= 996 });
      });
    }
  }
}

/** Loads a route and waits for hydration (the colour toggle only reacts once React runs). */
export async function open(page: Page, path: string, mode?: Mode) {
  await page.goto(route(path));
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-theme'));
  if (mode) await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await waitForHydration(page);
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main', exact: true });
export const menuButton = (page: Page) => page.getByRole('button', { name: 'Open navigation menu' });
export const menuPanel = (page: Page) => page.getByRole('dialog', { name: 'Navigation menu' });

/** The docs sidebar as a reader reaches it: beside the content, or inside the mobile menu. */
export async function docsSidebar(page: Page, mobile: boolean) {
  if (mobile) {
    await menuButton(page).click();
    return menuPanel(page).getByRole('navigation', { name: 'Docs sidebar' });
  }
  return page.getByRole('navigation', { name: 'Docs sidebar' });
}

export { test, expect, route };
