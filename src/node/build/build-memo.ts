import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Results of per-page work kept between warm builds (search records, Markdown
 * twins), so an edit to one page recomputes that page only. Gatsby's caches
 * know nothing of work done in our own build steps.
 *
 * An entry is reused only when all of these are unchanged:
 * - its key (every input the caller passes);
 * - the build's code: Gatsby's compiled gatsby-config and gatsby-node bundles,
 *   which hold every module of src/ they import, and the lockfile;
 * - the content of every file the work read (`compute` reports them).
 *
 * Kept in .cache, which `gatsby clean` removes; a save keeps only the entries
 * this build used, so the file follows the site instead of growing.
 */

/** Files whose content decides every result: the build's code and its dependencies. */
const CODE_FILES = ['.cache/compiled/gatsby-config.js', '.cache/compiled/gatsby-node.js', 'package-lock.json'];
const MEMO_DIR = '.cache/build-memo';

interface Entry<T> {
  value: T;
  /** Absolute path → sha1 of the content the work read. */
  files: Record<string, string>;
}

interface MemoFile<T> {
  version: string;
  entries: Record<string, Entry<T>>;
}

const sha1 = (data: string | Buffer) => createHash('sha1').update(data).digest('hex');

function fileHash(file: string): string | null {
  try {
    return sha1(fs.readFileSync(file));
  } catch {
    return null;
  }
}

/** The hash of the build's code, as Gatsby compiled it for this build. */
export function codeVersion(root: string): string {
  return sha1(CODE_FILES.map((file) => `${file}:${fileHash(path.join(root, file)) ?? 'missing'}`).join('\n'));
}

export interface BuildMemo<T> {
  /**
   * The remembered result for `key`, or `compute`'s, which adds each file it reads to `files`.
   * A result that names a file which cannot be read (or a name that is no file) is not kept.
   */
  get(key: unknown, compute: (files: Set<string>) => T): T;
  /** Writes the entries used since `openBuildMemo`. */
  save(): void;
  /** How many `get`s were answered from the memo, and how many computed. */
  readonly stats: { reused: number; computed: number };
}

export function openBuildMemo<T>(name: string, root: string): BuildMemo<T> {
  const file = path.join(root, MEMO_DIR, `${name}.json`);
  const version = codeVersion(root);
  let stored: Record<string, Entry<T>> = {};
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as MemoFile<T>;
    if (parsed?.version === version && parsed.entries && typeof parsed.entries === 'object') stored = parsed.entries;
  } catch {
    // No memo yet, or one this build cannot read: everything is computed.
  }
  const used: Record<string, Entry<T>> = {};
  const stats = { reused: 0, computed: 0 };
  // Hashes of files read this build, so pages that share a file hash it once.
  const hashes = new Map<string, string | null>();
  const hashOf = (absolute: string): string | null => {
    if (!hashes.has(absolute)) hashes.set(absolute, fileHash(absolute));
    return hashes.get(absolute) ?? null;
  };

  return {
    stats,
    get(key, compute) {
      const id = sha1(JSON.stringify(key));
      const entry = used[id] ?? stored[id];
      if (entry && Object.entries(entry.files).every(([absolute, hash]) => hashOf(absolute) === hash)) {
        used[id] = entry;
        stats.reused += 1;
        return entry.value;
      }
      const files = new Set<string>();
      const value = compute(files);
      const recorded: Record<string, string> = {};
      for (const absolute of files) {
        const hash = hashOf(absolute);
        // A file that cannot be read now cannot vouch for the result later: keep it out of the memo.
        if (hash === null) return value;
        recorded[absolute] = hash;
      }
      used[id] = { value, files: recorded };
      stats.computed += 1;
      return value;
    },
    save() {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, JSON.stringify({ version, entries: used } satisfies MemoFile<T>));
      fs.renameSync(temporary, file);
    },
  };
}
