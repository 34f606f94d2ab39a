import fs from 'node:fs/promises';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { siteConfig, type SidebarItem } from '../../site-config';
import { API_INDEX_PATH, API_INDEX_TITLE } from '../../lib/api/api-kinds';
import { metaDescription } from '../../lib/api/api-format';
import { markdownTwinPath } from '../../lib/content/markdown-twin-path';
import type { ResolvedSidebarItem } from '../../lib/content/sidebar-types';
import { loadDocsSite } from '../content/create-pages';
import { mdxToMarkdown, type ScopeBundle } from './markdown-twin';
import { openBuildMemo, sha1 } from '../output/build-memo';
import { API_MARKDOWN_FIELDS, apiIndexMarkdown, apiSymbolMarkdown, type ApiMarkdownSymbol } from '../api/api-markdown';

/**
 * Docs for machines, written after the pages: a Markdown twin beside every
 * doc and API page (route + .md), /llms.txt (llmstxt.org: title, summary,
 * then Docs, Examples and API link lists to the twins) and /llms-full.txt
 * (every twin in sidebar order). Drafts are left out with their pages.
 */

export interface TwinPage {
  route: string;
  title: string;
  description: string;
  markdown: string;
}

export interface LlmsSection {
  title: string;
  pages: TwinPage[];
}

/**
 * Top-level sidebar entries → the three llms.txt sections: the API index and its pages under "API", the Examples
 * category under "Examples", every other doc (loose or in a category such as Guides) under "Docs".
 */
export function llmsSections(sidebar: ResolvedSidebarItem[], pages: Map<string, TwinPage>): LlmsSection[] {
  const sections = new Map<string, TwinPage[]>();
  const add = (section: string, href: string | undefined) => {
    const page = href ? pages.get(href) : undefined;
    if (!page) return;
    sections.set(section, [...(sections.get(section) ?? []), page]);
  };
  const walk = (section: string, items: ResolvedSidebarItem[]) => {
    for (const item of items) {
      add(section, item.href);
      if (item.type === 'category') walk(section, item.items);
    }
  };
  for (const item of sidebar) {
    if (item.type === 'link') add('Docs', item.href);
    else walk(item.href === API_INDEX_PATH ? 'API' : item.label === 'Examples' ? 'Examples' : 'Docs', [item]);
  }
  return [...sections].map(([title, list]) => ({ title, pages: list }));
}

