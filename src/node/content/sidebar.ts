import type { SidebarItem } from '../../site-config';
import type {
  Crumb,
  DocsPageContext,
  PagerLink,
  ResolvedSidebarItem,
  SidebarCategoryNode,
} from '../../lib/content/sidebar-types';

export interface DocRecord {
  id: string;
  title: string;
  sidebarLabel?: string | null;
  path: string;
}

export interface ApiGroup {
  label: string;
  items: Array<{ label: string; href: string }>;
}

export class SidebarError extends Error {}

/**
 * Turns the sidebar definition of src/site-config.ts into links, checking
 * every doc id against the docs that exist so a typo fails the build.
 */
export function resolveSidebar(
  sidebarId: string,
  items: SidebarItem[],
  docs: Map<string, DocRecord>,
  apiGroups: ApiGroup[] = [],
  /** Doc ids left out of this build (drafts in production): their entries are dropped, not errors. */
  leftOut: ReadonlySet<string> = new Set(),
  /** When given, a doc id that does not exist is reported here and its entry dropped instead of thrown (gatsby develop). */
  onMissingDoc?: (error: SidebarError) => void,
): ResolvedSidebarItem[] {
  const where = `sidebar "${sidebarId}" in src/site-config.ts`;
  const resolveItems = (list: SidebarItem[]): ResolvedSidebarItem[] =>
    list.flatMap((item): ResolvedSidebarItem[] => {
      switch (item.type) {
        case 'doc': {
          if (leftOut.has(item.id)) return [];
          const doc = docs.get(item.id);
          if (!doc) {
            const error = new SidebarError(
              `${where} references doc id "${item.id}", which does not exist. ` +
                `Known doc ids: ${[...docs.keys()].sort().join(', ')}. ` +
                `Fix the id or add content/docs/${item.id}.mdx.`,
            );
            if (!onMissingDoc) throw error;
            onMissingDoc(error);
            return [];
          }
          return [{ type: 'link', label: item.label ?? doc.sidebarLabel ?? doc.title, href: doc.path }];
        }
        case 'api-symbols':
          return apiGroups
            .filter((group) => group.items.length > 0)
            .map((group) => ({
              type: 'category',
              label: group.label,
              collapsed: true,
              items: group.items.map((symbol) => ({ type: 'link', ...symbol })),
            }));
        case 'category': {
          const children = resolveItems(item.items);
          const href = item.link?.slug;
          if (!href && children.length === 0) {
            throw new SidebarError(
              `${where}: category "${item.label}" has nothing to link to (no items and no link). ` +
                `Give it items or a \`link\`, or remove it.`,
            );
          }
          return [{ type: 'category', label: item.label, href, collapsed: item.collapsed, items: children }];
        }
        default:
          throw new SidebarError(
            `${where}: item ${JSON.stringify(item)} has an unknown type. Use "doc", "category" or "api-symbols".`,
          );
      }
    });
  return resolveItems(items);
}

/** Every page of the sidebar in reading order (category pages before their items). */
export function flattenSidebar(items: ResolvedSidebarItem[]): PagerLink[] {
  return items.flatMap((item) => {
    const own = item.href ? [{ label: item.label, href: item.href }] : [];
    return item.type === 'link' ? own : [...own, ...flattenSidebar(item.items)];
  });
}

function trail(items: ResolvedSidebarItem[], href: string, parents: SidebarCategoryNode[]): Crumb[] | null {
  for (const item of items) {
    if (item.href === href) {
      return [...parents.map((p) => ({ label: p.label, href: p.href })), { label: item.label }];
    }
    if (item.type === 'category') {
      const found = trail(item.items, href, [...parents, item]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Sidebar, breadcrumbs and previous/next for one page. `href` is the page's
 * path as the sidebar spells it; `title` labels a page the sidebar does not list.
 */
export function docsContextFor(sidebar: ResolvedSidebarItem[], href: string, title: string): DocsPageContext {
  const order = flattenSidebar(sidebar);
  const index = order.findIndex((link) => link.href === href);
  return {
    sidebar,
    breadcrumbs: trail(sidebar, href, []) ?? [{ label: title }],
    previous: index > 0 ? order[index - 1] : null,
    next: index >= 0 && index < order.length - 1 ? order[index + 1] : null,
  };
}
