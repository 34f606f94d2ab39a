import fs from 'node:fs';
import { test, expect, route, PREFIX } from './fixtures';
import { siteConfig } from '../src/site-config';
import { tarballFileName } from '../src/lib/package-tarball';

/**
 * While the package is not on the npm registry, Getting Started installs the
 * file `npm pack` writes, served by the site (src/node/build/package-tarball.ts):
 * the URL its install commands name must answer with that gzip file here,
 * where the build is served as GitHub Pages serves it.
 */
test("Getting Started's install commands name the packed package the site serves", async ({ page, baseURL }) => {
  await page.goto(route('docs/getting-started'));
  // Every tab panel's command, read from the page as a reader copies it.
  const commands = (await page.getByRole('main').locator('code').allTextContents())
    .map((text) => text.trim())
    .filter((text) => /^(npm install|yarn add|pnpm add|bun add) /.test(text));
  expect(commands.map((command) => command.split(' ').slice(0, -1).join(' '))).toEqual(['npm install', 'yarn add', 'pnpm add', 'bun add']);
  const urls = new Set(commands.map((command) => command.split(' ').pop()!));
  expect(urls.size, 'every package manager installs the same file').toBe(1);
  const [url] = [...urls];

  // The deployed site's origin and prefix, and the name and version of the package this build documents.
  const { name, version } = JSON.parse(fs.readFileSync(`packages/${siteConfig.library.name}/package.json`, 'utf8')) as { name: string; version: string };
  expect(url).toBe(`${siteConfig.url}${PREFIX}/${tarballFileName(name, version)}`);

  // The same path on this server.
  const local = new URL(url!.slice(siteConfig.url.length), baseURL).href;
  const response = await page.request.get(local);
  expect(response.status(), local).toBe(200);
  const body = await response.body();
  expect([...body.subarray(0, 2)], 'a gzip file (magic bytes 1f 8b)').toEqual([0x1f, 0x8b]);
  expect(body.length).toBeGreaterThan(1024);
});
