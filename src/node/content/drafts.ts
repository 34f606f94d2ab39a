/**
 * Drafts (`draft: true` in front matter) are pages in `gatsby develop` and
 * absent from the production build: no page, sidebar entry, search record,
 * sitemap URL, Markdown twin or llms.txt line. Every place that lists docs
 * for the build asks this module. The ids left out are the docs version's
 * `draftIds` (the spec's field), printed by the build; the shipped site
 * carries none of them, so its own list stays empty.
 */
export const excludeDrafts = (): boolean => process.env.NODE_ENV === 'production';

export interface MaybeDraft {
  fields: { draft?: boolean | null };
}

/** Splits docs into those to publish and the drafts left out (none in develop). */
export function partitionDrafts<T extends MaybeDraft>(docs: readonly T[], exclude = excludeDrafts()): { published: T[]; drafts: T[] } {
  if (!exclude) return { published: [...docs], drafts: [] };
  return { published: docs.filter((d) => !d.fields.draft), drafts: docs.filter((d) => d.fields.draft) };
}
