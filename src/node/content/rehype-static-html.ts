import { toHtml } from 'hast-util-to-html';
import { codeKey } from '../code/code-store';
import { linkKind, EXTERNAL_LINK_ATTRIBUTES } from '../../lib/content/link-kind';
import { COLLECT, type CodeMetadata } from '../code/rehype-highlight';
import { siteConfigValue } from './site-config-expression';

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface HastNode {
  type: string;
  tagName?: string;
  name?: string;
  value?: string;
  properties?: Record<string, unknown>;
  attributes?: JsxAttribute[];
  children?: HastNode[];
}

interface Processor {
  data: (key: string, value?: unknown) => unknown;
}

/** Blocks worth moving: their markup is longer than the reference that replaces them. */
const HOISTED = new Set(['p', 'ul', 'ol', 'li', 'table', 'blockquote', 'dl']);
/** Elements a hoisted block may not contain: each has an MDX component of its own (src/mdx/components.tsx). */
const MAPPED = new Set(['pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table']);
/** Below this many characters of markup the reference costs about as much as the JSX it replaces. */
const MIN_HTML_LENGTH = 100;

/** The name of the MDX component that renders a hoisted block (src/mdx/components.tsx). */
export const STATIC_HTML_COMPONENT = 'StaticHtml';

/**
 * Whether `node` (the block's inside) renders exactly as plain HTML: only
 * elements without an MDX component of their own, text, and links that are
 * not client-side routes. Internal links stay in React (Gatsby's Link routes
 * them); external ones get the same attributes SmartLink gives them.
 */
function isStatic(node: HastNode): boolean {
  if (node.type === 'text') return true;
  if (isLiteralJsx(node)) return (node.children ?? []).every(isStatic);
  if (node.type !== 'element' || !node.tagName || MAPPED.has(node.tagName)) return false;
  if (node.tagName === 'a' && linkKind(String(node.properties?.href ?? '')) === 'internal') return false;
  return (node.children ?? []).every(isStatic);
}

/**
 * HTML written as JSX in MDX (`<code>…</code>`, `<details>`): MDX renders a
 * lowercase tag as that very element, never through a component, so with
 * literal attributes only it is as static as Markdown.
 */
function isLiteralJsx(node: HastNode): boolean {
  return (
    (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') &&
    /^[a-z][a-z0-9]*$/.test(node.name ?? '') &&
    (node.attributes ?? []).every((a) => a.type === 'mdxJsxAttribute' && (a.value === null || typeof a.value === 'string'))
  );
}

/** A literal JSX element as the hast element it renders. */
const jsxAsElement = (node: HastNode): HastNode => ({
  type: 'element',
  tagName: node.name,
  properties: Object.fromEntries((node.attributes ?? []).map((a) => [a.name === 'className' ? 'className' : a.name!, a.value ?? true])),
  children: node.children,
});

/** `{siteConfig.x}` expressions become their text: they are constants of the build. */
function inlineSiteConfig(node: HastNode): void {
  node.children?.forEach((child, i) => {
    const value = child.type === 'mdxTextExpression' ? siteConfigValue(child.value ?? '') : undefined;
    if (value !== undefined) node.children![i] = { type: 'text', value };
    else inlineSiteConfig(child);
  });
}

/** Elements whose whitespace-only text React leaves out (it is not valid there), as the MDX compile does. */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);
const isWhitespace = (node: HastNode) => node.type === 'text' && !/[^ \t\n\r\f]/.test(node.value ?? '');

/**
 * The markup as React would have rendered it: external links get SmartLink's
 * attributes (from one place), and table parts lose whitespace-only text.
 */
function asRendered(node: HastNode): HastNode {
  if (isLiteralJsx(node)) return asRendered(jsxAsElement(node));
  if (node.type !== 'element') return node;
  const properties =
    node.tagName === 'a' && linkKind(String(node.properties?.href ?? '')) === 'external'
      ? { ...node.properties, ...EXTERNAL_LINK_ATTRIBUTES }
      : node.properties;
  const children = TABLE_PARTS.has(node.tagName ?? '') ? node.children?.filter((child) => !isWhitespace(child)) : node.children;
  return { ...node, properties, children: children?.map(asRendered) };
}

/**
 * Rehype plugin for production builds: prose blocks that need no React (no
 * components, expressions or client-side links inside) leave the page's
 * JavaScript. Each becomes `<StaticHtml as="p" htmlKey="…">`, and its inner
 * markup goes into the page data beside the code blocks' (the `Mdx.codeHtml`
 * field, src/node/code/code-store.ts). The prerendered HTML is unchanged; React
 * hydrates the block as one element whose content it never touches, so the
 * page's bundle and its hydration shrink with the length of its prose.
 * Runs after rehype-highlight; `gatsby develop` leaves everything inline.
 */
export default function rehypeStaticHtml(this: Processor | void, options: { pageData?: boolean } = {}) {
  const processor = this || undefined;
  return (tree: HastNode) => {
    if (!options.pageData) return;
    inlineSiteConfig(tree);
    const collecting = typeof processor?.data === 'function' && processor.data(COLLECT) === true;
    const metadata = collecting ? (processor!.data('mdxMetadata') as CodeMetadata | undefined) : undefined;
    const markup: Record<string, string> = {};
    const visit = (node: HastNode, index: number, parent: HastNode) => {
      if (
        node.type === 'element' &&
        node.tagName &&
        HOISTED.has(node.tagName) &&
        Object.keys(node.properties ?? {}).every((name) => BLOCK_ATTRIBUTES.has(name)) &&
        (node.children ?? []).every(isStatic)
      ) {
        const html = toHtml(asRendered(node).children as never);
        if (html.length >= MIN_HTML_LENGTH) {
          const key = codeKey(html);
          markup[key] = html;
          parent.children![index] = {
            type: 'mdxJsxFlowElement',
            name: STATIC_HTML_COMPONENT,
            attributes: [
              { type: 'mdxJsxAttribute', name: 'as', value: node.tagName },
              { type: 'mdxJsxAttribute', name: 'htmlKey', value: key },
              ...attributesOf(node),
            ],
            children: [],
          };
          return;
        }
      }
      node.children?.forEach((child, i) => visit(child, i, node));
    };
    tree.children?.forEach((child, i) => visit(child, i, tree));
    if (metadata) metadata.code = { ...metadata.code, ...markup };
  };
}

/** Block attributes that keep their name in JSX; a block with any other stays in React. */
const BLOCK_ATTRIBUTES = new Set(['className', 'id', 'start']);

/** The block element's own attributes (a task list's class, an ordered list's start) as JSX attributes. */
function attributesOf(node: HastNode) {
  return Object.entries(node.properties ?? {}).flatMap(([name, value]) => {
    if (value === undefined || value === null || value === false) return [];
    const text = Array.isArray(value) ? value.join(' ') : String(value);
    return [{ type: 'mdxJsxAttribute', name, value: text }];
  });
}
