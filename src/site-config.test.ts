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
});
