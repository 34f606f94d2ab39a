import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sitemapPages } from '../../e2e/site-pages';
import { $, $$, BUILT_SITE_DIR, PREFIX, SITE, attr, metaOf, page, parseFile, route, titleOf } from './site';

/**
 * The head of every page of the sitemap, as prerendered (was e2e/seo.spec.ts's per-page loop and the
 * lang/dir checks of e2e/routes.spec.ts; the head after client-side navigation stays in the browser).
 */
const pages = sitemapPages(BUILT_SITE_DIR);

describe('every page carries its canonical URL, description, social cards, language and direction', () => {
  it('the sitemap lists the pages', () => {
    expect(pages.length).toBeGreaterThan(20);
  });

  it.each(pages.map((p) => [`/${p}`, p]))('%s', (_label, pagePath) => {
    const doc = page(pagePath);
    const html = $(doc, 'html');
    expect(attr(html, 'lang')).toBe('en');
    expect(attr(html, 'dir')).toBe('ltr');
    const title = titleOf(doc);
    expect(title).toMatch(/\S/);
    // The canonical URL is the page's own deployed address, and exactly one.
    const canonicals = $$(doc, 'head link[rel="canonical"]');
    expect(canonicals).toHaveLength(1);
    const canonical = attr(canonicals[0], 'href');
    expect(canonical).toBe(`${SITE}${route(pagePath)}`);
    const description = metaOf(doc, 'description');
    expect(description).toMatch(/^.{30,200}$/);
    expect($$(doc, 'head meta[name="robots"]'), 'a listed page must be indexable').toHaveLength(0);

    expect(metaOf(doc, 'og:title')).toBe(title);
    expect(metaOf(doc, 'og:description')).toBe(description);
    expect(metaOf(doc, 'og:url')).toBe(canonical);
    expect(metaOf(doc, 'og:type')).toMatch(/^(website|article)$/);
    expect(metaOf(doc, 'og:site_name')).toBe('React Dialog Hub');
    expect(metaOf(doc, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(doc, 'twitter:title')).toBe(title);
    expect(metaOf(doc, 'twitter:description')).toBe(description);

    // The card image is absolute, under the prefix, and a PNG file of the build.
    const image = metaOf(doc, 'og:image');
    expect(image).toBe(`${SITE}${PREFIX}/img/social-card.png`);
    expect(metaOf(doc, 'twitter:image')).toBe(image);
    expect(metaOf(doc, 'og:image:alt')).toBeTruthy();
    const file = path.join(BUILT_SITE_DIR, new URL(image!).pathname.slice(PREFIX.length));
    expect(fs.readFileSync(file).subarray(1, 4).toString(), file).toBe('PNG');
  });
});

describe('not-found page', () => {
  it('asks search engines not to index it', () => {
    const doc = parseFile('404.html');
    expect(attr($(doc, 'head meta[name="robots"]'), 'content')).toBe('noindex');
  });
});
