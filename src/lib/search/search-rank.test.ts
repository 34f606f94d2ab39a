// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord } from './search-normalise';
import { groupHits, rankHits, scoreHit, SCORE, searchIndex } from './search-rank';
import { buildIndex, readDocs, type BuiltIndex } from './search-test-index';

// Fabricated API records in the ApiSymbol contract (the real nodes come from
// the API reference feature). Names and kinds are those of the spec's routes.
const api: ApiRecord[] = [
  { name: 'DialogProvider', kind: 'function', slug: '/docs/api/functions/DialogProvider', summary: 'Renders its children and the open dialogs.', signature: 'DialogProvider({ children }): JSX.Element' },
  { name: 'useDialog', kind: 'function', slug: '/docs/api/functions/useDialog', summary: 'Returns show, which opens a dialog and resolves with its result.', signature: 'useDialog(): DialogContextValue' },
  { name: 'DialogBase', kind: 'type-alias', slug: '/docs/api/type-aliases/DialogBase', summary: 'The resolve and reject callbacks every dialog receives.', signature: '{ resolve; reject }' },
  { name: 'DialogComponent', kind: 'type-alias', slug: '/docs/api/type-aliases/DialogComponent', summary: 'A component that can be shown as a dialog.', signature: 'ComponentType<DialogProps<TProps, TResult, TError>>' },
  { name: 'DialogContextValue', kind: 'type-alias', slug: '/docs/api/type-aliases/DialogContextValue', summary: 'What useDialog returns.', signature: '{ show: ShowFn }' },
  { name: 'DialogProps', kind: 'type-alias', slug: '/docs/api/type-aliases/DialogProps', summary: 'Props of a dialog: its own props plus resolve and reject.', signature: 'TProps & DialogBase<TResult, TError>' },
  { name: 'ShowFn', kind: 'type-alias', slug: '/docs/api/type-aliases/ShowFn', summary: 'Opens a dialog and returns a promise of its result.', signature: '<P, R>(component, props) => Promise<R>' },
  { name: 'StackItem', kind: 'type-alias', slug: '/docs/api/type-aliases/StackItem', summary: 'One open dialog in the provider stack.', signature: '{ id: number; component; props }' },
  { name: 'DialogContext', kind: 'variable', slug: '/docs/api/variables/DialogContext', summary: 'The React context behind useDialog; null outside a provider.', signature: 'Context<DialogContextValue | null>' },
];

let built: BuiltIndex;
beforeAll(async () => {
  built = await buildIndex({ allMdx: { nodes: readDocs() }, allApiSymbol: { nodes: api } });
});

const run = (query: string) => searchIndex(built.index, built.store, query);
const firstUrl = (query: string) => run(query).hits[0]?.url;

