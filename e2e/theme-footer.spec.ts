import fs from 'node:fs';
import { forEachLayout, open, test, expect } from './theme-matrix';
import { route } from './fixtures';
import { siteConfig } from '../src/site-config';

/** The documented version, read from the package itself rather than from the site config. */
const { version } = JSON.parse(fs.readFileSync('packages/react-dialog-hub/package.json', 'utf8')) as { version: string };

// Reads no colour of the mode and no layout: one mode, one width (see forEachLayout).
forEachLayout(({ mode }) => {
  test('Docs and More columns, logo and copyright', async ({ page }) => {
    await open(page, 'docs/intro', mode);
    const footer = page.locator('footer');
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText(['Docs', 'More']);
    await expect(footer.getByRole('link', { name: 'Getting Started' })).toHaveAttribute('href', route('docs/getting-started'));
    const github = footer.getByRole('link', { name: /GitHub/ });
    await expect(github).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer.getByRole('img', { name: 'React Dialog Hub logo' })).toBeVisible();
    await expect(github).toHaveAttribute('href', siteConfig.repoUrl);
    await expect(footer).toContainText(
      `Copyright © ${new Date().getFullYear()} React Dialog Hub. Documents react-dialog-hub ${version}, released under the ${siteConfig.license} licence. Built with Gatsby.`,
    );
    await footer.getByRole('link', { name: 'Getting Started' }).click();
    await expect(page.locator('h1')).toHaveText('Getting Started');
  });
}, [1280], ['light']);

test('the navbar names the documented version and links its changelog (desktop)', async ({ page }) => {
  await open(page, 'docs/intro', 'light');
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: `Changelog of version v${version}` });
  await expect(link).toBeVisible();
  await expect(link).toHaveText(`Changelog of version v${version}`);
  await expect(link).toHaveAttribute('href', /\/packages\/react-dialog-hub\/CHANGELOG\.md$/);
});
