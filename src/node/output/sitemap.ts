import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * sitemap.xml for search engines: one absolute URL per page of the build,
 * with the path prefix, in the form the site links to. Not-found pages are
 * left out (they are no place to land on).
 */

/** Paths that are pages but not destinations: Gatsby's 404 variants. */
const EXCLUDED = /^\/?(404|404\.html|dev-404-page)\/?$/;

/** Absolute, sorted, de-duplicated page URLs for the sitemap. */
export function sitemapUrls(pagePaths: string[], siteUrl: string, prefix: string): string[] {
  const urls = new Set<string>();
  for (const pagePath of pagePaths) {
    if (EXCLUDED.test(pagePath)) continue;
    const normalised = pagePath.startsWith('/') ? pagePath : `/${pagePath}`;
    urls.add(`${siteUrl}${prefix}${normalised}`);
  }
  return [...urls].sort();
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The sitemap document (sitemaps.org protocol 0.9). */
export function renderSitemap(urls: string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/** Writes public/sitemap.xml; returns the URLs it lists. */
export async function writeSitemap(
  publicDir: string,
  pagePaths: string[],
  { siteUrl, prefix }: { siteUrl: string; prefix: string },
): Promise<string[]> {
  const urls = sitemapUrls(pagePaths, siteUrl, prefix);
  await fs.writeFile(path.join(publicDir, 'sitemap.xml'), renderSitemap(urls));
  return urls;
}
