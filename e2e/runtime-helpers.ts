import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * The sidebar links the API index (/docs/api/), which the API-reference
 * feature builds. Where that page is not built, Gatsby's viewport prefetch
 * of it 404s (a console error) a few seconds after load; tests that stay
 * that long allow it. Once the page exists this allows nothing.
 */
export const apiIndexPrefetch404: RegExp[] = existsSync(path.resolve('public/page-data/docs/api/page-data.json'))
  ? []
  : [/status of 404/];

export const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name, exact: true });

/**
 * One `allowConsole` value from several patterns (Playwright reads a
 * two-element array option as [value, options], so they are merged).
 */
export const allowing = (...patterns: Array<RegExp | RegExp[]>): RegExp[] => {
  const flat = patterns.flat();
  return flat.length ? [new RegExp(flat.map((p) => p.source).join('|'))] : [];
};
