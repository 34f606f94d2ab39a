import path from 'node:path';
import type { MdastNode } from './remark-callouts';
import { siteConfigValue } from './site-config-expression';

/**
 * Remark plugin: `{siteConfig.a.b}` inside a shell fence (bash, sh, shell,
 * zsh, console) is written out with the site config's value, as the same
 * expression is in prose (src/node/content/site-config-expression.ts). A fence
 * is highlighted while the MDX compiles (src/node/code/rehype-highlight.ts), so
 * an expression there would otherwise show as written. It lets a command name
 * what the config knows, e.g. Getting Started's install command:
 *
 *   npm install {siteConfig.url}{siteConfig.pathPrefix}/{siteConfig.packageName}-{siteConfig.library.version}.tgz
 *
 * Code samples (ts, tsx, …) are left alone: there braces are the language's.
 * An expression that names no string or number of the config fails the compile,
 * naming the file and line. The page, its Markdown twin and its search record
 * all read fences through this plugin, so they say the same.
 */

export const COMMAND_LANGUAGES: ReadonlySet<string> = new Set(['bash', 'sh', 'shell', 'zsh', 'console']);

const EXPRESSION = /\{\s*(siteConfig(?:\.\w+)+)\s*\}/g;

interface VFileLike {
  path?: string;
  history?: string[];
  cwd?: string;
}

export class SiteConfigCommandError extends Error {}

/** `text` with each `{siteConfig.…}` written out; `where` names the fence in an error. */
export function fillSiteConfig(text: string, where: string, config?: unknown): string {
  return text.replace(EXPRESSION, (_, expression: string) => {
    const value = config === undefined ? siteConfigValue(expression) : siteConfigValue(expression, config);
    if (value === undefined) {
      throw new SiteConfigCommandError(`${where}: {${expression}} names no string or number of the site config (src/site-config.ts)`);
    }
    return value;
  });
}

function where(file: VFileLike | undefined, node: MdastNode): string {
  const filePath = file?.path ?? file?.history?.[0];
  const shown = filePath ? path.relative(file?.cwd ?? process.cwd(), filePath) || filePath : '<mdx>';
  const start = node.position?.start;
  return start ? `${shown}:${start.line}` : shown;
}

/** Fills every shell fence of an mdast tree, in place (into JSX too: tabs hold fences). */
export function fillCommandFences(tree: MdastNode, file?: VFileLike): void {
  const visit = (node: MdastNode) => {
    const lang = (node as MdastNode & { lang?: string | null }).lang;
    if (node.type === 'code' && typeof node.value === 'string' && lang && COMMAND_LANGUAGES.has(lang)) {
      node.value = fillSiteConfig(node.value, where(file, node));
      return;
    }
    node.children?.forEach(visit);
  };
  visit(tree);
}

/** The plugin for gatsby-plugin-mdx's `remarkPlugins`. */
export default function remarkSiteConfigCommands() {
  return (tree: MdastNode, file: VFileLike) => fillCommandFences(tree, file);
}
