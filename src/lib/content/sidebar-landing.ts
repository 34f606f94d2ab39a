import { siteConfig, type SidebarItem } from '../../site-config';

/** The first doc a sidebar lists, depth first; undefined when it lists none. */
export function firstDocId(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc') return item.id;
    if (item.type === 'category') {
      const id = firstDocId(item.items);
      if (id) return id;
    }
  }
  return undefined;
}

/**
 * Where a `docSidebar` navbar item leads: the first doc of the sidebar it
 * names (for `docs`, the intro). The build checks both the id and that the
 * sidebar lists a doc (src/node/content/site-config-schema.ts); this throws the same
 * fix should either slip through.
 */
export function sidebarLandingPath(sidebarId: string, sidebars: Record<string, SidebarItem[]> = siteConfig.sidebars): string {
  const id = firstDocId(sidebars[sidebarId] ?? []);
  if (!id) {
    throw new Error(
      `The sidebar "${sidebarId}" has no doc to link to. List a doc in sidebars.${sidebarId} of src/site-config.ts ` +
        `(sidebars: ${Object.keys(sidebars).join(', ')}).`,
    );
  }
  return `${siteConfig.docs.routeBasePath}/${id}`;
}
