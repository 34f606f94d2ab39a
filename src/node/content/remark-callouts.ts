import path from 'node:path';
import { CALLOUT_TYPES, calloutTitle, isCalloutType } from '../../lib/content/callouts';

/**
 * Remark plugin (after remark-directive@2): `:::warning[Title]` container
 * directives become an <aside> named by its title (plain HTML: callouts cost
 * the page no JavaScript). Any other container or leaf
 * directive fails the compile, naming the file and line; text directives
 * (`:name` inside prose, e.g. "key:value") are put back as the text they
 * were, since no inline directive exists and prose colons are common.
 */

interface Point {
  line: number;
  column: number;
}

export interface MdastNode {
  type: string;
  name?: string;
  value?: string;
  attributes?: unknown;
  data?: Record<string, unknown>;
  position?: { start: Point; end: Point };
  children?: MdastNode[];
}

interface VFileLike {
  path?: string;
  history?: string[];
  cwd?: string;
}

/** Text of inline nodes, as a reader sees it. */
export function plainText(node: MdastNode): string {
  if (typeof node.value === 'string' && node.type !== 'mdxjsEsm') return node.value;
  return (node.children ?? []).map(plainText).join('');
}

export class DirectiveError extends Error {}

function where(file: VFileLike | undefined, node: MdastNode): string {
  const filePath = file?.path ?? file?.history?.[0];
  const shown = filePath ? path.relative(file?.cwd ?? process.cwd(), filePath) || filePath : '<mdx>';
  const start = node.position?.start;
  return start ? `${shown}:${start.line}:${start.column}` : shown;
}

/**
 * The page's form of a callout, as plain HTML (no component, no JavaScript):
 * <aside class="callout callout--warning" aria-labelledby="callout-1">
 *   <p class="callout__title" id="callout-1"><span class="callout__icon"></span>Warning</p>…body
 * styled by src/styles/callouts.css. Exported for the unit test.
 */
export function calloutAside(node: MdastNode, index: number): MdastNode {
  const type = node.name!;
  const children = node.children ?? [];
  const labelIndex = children.findIndex((child) => child.data?.directiveLabel === true);
  const label = labelIndex >= 0 ? plainText(children[labelIndex]).trim() : '';
  const body = children.filter((_, i) => i !== labelIndex);
  const id = `callout-${index}`;
  const icon: MdastNode = { type: 'emphasis', children: [], data: { hName: 'span', hProperties: { className: ['callout__icon'], ariaHidden: 'true' } } };
  const title: MdastNode = {
    type: 'paragraph',
    children: [icon, { type: 'text', value: calloutTitle(type, label) }],
    data: { hName: 'p', hProperties: { className: ['callout__title'], id } },
  };
  return {
    ...node,
    children: [title, ...body],
    data: { hName: 'aside', hProperties: { className: ['callout', `callout--${type}`], ariaLabelledBy: id, dataCallout: type } },
  };
}

/** The Markdown twin's form: a blockquote led by the bold type (and title). */
export function calloutBlockquote(node: MdastNode): MdastNode {
  const children = node.children ?? [];
  const labelIndex = children.findIndex((child) => child.data?.directiveLabel === true);
  const label = labelIndex >= 0 ? plainText(children[labelIndex]).trim() : '';
  const name = calloutTitle(node.name!, '');
  const lead: MdastNode = { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: label ? `${name}: ${label}` : name }] }] };
  return { type: 'blockquote', children: [lead, ...children.filter((_, i) => i !== labelIndex)], position: node.position };
}

/** The tree transform; throws DirectiveError for an unknown directive. `toNode` gives a callout its form. */
export function transformDirectives(
  tree: MdastNode,
  file?: VFileLike,
  toNode: (node: MdastNode, index: number) => MdastNode = calloutAside,
): void {
  let count = 0;
  const visit = (parent: MdastNode) => {
    const children = parent.children;
    if (!children) return;
    for (let index = 0; index < children.length; index++) {
      const node = children[index];
      if (node.type === 'containerDirective' || node.type === 'leafDirective') {
        const marker = node.type === 'containerDirective' ? ':::' : '::';
        if (node.type === 'leafDirective' || !isCalloutType(node.name ?? '')) {
          throw new DirectiveError(
            `${where(file, node)}: unknown directive "${marker}${node.name}". ` +
              `Callouts are ${CALLOUT_TYPES.map((t) => `:::${t}`).join(', ')} (optionally with a title: :::tip[Title]), ` +
              `closed by a line of ":::". Fix the name, or escape the colons (\\:::) to write them as text.`,
          );
        }
        visit(node);
        children[index] = toNode(node, ++count);
        continue;
      }
      if (node.type === 'textDirective') {
        // `a:b` in prose parses as text "a" + directive "b": restore the text.
        const restored: MdastNode[] = [{ type: 'text', value: `:${node.name}` }];
        const label = node.children ?? [];
        if (label.length) restored.push({ type: 'text', value: '[' }, ...label, { type: 'text', value: ']' });
        children.splice(index, 1, ...restored);
        index += restored.length - 1;
        continue;
      }
      visit(node);
    }
  };
  visit(tree);
}

/** The plugin for gatsby-plugin-mdx's `remarkPlugins`, after remark-directive. */
export default function remarkCallouts() {
  return (tree: MdastNode, file: VFileLike) => transformDirectives(tree, file);
}
