import { promises as fs } from 'node:fs';
import path from 'node:path';

/** Logged once the site's static/ is in public/ (the develop smoke test looks for it). */
export const STATIC_AT_START_LINE = "[fast-build] static/ copied to public/ as develop started, not 10 s later (developStaticAtStart)";

/**
 * developStaticAtStart. gatsby develop copies the site's static/ folder into public/, which it serves, only 10 s after
 * its process starts (commands/develop-process: a timer, so that the copy does not slow the bootstrap), through a
 * watcher that keeps it in sync from then on. Develop now serves its first page sooner than that (7 s on a cold start
 * here), and that page's favicon and logo were answered 404 until the copy. Copied at onPreBootstrap (after Gatsby's
 * cache check, which may empty public/), beside the bootstrap: files copy as Gatsby's would (symbolic links
 * followed), and Gatsby's watcher later copies the same files again and anything added since.
 * Resolves to the number of files copied (0 without a static/ folder).
 */
export async function copyStaticDir(root: string): Promise<number> {
  const from = path.join(root, 'static');
  const to = path.join(root, 'public');
  let copied = 0;
  const copyFolder = async (folder: string): Promise<void> => {
    let entries;
    try {
      entries = await fs.readdir(path.join(from, folder), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && folder === '') return;
      throw error;
    }
    await fs.mkdir(path.join(to, folder), { recursive: true });
    await Promise.all(
      entries.map(async (entry) => {
        const relative = path.join(folder, entry.name);
        // A symbolic link is followed (fs-extra's dereference, as Gatsby copies): what it points to decides.
        const stat = entry.isSymbolicLink() ? await fs.stat(path.join(from, relative)) : entry;
        if (stat.isDirectory()) return copyFolder(relative);
        if (!stat.isFile()) return;
        await fs.copyFile(path.join(from, relative), path.join(to, relative));
        copied += 1;
      }),
    );
  };
  await copyFolder('');
  return copied;
}
