// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { siteConfig, type SiteConfig } from '../../site-config';
import { validateSiteConfig } from './site-config-schema';

const withChange = (change: (c: SiteConfig) => void): SiteConfig => {
  const copy = structuredClone(siteConfig);
  change(copy);
  return copy;
};

describe('site config schema', () => {
  it('accepts the config as committed', () => {
    expect(() => validateSiteConfig()).not.toThrow();
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

  it('rejects a docSidebar item whose sidebar lists no doc', () => {
    const bad = withChange((c) => (c.sidebars.docs = [{ type: 'api-symbols' }]));
    expect(() => validateSiteConfig(bad)).toThrow(/`sidebars\.docs`: the sidebar "docs" has no doc for its navbar item to link to/);
  });

  it('names the setting and the fix', () => {
    const bad = withChange((c) => (c.constants.desktopBreakpointPx = 99.5));
    expect(() => validateSiteConfig(bad)).toThrow('[site-config] src/site-config.ts: `constants.desktopBreakpointPx`:');
  });

  it('lists every problem at once', () => {
    const bad = withChange((c) => {
      c.title = ' ';
      c.navbar.items[0] = { label: 'Docs' } as never;
    });
    expect(() => validateSiteConfig(bad)).toThrow(/`title` is empty[\s\S]*`navbar\.items\[0\]\.type`: navbar item \{"label":"Docs"\} has no `type`/);
  });
});
