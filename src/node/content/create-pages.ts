import path from 'node:path';
import type { CreatePagesArgs, GatsbyNode } from 'gatsby';
import { siteConfig, type SidebarItem } from '../../site-config';
import { validateSiteConfig } from './site-config-schema';
import { writeChangelogDoc } from './changelog-doc';
import type { CategoryIndexItem } from '../../lib/content/category-types';
import type { ResolvedSidebarItem } from '../../lib/content/sidebar-types';
import { docsContextFor, resolveSidebar, SidebarError, type DocRecord } from './sidebar';
import { apiSidebarGroups, createApiPages, queryApiSymbols, type ApiPageSymbol } from '../api/api-pages';
import { API_INDEX_PATH } from '../../lib/api/api-kinds';
import { partitionDrafts } from './drafts';
import { isDevelop, showInOverlay } from '../../../plugins/gatsby-plugin-fast-build/develop';
import { pagesDirPaths, reportDocLinksInDevelop, type CheckedDoc } from './doc-links';

/** The overlay entry of a sidebar that names a missing doc (gatsby develop). */
const SIDEBAR_OVERLAY = 'docs-sidebar';

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

export interface DocNode {
  id: string;
  fields: { docId: string; slug: string; sourcePath: string; draft: boolean };
  frontmatter: { title: string; description: string; sidebar_label: string | null };
  internal: { contentFilePath: string | null };
}

export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  try {
    validateSiteConfig();
    writeChangelogDoc(process.cwd(), siteConfig.docs.contentDir);
  } catch (error) {
    reporter.panic((error as Error).message);
  }
};

export interface DocsSite {
  /** The MDX docs of this build (drafts left out in production). */
  nodes: DocNode[];
  /** Drafts left out of this build. */
  drafts: DocNode[];
  docs: Map<string, DocRecord & { description: string }>;
  apiSymbols: ApiPageSymbol[];
  sidebar: ResolvedSidebarItem[];
}

/**
 * The docs, drafts and resolved sidebar of the build: page creation and the
 * post-build outputs (Markdown twins, llms.txt) read the same answer.
 * Returns null after reporting a failure.
 */
