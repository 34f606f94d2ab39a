import { SEARCH_INDEX_FIELD } from '../../lib/search/search-options';
import { plainInline, splitMdxSections } from './search-markdown';
import type { StoredResult } from '../../lib/search/search-shards';

/**
 * What goes into the search index: one entry per doc section (so a hit can
 * land on its heading) and one per API symbol. Pure functions over plain
 * records, so the build's normalizer and the tests share them.
 */

/** An MDX doc as the index query returns it, flattened. */
export interface MdxRecord {
  /** Route without the path prefix, e.g. /docs/getting-started. */
  slug: string;
  title: string;
  description?: string | null;
  /** Raw MDX body (gatsby-plugin-mdx's `body`: front matter removed). */
  body: string;
}

/** An `ApiSymbol` node. Field names beyond the contract are tolerated. */
export interface ApiRecord {
  name: string;
  /** `function`, `type-alias` or `variable`. */
  kind: string;
  /** Route without the path prefix, e.g. /docs/api/functions/useDialog. */
  slug: string;
  summary?: string | null;
  signature?: string | null;
  [field: string]: unknown;
}

export type { ApiKind } from '../../lib/api/api-types';

export type { StoredResult } from '../../lib/search/search-shards';

/** A normalised entry before it gets its numeric id. */
export interface SearchEntry extends StoredResult {
  /** Everything the index should match, best words first (FlexSearch scores earlier words higher). */
  content: string;
}

/** The document handed to gatsby-plugin-local-search. */
export type SearchDocument = StoredResult & { id: number; [SEARCH_INDEX_FIELD]: string };

/** `useDialogProvider` → `use Dialog Provider`, so a word inside a name is found too. */
export function splitIdentifier(word: string): string {
  return word
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_$]+/g, ' ')
    .trim();
}

/** Word parts of the camel-case words of `text` (only those that split). */
function identifierParts(text: string): string {
  const words = new Set(text.match(/[A-Za-z_$][\w$]*/g) ?? []);
  return [...words]
    .map(splitIdentifier)
    .filter((parts) => parts.includes(' '))
    .join(' ');
}

const join = (...parts: Array<string | null | undefined>) =>
  parts.filter((p): p is string => Boolean(p && p.trim())).join(' ');

function need(value: unknown, what: string, where: string, fix: string): string {
  if (typeof value !== 'string' || !value.trim()) {
    throw new Error(`[search] ${where}: ${what} is ${JSON.stringify(value)}. ${fix}`);
  }
  return value;
}

/** One entry for the top of the page, then one per heading. Code adds identifiers to the index only. */
export function normaliseDoc(record: MdxRecord): SearchEntry[] {
  const where = `doc ${record.slug ?? JSON.stringify(record.title)}`;
  const slug = need(record.slug, 'the slug', where, 'Every MDX doc needs fields.slug (set in src/node/content/docs-source.ts).');
  // Results show titles and summaries as text: no Markdown punctuation from the source.
  const title = plainInline(need(record.title, 'the title', where, 'Add `title:` to the front matter.'));
  if (typeof record.body !== 'string') {
    throw new Error(`[search] ${where}: the MDX body is missing. Query \`body\` on Mdx in the search index query.`);
  }
  const description = plainInline(record.description?.trim() || '');
  return splitMdxSections(record.body).flatMap((section): SearchEntry[] => {
    const code = section.code.join(' ');
    if (section.id === null) {
      const text = section.text || description;
      return [
        {
          url: slug,
          page: title,
          text,
          content: join(title, identifierParts(title), description, section.text, identifierParts(section.text), code, identifierParts(code)),
        },
      ];
    }
    if (!section.heading && !section.text) return [];
    return [
      {
        url: `${slug}#${section.id}`,
        page: title,
        section: section.heading ?? '',
        text: section.text,
        content: join(
          section.heading,
          identifierParts(section.heading ?? ''),
          section.text,
          identifierParts(section.text),
          code,
          identifierParts(code),
        ),
      },
    ];
  });
}

/** The signature under whatever name the API source gives it. */
function signatureOf(record: ApiRecord): string {
  for (const key of ['signature', 'declaration', 'typeText', 'type', 'definition']) {
    const value = record[key] as unknown;
    if (typeof value === 'string' && value.trim()) return value.trim();
    // The API reference stores its declaration as highlighted tokens: join their text.
    if (Array.isArray(value)) return value.map((token: { text?: string }) => token?.text ?? '').join('').trim();
  }
  return '';
}

/** One entry per symbol: name (and its word parts) first, then kind, summary and signature. */
export function normaliseApiSymbol(record: ApiRecord): SearchEntry {
  const where = `ApiSymbol ${JSON.stringify(record.name ?? record.slug)}`;
  const name = need(record.name, 'the name', where, 'Every API symbol needs a name.');
  const slug = need(record.slug, 'the slug', where, 'Every API symbol needs its page route in `slug`.');
  const kind = need(record.kind, 'the kind', where, 'Use one of: function, type-alias, variable.');
  // The API source keeps inline code's backticks in `summary`; results show it as text.
  const summary = typeof record.summary === 'string' ? plainInline(record.summary).replace(/\s+/g, ' ').trim() : '';
  const signature = signatureOf(record).replace(/\s+/g, ' ');
  return {
    url: slug,
    page: name,
    kind,
    text: summary || signature,
    content: join(name, splitIdentifier(name), kind.replace(/-/g, ' '), summary, signature, identifierParts(signature)),
  };
}

/** Numbers the entries (the index's ref) and puts the indexed text under the one index field. */
export function toSearchDocuments(entries: SearchEntry[]): SearchDocument[] {
  return entries.map(({ content, ...stored }, id) => ({ id, ...stored, [SEARCH_INDEX_FIELD]: content }));
}
