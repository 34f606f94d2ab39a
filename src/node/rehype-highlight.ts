import { languageOf, parseCodeMeta } from '../lib/code-meta';
import { highlightToHtml } from '../lib/highlight';
import { codeKey, highlightImport, toCodeRef } from './code-store';

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  data?: { meta?: string | null; estree?: { body?: Array<{ type: string; source?: { value?: unknown } }> } };
  children?: HastNode[];
}

interface Processor {
  data: (key: string, value?: unknown) => unknown;
}

export interface RehypeHighlightOptions {
  /** Compile each block to a `codeKey` instead of its markup (production builds, src/node/code-store.ts). */
  pageData?: boolean;
}

/**
 * What the plugin leaves in gatsby-plugin-mdx's `mdxMetadata` when the
 * compile collects: every block's markup by key, and the absolute paths of
 * the files the MDX imports with `?highlight`.
 */
export interface CodeMetadata {
  code?: Record<string, string>;
  codeSources?: string[];
}

const COLLECT = 'collectCodeMarkup';

/**
 * Remark plugin that turns collection on for one compile: the `Mdx.codeHtml`
 * resolver adds it (src/node/schema.ts). gatsby-plugin-mdx's other compiles
 * (the page bundle, the table of contents) leave it off and do no extra work.
 */
export function collectCodeMarkup(this: Processor) {
  this.data(COLLECT, true);
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
 * In a collecting compile (see collectCodeMarkup) the markup of every block,
 * and of every file the MDX imports with `?highlight`, goes into
 * gatsby-plugin-mdx's metadata for the page query.
 * `file` names the MDX file in a malformed-highlight error.
 */
export default function rehypeHighlight(this: Processor | void, options: RehypeHighlightOptions = {}) {
  const processor = this || undefined;
  return (tree: HastNode, file?: { path?: string }) => {
    const collecting = typeof processor?.data === 'function' && processor.data(COLLECT) === true;
    const metadata = collecting ? (processor!.data('mdxMetadata') as CodeMetadata | undefined) : undefined;
    const code: Record<string, string> = {};
    const sources: string[] = [];
    const where = file?.path ?? 'MDX file';
    const visit = (node: HastNode) => {
      if (metadata && node.type === 'mdxjsEsm' && file?.path) {
        for (const statement of node.data?.estree?.body ?? []) {
          const specifier = statement.type === 'ImportDeclaration' ? statement.source?.value : undefined;
          const imported = typeof specifier === 'string' ? highlightImport(specifier, file.path) : null;
          if (imported) {
            code[codeKey(imported.code.html)] = imported.code.html;
            sources.push(imported.file);
          }
        }
        return;
      }
      const pre = node.type === 'element' && node.tagName === 'pre' && node.children?.length === 1 ? node.children[0]! : null;
      if (pre?.type === 'element' && pre.tagName === 'code' && pre.children?.every((child) => child.type === 'text')) {
        const text = pre.children.map((child) => child.value ?? '').join('');
        const { title, highlight } = parseCodeMeta(pre.data?.meta);
        let highlighted;
        try {
          highlighted = highlightToHtml(text, languageOf(classNameOf(pre)), highlight);
        } catch (error) {
          throw new Error(`${where}: ${(error as Error).message}`);
        }
        if (metadata) code[codeKey(highlighted.html)] = highlighted.html;
        node.properties = { ...toCodeRef(highlighted, options.pageData === true), ...(title ? { title } : {}) };
        node.children = [];
        return;
      }
      node.children?.forEach(visit);
    };
    visit(tree);
    if (metadata) {
      metadata.code = { ...metadata.code, ...code };
      metadata.codeSources = [...(metadata.codeSources ?? []), ...sources];
    }
  };
}
