import { languageOf, parseCodeMeta } from '../lib/code-meta';
import { highlightToHtml } from '../lib/highlight';
import { highlightImport, toCodeRef } from './code-store';

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  data?: { meta?: string | null; estree?: { body?: Array<{ type: string; source?: { value?: unknown } }> } };
  children?: HastNode[];
}

export interface RehypeHighlightOptions {
  /** Compile each block to a key and collect its markup for the page data (production builds, src/node/code-store.ts). */
  pageData?: boolean;
}

/** What the plugin leaves in gatsby-plugin-mdx's `mdxMetadata` when `pageData` is on: markup by key. */
export interface CodeMetadata {
  code?: Record<string, string>;
}

const classNameOf = (node: HastNode) => {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.join(' ') : typeof value === 'string' ? value : undefined;
};

/**
 * Rehype plugin: highlights every fenced block (`pre > code`) while the MDX
 * compiles, so pages ship the highlighted markup instead of a highlighter.
 * The `pre` keeps only props for the MDX `pre` mapping (src/mdx/components.tsx):
 * `html` (or, with `pageData`, its `codeKey`), `language` (the grammar used)
 * and `title`; the plain text is dropped because the markup already holds it.
 * The fence meta (```tsx title="a.tsx" {1,3}) is read from the fence's `data.meta`.
 *
 * With `pageData`, the markup of every block, and of every file the MDX
 * imports with `?highlight`, is collected into gatsby-plugin-mdx's metadata,
 * which the `Mdx.codeHtml` resolver returns to the page query.
 * `file` names the MDX file in a malformed-highlight error.
 */
export default function rehypeHighlight(this: unknown, options: RehypeHighlightOptions = {}) {
  const processor = this as { data?: (key: string) => unknown } | undefined;
  return (tree: HastNode, file?: { path?: string }) => {
    const metadata = (typeof processor?.data === 'function' ? processor.data('mdxMetadata') : undefined) as CodeMetadata | undefined;
    const collected: Record<string, string> = {};
    const where = file?.path ?? 'MDX file';
    const visit = (node: HastNode) => {
      // Only the page query's compile collects; the webpack compile just needs the keys.
      if (options.pageData && metadata && node.type === 'mdxjsEsm' && file?.path) {
        for (const statement of node.data?.estree?.body ?? []) {
          const specifier = statement.type === 'ImportDeclaration' ? statement.source?.value : undefined;
          const highlighted = typeof specifier === 'string' ? highlightImport(specifier, file.path) : null;
          const entry = highlighted && toCodeRef(highlighted, true).entry;
          if (entry) collected[entry[0]] = entry[1];
        }
        return;
      }
      const code = node.type === 'element' && node.tagName === 'pre' && node.children?.length === 1 ? node.children[0]! : null;
      if (code?.type === 'element' && code.tagName === 'code' && code.children?.every((child) => child.type === 'text')) {
        const text = code.children.map((child) => child.value ?? '').join('');
        const { title, highlight } = parseCodeMeta(code.data?.meta);
        let highlighted;
        try {
          highlighted = highlightToHtml(text, languageOf(classNameOf(code)), highlight);
        } catch (error) {
          throw new Error(`${where}: ${(error as Error).message}`);
        }
        const { ref, entry } = toCodeRef(highlighted, options.pageData === true);
        if (entry) collected[entry[0]] = entry[1];
        node.properties = { ...ref, ...(title ? { title } : {}) };
        node.children = [];
        return;
      }
      node.children?.forEach(visit);
    };
    visit(tree);
    if (metadata && options.pageData) metadata.code = { ...metadata.code, ...collected };
  };
}
