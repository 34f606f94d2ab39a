import { execFile, execFileSync } from 'node:child_process';
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

const MAX_BUFFER = 1 << 28;

const git = (cwd: string, args: string[]): string | null => {
  gitCalls += 1;
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: MAX_BUFFER }).trim();
  } catch {
    return null;
  }
};

/** The same, without holding the thread (developWarmMdx's warm-up runs while develop serves). */
const gitLater = (cwd: string, args: string[]): Promise<string | null> => {
  gitCalls += 1;
  return new Promise((resolve) => execFile('git', args, { cwd, encoding: 'utf8', maxBuffer: MAX_BUFFER }, (error, out) => resolve(error ? null : out.trim())));
};

/** One git run answers all three: whether `dir` is in a work tree, whether its clone is shallow, and its top level. */
const REPOSITORY_ARGS = ['rev-parse', '--is-inside-work-tree', '--is-shallow-repository', '--show-toplevel'];
/** The top level of the repository `dir` is in when it has full history, else null. */
const repositoryFrom = (answer: string | null): string | null => {
  const [inside, shallow, top] = (answer ?? '').split('\n');
  return inside === 'true' && shallow === 'false' && top ? top : null;
};

/** Each directory asked about: its repository's top level, null where history is missing (a tarball, a shallow clone). */
const topByDir = new Map<string, string | null>();

/** Whether `dir` is inside a git work tree with full history (cached per directory). */
export function hasFullHistory(dir: string): boolean {
  if (!topByDir.has(dir)) topByDir.set(dir, repositoryFrom(git(dir, REPOSITORY_ARGS)));
  return topByDir.get(dir) !== null;
}

const LOG_ARGS = ['-c', 'core.quotePath=false', 'log', '--format=%x01%cI', '--name-only', '-z', '--no-renames', '-c'];

/** Reads `git log` as LOG_ARGS print it: each file's newest date. */
function datesFromLog(top: string, log: string): Map<string, string> {
  const dates = new Map<string, string>();
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
  return datesFromLog(top, git(top, LOG_ARGS) ?? '');
}

/** Each repository's dates (read once per process). */
const datesByTop = new Map<string, Map<string, string>>();

/** ISO 8601 date of the file's last commit, or null when history cannot tell. */
export function lastCommitDate(file: string): string | null {
  const dir = path.dirname(path.resolve(file));
  if (!hasFullHistory(dir)) return null;
  const top = topByDir.get(dir)!;
  let dates = datesByTop.get(top);
  if (!dates) datesByTop.set(top, (dates = commitDates(top)));
  return dates.get(path.resolve(file)) ?? null;
}

/**
 * developWarmMdx: asks git now, without holding the thread, what lastCommitDate asks for a file in any folder under
 * `dir` (each folder's repository, the repository's dates). An author's first edit in gatsby develop makes the first
 * node this process makes after a warm start, and ran those git processes itself (about 50 ms each on a slow machine).
 */
export async function warmCommitDates(dir: string): Promise<void> {
  const folders: string[] = [];
  const walk = (folder: string) => {
    folders.push(folder);
    for (const entry of readdirSync(folder, { withFileTypes: true })) if (entry.isDirectory()) walk(path.join(folder, entry.name));
  };
  walk(path.resolve(dir));
  for (const folder of folders) {
    if (topByDir.has(folder)) continue;
    const top = repositoryFrom(await gitLater(folder, REPOSITORY_ARGS));
    if (!topByDir.has(folder)) topByDir.set(folder, top);
    if (top && !datesByTop.has(top)) {
      const log = await gitLater(top, LOG_ARGS);
      if (!datesByTop.has(top)) datesByTop.set(top, datesFromLog(top, log ?? ''));
    }
  }
}

/**
 * "November 23, 2026": the date as the footer prints it, in UTC, formatted at
 * build time so the browser neither ships nor runs a date formatter (creating
 * an Intl one cost about 25 ms of main thread while a page hydrated).
 */
export const lastUpdatedText = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
