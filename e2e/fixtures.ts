import { test as base, expect } from '@playwright/test';
import { pageTitle, siteConfig } from '../src/site-config';

/**
 * Every e2e test fails when the page logs a console error, a React
 * hydration warning or an uncaught exception. A test that provokes an error
 * on purpose lists what it expects in `allowConsole`.
 */
export const test = base.extend<{ allowConsole: RegExp[]; consoleGuard: void }>({
  allowConsole: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowConsole }, use) => {
      const problems: string[] = [];
      const allowed = (text: string) => allowConsole.some((re) => re.test(text));
      page.on('console', (message) => {
        const text = message.text();
        const hydration = /hydrat|did not match|server rendered HTML/i.test(text);
        if ((message.type() === 'error' || hydration) && !allowed(text)) {
          problems.push(`console.${message.type()}: ${text}`);
        }
      });
      page.on('pageerror', (error) => {
        if (!allowed(error.message)) problems.push(`uncaught: ${error.message}`);
      });
      await use();
      expect(problems, 'console errors or hydration warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The deploy prefix, from src/site-config.ts. */
export const PREFIX = siteConfig.pathPrefix;
/** Absolute URL path of a site route, e.g. route('docs/intro') → /react-dialog-hub/docs/intro. */
export const route = (path: string) => `${PREFIX}/${path.replace(/^\//, '')}`;
/** Matches a page URL ending at the route, e.g. toHaveURL(endsAt('docs/intro')). */
export const endsAt = (path: string) => new RegExp(`${route(path).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
/** The API reference index, as a route argument ('docs/api/'). */
export const API_INDEX = siteConfig.docs.apiIndexPath;
/** A tab title: "{page} | React Dialog Hub". */
export { pageTitle };
