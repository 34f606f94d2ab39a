import fs from 'node:fs';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkStringify from 'remark-stringify';
import { markdownTwinPath } from '../../lib/content/markdown-twin-path';
import { createRequire } from 'node:module';
import { buildSync } from 'esbuild';
import { siteConfigValue } from '../content/site-config-expression';
import { calloutBlockquote, plainText, transformDirectives, type MdastNode } from '../content/remark-callouts';
import { fillCommandFences } from '../content/remark-site-config-commands';
import type { BuildMemo } from '../output/build-memo';

/**
 * MDX doc → its Markdown twin (route + .md), for readers that are programs:
 * the page title as `#`, then the prose with no front matter, no
 * import/export lines and no JSX. Live examples and example sources become
 * the file they show as fenced code, callouts become blockquotes led by the
 * bold type, each tab becomes a section under its bold label, <details>
 * becomes its bold summary and content. Site links become absolute URLs of
 * the target's twin. Parsed with the same remark plugins as the pages
 * (MDX 2, GFM, directives), so what the twin says is what the page says.
 */

export interface TwinContext {
  /** The MDX file (for `?highlight` imports relative to it, and error messages). */
  file: string;
  /** Origin + path prefix, e.g. https://react-dialog-hub.github.io/react-dialog-hub. */
  siteBase: string;
  /** Routes (without prefix) that have a twin; links to them point at the twin. */
  twinRoutes: ReadonlySet<string>;
  /**
   * Collects the files the twin was made from besides the MDX (shown example files, modules its
   * expressions imported), so a kept twin is made again when one of them changes (src/node/output/build-memo.ts).
   */
  reads?: Set<string>;
  /**
   * Bundles of pages' ESM kept between builds (a warm build that edits a page's prose runs esbuild for none),
   * by the ESM's text and folder, while every module they bundled is unchanged.
   */
  bundles?: BuildMemo<ScopeBundle>;
  /** Set while converting: the page's tree, and its ESM bindings once an expression needed them. */
  tree?: Node;
  scope?: Record<string, unknown> | null;
}

/** A page's ESM bundled to run in Node, and the modules it holds (absolute paths); null when it did not bundle. */
export type ScopeBundle = { code: string; inputs: string[] } | null;

interface JsxAttribute {
  type: string;
  name: string;
  value?: string | { value: string } | null;
}

type Node = MdastNode & { url?: string; lang?: string | null; meta?: string | null; depth?: number; attributes?: JsxAttribute[] };

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);
const printer = unified().use(remarkGfm).use(remarkStringify, { bullet: '-', fences: true, rule: '-', emphasis: '_', listItemIndent: 'one' });

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/;

const text = (value: string): Node => ({ type: 'text', value });
const strongParagraph = (value: string): Node => ({ type: 'paragraph', children: [{ type: 'strong', children: [text(value)] }] });

const LANGUAGES: Record<string, string> = { '.tsx': 'tsx', '.ts': 'ts', '.jsx': 'jsx', '.js': 'js', '.css': 'css', '.json': 'json' };

export class TwinError extends Error {}

function attribute(node: Node, name: string): { literal?: string; expression?: string } | undefined {
  const found = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!found) return undefined;
  if (typeof found.value === 'string') return { literal: found.value };
  if (found.value && typeof found.value === 'object') return { expression: found.value.value.trim() };
  return { literal: '' };
}

/** `import x from './file.tsx?highlight'` → x → absolute path of file.tsx. */
function importedFiles(tree: Node, mdxFile: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const match of (node.value ?? '').matchAll(/import\s+(\w+)\s+from\s+['"]([^'"]+)['"]/g)) {
      if (!match[2].startsWith('.')) continue;
      files.set(match[1], path.resolve(path.dirname(mdxFile), match[2].replace(/\?.*$/, '')));
    }
  }
  return files;
}

/** A repository file as a fenced block titled with its path. */
function fileFence(absolute: string, context: TwinContext): Node {
  context.reads?.add(absolute);
  const relative = path.relative(process.cwd(), absolute).split(path.sep).join('/');
  return {
    type: 'code',
    lang: LANGUAGES[path.extname(absolute)] ?? null,
    meta: `title="${relative}"`,
    value: fs.readFileSync(absolute, 'utf8').replace(/\s+$/, ''),
  };
}

