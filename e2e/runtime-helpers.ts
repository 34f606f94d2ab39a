import type { Page } from '@playwright/test';

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