export async function loadDocsSite({ graphql, reporter }: Pick<CreatePagesArgs, 'graphql' | 'reporter'>): Promise<DocsSite | null> {
  const result = await graphql<{ allMdx: { nodes: DocNode[] } }>(`
    query CreateDocPages {
      allMdx(sort: { fields: { docId: ASC } }) {
        nodes {
          id
          fields { docId slug sourcePath draft }
          frontmatter { title description sidebar_label }
          internal { contentFilePath }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the MDX docs for page creation.', result.errors);
    return null;
  }
  const { published: nodes, drafts } = partitionDrafts(result.data.allMdx.nodes);
  const docs = new Map<string, DocRecord & { description: string }>(
    nodes.map((n) => [
      n.fields.docId,
      { id: n.fields.docId, title: n.frontmatter.title, sidebarLabel: n.frontmatter.sidebar_label, path: n.fields.slug, description: n.frontmatter.description },
    ]),
  );

  const apiSymbols = await queryApiSymbols({ graphql, reporter });
  const leftOut = new Set(drafts.map((d) => d.fields.docId));
  // In gatsby develop the author sees a sidebar problem in the open page too (a doc the sidebar names was renamed or
  // removed), until the docs match again; a production build fails.
  const report = (message: string) => {
    showInOverlay(SIDEBAR_OVERLAY, { title: 'The docs sidebar names a doc that does not exist', text: message, file: 'src/site-config.ts' });
    reporter.panicOnBuild(message);
  };
  // gatsby develop goes on without a missing doc's entry: creating no page would delete every page, and the open
  // page's chunk with them, and the browser would then skip its hot updates until reloaded.
  const missing: SidebarError[] = [];
  try {
    const sidebar = resolveSidebar('docs', siteConfig.sidebars.docs, docs, apiSidebarGroups(apiSymbols), leftOut, isDevelop() ? (error) => missing.push(error) : undefined);
    if (missing.length > 0) report(missing.map((error) => error.message).join('\n'));
    else showInOverlay(SIDEBAR_OVERLAY, null);
    return { nodes, drafts, docs, apiSymbols, sidebar };
  } catch (error) {
    if (error instanceof SidebarError) {
      report(error.message);
      return null;
    }
    throw error;
  }
}

/** Every docs page: one template for MDX docs, one for generated category indexes. */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter, getNode }) => {
  const site = await loadDocsSite({ graphql, reporter });
  if (!site) return;
  const { nodes, drafts, docs, apiSymbols, sidebar } = site;
  const leftOut = new Set(drafts.map((d) => d.fields.docId));
  if (drafts.length) {
    reporter.info(
      `[drafts] left out of this production build (draft: true; no page, sidebar entry, search record, sitemap URL, ` +
        `Markdown twin or llms.txt line): ${drafts.map((d) => `${d.fields.docId} (${d.fields.sourcePath})`).join(', ')}`,
    );
  }

  const { version } = siteConfig.docs;
  if (!docs.has(version.mainDocId)) {
    reporter.panicOnBuild(
      `src/site-config.ts: docs.version.mainDocId "${version.mainDocId}" is not a doc. ` +
        `Add ${siteConfig.docs.contentDir}/${version.mainDocId}.mdx or pick one of: ${[...docs.keys()].join(', ')}.`,
    );
    return;
  }

  // Every path created here, for the develop link check.
  const created: string[] = [];
  const createPage: typeof actions.createPage = (page) => {
    created.push(page.path);
    actions.createPage(page);
  };

  createApiPages(createPage, sidebar, apiSymbols);

  // The docs as the develop link check reads them.
  const checked: CheckedDoc[] = [];
  for (const node of nodes) {
    const { slug, docId, sourcePath } = node.fields;
    const mdx = getNode(node.id) as { frontmatter?: Record<string, unknown>; body?: string; internal: { contentDigest: string } } | undefined;
    const frontmatter = mdx?.frontmatter;
    const paths = docId === version.mainDocId ? [slug, version.path] : [slug];
    if (mdx?.body) checked.push({ sourcePath, paths, body: mdx.body, digest: mdx.internal.contentDigest });
    for (const pagePath of paths) {
      createPage({
        path: pagePath,
        component: `${template('DocPage')}?__contentFilePath=${node.internal.contentFilePath}`,
        // `frontmatter` last, as gatsby-plugin-mdx's onCreatePage would add it: given here, the plugin
        // does not read and parse the file again, delete the page and create it a second time.
        context: { id: node.id, ...docsContextFor(sidebar, slug, node.frontmatter.title), ...(frontmatter && { frontmatter }) },
      });
    }
  }

  // Generated category indexes list the category's pages with their descriptions.
  const describe = (href: string) => [...docs.values()].find((d) => d.path === href)?.description ?? '';
  const visit = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.link?.type === 'generated-index') {
        const resolved = resolveSidebar('docs', item.items, docs, [], leftOut);
        const entries: CategoryIndexItem[] = resolved.map((child) => ({
          label: child.label,
          href: child.href ?? '',
          description: child.href ? describe(child.href) : '',
        }));
        createPage({
          path: item.link.slug,
          component: template('CategoryIndex'),
          context: {
            title: item.link.title,
            description: item.link.description,
            items: entries,
            ...docsContextFor(sidebar, item.link.slug, item.link.title),
          },
        });
      }
      visit(item.items);
    }
  };
  visit(siteConfig.sidebars.docs);

  if (isDevelop()) {
    const root = process.cwd();
    // Before TypeDoc's nodes arrive (developBackgroundApi) there are no API pages yet; createPages runs again then.
    const pending = apiSymbols.length === 0 ? [`${API_INDEX_PATH.replace(/\/$/, '')}/`] : [];
    reportDocLinksInDevelop(checked, [...created, ...pagesDirPaths(path.join(root, 'src/pages'))], root, reporter, pending);
  }
};
