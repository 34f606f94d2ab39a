import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { highlightToHtml, type HighlightedCode } from '../../lib/code/highlight';
import type { CodeRef } from '../../lib/code/code-ref';

/**
 * Where highlighted code markup lives in a production build.
 *
 * A page's HTML already holds its code blocks; if the page's JavaScript held
 * them too (as strings for hydration), the code-heavy pages would execute
 * about 5 KB gzip more than the budget allows. So `gatsby build` compiles each
 * block to a reference (`{ codeKey, language }`) and puts the markup itself in
 * the page data (the `Mdx.codeHtml` field, src/node/content/schema.ts), which Gatsby
 * loads with the page as JSON. `gatsby develop` keeps the markup inline: there
 * an edited example file recompiles without re-running the page query. The
 * page data holds the markup in both modes, keyed by content, so a cache
 * written by one command stays valid for the other.
 */
export const codeInPageData = () => process.env.gatsby_executing_command === 'build';

/** A short content hash: equal markup, equal key, in the MDX compile, the `?highlight` loader and the page query. */
export const codeKey = (html: string) => createHash('sha256').update(html).digest('base64url').slice(0, 12);

/** What stands for `code` in a page's JavaScript: the markup, or in the page-data scheme its key. */
export function toCodeRef(code: HighlightedCode, inPageData: boolean): CodeRef {
  // The hover texts travel with the markup: in the page data, not the page's JavaScript.
  if (inPageData) return { codeKey: codeKey(code.html), language: code.language };
  return { html: code.html, language: code.language, ...(code.types && { typesJson: JSON.stringify(code.types) }) };
}

/** A source file highlighted for `import x from './file.tsx?highlight'`; the grammar comes from the extension. */
export const highlightFile = (source: string, resourcePath: string): HighlightedCode =>
  // Webpack's loader runner drops a UTF-8 byte-order mark before the loader sees the file; so does this.
  highlightToHtml(source.replace(/^\uFEFF/, ''), path.extname(resourcePath).slice(1));

/** The query of an import that gives the file highlighted (`./file.tsx?highlight`); the webpack rule matches on it too. */
export const HIGHLIGHT_QUERY = /^\?highlight$/;

/**
 * Highlights the file a `?highlight` import in `mdxPath` names, as the webpack
 * loader does; null for any other import. Only relative paths with their
 * extension are supported, so both resolve the same file.
 */
export function highlightImport(specifier: string, mdxPath: string): { file: string; code: HighlightedCode } | null {
  const query = specifier.indexOf('?');
  if (query < 0 || !HIGHLIGHT_QUERY.test(specifier.slice(query))) return null;
  const relative = specifier.slice(0, query);
  if (!/^\.\.?\//.test(relative) || !path.extname(relative)) {
    throw new Error(
      `${mdxPath}: import "${specifier}" must be a relative path with its extension, e.g. "../src/examples/plain/AlertDialog.tsx?highlight".`,
    );
  }
  const file = path.resolve(path.dirname(mdxPath), relative);
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${mdxPath}: cannot read ${specifier} (${file}). Fix the import path.`);
  }
  return { file, code: highlightFile(source, file) };
}
