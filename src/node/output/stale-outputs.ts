import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Post-build writes files of its own beside Gatsby's pages (the `x.html`
 * siblings, the Markdown twins). Gatsby removes a deleted page's HTML in a
 * warm build but knows nothing of these, so each build records what it wrote
 * and removes what the previous build wrote and this one did not: a deleted
 * doc leaves no twin or sibling behind for the link check, search engines or
 * llms.txt readers. The record lives in .cache, which `gatsby clean` empties
 * together with public/.
 */
export async function removeStaleOutputs(publicDir: string, recordFile: string, written: string[]): Promise<string[]> {
  const current = [...new Set(written.map((file) => path.posix.normalize(file.replace(/^\/+/, ''))))].sort();
  let previous: string[] = [];
  try {
    previous = JSON.parse(await fs.readFile(recordFile, 'utf8')) as string[];
  } catch {
    // First build with these caches: nothing recorded, nothing to remove.
  }
  const keep = new Set(current);
  const stale = previous.filter((file) => !keep.has(file) && !file.split('/').includes('..'));
  for (const file of stale) await fs.rm(path.join(publicDir, file), { force: true });
  await fs.mkdir(path.dirname(recordFile), { recursive: true });
  await fs.writeFile(recordFile, `${JSON.stringify(current)}\n`);
  return stale;
}
