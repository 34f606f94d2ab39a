import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageTitle, siteConfig, validateSiteConfig, type SiteConfig } from './site-config';

const withChange = (change: (c: SiteConfig) => void): SiteConfig => {
  const copy = structuredClone(siteConfig);
  change(copy);
  return copy;
};

describe('site config', () => {
  it('is valid as committed', () => {
    expect(() => validateSiteConfig()).not.toThrow();
  });

  it('formats titles as "{page} | React Dialog Hub"', () => {
    expect(pageTitle('Getting Started')).toBe('Getting Started | React Dialog Hub');
  });

  it('rejects a navbar item of unknown type, quoting its configuration', () => {
    const bad = withChange((c) => c.navbar.items.push({ type: 'dropdown', label: 'More' } as never));
    expect(() => validateSiteConfig(bad)).toThrow(/navbar item \{"type":"dropdown","label":"More"\} has unknown type "dropdown"/);
  });

  it('rejects a navbar item without a type', () => {
    const bad = withChange((c) => c.navbar.items.push({ label: 'Blog' } as never));
    expect(() => validateSiteConfig(bad)).toThrow(/has no `type`/);
  });

  it('rejects a navbar item pointing at a missing sidebar', () => {
    const bad = withChange((c) => c.navbar.items.push({ type: 'docSidebar', sidebarId: 'guides', label: 'Guides' }));
    expect(() => validateSiteConfig(bad)).toThrow(/sidebar "guides", which does not exist/);
  });

  it('rejects a docs version without a name', () => {
    const bad = withChange((c) => (c.docs.version.name = ''));
    expect(() => validateSiteConfig(bad)).toThrow(/docs version has no `name`/);
  });

  it('rejects a malformed path prefix', () => {
    const bad = withChange((c) => (c.pathPrefix = 'react-dialog-hub/'));
    expect(() => validateSiteConfig(bad)).toThrow(/pathPrefix/);
  });

  it('rejects a repository not written as owner/name', () => {
    const bad = withChange((c) => (c.githubRepository = 'https://github.com/x/y'));
    expect(() => validateSiteConfig(bad)).toThrow(/githubRepository.*owner\/name/);
  });
});

describe('identity', () => {
  const library = path.resolve(__dirname, '../packages/react-dialog-hub');

  it('derives the repository links and the site origin from the one configured repository', () => {
    const [owner] = siteConfig.githubRepository.split('/');
    expect(siteConfig.repoUrl).toBe(`https://github.com/${siteConfig.githubRepository}`);
    expect(siteConfig.repoBlobUrl.startsWith(`${siteConfig.repoUrl}/`)).toBe(true);
    expect(siteConfig.url).toBe(`https://${owner}.github.io`);
    const links = [...siteConfig.navbar.items, ...siteConfig.footer.columns.flatMap((c) => c.items)];
    expect(links.filter((item) => 'href' in item && item.href?.includes('github.com')).map((item) => 'href' in item && item.href)).toEqual([
      siteConfig.repoUrl,
      siteConfig.repoUrl,
    ]);
  });

  it('matches the package name and licence the library publishes, and its README states that licence', () => {
    const manifest = JSON.parse(readFileSync(path.join(library, 'package.json'), 'utf8'));
    expect(manifest.name).toBe(siteConfig.packageName);
    expect(manifest.license).toBe(siteConfig.license);
    const readme = readFileSync(path.join(library, 'README.md'), 'utf8');
    expect(readme.match(/^## License\n+(.+)$/m)?.[1]).toBe(siteConfig.license);
    expect(readme).toContain(`npm install ${siteConfig.packageName}`);
    expect(siteConfig.footer.copyright).toContain(`${siteConfig.license} licence`);
  });
});
