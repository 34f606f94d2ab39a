import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageTitle, siteConfig, type SidebarItem } from '../src/site-config';
import { CHANGELOG_DOC, CHANGELOG_SOURCE, changelogMdx } from '../src/node/content/changelog-doc';

/**
 * The route table of the specification (SPEC.md §2), without the prefix,
 * with the h1 and title each page must show. The docs routes are read from
 * their sources of truth: the sidebar in src/site-config.ts (order, category
 * pages) and each doc's front-matter title in content/docs, so a page added
 * there is covered without editing this file.
 */
export interface RouteExpectation {
  path: string;
  h1: string | RegExp;
  title: string;
  /** Its label in the sidebar and in previous/next links (sidebar routes only). */
  label?: string;
}

const CONTENT = path.join(__dirname, '..', 'content', 'docs');

/** A doc's front-matter title. */
export function docTitle(id: string): string {
  // The changelog page is written at build start from the package's CHANGELOG.md (not in git).
  const source =
    `${id}.mdx` === CHANGELOG_DOC
      ? changelogMdx(readFileSync(path.join(__dirname, '..', CHANGELOG_SOURCE), 'utf8'))
      : readFileSync(path.join(CONTENT, `${id}.mdx`), 'utf8');
  const front = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const title = /^title:\s*(.+)$/m.exec(front)?.[1]?.trim().replace(/^(['"])(.*)\1$/, '$2');
  if (!title) throw new Error(`content/docs/${id}.mdx has no front-matter title`);
  return title;
}

const docRoute = (routePath: string, title: string, label?: string): RouteExpectation => ({
  path: routePath,
  h1: title,
  title: pageTitle(title),
  ...(label ? { label } : {}),
});

/** The docs sidebar in order: each doc and each generated category index (not the API category). */
function sidebarRoutes(items: readonly SidebarItem[]): RouteExpectation[] {
  return items.flatMap((item): RouteExpectation[] => {
    if (item.type === 'doc') return [docRoute(`docs/${item.id}`, docTitle(item.id), item.label ?? docTitle(item.id))];
    if (item.type === 'category') {
      const index = item.link?.type === 'generated-index' ? [docRoute(item.link.slug.slice(1), item.link.title, item.label)] : [];
      return [...index, ...sidebarRoutes(item.items)];
    }
    return [];
  });
}

const sidebar = siteConfig.sidebars.docs as readonly SidebarItem[];
/** The docs routes in sidebar order (the order previous/next follow). */
export const sidebarDocRoutes: RouteExpectation[] = sidebarRoutes(sidebar);
/** The doc routes of the spec: the docs root (the intro) and every sidebar page. */
export const docRoutes: RouteExpectation[] = [docRoute('docs', docTitle('intro')), ...sidebarDocRoutes];

export const homeRoute: RouteExpectation = {
  path: '',
  h1: 'React Dialog Hub',
  title: pageTitle('Headless, type-safe dialog orchestration for React'),
};

const apiPage = (apiPath: string, kind: string): RouteExpectation => {
  const name = apiPath.slice(apiPath.lastIndexOf('/') + 1);
  return { path: apiPath, h1: `${kind}: ${name}`, title: pageTitle(name) };
};

/** The API reference routes of the spec's table, generated from the library's source. */
export const apiRoutes: RouteExpectation[] = [
  { path: siteConfig.docs.apiIndexPath.slice(1), h1: 'API Reference', title: pageTitle('API Reference') },
  apiPage('docs/api/functions/DialogProvider', 'Function'),
  apiPage('docs/api/functions/useDialog', 'Function'),
  apiPage('docs/api/classes/DialogDismissedError', 'Class'),
  apiPage('docs/api/type-aliases/DialogBase', 'Type Alias'),
  apiPage('docs/api/type-aliases/DialogComponent', 'Type Alias'),
  apiPage('docs/api/type-aliases/DialogContextValue', 'Type Alias'),
  apiPage('docs/api/type-aliases/DialogHandle', 'Type Alias'),
  apiPage('docs/api/type-aliases/DialogProps', 'Type Alias'),
  apiPage('docs/api/type-aliases/DialogProviderProps', 'Type Alias'),
  apiPage('docs/api/type-aliases/ShowFn', 'Type Alias'),
  apiPage('docs/api/type-aliases/ShowOptions', 'Type Alias'),
  apiPage('docs/api/type-aliases/StackItem', 'Type Alias'),
  apiPage('docs/api/variables/DialogContext', 'Variable'),
];

/** Pages that moved (src/site-config.ts docs.redirects): the old route, without the prefix, and the new one. */
export const movedRoutes = siteConfig.docs.redirects.map(({ from, to }) => ({ from: from.slice(1), to: to.slice(1) }));