export function renderLlmsTxt(sections: LlmsSection[], siteBase: string): string {
  const lines = [`# ${siteConfig.title}`, '', `> ${siteConfig.llmsSummary}`];
  for (const section of sections) {
    lines.push('', `## ${section.title}`, '');
    for (const page of section.pages) {
      const description = page.description.replace(/\s+/g, ' ').trim();
      lines.push(`- [${page.title}](${siteBase}${markdownTwinPath(page.route)})${description ? `: ${description}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export function renderLlmsFullTxt(sections: LlmsSection[], siteBase: string): string {
  const parts = [`# ${siteConfig.title}\n\n> ${siteConfig.llmsSummary}\n`];
  for (const page of sections.flatMap((s) => s.pages)) {
    parts.push(`<!-- ${siteBase}${markdownTwinPath(page.route)} -->\n\n${page.markdown.trim()}\n`);
  }
  return parts.join('\n---\n\n');
}

function findGeneratedIndexes(items: SidebarItem[]): Array<Extract<SidebarItem, { type: 'category' }>> {
  return items.flatMap((item) =>
    item.type === 'category' ? [...(item.link?.type === 'generated-index' ? [item] : []), ...findGeneratedIndexes(item.items)] : [],
  );
}

/** Writes the twins, llms.txt and llms-full.txt into public/; returns the twin routes written. */
export async function writeMachineReadableDocs(
  { graphql, reporter }: Pick<CreatePagesArgs, 'graphql' | 'reporter'>,
  publicDir: string,
  siteBase: string,
): Promise<{ twins: string[] }> {
  const site = await loadDocsSite({ graphql, reporter });
  if (!site) return { twins: [] };
  const result = await graphql<{ allApiSymbol: { nodes: ApiMarkdownSymbol[] } }>(`
    query MarkdownTwins { allApiSymbol(sort: { name: ASC }) { nodes { ${API_MARKDOWN_FIELDS} } } }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('[llms-txt] Could not query the ApiSymbol nodes for the Markdown twins.', result.errors);
    return { twins: [] };
  }
  const symbols = result.data.allApiSymbol.nodes;
  const pages = new Map<string, TwinPage>();
  const generatedIndexes = findGeneratedIndexes(siteConfig.sidebars.docs);
  const twinRoutes = new Set<string>([
    ...site.nodes.map((n) => n.fields.slug),
    siteConfig.docs.version.path,
    API_INDEX_PATH,
    ...symbols.map((s) => s.slug),
    ...generatedIndexes.map((c) => (c.link as { slug: string }).slug),
  ]);

  // A twin depends on its MDX, its title and description, the files it shows and the set of routes
  // with a twin (its links point at them): a warm build converts only the pages whose inputs changed.
  const memo = openBuildMemo<string>('markdown-twins', process.cwd());
  // A twin made again for a prose edit reuses its page's bundled ESM (markdown-twin.ts, pageScope).
  const bundles = openBuildMemo<ScopeBundle>('page-scopes', process.cwd());
  const routesKey = sha1([...twinRoutes].sort().join('\n'));
  for (const node of site.nodes) {
    const file = node.internal.contentFilePath;
    if (!file) continue;
    let markdown: string;
    try {
      const source = await fs.readFile(file, 'utf8');
      const { title, description } = node.frontmatter;
      markdown = memo.get({ source, title, description, file, siteBase, routesKey }, (reads) =>
        mdxToMarkdown(source, { title, description }, { file, siteBase, twinRoutes, reads, bundles }),
      );
    } catch (error) {
      reporter.panicOnBuild(`[markdown-twin] ${(error as Error).message}`);
      return { twins: [] };
    }
    const page = { route: node.fields.slug, title: node.frontmatter.title, description: node.frontmatter.description, markdown };
    pages.set(page.route, page);
    if (node.fields.docId === siteConfig.docs.version.mainDocId) pages.set(siteConfig.docs.version.path, { ...page, route: siteConfig.docs.version.path });
  }
  for (const category of generatedIndexes) {
    const link = category.link as { slug: string; title: string; description: string };
    const children = site.sidebar.length ? findCategory(site.sidebar, link.slug) : [];
    const list = children.map((href) => {
      const child = pages.get(href);
      return `- [${child?.title ?? href}](${siteBase}${markdownTwinPath(href)})${child?.description ? `: ${child.description}` : ''}`;
    });
    pages.set(link.slug, {
      route: link.slug,
      title: link.title,
      description: link.description,
      markdown: `# ${link.title}\n\n${link.description}\n\n${list.join('\n')}\n`,
    });
  }
  pages.set(API_INDEX_PATH, {
    route: API_INDEX_PATH,
    title: API_INDEX_TITLE,
    description: `Every export of ${siteConfig.title}, generated from the library's TypeScript source.`,
    markdown: apiIndexMarkdown(symbols, siteBase, 'react-dialog-hub'),
  });
  for (const symbol of symbols) {
    pages.set(symbol.slug, { route: symbol.slug, title: symbol.name, description: metaDescription(symbol.summary), markdown: apiSymbolMarkdown(symbol, siteBase) });
  }

  for (const page of pages.values()) {
    const target = path.join(publicDir, markdownTwinPath(page.route));
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, page.markdown);
  }
  memo.save();
  bundles.save();
  const sections = llmsSections(site.sidebar, pages);
  await fs.writeFile(path.join(publicDir, 'llms.txt'), renderLlmsTxt(sections, siteBase));
  await fs.writeFile(path.join(publicDir, 'llms-full.txt'), renderLlmsFullTxt(sections, siteBase));
  return { twins: [...pages.keys()].map(markdownTwinPath) };
}

/** Hrefs of a category's items, found by the category's own href. */
function findCategory(items: ResolvedSidebarItem[], href: string): string[] {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === href) return item.items.flatMap((child) => (child.href ? [child.href] : []));
    const found = findCategory(item.items, href);
    if (found.length) return found;
  }
  return [];
}
