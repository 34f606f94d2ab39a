import { API_KINDS, isApiKind } from './api-kinds';

/** What the API templates and components need of a doc part (GraphQL's typegen shape). */
export interface DocPartLike {
  readonly kind: string;
  readonly text: string;
  readonly ref: string | null;
}

/** h1 of a symbol page: "Function: useDialog", "Type Alias: DialogProps", "Variable: DialogContext". */
export function apiHeading(kind: string, name: string): string {
  return isApiKind(kind) ? `${API_KINDS[kind].label}: ${name}` : name;
}

/** Search engines show about 160 characters of a meta description. */
const META_MAX = 160;

/** The summary as a meta description: no Markdown backticks, cut at a word within 160 characters. */
export function metaDescription(summary: string): string {
  const plain = summary.replace(/`/g, '').replace(/\s+/g, ' ').trim();
  if (plain.length <= META_MAX) return plain;
  const cut = plain.slice(0, META_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:]+$/, '')}…`;
}

/**
 * Splits TSDoc prose into paragraphs at blank lines. A code part spanning
 * lines (a fenced block) becomes a paragraph of its own, marked `block`.
 */
export function docParagraphs<T extends DocPartLike>(parts: readonly T[]): Array<{ block: boolean; parts: T[] }> {
  const paragraphs: Array<{ block: boolean; parts: T[] }> = [{ block: false, parts: [] }];
  const current = () => paragraphs[paragraphs.length - 1]!;
  for (const part of parts) {
    if (part.kind === 'code' && part.text.includes('\n')) {
      paragraphs.push({ block: true, parts: [part] }, { block: false, parts: [] });
      continue;
    }
    if (part.kind !== 'text') {
      current().parts.push(part);
      continue;
    }
    part.text.split(/\n[ \t]*\n/).forEach((chunk, i) => {
      if (i > 0) paragraphs.push({ block: false, parts: [] });
      if (chunk) current().parts.push({ ...part, text: chunk });
    });
  }
  return paragraphs
    .map((p) => (p.block ? p : { ...p, parts: trimEdges(p.parts) }))
    .filter((p) => p.parts.length > 0);
}

function trimEdges<T extends DocPartLike>(parts: T[]): T[] {
  const out = [...parts];
  const first = out[0];
  if (first?.kind === 'text') out[0] = { ...first, text: first.text.trimStart() };
  const last = out[out.length - 1];
  if (last?.kind === 'text') out[out.length - 1] = { ...last, text: last.text.trimEnd() };
  return out.filter((p) => p.kind !== 'text' || p.text !== '');
}
