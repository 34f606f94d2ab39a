import { createSlugger } from '../../lib/content/slug';
import type { MdastNode } from './remark-callouts';

/**
 * The table of contents of a page, taken in the compile that also collects
 * its code markup (the `Mdx.toc` and `Mdx.codeHtml` fields share it,
 * src/node/content/schema.ts). gatsby-plugin-mdx's own `tableOfContents`
 * field compiled every page once more for its page query (issue 26).
 *
 * The shape is the one src/lib/content/toc.ts reads: items nested relative
 * to the shallowest heading, `{ url: '#id', title, items }`, and an item
 * without url where a level is skipped (h2 → h4). Ids come from the
 * slugger the page's headings get theirs from (rehype-heading-ids), counted
 * over every heading in document order as that plugin counts them.
 */

export interface RawTocItem {
  url?: string;
  title?: string;
  items?: RawTocItem[];
}

export interface PageHeading {
  depth: number;
  id: string;
  title: string;
}

/** Text as the rendered heading's text nodes hold it: text and inline code, not expressions. */
function headingText(node: MdastNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  if (node.type === 'mdxTextExpression') return '';
  return (node.children ?? []).map(headingText).join('');
}

const explicitId = (node: MdastNode): string | undefined => {
  const id = (node.data?.hProperties as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' && id ? id : undefined;
};

/** The headings that are direct children of the root (the page's outline), with their rendered ids. */
export function pageHeadings(tree: MdastNode, maxDepth: number): PageHeading[] {
  const slug = createSlugger();
  const headings: PageHeading[] = [];
  const visit = (node: MdastNode, parent: MdastNode | null) => {
    if (node.type === 'heading') {
      const text = headingText(node);
      const id = explicitId(node) ?? slug(text);
      const depth = (node as { depth?: number }).depth ?? 1;
      if (parent === tree && depth <= maxDepth) headings.push({ depth, id, title: text });
      return;
    }
    node.children?.forEach((child) => visit(child, node));
  };
  visit(tree, null);
  return headings;
}

/** Nests headings relative to the shallowest one; a skipped level gets an item without url. */
export function nestHeadings(headings: PageHeading[]): { items?: RawTocItem[] } {
  if (headings.length === 0) return {};
  const top = Math.min(...headings.map((heading) => heading.depth));
  const items: RawTocItem[] = [];
  const insert = (heading: PageHeading, list: RawTocItem[], level: number) => {
    if (level === 0) {
      list.push(heading.title ? { url: `#${heading.id}`, title: heading.title } : { url: `#${heading.id}` });
      return;
    }
    let parent = list[list.length - 1];
    if (!parent) list.push((parent = {}));
    insert(heading, (parent.items ??= []), level - 1);
  };
  for (const heading of headings) insert(heading, items, heading.depth - top);
  return { items };
}

/** What the collecting compile leaves in gatsby-plugin-mdx's metadata. */
export const TOC_METADATA = 'toc';

/** Remark plugin (collecting compile only): the page's nested outline into the compile's metadata. */
export function collectToc(this: { data: (key: string) => unknown }, options: { maxDepth: number }) {
  const processor = this;
  return (tree: MdastNode) => {
    const metadata = processor.data('mdxMetadata') as Record<string, unknown> | undefined;
    if (metadata) metadata[TOC_METADATA] = nestHeadings(pageHeadings(tree, options.maxDepth));
  };
}
