import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageTitle, siteConfig } from './site-config';
import { libraryTarballUrl } from './lib/package-tarball';
import { fillSiteConfig } from './node/content/remark-site-config-commands';

describe('site config', () => {
  it('formats titles as "{page} | React Dialog Hub"', () => {
    expect(pageTitle('Getting Started')).toBe('Getting Started | React Dialog Hub');
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

  it('reads the repository from the library\'s published package.json, whose homepage and issue links agree', () => {
    const manifest = JSON.parse(readFileSync(path.join(library, 'package.json'), 'utf8'));
    expect(siteConfig.githubRepository).toMatch(/^[\w.-]+\/[\w.-]+$/);
    expect(manifest.repository).toEqual({ type: 'git', url: `git+${siteConfig.repoUrl}.git`, directory: 'packages/react-dialog-hub' });
    expect(manifest.homepage).toBe(`${siteConfig.url}${siteConfig.pathPrefix}/`);
    expect(manifest.bugs).toEqual({ url: `${siteConfig.repoUrl}/issues` });
  });

  it('matches the package name and licence the library publishes, and its README states that licence', () => {
    const manifest = JSON.parse(readFileSync(path.join(library, 'package.json'), 'utf8'));
    expect(manifest.name).toBe(siteConfig.packageName);
    expect(manifest.license).toBe(siteConfig.license);
    const readme = readFileSync(path.join(library, 'README.md'), 'utf8');
    expect(readme.match(/^## License\n+(.+)$/m)?.[1]).toBe(siteConfig.license);
    expect(readme).toContain(`npm install ${siteConfig.installSpec}\n`);
    expect(readme.includes('not on the npm registry')).toBe(!siteConfig.packagePublished);
    expect(siteConfig.footer.copyright).toContain(`${siteConfig.license} licence`);
  });
});

describe('packagePublished: the one switch for install instructions', () => {
  const gettingStarted = readFileSync('content/docs/getting-started.mdx', 'utf8');
  const installSection = gettingStarted.slice(gettingStarted.indexOf('## Install'), gettingStarted.indexOf('## Place the provider'));

  it('names the registry package once published, the packed file until then', () => {
    const { installSpec, packagePublished, library } = siteConfig;
    expect(installSpec).toBe(packagePublished ? library.name : `../${library.name}/${library.name}-*.tgz`);
  });

  it('Getting Started installs what the switch says, and says why when the package is not on npm', () => {
    // As the page shows it: `{siteConfig.…}` in its commands written out (src/node/content/remark-site-config-commands.ts).
    const shown = fillSiteConfig(installSection, 'content/docs/getting-started.mdx');
    // Until it is on the registry, the packed file the site serves (src/node/output/package-tarball.ts).
    const spec = siteConfig.packagePublished ? siteConfig.packageName : libraryTarballUrl();
    for (const command of ['npm install', 'yarn add', 'pnpm add', 'bun add']) {
      expect(shown).toContain(`${command} ${spec}\n`);
    }
    expect(installSection.includes('not on the npm registry')).toBe(!siteConfig.packagePublished);
    expect(installSection.includes('npm pack')).toBe(!siteConfig.packagePublished);
  });
});
