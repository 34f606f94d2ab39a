import { normalizeTokens } from 'prism-react-renderer';
import { parseLineRanges } from './code-meta';
import { grammarName, Prism } from './prism';

/**
 * Code highlighted at build time: the markup inside a CodeBlock's <code>, and
 * the grammar it was highlighted with ("plain" when the language is unknown).
 * The browser only receives this HTML, never Prism.
 */
export interface HighlightedCode {
  html: string;
  language: string;
}

/** Stable global class names (a CSS module's hashed names are unknown at build time); styled by CodeBlock. */
export const LINE_CLASS = 'code-line';
export const HIGHLIGHTED_LINE_CLASS = 'code-line--highlighted';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * Highlights `code` as `language` into one inline-block span per line,
 * separated by real newlines, so the text of the block (what a reader selects
 * and copies) is exactly the source. `highlightLines` is a fence spec like
 * "{1,3-4}"; a malformed one throws, failing the build.
 */
export function highlightToHtml(code: string, language: string | undefined, highlightLines?: string): HighlightedCode {
  const source = code.replace(/\n$/, '');
  const marked = parseLineRanges(highlightLines);
  const grammarId = grammarName(language);
  const grammar = Prism.languages[grammarId];
  const lines = normalizeTokens(grammar ? Prism.tokenize(source, grammar) : [source]);
  const html = lines
    .map((line, i) => {
      const lit = marked.has(i + 1);
      const tokens = line
        .filter((token) => !token.empty && token.content !== '')
        // Plain text has no colour: leave it unwrapped, which keeps pages and their JS small.
        .map((token) =>
          token.types.length === 1 && token.types[0] === 'plain'
            ? escapeHtml(token.content)
            : `<span class="token ${token.types.map(escapeHtml).join(' ')}">${escapeHtml(token.content)}</span>`,
        )
        .join('');
      return lit
        ? `<span class="${LINE_CLASS} ${HIGHLIGHTED_LINE_CLASS}" data-highlighted="true">${tokens}</span>`
        : `<span class="${LINE_CLASS}">${tokens}</span>`;
    })
    .join('\n');
  return { html, language: grammarId };
}
