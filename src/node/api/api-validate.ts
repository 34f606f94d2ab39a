import type { JSONOutput } from 'typedoc';
import type { ApiSymbolRecord } from '../../lib/api/api-types';

const where = (r: ApiSymbolRecord) => `${r.sourceFile}:${r.sourceLine}`;

/**
 * Checks the records a page needs: every export has a TSDoc summary, and no
 * two symbols share a page. Slugs are compared case-insensitively because
 * pages become files, and `useDialog.html` and `UseDialog.html` are one file
 * on case-insensitive file systems.
 */
export function validateApiRecords(records: readonly ApiSymbolRecord[]): string[] {
  const problems: string[] = [];
  for (const record of records) {
    if (!record.summary) {
      problems.push(
        `API symbol "${record.name}" (${where(record)}) has no TSDoc summary. ` +
          `Add a /** … */ comment whose first paragraph says what it is, right above its declaration.`,
      );
    }
  }
  const bySlug = new Map<string, ApiSymbolRecord>();
  for (const record of records) {
    const key = record.slug.toLowerCase();
    const other = bySlug.get(key);
    if (other) {
      problems.push(
        `API symbols "${other.name}" (${where(other)}) and "${record.name}" (${where(record)}) would share the page ` +
          `${record.slug}. Rename one of them so each export has its own page.`,
      );
    } else {
      bySlug.set(key, record);
    }
  }
  return problems;
}

/**
 * Some TypeDoc warnings name the symbol but not its file ("Failed to resolve
 * link to X in comment for Leaky"): add the declaring file of the first
 * exported symbol the message names, so every build error says where to look.
 */
export function locateProblems(problems: readonly string[], project: JSONOutput.ProjectReflection | undefined): string[] {
  const symbols = (project?.children ?? []).filter((c) => c.sources?.length);
  return problems.map((problem) => {
    if (/\.(ts|tsx)\b/.test(problem)) return problem;
    const named = symbols.find((s) => new RegExp(`\\b${s.name.replace(/\$/g, '\\$')}\\b`).test(problem));
    return named ? `${problem} (${named.sources![0]!.fileName}:${named.sources![0]!.line})` : problem;
  });
}
