// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord } from './search-normalise';
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

const run = (query: string) => built.engine.search(query);
const firstUrl = async (query: string) => (await run(query)).hits[0]?.url;

describe('ranking over the published index (real docs + fabricated API records, the browser engine)', () => {
  it('puts the exact API symbol first, even though the docs mention it many times', async () => {
    expect(await firstUrl('useDialog')).toBe('/docs/api/functions/useDialog');
    expect(await firstUrl('ShowFn')).toBe('/docs/api/type-aliases/ShowFn');
    expect(await firstUrl('DialogContext')).toBe('/docs/api/variables/DialogContext');
    expect(await firstUrl('DialogProps')).toBe('/docs/api/type-aliases/DialogProps');
  });

  it('finds a symbol by its words typed apart', async () => {
    expect(await firstUrl('dialog provider')).toBe('/docs/api/functions/DialogProvider');
    // Then sections with a query word in their heading, before body-only matches.
    const urls = (await run('dialog provider')).hits.map((h) => h.url);
    // (The troubleshooting page's "must be called inside <DialogProvider>" is such a section too.)
    expect(urls[1]).toMatch(/#[^#]*(dialog|provider)/);
    expect(urls).toContain('/docs/getting-started#place-the-provider');
  });

  it('is case-insensitive', async () => {
    expect(await firstUrl('usedialog')).toBe('/docs/api/functions/useDialog');
    expect(await firstUrl('SHOWFN')).toBe('/docs/api/type-aliases/ShowFn');
  });

  it('finds by prefix, symbols whose name starts with it first, shortest first', async () => {
    const results = await run('Dialo');
    const names = results.groups.slice(0, 6).map((g) => g.page);
    expect(names).toEqual(['DialogBase', 'DialogProps', 'DialogContext', 'DialogProvider', 'DialogComponent', 'DialogContextValue']);
    expect(results.groups.length).toBeGreaterThan(6); // docs sections follow
  });

  it('finds words inside camel-case names', async () => {
    expect((await run('provider')).hits.map((h) => h.url)).toContain('/docs/api/functions/DialogProvider');
  });

  it('lands on the heading of a section deep in a page', async () => {
    const hits = (await run('Material UI')).hits;
    expect(hits.map((h) => h.url)).toContain('/docs/guides/animations#material-ui');
    // A word found only in a section's code blocks still leads to that section.
    expect((await run('useLayoutEffect')).hits.map((h) => h.url)).toContain('/docs/getting-started#write-a-dialog');
  });

  it('matches headings before body text', async () => {
    const hits = (await run('exit animations')).hits;
    expect(hits[0].url).toBe('/docs/guides/testing#exit-animations-and-fake-timers');
  });

  it('answers a miss, and HTML in the query, with no results', async () => {
    expect((await run('zzyzx')).hits).toEqual([]);
    expect((await run('<img src=x onerror=alert(1)>')).hits).toEqual([]);
    expect((await run('   ')).hits).toEqual([]);
  });

  it('groups hits by page, in the order of each page’s best hit', async () => {
    const { groups, hits } = await run('dialog');
    const keys = groups.map((g) => g.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(hits).toEqual(groups.flatMap((g) => g.hits));
    for (const group of groups) for (const hit of group.hits) expect(hit.url.split('#')[0]).toBe(group.key);
  });
});


describe('typos (one edit in words of 5–8 letters, two from 9), exact matches first', () => {
  it('finds DialogProvider from “dialg provider” and the cancellation guide from “cancelation”', async () => {
    expect(await firstUrl('dialg provider')).toBe('/docs/api/functions/DialogProvider');
    expect(await firstUrl('cancelation')).toMatch(/^\/docs\/guides\/cancellation(#|$)/);
    // The correction is marked in the results, as the typed word would be.
    expect((await run('dialg provider')).terms).toContain('dialog');
  });

  it('tolerates a swapped pair and two edits in a long word, not an edit in a short one', async () => {
    expect(await firstUrl('usedialgo')).toBe('/docs/api/functions/useDialog');
    expect(await firstUrl('cancellatoin')).toMatch(/^\/docs\/guides\/cancellation(#|$)/);
    expect((await run('shwo')).hits).toEqual([]);
  });

  it('corrects nothing when the words as typed find something', async () => {
    // “about” is one edit from “abort” and all over the docs; a reader who typed “abort” meant it.
    const { hits } = await run('abort');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.edits === 0)).toBe(true);
    expect((await run('about')).hits.filter((h) => !hits.some((a) => a.id === h.id)).length).toBeGreaterThan(0);
  });

  it('a query for a symbol ranks its API page first; a concept query ranks its guide above API pages that mention it', async () => {
    expect(await firstUrl('DialogProvider')).toBe('/docs/api/functions/DialogProvider');
    const urls = (await run('testing')).hits.map((h) => h.url);
    expect(urls[0]).toMatch(/^\/docs\/guides\/testing(#|$)/);
  });
});
