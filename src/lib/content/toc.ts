/**
 * Table-of-contents data. The `Mdx.toc` field (src/node/content/toc-headings.ts)
 * nests headings relative to the shallowest one in the body; docs take their h1
 * from front matter, so that top level is h2. Entries deeper than the
 * configured maximum level are dropped.
 */
export interface TocEntry {
  /** The heading's id (without '#'), as src/node/content/rehype-heading-ids.ts sets it. */
  id: string;
  title: string;
  level: number;
  children: TocEntry[];
}

interface RawTocItem {
  url?: string;
  title?: string;
  items?: RawTocItem[];
}

export interface TocLevels {
  min: number;
  max: number;
}

export function tocFromMdx(raw: unknown, levels: TocLevels): TocEntry[] {
  const convert = (items: RawTocItem[] | undefined, level: number): TocEntry[] => {
    if (!items || level > levels.max) return [];
    return items.flatMap((item): TocEntry[] => {
      const children = convert(item.items, level + 1);
      // A skipped level (h2 → h4) yields an entry without url: lift its children.
      if (!item.url) return children;
      return [{ id: decodeURIComponent(item.url.replace(/^#/, '')), title: item.title ?? '', level, children }];
    });
  };
  return convert((raw as { items?: RawTocItem[] } | null)?.items, levels.min);
}

/** Every id in reading order, for scroll tracking. */
export function tocIds(entries: TocEntry[]): string[] {
  return entries.flatMap((entry) => [entry.id, ...tocIds(entry.children)]);
}

/**
 * The heading the reader is in: the last one whose top has scrolled above
 * `offset` (the sticky navbar plus some air). Before the first heading
 * passes that line nothing is active; at the very bottom of the page the
 * last heading is, because short final sections can never reach the line.
 */
export function activeHeadingId(
  headings: Array<{ id: string; top: number }>,
  offset: number,
  atBottom: boolean,
): string | null {
  if (headings.length === 0) return null;
  if (atBottom) return headings[headings.length - 1].id;
  let active: string | null = null;
  for (const heading of headings) {
    if (heading.top <= offset) active = heading.id;
    else break;
  }
  return active;
}
