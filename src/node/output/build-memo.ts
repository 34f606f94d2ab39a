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

/** A content hash for memo keys and file checks (not security). */
export const sha1 = (data: string | Buffer) => createHash('sha1').update(data).digest('hex');

function fileHash(file: string): string | null {
  try {
    return sha1(fs.readFileSync(file));
  } catch {
    return null;
  }
}

/** The hash of the build's code, as Gatsby compiled it for this build; null when a file is missing (no memo then). */
export function codeVersion(root: string): string | null {
  const hashes = CODE_FILES.map((file) => fileHash(path.join(root, file)));
  return hashes.every((hash) => hash !== null) ? sha1(CODE_FILES.map((file, index) => `${file}:${hashes[index]}`).join('\n')) : null;
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
  const stats = { reused: 0, computed: 0 };
  // Without the compiled code to vouch for the results (not a Gatsby build of this site), nothing is kept.
  if (version === null) {
    return {
      stats,
      get: (_, compute) => {
        stats.computed += 1;
        return compute(new Set());
      },
      save: () => undefined,
    };
  }
  let stored: Record<string, Entry<T>> = {};
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as MemoFile<T>;
    if (parsed?.version === version && parsed.entries && typeof parsed.entries === 'object') stored = parsed.entries;
  } catch {
    // No memo yet, or one this build cannot read: everything is computed.
  }
  const used: Record<string, Entry<T>> = {};
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
      const files = entry && typeof entry.files === 'object' && entry.files !== null ? Object.entries(entry.files) : null;
      if (entry && 'value' in entry && files?.every(([absolute, hash]) => hashOf(absolute) === hash)) {
        used[id] = entry;
        stats.reused += 1;
        return entry.value;
      }
      const read = new Set<string>();
      const value = compute(read);
      const recorded: Record<string, string> = {};
      for (const absolute of read) {
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
      const temporary = `${file}.${process.pid}.tmp`;
      try {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(temporary, JSON.stringify({ version, entries: used } satisfies MemoFile<T>));
        fs.renameSync(temporary, file);
      } catch (error) {
        // The build's output is complete without it (an older memo left behind still answers only by key and files).
        try {
          fs.rmSync(temporary, { force: true });
        } catch {
          // Nothing was written.
        }
        console.warn(`[build-memo] could not save ${path.relative(root, file)} (${(error as Error).message}); the next build recomputes what changed since.`);
      }
    },
  };
}
