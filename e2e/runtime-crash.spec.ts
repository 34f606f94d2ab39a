import type { Page } from '@playwright/test';
import { test, expect, route, endsAt, pageTitle } from './fixtures';
import { allowing, sidebarLink } from './runtime-helpers';
import { waitForHydration } from './hydration';

// SPEC §2/§4/§8: the crash page. React reports every caught render error on
// the console; the tests below provoke theirs on purpose.

test.describe('a template that throws (bad page data)', () => {
  test.use({ allowConsole: allowing(/Cannot read properties of null \(reading '\w+'\)/) });

  test('shows the crash page with the error; navbar and footer stay usable', async ({ page }) => {
    await page.goto(route('docs/intro'));
    await waitForHydration(page);
    // The doc's query result comes back empty, as with a stale or broken deploy:
    // DocPage reads fields of data.mdx and throws before its Layout renders.
    await page.route('**/page-data/docs/getting-started/page-data.json', async (request) => {
      const response = await request.fetch();
      const json = await response.json();
      json.result.data.mdx = null;
      await request.fulfill({ response, json });
    });
    await sidebarLink(page, 'Getting Started').click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page crashed.');
    await expect(page).toHaveTitle(pageTitle('Page Error'));
    await expect(page.getByRole('alert')).toContainText(/Cannot read properties of null \(reading '\w+'\)/);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

    // The frame still works: footer and navbar are there and navigate.
    await expect(page.locator('footer')).toContainText('Copyright');
    await expect(page.locator('footer').getByRole('link', { name: 'Getting Started' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'React Dialog Hub' }).click();
    await expect(page).toHaveURL(endsAt(''));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('React Dialog Hub');
    await expect(page).not.toHaveTitle(/Page Error/);
  });
});

/**
 * A stand-in for a corrupt deploy of the plain example's chunk: the chunk still
 * registers its modules, but each now exports a `Demo` component that throws an
 * error with a chain of causes when React renders it. Only what the network
 * serves changes; the site has no test hook. The chunk's loading global
 * (`self.webpackChunk…`) is read from the original file.
 */
async function breakPlainExampleChunk(page: Page) {
  await page.route('**/example-plain-*.js', async (request) => {
    const response = await request.fetch();
    const original = await response.text();
    const global = /self\.(webpackChunk[\w$]+)/.exec(original)?.[1];
    if (!global) throw new Error(`no webpack chunk global in ${request.request().url()}`);
    const broken = `(() => {
      const chunks = (self[${JSON.stringify(global)}] ||= []);
      const install = chunks.push;
      chunks.push = function (entry) {
        chunks.push = install;
        for (const id of Object.keys(entry[1])) {
          entry[1][id] = (module) => {
            module.exports = {
              Demo() {
                throw new Error('Example failed to render', {
                  cause: new Error('Chunk example-plain is corrupt', { cause: new Error('Network is offline') }),
                });
              },
            };
          };
        }
        return install.call(this, entry);
      };
    })();\n`;
    // The original runs in a function of its own so that its "use strict" stays a directive.
    await request.fulfill({ response, body: `${broken}(function () {\n${original}\n}).call(self);\n` });
  });
}

test.describe('a component that throws with a chain of causes', () => {
  test.use({ allowConsole: allowing(/Example failed to render/) });

  test('shows every cause, and "Try again" clears it', async ({ page }) => {
    await breakPlainExampleChunk(page);
    await page.goto(route('docs/examples/plain'));
    await waitForHydration(page);
    // The first click loads the example's chunk and renders its demo, which throws.
    await page.locator('article').getByRole('button', { name: 'Open Alert' }).click();

    const crash = page.getByRole('alert');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page crashed.');
    await expect(page).toHaveTitle(pageTitle('Page Error'));
    await expect(crash).toContainText('Example failed to render');
    await expect(crash.locator('p', { hasText: 'Cause:' })).toHaveText(['Cause: Chunk example-plain is corrupt', 'Cause: Network is offline']);
    // The error stays inside the content's boundary: navbar and footer are outside it.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();

    // "Try again" renders the content afresh: the demo is back to its button and
    // stays unrendered until the next click. (The broken module stays installed
    // until a reload, so a second click would crash again; that is not tested.)
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plain dialog element');
    await expect(page).toHaveTitle(pageTitle('Plain dialog element'));
    await expect(page.locator('article').getByRole('button', { name: 'Open Alert' })).toBeVisible();
    await expect(page.getByRole('main').getByText('This page crashed.')).toHaveCount(0);
  });
});
