import path from 'node:path';
import type { Actions, CreatePagesArgs } from 'gatsby';
import { API_INDEX_PATH, API_INDEX_TITLE, groupApiSymbols } from '../../lib/api/api-kinds';
import type { ResolvedSidebarItem } from '../../lib/content/sidebar-types';
import { docsContextFor, type ApiGroup } from '../content/sidebar';

export interface ApiPageSymbol {
  id: string;
  name: string;
  kind: string;
  slug: string;
}

/** The symbols to make pages and sidebar links for; panics (naming the cause) if the query fails. */
export async function queryApiSymbols({ graphql, reporter }: Pick<CreatePagesArgs, 'graphql' | 'reporter'>): Promise<ApiPageSymbol[]> {
  const result = await graphql<{ allApiSymbol: { nodes: ApiPageSymbol[] } }>(`
    query CreateApiPages {
      allApiSymbol(sort: { name: ASC }) {
        nodes { id name kind slug }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the ApiSymbol nodes for the API reference pages.', result.errors);
    return [];
  }
  return result.data.allApiSymbol.nodes;
}

/** Sidebar groups (Functions, Type Aliases, Variables) for the `api-symbols` placeholder. */
export function apiSidebarGroups(symbols: readonly ApiPageSymbol[]): ApiGroup[] {
  return groupApiSymbols(symbols).map((group) => ({
    label: group.label,
    items: group.symbols.map((s) => ({ label: s.name, href: s.slug })),
  }));
}

/** The API index and one page per symbol, with the docs sidebar, breadcrumbs and previous/next. */
export function createApiPages(createPage: Actions['createPage'], sidebar: ResolvedSidebarItem[], symbols: readonly ApiPageSymbol[]) {
  createPage({
    path: API_INDEX_PATH,
    component: path.resolve('src/templates/ApiIndex.tsx'),
    context: docsContextFor(sidebar, API_INDEX_PATH, API_INDEX_TITLE),
  });
  for (const symbol of symbols) {
    createPage({
      path: symbol.slug,
      component: path.resolve('src/templates/ApiPage.tsx'),
      context: { id: symbol.id, ...docsContextFor(sidebar, symbol.slug, symbol.name) },
    });
  }
}
