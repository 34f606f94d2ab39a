/** The sidebar as pages receive it: resolved links, no ids left to look up. */
export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
}

export interface SidebarCategoryNode {
  type: 'category';
  label: string;
  /** The category's own page (generated index or API index), if any. */
  href?: string;
  collapsed: boolean;
  items: ResolvedSidebarItem[];
}

export type ResolvedSidebarItem = SidebarLink | SidebarCategoryNode;

export interface Crumb {
  label: string;
  href?: string;
}

export interface PagerLink {
  label: string;
  href: string;
}

/** What every docs-area page gets in its page context. */
export interface DocsPageContext {
  sidebar: ResolvedSidebarItem[];
  breadcrumbs: Crumb[];
  previous: PagerLink | null;
  next: PagerLink | null;
}
