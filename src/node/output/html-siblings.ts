import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Gatsby writes each page as `x/index.html`, which GitHub Pages reaches at
 * `/x` only through a redirect to `/x/`. A sibling `x.html` lets `/x` (the
 * route table's form) answer directly, while `/x/` keeps working.
 * Returns the files written, relative to publicDir.
 */
export async function writeHtmlSiblings(publicDir: string, pagePaths: string[]): Promise<string[]> {
  const written: string[] = [];
  for (const pagePath of pagePaths) {
    const bare = pagePath.replace(/\/+$/, '');
    // Skip the root, the 404 pages (404.html already exists) and file-like paths.
    if (!bare || /(^|\/)(404|dev-404-page)$/.test(bare) || /\.[a-z0-9]+$/i.test(bare)) continue;
    const source = path.join(publicDir, bare, 'index.html');
    try {
      await fs.copyFile(source, path.join(publicDir, `${bare}.html`));
      written.push(`${bare.replace(/^\/+/, '')}.html`);
    } catch (error) {
      if (!['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    }
  }
  return written;
}
