import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkCallouts, { type MdastNode } from '../content/remark-callouts';
import { siteConfigValue } from '../content/site-config-expression';
import remarkSiteConfigCommands from '../content/remark-site-config-commands';
import { createSlugger } from '../../lib/content/slug';

/**
 * MDX → plain text, split at headings, for the search index. Built from the
 * same mdast the pages come from (remark-parse + remark-mdx + the site's remark
 * plugins from gatsby-config that change text: GFM, directives, callouts, site-config
 * values in shell fences), so a
 * record holds the words the page shows and nothing else: no Markdown
 * punctuation, no JSX attributes, no import/export. The parsers are ESM-only;
 * gatsby-config's CommonJS reaches them through `require(esm)` (Node 20.19+).
 * `search-markdown.test.tsx` compares the records with the rendered page.
 */

export interface MdxSection {
  /** Heading depth 1–6, or 0 for the text before the first heading. */
  depth: number;
  /** Heading as plain text; null for the lead section. */
  heading: string | null;
  /** The rendered heading id (same slugger as the page), null for the lead. */
  id: string | null;
  /** Prose as plain text, as the page shows it; code blocks are left out (they go to `code`). */
  text: string;
  /** Identifiers from the section's code blocks, deduplicated, in order. */
  code: string[];
}

/** Words of code that say nothing about the page: keywords and the most common globals. */
const CODE_NOISE = new Set(
  (
    'import export from default const let var function return async await type interface extends ' +
    'implements new this true false null undefined void typeof keyof class if else for while do switch ' +
    'case break continue try catch finally throw yield delete instanceof in of as any unknown never string ' +
    'number boolean object symbol bigint readonly declare namespace module require static public private ' +
    'protected get set npm yarn pnpm add install run div span button div props children event value'
  ).split(' '),
);

/** Inline (phrasing) nodes: their text runs on; every other node is a block, set apart by a space as on the page. */
const PHRASING = new Set([
  'text', 'inlineCode', 'emphasis', 'strong', 'delete', 'link', 'linkReference',
  'mdxJsxTextElement', 'mdxTextExpression', 'image', 'imageReference', 'footnoteReference',
]);

const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).use(remarkCallouts).use(remarkSiteConfigCommands);
const markdownParser = unified().use(remarkParse).use(remarkGfm);

/** Trees parsed lately, by body: a body is parsed for its links, its heading ids and its search sections in one pass. */
const parsedTrees = new Map<string, MdastNode>();
const PARSED_TREES_KEPT = 256;

/**
 * The mdast of an MDX body (front matter removed) after the site's remark plugins that change text. The same body
 * gives the same tree object (the last 256 bodies are kept): callers read it and must not change it. A cold start
 * parsed each doc three times (links, heading ids, search sections), about 2 s of 47 docs in gatsby develop.
 */
export function parseMdx(body: string): MdastNode {
  const kept = parsedTrees.get(body);
  if (kept) return kept;
  const tree = mdxParser.runSync(mdxParser.parse(body)) as MdastNode;
  if (parsedTrees.size >= PARSED_TREES_KEPT) parsedTrees.delete(parsedTrees.keys().next().value!);
  parsedTrees.set(body, tree);
  return tree;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The text a node renders as. `forId` gives what rehype-heading-ids slugs:
 * text nodes only, so an expression in a heading is not part of its id.
 */
function textOf(node: MdastNode, forId = false): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value ?? '';
    case 'mdxTextExpression':
    case 'mdxFlowExpression':
      // Site-config facts are inlined into the page (rehype-static-html); other expressions are unknown until run time.
      return forId ? '' : (siteConfigValue(node.value ?? '') ?? '');
    case 'mdxjsEsm':
    case 'image': // the page shows no alt text
    case 'imageReference':
    case 'code':
      return '';
    case 'break':
      return forId ? '' : ' ';
    default: {
      const inner = (node.children ?? []).map((child) => textOf(child, forId)).join('');
      return PHRASING.has(node.type) || forId ? inner : ` ${inner} `;
    }
  }
}

/** Markdown (an API summary, a front-matter field) → the text a reader sees. */
export function plainInline(markdown: string): string {
  return collapse(textOf(markdownParser.parse(markdown) as MdastNode));
}

/** Identifiers worth finding in code: three or more characters, not keywords. */
export function codeIdentifiers(code: string): string[] {
  const found = code.match(/[A-Za-z_$][\w$]{2,}/g) ?? [];
  return found.filter((word) => !CODE_NOISE.has(word.toLowerCase()));
}

/**
 * Splits an MDX body (front matter already removed, or not) into the lead
 * text and one section per heading, with the id the rendered heading gets.
 */
export function splitMdxSections(body: string): MdxSection[] {
  const source = body.replace(/^---\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/, '');
  const tree = parseMdx(source);
  const slug = createSlugger();
  const sections: Array<{ depth: number; heading: string | null; id: string | null; parts: string[]; code: Set<string> }> = [
    { depth: 0, heading: null, id: null, parts: [], code: new Set() },
  ];
  const current = () => sections[sections.length - 1]!;

  // Document order, into JSX too: a heading anywhere starts a section, as the page's ids count them.
  const visit = (node: MdastNode) => {
    if (node.type === 'heading') {
      sections.push({
        depth: (node as MdastNode & { depth: number }).depth,
        heading: collapse(textOf(node)),
        id: slug(textOf(node, true)),
        parts: [],
        code: new Set(),
      });
    } else if (node.type === 'code') {
      for (const id of codeIdentifiers(node.value ?? '')) current().code.add(id);
    } else if (PHRASING.has(node.type) || node.type === 'mdxFlowExpression') {
      current().parts.push(textOf(node));
    } else {
      current().parts.push(' ');
      node.children?.forEach(visit);
      current().parts.push(' ');
    }
  };
  visit(tree);

  return sections.map(({ parts, code, ...section }) => ({ ...section, text: collapse(parts.join('')), code: [...code] }));
}