describe('ranking over the real FlexSearch 0.6 index (real docs + fabricated API records)', () => {
  it('puts the exact API symbol first, even though the docs mention it many times', () => {
    expect(firstUrl('useDialog')).toBe('/docs/api/functions/useDialog');
    expect(firstUrl('ShowFn')).toBe('/docs/api/type-aliases/ShowFn');
    expect(firstUrl('DialogContext')).toBe('/docs/api/variables/DialogContext');
    expect(firstUrl('DialogProps')).toBe('/docs/api/type-aliases/DialogProps');
  });

  it('finds a symbol by its words typed apart', () => {
    expect(firstUrl('dialog provider')).toBe('/docs/api/functions/DialogProvider');
    // Then sections with a query word in their heading, before body-only matches.
    const urls = run('dialog provider').hits.map((h) => h.url);
    expect(urls[1]).toMatch(/#[^#]*(dialog|provider)/);
    expect(urls).toContain('/docs/getting-started#place-the-provider');
  });

  it('is case-insensitive', () => {
    expect(firstUrl('usedialog')).toBe('/docs/api/functions/useDialog');
    expect(firstUrl('SHOWFN')).toBe('/docs/api/type-aliases/ShowFn');
  });

  it('finds by prefix, symbols whose name starts with it first, shortest first', () => {
    const results = run('Dialo');
    const names = results.groups.slice(0, 6).map((g) => g.page);
    expect(names).toEqual(['DialogBase', 'DialogProps', 'DialogContext', 'DialogProvider', 'DialogComponent', 'DialogContextValue']);
    expect(results.groups.length).toBeGreaterThan(6); // docs sections follow
  });

  it('finds words inside camel-case names', () => {
    expect(run('provider').hits.map((h) => h.url)).toContain('/docs/api/functions/DialogProvider');
  });

  it('lands on the heading of a section deep in a page', () => {
    const hits = run('Material UI').hits;
    expect(hits.map((h) => h.url)).toContain('/docs/guides/animations#material-ui');
    // A word found only in a section's code blocks still leads to that section.
    expect(run('useLayoutEffect').hits.map((h) => h.url)).toContain('/docs/getting-started#write-a-dialog');
  });

  it('matches headings before body text', () => {
    const hits = run('exit animations').hits;
    expect(hits[0].url).toBe('/docs/guides/testing#exit-animations-and-fake-timers');
  });

  it('answers a miss, and HTML in the query, with no results', () => {
    expect(run('zzyzx').hits).toEqual([]);
    expect(run('<img src=x onerror=alert(1)>').hits).toEqual([]);
    expect(run('   ').hits).toEqual([]);
  });

  it('groups hits by page, in the order of each page’s best hit', () => {
    const { groups, hits } = run('dialog');
    const keys = groups.map((g) => g.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(hits).toEqual(groups.flatMap((g) => g.hits));
    for (const group of groups) for (const hit of group.hits) expect(hit.url.split('#')[0]).toBe(group.key);
  });
});

describe('scoreHit and rankHits', () => {
  const store = {
    '0': { url: '/a#x', page: 'Guide', section: 'Using the hook', text: 'useDialog returns show' },
    '1': { url: '/api/useDialog', page: 'useDialog', kind: 'function', text: 'Returns show.' },
    '2': { url: '/api/useDialogStack', page: 'useDialogStack', kind: 'function', text: '' },
    '3': { url: '/b', page: 'Using the hook', text: 'intro' },
  };

  it('orders tiers: exact name, exact heading, name prefix, heading words, body', () => {
    expect(scoreHit(store['1'], 'useDialog')).toBe(SCORE.exactName);
    expect(scoreHit(store['3'], 'using the hook')).toBe(SCORE.exactHeading);
    expect(scoreHit(store['2'], 'useDia')).toBeLessThan(SCORE.namePrefix);
    expect(scoreHit(store['2'], 'useDia')).toBeGreaterThan(SCORE.headingWords);
    expect(scoreHit(store['0'], 'hook using')).toBe(SCORE.headingWords);
    expect(scoreHit(store['0'], 'returns')).toBe(SCORE.body);
  });

  it('among body matches, prefers hits with query words in the heading, then the phrase as typed', () => {
    const some = { url: '/c#p', page: 'Guide', section: 'Place the provider', text: 'Wrap it in DialogProvider.' };
    const none = { url: '/c#s', page: 'Guide', section: 'Setup', text: 'the dialog provider renders dialogs' };
    const plain = { url: '/c#t', page: 'Guide', section: 'Setup', text: 'a provider renders each dialog' };
    expect(scoreHit(some, 'dialog provider')).toBe(SCORE.body + SCORE.someHeadingWords / 2);
    expect(scoreHit(none, 'dialog provider')).toBe(SCORE.body + SCORE.phrase);
    expect(scoreHit(plain, 'dialog provider')).toBe(SCORE.body);
    expect(scoreHit(some, 'dialog provider')).toBeLessThan(SCORE.headingWords);
  });

  it('treats the words of a symbol name typed apart as the exact name', () => {
    expect(scoreHit(store['1'], 'use dialog')).toBe(SCORE.exactName);
  });

  it('keeps FlexSearch order among equals and drops unknown ids', () => {
    expect(rankHits('show', [0, 99, 1], store).map((h) => h.id)).toEqual(['0', '1']);
    expect(rankHits('useDialog', [0, 2, 1], store).map((h) => h.id)).toEqual(['1', '2', '0']);
  });

  it('groupHits keeps one group per page', () => {
    const hits = rankHits('x', [0, 3, 1], store);
    expect(groupHits(hits).map((g) => g.key)).toEqual(['/a', '/b', '/api/useDialog']);
  });
});
