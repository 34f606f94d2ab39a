import { readFileSync } from 'node:fs';
import path from 'node:path';
import { siteConfig } from '../src/site-config';
import { BUILD_DIR } from './build-dir';

/**
 * The pages the quality specs visit, read from the build's own sitemap.xml,
 * so new pages (API reference, …) are covered without editing a list.
 * Returned as paths without the prefix: '' for home, 'docs/intro', ….
 */
const PREFIX = siteConfig.pathPrefix;

export function sitemapPages(publicDir = BUILD_DIR): string[] {
  let xml: string;
  try {
    xml = readFileSync(path.join(publicDir, 'sitemap.xml'), 'utf8');
  } catch {
    throw new Error(`No ${publicDir}/sitemap.xml: build the site first (npm run build).`);
  }
  const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const pathname = new URL(match[1]).pathname;
    if (!pathname.startsWith(`${PREFIX}/`)) throw new Error(`sitemap.xml lists ${match[1]}, outside ${PREFIX}/`);
    return pathname.slice(PREFIX.length + 1);
  });
  if (!pages.length) throw new Error('sitemap.xml lists no pages.');
  return pages;
}

/** Docs pages (the prose, the examples and the API reference). */
export const isDocsPage = (page: string) => page === 'docs' || page.startsWith('docs/');

/** The label a test uses for a page. */
export const pageLabel = (page: string) => `/${page}`;
