import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../../site-config';
import { sidebarLandingPath } from './sidebar-landing';

const sidebars: Record<string, SidebarItem[]> = {
  docs: [{ type: 'doc', id: 'intro' }],
  guides: [
    { type: 'api-symbols' },
    { type: 'category', label: 'Guides', collapsed: false, items: [{ type: 'doc', id: 'guides/animations' }] },
  ],
  empty: [{ type: 'api-symbols' }],
};

describe('sidebarLandingPath', () => {
  it('leads to the first doc of the named sidebar, inside categories too', () => {
    expect(sidebarLandingPath('docs', sidebars)).toBe('/docs/intro');
    expect(sidebarLandingPath('guides', sidebars)).toBe('/docs/guides/animations');
  });

  it('fails naming the sidebar and the fix when there is nothing to link to', () => {
    expect(() => sidebarLandingPath('empty', sidebars)).toThrow(/sidebar "empty" has no doc to link to\. List a doc in sidebars\.empty/);
    expect(() => sidebarLandingPath('blog', sidebars)).toThrow(/sidebar "blog" has no doc.*\(sidebars: docs, guides, empty\)/);
  });
});
