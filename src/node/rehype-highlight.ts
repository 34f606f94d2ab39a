import { languageOf, parseCodeMeta } from '../lib/code-meta';
import { highlightToHtml } from '../lib/highlight';

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  data?: { meta?: string | null };
  children?: HastNode[];
}

const classNameOf = (node: HastNode) => {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.join(' ') : typeof value === 'string' ? value : undefined;
};

/**
 * Rehype plugin: highlights every fenced block (`pre > code`) while the MDX
 * compiles, so pages ship the highlighted markup instead of a highlighter.
 * The `pre` keeps only props for the MDX `pre` mapping (src/mdx/components.tsx):
 * `html`, `language` (the grammar used) and `title`; the plain text is dropped
 * because the markup already holds it. The fence meta (```tsx title="a.tsx" {1,3})
 * is read from the fence's `data.meta`.
 * `file` names the MDX file in a malformed-highlight error.
 */
export default function rehypeHighlight() {
  return (tree: HastNode, file?: { path?: string }) => {
    const visit = (node: HastNode) => {
      const code = node.type === 'element' && node.tagName === 'pre' && node.children?.length === 1 ? node.children[0]! : null;
      if (code?.type === 'element' && code.tagName === 'code' && code.children?.every((child) => child.type === 'text')) {
        const text = code.children.map((child) => child.value ?? '').join('');
        const meta = code.data?.meta;
        const { title, highlight } = parseCodeMeta(meta);
        let highlighted;
        try {
          highlighted = highlightToHtml(text, languageOf(classNameOf(code)), highlight);
        } catch (error) {
          throw new Error(`${file?.path ?? 'MDX file'}: ${(error as Error).message}`);
        }
        node.properties = { ...highlighted, ...(title ? { title } : {}) };
        node.children = [];
        return;
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
