/**
 * Heading ids compatible with GitHub's slugger (the rule readers know from
 * READMEs): lower-case, punctuation dropped, spaces to hyphens, and repeats
 * numbered `-1`, `-2`… within one page. Used by the MDX heading plugin, the
 * table of contents and the search index so their anchors always agree.
 */
const STRIP = /[^\p{L}\p{M}\p{N}\p{Pc} -]/gu;

export function slugify(text: string): string {
  return text.toLowerCase().replace(STRIP, '').replace(/ /g, '-');
}

export function createSlugger() {
  const seen = new Map<string, number>();
  return (text: string): string => {
    const base = slugify(text);
    let slug = base;
    let count = seen.get(base) ?? 0;
    while (seen.has(slug)) slug = `${base}-${++count}`;
    seen.set(base, count);
    seen.set(slug, 0);
    return slug;
  };
}
