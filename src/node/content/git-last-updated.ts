import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * "Last updated on": the committer date of the last commit that touched a
 * file, read from git at build time. Where that history is missing the
 * answer is null, never a guess: no git or no repository (a tarball), a
 * shallow clone (its oldest commit would claim to have touched every
 * file), or a file that was never committed.
 * Read when Gatsby creates the doc's node: an incremental build that reuses
 * .cache keeps the date of an unchanged file even if it was committed since,
 * so `npm run build` (scripts/site/build.mjs) builds cold after a commit that touched
 * content/, and `npm test` always cleans first.
 */

let gitCalls = 0;
/** How many times this process has run git here (tests: what a warm-up leaves to the first edit). */
export const gitCallCount = () => gitCalls;

const git = (cwd: string, args: string[]): string | null => {
  gitCalls += 1;
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 1 << 28 }).trim();
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

/**
 * Every file's last commit date in the repository at `top`, from one pass over
 * its history, newest first (one `git log -1` per file cost about 30 ms each:
 * 10 s of a 300-page build). A merge counts for the files it changed against
 * every parent (`-c`), as `git log -1 -- <file>` counts it. Where they differ:
 * a side branch's commit to a file whose change the merge discarded counts
 * here, while git's per-file history simplification skips that branch. Every
 * content file of this repository gets the same date both ways (checked when
 * this was written).
 */
export function commitDates(top: string): Map<string, string> {
  const dates = new Map<string, string>();
  const log = git(top, ['-c', 'core.quotePath=false', 'log', '--format=%x01%cI', '--name-only', '-z', '--no-renames', '-c']) ?? '';
  for (const entry of log.split('\x01')) {
    const [date, ...files] = entry.split('\0');
    for (const file of files) {
      const name = file.replace(/^\n/, '');
      const key = path.join(top, name);
      if (name && date && !dates.has(key)) dates.set(key, date);
    }
  }
  return dates;
}

/** The repository top level of each directory asked about, and each repository's dates (read once per process). */
const topByDir = new Map<string, string | null>();
const datesByTop = new Map<string, Map<string, string>>();

/** ISO 8601 date of the file's last commit, or null when history cannot tell. */
export function lastCommitDate(file: string): string | null {
  const dir = path.dirname(path.resolve(file));
  if (!hasFullHistory(dir)) return null;
  if (!topByDir.has(dir)) topByDir.set(dir, git(dir, ['rev-parse', '--show-toplevel']));
  const top = topByDir.get(dir);
  if (!top) return null;
  let dates = datesByTop.get(top);
  if (!dates) datesByTop.set(top, (dates = commitDates(top)));
  return dates.get(path.resolve(file)) ?? null;
}

/**
 * developWarmMdx: asks git now what lastCommitDate asks for any file under `dir` (each folder's history check, the
 * repository's dates), so that an author's first edit in gatsby develop, whose node is the first this process makes
 * after a warm start, runs no git (one to four processes, about 50 ms each on a slow machine).
 */
export function warmCommitDates(dir: string): void {
  const walk = (folder: string) => {
    lastCommitDate(path.join(folder, '.warm-up'));
    for (const entry of readdirSync(folder, { withFileTypes: true })) if (entry.isDirectory()) walk(path.join(folder, entry.name));
  };
  walk(path.resolve(dir));
}

/**
 * "November 23, 2026": the date as the footer prints it, in UTC, formatted at
 * build time so the browser neither ships nor runs a date formatter (creating
 * an Intl one cost about 25 ms of main thread while a page hydrated).
 */
export const lastUpdatedText = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
