import { describe, expect, it } from 'vitest';
import { apiRoutes, docRoutes, homeRoute, sidebarDocRoutes } from '../../e2e/routes';
import { siteConfig } from '../../src/site-config';
import { $, $$, attr, metaOf, page, parseFile, route, served, text, titleOf } from './site';

/**
 * The route table of the spec against the prerendered pages: each route answers 200 with its own
 * h1, title and description (was e2e/routes.spec.ts's per-route loop), and its `.html` and
 * `/index.html` forms are served the same page (was the prerendered half of
 * e2e/runtime-not-found.spec.ts's per-route loop; the address normalisation stays in the browser).
 * The docs routes come from the sidebar and the docs' front matter (e2e/routes.ts).
 */
const routes = [homeRoute, ...docRoutes, ...apiRoutes];
const h1Of = (pagePath: string) => text($(page(pagePath), 'h1'));

describe('every route of the spec is prerendered with its h1, title and description', () => {
  it.each(routes.map((r) => [`/${r.path}`, r] as const))('%s', (_label, r) => {
    const doc = page(r.path);
    const h1s = $$(doc, 'h1');
    expect(h1s).toHaveLength(1);
    if (typeof r.h1 === 'string') expect(text(h1s[0])).toBe(r.h1);
    else expect(text(h1s[0])).toMatch(r.h1);
    expect(titleOf(doc)).toBe(r.title);
    expect(metaOf(doc, 'description')).toMatch(/^.{30,160}$/);
  });
});

describe('.html and /index.html forms of every route are served the same page', () => {
  for (const r of [homeRoute, ...docRoutes]) {
    const forms = r.path ? [`${r.path}.html`, `${r.path}/index.html`] : ['index.html'];
    it(`/${r.path}: ${forms.map((f) => `/${f}`).join(', ')}`, () => {
      for (const form of forms) {
        const { status, file } = served(form);
        expect(status, `/${form}`).toBe(200);
        const doc = parseFile(file);
        expect(text($(doc, 'h1')), `/${form}`).toBe(r.h1);
        expect(titleOf(doc), `/${form}`).toBe(r.title);
      }
    });
  }
});

describe('unknown paths answer 404 with the not-found page', () => {
  it.each(['docs/nope', 'totally/unknown', 'docs/intro/extra', 'docs/nope.html'])('/%s', (unknown) => {
    const { status, file } = served(unknown);
    expect(status).toBe(404);
    const doc = parseFile(file);
    expect(text($(doc, 'h1'))).toBe('Page Not Found');
    expect(titleOf(doc)).toBe(`Page Not Found ${siteConfig.titleDelimiter} ${siteConfig.title}`);
  });
});

describe('prerendered docs navigation', () => {
  it('the sidebar lists every doc and category in the order of src/site-config.ts', () => {
    const sidebar = $(page('docs/intro'), 'nav[aria-label="Docs sidebar"]');
    expect(sidebar).not.toBeNull();
    const labels = $$(sidebar!, 'a').map((a) => text(a));
    // A doc's label override, else its title; a category's label (e2e/routes.ts).
    const expected = sidebarDocRoutes.map((r) => r.label);
    expect(labels.slice(0, expected.length)).toEqual(expected);
  });

  it('every generated category index lists its items, each linking its page with a description', () => {
    for (const category of siteConfig.sidebars.docs) {
      if (category.type !== 'category' || category.link?.type !== 'generated-index') continue;
      const cards = $$(page(category.link.slug.slice(1)), 'article li');
      const docs = category.items.filter((item) => item.type === 'doc');
      expect(cards, category.label).toHaveLength(docs.length);
      docs.forEach((item, index) => {
        const card = cards[index]!;
        expect(attr($(card, 'a'), 'href'), category.label).toBe(route(`docs/${item.id}`));
        expect(text($(card, 'p')).length, `${category.label} › ${item.id}`).toBeGreaterThan(20);
      });
    }
  });
});
