import { createSlugger } from '../../lib/content/slug';

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const HEADING = /^h[1-6]$/;

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

/**
 * Rehype plugin: gives every heading a stable id (GitHub slug rules) so that
 * anchors, the table of contents and search hits agree. Written here rather
 * than taken from rehype-slug because that package is ESM-only and
 * gatsby-config is compiled to CommonJS.
 */
export default function rehypeHeadingIds() {
  return (tree: HastNode) => {
    const slug = createSlugger();
    const visit = (node: HastNode) => {
      if (node.type === 'element' && HEADING.test(node.tagName ?? '')) {
        node.properties = node.properties ?? {};
        if (!node.properties.id) node.properties.id = slug(textOf(node));
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
