import { describe, expect, it } from 'vitest';
import { partitionDrafts } from './drafts';
import { resolveSidebar } from './sidebar';

const docs = [
  { id: 'intro', fields: { draft: false } },
  { id: 'recipes', fields: { draft: true } },
];

describe('drafts', () => {
  it('stay in development builds', () => {
    expect(partitionDrafts(docs, false)).toEqual({ published: docs, drafts: [] });
  });

  it('are left out of production builds, and listed', () => {
    expect(partitionDrafts(docs, true)).toEqual({ published: [docs[0]], drafts: [docs[1]] });
  });

  it('lose their sidebar entry instead of failing the sidebar check', () => {
    const records = new Map([['intro', { id: 'intro', title: 'Intro', path: '/docs/intro' }]]);
    const items = [
      { type: 'doc' as const, id: 'intro' },
      { type: 'doc' as const, id: 'recipes' },
    ];
    expect(resolveSidebar('docs', items, records, [], new Set(['recipes']))).toEqual([{ type: 'link', label: 'Intro', href: '/docs/intro' }]);
    expect(() => resolveSidebar('docs', items, records)).toThrow(/doc id "recipes", which does not exist/);
  });
});
