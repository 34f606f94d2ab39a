import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderSitemap, sitemapUrls, writeSitemap } from './sitemap';

const site = { siteUrl: 'https://example.github.io', prefix: '/proj' };

describe('sitemap', () => {
  it('lists every page as an absolute URL under the prefix, without the 404 pages', () => {
    const urls = sitemapUrls(['/', '/docs/intro', '/docs/api/', '/404/', '/404.html', '/dev-404-page/', '/docs/intro'], site.siteUrl, site.prefix);
    expect(urls).toEqual([
      'https://example.github.io/proj/',
      'https://example.github.io/proj/docs/api/',
      'https://example.github.io/proj/docs/intro',
    ]);
  });

  it('renders valid sitemap XML with escaped URLs', () => {
    const xml = renderSitemap(['https://e.io/p/a?x=1&y=2']);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://e.io/p/a?x=1&amp;y=2</loc></url>');
  });

  it('writes public/sitemap.xml', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sitemap-'));
    await writeSitemap(dir, ['/', '/docs'], site);
    const xml = await fs.readFile(path.join(dir, 'sitemap.xml'), 'utf8');
    expect(xml.match(/<loc>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://example.github.io/proj/docs</loc>');
    await fs.rm(dir, { recursive: true });
  });
});
