/**
 * Stable global class names of the build-time code markup (a CSS module's
 * hashed names are unknown at build time), shared by src/lib/code/highlight.ts,
 * which writes them, and CodeBlock, which styles and reads them. A module of
 * its own so the browser bundle never pulls in the highlighter.
 */
export const LINE_CLASS = 'code-line';
export const HIGHLIGHTED_LINE_CLASS = 'code-line--highlighted';
/** An identifier whose type CodeBlock shows; short because there can be a hundred per page. */
export const HOVER_CLASS = 'th';
export const QUERY_CLASS = 'tw-query';
export const ERROR_CLASS = 'tw-error';
export const ERROR_MESSAGE_CLASS = 'tw-error-message';
/** Boxes that explain the code but are not part of it: the copy button leaves them out. */
export const NOT_CODE_SELECTOR = `.${QUERY_CLASS}, .${ERROR_MESSAGE_CLASS}`;

/**
 * How many lines of text a block's markup shows: its code lines (joined by
 * newlines) plus a line per query or error box. CodeBlock reserves that
 * height for a block the browser has not laid out yet (content-visibility).
 */
export function shownLineCount(html: string): number {
  let count = 1;
  for (let at = html.indexOf('\n'); at >= 0; at = html.indexOf('\n', at + 1)) count += 1;
  return count + html.split(`class="${QUERY_CLASS}"`).length - 1 + html.split(`class="${ERROR_MESSAGE_CLASS}"`).length - 1;
}
