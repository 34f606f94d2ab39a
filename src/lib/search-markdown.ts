import { createSlugger } from './slug';

/**
 * MDX → plain text, split at headings, for the search index. A small
 * scanner rather than the MDX compiler: the compiler is ESM-only while
 * gatsby-config is compiled to CommonJS, and search only needs words, not
 * a syntax tree. `search-markdown.test.ts` checks the heading ids against
 * the real MDX pipeline (remark-gfm + rehype-heading-ids) for every doc.
 */

export interface MdxSection {
  /** Heading depth 1–6, or 0 for the text before the first heading. */
  depth: number;
  /** Heading as plain text; null for the lead section. */
  heading: string | null;
  /** The rendered heading id (same slugger as the page), null for the lead. */
  id: string | null;
  /** Prose as plain text: markdown, JSX, expressions and code blocks removed. */
  text: string;
  /** Identifiers from the section's code blocks, deduplicated, in order. */
  code: string[];
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;
const TABLE_DELIMITER = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)+\|?[ \t]*$|^ {0,3}\|[ \t]*:?-+:?[ \t]*\|[ \t]*$/;
const ESM = /^(import|export)\b/;
/** A callout fence, `:::tip[Title]` or the closing `:::` (src/node/remark-callouts.ts): only its title is prose. */
const DIRECTIVE_FENCE = /^ {0,3}:{3,}\s*(?:[a-z][\w-]*)?(?:\[(.*)\])?[^\n]*$/;
const CONTAINER_START = /^\s*(>|[-*+][ \t]|\d+[.)][ \t]|\|)/;

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

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Index just past the `}` that closes the `{` at `start`, skipping strings and template literals. */
function skipBraces(src: string, start: number): number {
  let depth = 0;
  for (let i = start; i < src.length; i++) {
    const c = src[i];
    if (c === '"' || c === "'" || c === '`') {
      i = skipString(src, i);
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return src.length;
}

function skipString(src: string, start: number): number {
  const quote = src[start];
  for (let i = start + 1; i < src.length; i++) {
    if (src[i] === '\\') i++;
    else if (src[i] === quote) return i;
  }
  return src.length;
}

/** Index just past the `>` that closes the tag at `start`, skipping attribute strings and `{…}`. */
function skipTag(src: string, start: number): number {
  for (let i = start + 1; i < src.length; i++) {
    const c = src[i];
    if (c === '"' || c === "'") i = skipString(src, i);
    else if (c === '{') i = skipBraces(src, i) - 1;
    else if (c === '>') return i + 1;
  }
  return src.length;
}

/** The removed text, reduced to its line breaks so line-based parsing still lines up. */
const keepBreaks = (text: string) => text.replace(/[^\n]/g, '');

/**
 * Removes JSX/HTML tags (keeping their text children, which MDX renders),
 * `{…}` expressions and comments, outside code fences and code spans.
 * Autolinks `<https://…>` keep their address.
 */
export function stripMdxSyntax(src: string): string {
  let out = '';
  let i = 0;
  let fence: string | null = null;
  while (i < src.length) {
    const lineStart = i === 0 || src[i - 1] === '\n';
    if (lineStart) {
      const end = src.indexOf('\n', i);
      const line = src.slice(i, end === -1 ? src.length : end);
      const open = FENCE.exec(line);
      if (fence || open) {
        if (fence && open && open[1][0] === fence[0] && open[1].length >= fence.length && !line.trim().slice(open[1].length).trim()) {
          fence = null;
        } else if (!fence && open) fence = open[1];
        out += line + (end === -1 ? '' : '\n');
        i = end === -1 ? src.length : end + 1;
        continue;
      }
    }
    const c = src[i];
    if (c === '\\' && i + 1 < src.length) {
      out += src.slice(i, i + 2);
      i += 2;
    } else if (c === '`') {
      const run = /^`+/.exec(src.slice(i))![0];
      const close = src.indexOf(run, i + run.length);
      const end = close === -1 ? i + run.length : close + run.length;
      out += src.slice(i, end);
      i = end;
    } else if (c === '{') {
      const end = skipBraces(src, i);
      out += keepBreaks(src.slice(i, end));
      i = end;
    } else if (c === '<' && /^<[a-z][a-z0-9+.-]*:[^\s<>]*>/i.test(src.slice(i))) {
      const end = src.indexOf('>', i);
      out += src.slice(i + 1, end);
      i = end + 1;
    } else if (c === '<' && /^<(!--|[A-Za-z/>])/.test(src.slice(i))) {
      const end = src.startsWith('<!--', i) ? src.indexOf('-->', i) + 3 || src.length : skipTag(src, i);
      out += keepBreaks(src.slice(i, end));
      i = end;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** Inline markdown → the text a reader sees (as `hast-util-to-string` would give it). */
export function plainInline(markdown: string): string {
  // Code spans first: their content is verbatim, and links and emphasis may wrap them
  // ("[`DialogProps`](…)`<T>`", "**`Modal.confirm()`**"). They are parked in the
  // private-use area meanwhile, as are escaped characters, so no rule below sees them.
  const code: string[] = [];
  const escaped: string[] = [];
  const withoutCode = markdown.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (_, _run: string, content: string) => {
    const text = /^ .* $/.test(content) && content.trim() ? content.slice(1, -1) : content;
    return `\uE002${code.push(text) - 1}\uE003`;
  });
  return withoutCode
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\((?:[^()\s]|\([^)]*\))*(?:\s+"[^"]*")?\)/g, '$1')
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
    .replace(/\\([!-/:-@[-`{-~])/g, (_, ch: string) => `\uE000${escaped.push(ch) - 1}\uE001`)
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/\*(?=\S)([\s\S]*?\S)\*/g, '$1')
    .replace(/(^|[^\w])_(?=\S)([\s\S]*?\S)_(?![\w])/g, '$1$2')
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
    .replace(/&(#39|[a-z]+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
    .replace(/\uE000(\d+)\uE001/g, (_, n: string) => escaped[Number(n)])
    .replace(/\uE002(\d+)\uE003/g, (_, n: string) => code[Number(n)]);
}

/** A prose line without its container markers (quote, list item, table pipes). */
function stripBlockMarkers(line: string): string {
  return line
    .replace(/^\s*(>\s?)+/, '')
    .replace(/^\s*([-*+]|\d+[.)])[ \t]+(\[[ xX]\][ \t]+)?/, '')
    .replace(/(^|[^\\])\|/g, '$1 ');
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

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
  const source = stripMdxSyntax(body.replace(/^---\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/, ''));
  const slug = createSlugger();
  const sections: Array<MdxSection & { parts: string[]; codeSet: Set<string> }> = [];
  const start = (depth: number, rawHeading: string | null) => {
    sections.push({
      depth,
      heading: rawHeading === null ? null : collapse(rawHeading),
      // The page's ids come from the heading's text as rendered, spaces and all.
      id: rawHeading === null ? null : slug(rawHeading.trim()),
      text: '',
      code: [],
      parts: [],
      codeSet: new Set(),
    });
  };
  start(0, null);
  const current = () => sections[sections.length - 1];

  let paragraph: string[] = [];
  const flush = () => {
    for (const line of paragraph) current().parts.push(plainInline(stripBlockMarkers(line)));
    paragraph = [];
  };

  let fence: string | null = null;
  let inEsm = false;
  for (const line of source.split(/\r?\n/)) {
    if (fence) {
      const close = FENCE.exec(line);
      if (close && close[1][0] === fence[0] && close[1].length >= fence.length && !line.trim().slice(close[1].length).trim()) {
        fence = null;
      } else {
        for (const id of codeIdentifiers(line)) current().codeSet.add(id);
      }
      continue;
    }
    const open = FENCE.exec(line);
    if (open) {
      flush();
      fence = open[1];
      continue;
    }
    if (inEsm) {
      if (!line.trim()) inEsm = false;
      continue;
    }
    if (!paragraph.length && ESM.test(line)) {
      inEsm = true;
      continue;
    }
    const directive = DIRECTIVE_FENCE.exec(line);
    if (directive) {
      flush();
      if (directive[1]) current().parts.push(plainInline(directive[1]));
      continue;
    }
    const atx = ATX.exec(line);
    if (atx) {
      flush();
      start(atx[1].length, plainInline(atx[2] ?? ''));
      continue;
    }
    const setext = SETEXT.exec(line);
    if (setext && paragraph.length && !paragraph.some((l) => CONTAINER_START.test(l))) {
      const text = plainInline(paragraph.map((l) => l.trim()).join('\n'));
      paragraph = [];
      start(setext[1][0] === '=' ? 1 : 2, text);
      continue;
    }
    if (!line.trim() || TABLE_DELIMITER.test(line) || (setext && setext[1][0] === '-')) {
      flush();
      continue;
    }
    paragraph.push(line);
  }
  flush();

  return sections.map(({ parts, codeSet, ...section }) => ({
    ...section,
    text: collapse(parts.join(' ')),
    code: [...codeSet],
  }));
}
