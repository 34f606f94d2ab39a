import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * "Last updated on": the committer date of the last commit that touched a
 * file, read from git at build time. Where that history is missing the
 * answer is null, never a guess: no git or no repository (a tarball), a
 * shallow clone (its oldest commit would claim to have touched every
 * file), or a file that was never committed.
 * Read when Gatsby creates the doc's node: an incremental build that reuses
 * .cache keeps the date of an unchanged file even if it was committed since,
 * so `npm run build` (scripts/build.mjs) builds cold after a commit that touched
 * content/, and `npm test` always cleans first.
 */

const git = (cwd: string, args: string[]): string | null => {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
};

/** Whether `dir` is inside a git work tree with full history (cached per directory). */
const historyByDir = new Map<string, boolean>();
export function hasFullHistory(dir: string): boolean {
  let known = historyByDir.get(dir);
  if (known === undefined) {
    known = git(dir, ['rev-parse', '--is-inside-work-tree']) === 'true' && git(dir, ['rev-parse', '--is-shallow-repository']) === 'false';
    historyByDir.set(dir, known);
  }
  return known;
}

/** ISO 8601 date of the file's last commit, or null when history cannot tell. */
export function lastCommitDate(file: string): string | null {
  const dir = path.dirname(file);
  if (!hasFullHistory(dir)) return null;
  const date = git(dir, ['log', '-1', '--format=%cI', '--', path.basename(file)]);
  return date ? date : null;
}

/**
 * "November 23, 2026": the date as the footer prints it, in UTC, formatted at
 * build time so the browser neither ships nor runs a date formatter (creating
 * an Intl one cost about 25 ms of main thread while a page hydrated).
 */
export const lastUpdatedText = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
