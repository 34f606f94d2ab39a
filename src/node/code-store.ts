import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { highlightToHtml, type HighlightedCode } from '../lib/highlight';
import type { CodeRef } from '../lib/code-ref';

/**
 * Where highlighted code markup lives in a production build.
 *
 * A page's HTML already holds its code blocks; if the page's JavaScript held
 * them too (as strings for hydration), the code-heavy pages would execute
 * about 5 KB gzip more than the budget allows. So `gatsby build` compiles each
 * block to a reference (`{ key, language }`) and puts the markup itself in the
 * page data (the `Mdx.codeHtml` field, src/node/schema.ts), which Gatsby loads
 * with the page as JSON. `gatsby develop` keeps the markup inline: there an
 * edited example file recompiles without re-running the page query.
 */
export const codeInPageData = () => process.env.gatsby_executing_command === 'build';

/** A short content hash: equal markup, equal key, in the MDX compile, the `?highlight` loader and the page query. */
export const codeKey = (html: string) => createHash('sha256').update(html).digest('base64url').slice(0, 12);

/** The reference that stands for `code` in a page's JavaScript, and the entry that goes into its page data. */
export function toCodeRef(code: HighlightedCode, inPageData: boolean): { ref: CodeRef; entry?: [string, string] } {
  if (!inPageData) return { ref: code };
  const key = codeKey(code.html);
  return { ref: { codeKey: key, language: code.language }, entry: [key, code.html] };
}

/** A source file highlighted for `import x from './file.tsx?highlight'`; the grammar comes from the extension. */
export const highlightFile = (source: string, resourcePath: string): HighlightedCode =>
  highlightToHtml(source, path.extname(resourcePath).slice(1));

/** `./Confirm.tsx?highlight` → `./Confirm.tsx`; null for any other import. */
export const highlightImportPath = (specifier: string) => (specifier.endsWith('?highlight') ? specifier.slice(0, -'?highlight'.length) : null);

/** Highlights the file a `?highlight` import in `mdxPath` names, as the webpack loader does. */
export function highlightImport(specifier: string, mdxPath: string): HighlightedCode | null {
  const relative = highlightImportPath(specifier);
  if (relative === null) return null;
  const file = path.resolve(path.dirname(mdxPath), relative);
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${mdxPath}: cannot read ${specifier} (${file}). Fix the import path.`);
  }
  return highlightFile(source, file);
}