function where(context: TwinContext, node: Node): string {
  const line = node.position?.start.line;
  return `${path.relative(process.cwd(), context.file)}${line ? `:${line}` : ''}`;
}

/** Root-relative site links → absolute URLs, pointing at the twin when the target has one. */
function absoluteUrl(url: string, context: TwinContext): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const [, route = '', hash = ''] = /^([^#?]*)(.*)$/.exec(url) ?? [];
  const key = route.replace(/\/+$/, '') || '/';
  const withSlash = `${key}/`;
  if (context.twinRoutes.has(key) || context.twinRoutes.has(withSlash)) return `${context.siteBase}${markdownTwinPath(key)}${hash}`;
  return `${context.siteBase}${url}`;
}

/**
 * The bindings of the page's own ESM (its imports and `export const`s), for
 * expressions such as `{gzip('antd')}` on the comparison page. The ESM is
 * bundled with esbuild (it imports TypeScript and JSON) and run in Node;
 * imports with a query (`?highlight`) and the page's components are left
 * out, because no text expression needs them. Null when it cannot run.
 */
function pageScope(tree: Node, mdxFile: string, reads?: Set<string>, bundles?: BuildMemo<ScopeBundle>): Record<string, unknown> | null {
  const statements = (tree.children ?? [])
    .filter((node) => node.type === 'mdxjsEsm')
    .flatMap((node) => (node.value ?? '').split(/\n(?=import |export )/))
    .filter((statement) => !/^import\b[\s\S]*from\s+['"][^'"]*(\?|\/mdx\/|\/theme\/)/.test(statement));
  const names = new Set<string>();
  for (const statement of statements) {
    for (const m of statement.matchAll(/^import\s+(\w+)/gm)) names.add(m[1]!);
    for (const m of statement.matchAll(/^import\s*\{([^}]*)\}/gm)) for (const part of m[1]!.split(',')) if (part.trim()) names.add(part.trim().split(/\s+as\s+/).pop()!);
    for (const m of statement.matchAll(/^export\s+(?:const|let|function)\s+(\w+)/gm)) names.add(m[1]!);
  }
  if (names.size === 0) return null;
  const contents = `${statements.join('\n')}\nexport const __scope = { ${[...names].join(', ')} };`;
  const resolveDir = path.dirname(mdxFile);
  const bundle = (files: Set<string>): ScopeBundle => {
    try {
      const { outputFiles, metafile } = buildSync({
        stdin: { contents, resolveDir, loader: 'tsx' },
        bundle: true,
        write: false,
        format: 'cjs',
        platform: 'node',
        logLevel: 'silent',
        metafile: true,
      });
      // Every module the expressions ran, packages too (a linked or patched package is not in the lockfile). Not
      // covered: a new file that an extensionless import would now resolve to instead (`data.tsx` beside `data.ts`).
      const inputs = Object.keys(metafile.inputs).filter((input) => input !== '<stdin>').map((input) => path.resolve(input));
      for (const input of inputs) files.add(input);
      return { code: outputFiles[0]!.text, inputs };
    } catch {
      // Which file failed is unknown: a name that is no file keeps this result out of every memo.
      files.add(`${mdxFile}\0scope-failed`);
      return null;
    }
  };
  const bundled = bundles ? bundles.get({ contents, resolveDir }, bundle) : bundle(new Set());
  if (!bundled) {
    reads?.add(`${mdxFile}\0scope-failed`);
    return null;
  }
  for (const input of bundled.inputs) reads?.add(input);
  try {
    const module = { exports: {} as { __scope?: Record<string, unknown> } };
    new Function('module', 'exports', 'require', bundled.code)(module, module.exports, createRequire(mdxFile));
    return module.exports.__scope ?? null;
  } catch {
    reads?.add(`${mdxFile}\0scope-failed`);
    return null;
  }
}

/** The text of an expression, from the site config or the page's own bindings; undefined when it has none. */
function expressionText(expression: string, context: TwinContext, tree: Node): string | undefined {
  const fromConfig = siteConfigValue(expression);
  if (fromConfig !== undefined) return fromConfig;
  context.scope ??= pageScope(tree, context.file, context.reads, context.bundles);
  if (!context.scope) return undefined;
  try {
    const value: unknown = new Function(...Object.keys(context.scope), `return (${expression});`)(...Object.values(context.scope));
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  } catch {
    return undefined;
  }
}

/** Rewrites JSX and expressions into plain Markdown, in place. */
function rewrite(parent: Node, context: TwinContext, files: Map<string, string>): void {
  const out: Node[] = [];
  for (const node of (parent.children ?? []) as Node[]) {
    switch (node.type) {
      case 'mdxTextExpression': {
        // `{siteConfig.library.version}`, `{gzip('antd')}` and the like: written out.
        const value = expressionText(String(node.value ?? ''), context, context.tree!);
        if (value !== undefined) out.push(text(value));
        continue;
      }
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
        continue;
      case 'link':
      case 'definition':
        node.url = absoluteUrl(node.url ?? '', context);
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        out.push(...jsxToMarkdown(node, context, files));
        continue;
      default:
        break;
    }
    rewrite(node, context, files);
    out.push(node);
  }
  if (parent.children) parent.children = out;
}

function jsxToMarkdown(node: Node, context: TwinContext, files: Map<string, string>): Node[] {
  const children = () => {
    rewrite(node, context, files);
    return (node.children ?? []) as Node[];
  };
  const sourceOf = (name: string) => {
    const expression = attribute(node, name)?.expression;
    const file = expression ? files.get(expression) : undefined;
    if (!file) {
      throw new TwinError(
        `${where(context, node)}: <${node.name} ${name}={…}> must name a file imported with ?highlight at the top of the doc, ` +
          'so its Markdown twin can show the source.',
      );
    }
    return fileFence(file, context);
  };
  switch (node.name) {
    case 'LiveExample':
    case 'ExampleSource':
      return [sourceOf(node.name === 'LiveExample' ? 'source' : 'code')];
    case 'SampleProject':
      // Two buttons: nothing to read. The prose next to them says what they give.
      return [];
    case 'LiveSample':
      // A demo of a sample whose source the page shows beside it (ExampleSource): nothing to read.
      return [];
    case 'Tabs':
      return children().flatMap((item) => {
        if (item.type !== 'mdxJsxFlowElement' || item.name !== 'TabItem') return [item];
        const label = attribute(item, 'label')?.literal ?? attribute(item, 'value')?.literal ?? '';
        return [strongParagraph(label), ...((item.children ?? []) as Node[])];
      });
    case 'TabItem':
    case 'summary':
      // Written by their parent (Tabs, details) once their own content is rewritten.
      children();
      return [node];
    case 'details': {
      const parts = children();
      const isSummary = (child: MdastNode) => child.type.startsWith('mdxJsx') && child.name === 'summary';
      // `<summary>` on its own line may arrive wrapped in a paragraph.
      const index = parts.findIndex((child) => isSummary(child) || (child.type === 'paragraph' && (child.children ?? []).some(isSummary)));
      const summary = index >= 0 ? plainText(parts[index]).trim() : '';
      const rest = parts.filter((_, i) => i !== index);
      return [...(summary ? [strongParagraph(summary)] : []), ...rest];
    }
    default:
      if (node.name && /^[a-z]/.test(node.name)) return children();
      throw new TwinError(
        `${where(context, node)}: <${node.name ?? 'fragment'}> has no Markdown form. Teach src/node/machine-docs/markdown-twin.ts to write it ` +
          '(every component of the docs needs one, so the Markdown twin carries no JSX).',
      );
  }
}

/** The twin of one MDX source (front matter and all). */
export function mdxToMarkdown(source: string, { title, description }: { title: string; description?: string | null }, context: TwinContext): string {
  // Front matter blanked line for line, so positions (and error messages) keep the file's line numbers.
  const body = source.replace(FRONT_MATTER, (block) => block.replace(/[^\n]/g, ''));
  const tree = parser.parse(body) as Node;
  transformDirectives(tree, { path: context.file }, calloutBlockquote);
  // A command's `{siteConfig.…}` written out, as on the page.
  fillCommandFences(tree, { path: context.file });
  const files = importedFiles(tree, context.file);
  rewrite(tree, { ...context, tree, scope: undefined }, files);
  const lead: Node[] = [{ type: 'heading', depth: 1, children: [text(title)] }];
  if (description) lead.push({ type: 'paragraph', children: [text(description)] });
  tree.children = [...lead, ...(tree.children ?? [])];
  return printer.stringify(tree as never) as unknown as string;
}
