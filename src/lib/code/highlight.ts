import { normalizeTokens } from 'prism-react-renderer';
import { parseLineRanges } from './code-meta';
import { grammarName, Prism } from './prism';
import { ERROR_CLASS, ERROR_MESSAGE_CLASS, HIGHLIGHTED_LINE_CLASS, HOVER_CLASS, LINE_CLASS, QUERY_CLASS } from './code-classes';

export * from './code-classes';

/**
 * Code highlighted at build time: the markup inside a CodeBlock's <code>, and
 * the grammar it was highlighted with ("plain" when the language is unknown).
 * The browser only receives this HTML, never Prism. A type-checked sample
 * also has `types`: the compiler's text for each hover target (HOVER_CLASS),
 * in document order, which CodeBlock shows on hover and focus.
 */
export interface HighlightedCode {
  html: string;
  language: string;
  types?: string[];
}

/** What the compiler says about a checked sample (src/node/code/twoslash.ts); lines and characters are 0-based. */
export interface CodeAnnotations {
  hovers: Array<{ line: number; character: number; length: number; text: string }>;
  /** `^?` queries: shown in a box under their line. */
  queries: Array<{ line: number; character: number; text: string }>;
  /** Errors the sample declares with `// @errors`: a squiggle and the message under the line. */
  errors: Array<{ line: number; character: number; length: number; code?: number; text: string }>;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

interface Piece {
  text: string;
  types: string[];
  hover: number;
  error: number;
}

/** Splits a line's tokens at the annotations' edges, so each piece has one token type, hover and error. */
function pieces(tokens: Array<{ types: string[]; content: string }>, hovers: Array<[number, number]>, errors: Array<[number, number]>): Piece[] {
  const edges = new Set<number>();
  for (const [from, to] of [...hovers, ...errors]) edges.add(from).add(to);
  const inside = (ranges: Array<[number, number]>, at: number) => ranges.findIndex(([from, to]) => at >= from && at < to);
  const result: Piece[] = [];
  let at = 0;
  for (const token of tokens) {
    const cuts = [...edges].filter((edge) => edge > at && edge < at + token.content.length).sort((a, b) => a - b);
    let from = at;
    for (const to of [...cuts, at + token.content.length]) {
      result.push({ text: token.content.slice(from - at, to - at), types: token.types, hover: inside(hovers, from), error: inside(errors, from) });
      from = to;
    }
    at += token.content.length;
  }
  return result;
}

const tokenHtml = (piece: Piece) =>
  // Plain text has no colour: leave it unwrapped, which keeps pages and their JS small.
  piece.types.length === 1 && piece.types[0] === 'plain'
    ? escapeHtml(piece.text)
    : `<span class="token ${piece.types.map(escapeHtml).join(' ')}">${escapeHtml(piece.text)}</span>`;

/**
 * Highlights `code` as `language` into one inline-block span per line,
 * separated by real newlines, so the text of the block (what a reader selects
 * and copies) is exactly the source. `highlightLines` is a fence spec like
 * "{1,3-4}"; a malformed one throws, failing the build.
 *
 * With `annotations` (a type-checked sample), identifiers with a type are
 * wrapped in HOVER_CLASS spans (their text goes to `types`), a `^?` query
 * adds a box under its line, and a declared error is underlined with its
 * message under the line. The boxes are marked so copying leaves them out.
 */
export function highlightToHtml(code: string, language: string | undefined, highlightLines?: string, annotations?: CodeAnnotations): HighlightedCode {
  const source = code.replace(/\n$/, '');
  const marked = parseLineRanges(highlightLines);
  const grammarId = grammarName(language);
  const grammar = Prism.languages[grammarId];
  const lines = normalizeTokens(grammar ? Prism.tokenize(source, grammar) : [source]);
  const types: string[] = [];
  const html = lines
    .map((line, i) => {
      const lit = marked.has(i + 1);
      const visible = line.filter((token) => !token.empty && token.content !== '');
      const length = visible.reduce((n, token) => n + token.content.length, 0);
      const hovers = (annotations?.hovers ?? []).filter((h) => h.line === i);
      const errors = (annotations?.errors ?? []).filter((e) => e.line === i);
      const split = pieces(
        visible,
        hovers.map((h) => [h.character, h.character + h.length]),
        errors.map((e) => [e.character, Math.min(length, e.character + Math.max(1, e.length))]),
      );
      let tokens = '';
      let hover = -1;
      let error = -1;
      const closeHover = () => {
        if (hover >= 0) tokens += '</span>';
        hover = -1;
      };
      for (const piece of split) {
        if (piece.error !== error) {
          closeHover();
          if (error >= 0) tokens += '</span>';
          error = piece.error;
          if (error >= 0) tokens += `<span class="${ERROR_CLASS}">`;
        }
        if (piece.hover !== hover) {
          closeHover();
          hover = piece.hover;
          if (hover >= 0) {
            types.push(hovers[hover]!.text);
            // The first identifier is the block's one tab stop; CodeBlock moves on with the arrow keys.
            tokens += types.length === 1 ? `<span class="${HOVER_CLASS}" tabindex="0">` : `<span class="${HOVER_CLASS}">`;
          }
        }
        tokens += tokenHtml(piece);
      }
      closeHover();
      if (error >= 0) tokens += '</span>';
      const indent = (character: number) => (character > 0 ? `<span aria-hidden="true">${' '.repeat(character)}</span>` : '');
      for (const query of (annotations?.queries ?? []).filter((q) => q.line === i)) {
        tokens += `<span class="${QUERY_CLASS}">${indent(query.character)}<span>${escapeHtml(query.text)}</span></span>`;
      }
      for (const e of errors) {
        const label = e.code ? `error TS${e.code}: ` : 'error: ';
        tokens += `<span class="${ERROR_MESSAGE_CLASS}">${indent(e.character)}<span>${escapeHtml(label + e.text)}</span></span>`;
      }
      return lit
        ? `<span class="${LINE_CLASS} ${HIGHLIGHTED_LINE_CLASS}" data-highlighted="true">${tokens}</span>`
        : `<span class="${LINE_CLASS}">${tokens}</span>`;
    })
    .join('\n');
  return annotations ? { html, language: grammarId, types } : { html, language: grammarId };
}
