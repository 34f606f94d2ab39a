/**
 * The code-fence meta string of MDX (```tsx title="src/App.tsx" {1,3-4}),
 * read at build time by src/node/code/rehype-highlight.ts.
 */
export interface CodeMeta {
  title?: string;
  /** Line ranges to highlight, as written: "{1,3-4}". */
  highlight?: string;
  /** `nocheck`: a deliberate pseudo-code sample the build does not type-check (keep these rare). */
  nocheck?: boolean;
}

const TITLE = /\btitle=(?:"([^"]*)"|'([^']*)')/;
const RANGES = /\{[^}]*\}/;

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  if (!meta) return {};
  const result: CodeMeta = {};
  const title = TITLE.exec(meta);
  if (title) result.title = title[1] ?? title[2];
  // Look for ranges outside the title so a title containing braces is not misread.
  const rest = title ? meta.replace(title[0], '') : meta;
  const ranges = RANGES.exec(rest);
  if (ranges) result.highlight = ranges[0];
  if (/(?:^|\s)nocheck(?:\s|$)/.test(rest)) result.nocheck = true;
  return result;
}

/**
 * "{1,3-4}" → {1, 3, 4} (1-based line numbers). A malformed spec throws
 * (during the build's server render) so a typo in a fence is not silently ignored.
 */
export function parseLineRanges(spec: string | undefined): Set<number> {
  const lines = new Set<number>();
  if (!spec) return lines;
  const body = spec.trim().replace(/^\{/, '').replace(/\}$/, '').trim();
  if (!body) return lines;
  for (const part of body.split(',')) {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    const from = match ? Number(match[1]) : NaN;
    const to = match?.[2] ? Number(match[2]) : from;
    if (!match || from < 1 || to < from) {
      throw new Error(
        `Code block line highlight "${spec}" is malformed at "${part.trim()}": ` +
          'write 1-based lines and ranges like {1,3-4}.',
      );
    }
    for (let line = from; line <= to; line++) lines.add(line);
  }
  return lines;
}

/** "language-tsx" → "tsx" (from the class MDX puts on fenced code). */
export function languageOf(className: string | undefined): string | undefined {
  return className?.split(/\s+/).find((c) => c.startsWith('language-'))?.slice('language-'.length) || undefined;
}
