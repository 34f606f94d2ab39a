import { describe, expect, it } from 'vitest';
import { docRoutes } from '../../e2e/routes';
import { $$, attr, page } from './site';

/**
 * Every doc's table of contents, as prerendered: each link names the id of exactly one element of
 * the page (was the last test of e2e/theme-toc.spec.ts; the TOC's layout, scroll tracking and
 * anchors stay in the browser).
 */
const docs = docRoutes.filter((r) => !r.path.startsWith('docs/category'));

describe('every doc has TOC links that resolve to headings', () => {
  it.each(docs.map((r) => [`/${r.path}`, r.path]))('%s', (_label, pagePath) => {
    const doc = page(pagePath);
    const links = $$(doc, 'nav[aria-label="On this page"] a[href^="#"]');
    for (const link of links) {
      const id = decodeURIComponent(attr(link, 'href')!.slice(1));
      expect($$(doc, `[id="${id.replace(/"/g, '\\"')}"]`), `${pagePath} #${id}`).toHaveLength(1);
    }
    // Each heading the TOC lists is an h2 or h3 of the article.
    for (const link of links) {
      const id = decodeURIComponent(attr(link, 'href')!.slice(1));
      expect($$(doc, `article :is(h2, h3)[id="${id.replace(/"/g, '\\"')}"]`), `${pagePath} #${id} is an article h2/h3`).toHaveLength(1);
    }
  });
});
