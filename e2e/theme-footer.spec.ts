import { forEachLayout, open, test, expect } from './theme-matrix';
import { siteConfig } from '../src/site-config';

forEachLayout(({ mode }) => {
  test('Docs and More columns, logo and copyright', async ({ page }) => {
    await open(page, 'docs/intro', mode);
    const footer = page.locator('footer');
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText(['Docs', 'More']);
    await expect(footer.getByRole('link', { name: 'Getting Started' })).toHaveAttribute('href', '/react-dialog-hub/docs/getting-started');
    const github = footer.getByRole('link', { name: /GitHub/ });
    await expect(github).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer.getByRole('img', { name: 'React Dialog Hub logo' })).toBeVisible();
    await expect(github).toHaveAttribute('href', siteConfig.repoUrl);
    await expect(footer).toContainText(
      `Copyright © ${new Date().getFullYear()} React Dialog Hub. Released under the ${siteConfig.license} licence. Built with Gatsby.`,
    );
    await footer.getByRole('link', { name: 'Getting Started' }).click();
    await expect(page.locator('h1')).toHaveText('Getting Started');
  });
});
