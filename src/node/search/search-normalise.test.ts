import { describe, expect, it } from 'vitest';
import { normaliseApiSymbol, normaliseDoc, splitIdentifier, toSearchDocuments } from './search-normalise';
import { SEARCH_INDEX_FIELD } from '../../lib/search/search-options';

const doc = {
  slug: '/docs/getting-started',
  title: 'Getting Started',
  description: 'Install it and write a dialog.',
  body: [
    "import { Tip } from '../tip';",
    '',
    'This guide builds a `<dialog>`.',
    '',
    '## Place the provider',
    '',
    'Wrap your app in `DialogProvider` once.',
    '',
    '```tsx',
    'createRoot(el).render(<DialogProvider><App /></DialogProvider>);',
    '```',
    '',
    '### Material UI',
    '',
    '<Tip>MUI works too.</Tip>',
  ].join('\n'),
};

describe('normaliseDoc', () => {
  const entries = normaliseDoc(doc);

  it('makes one entry for the top of the page and one per heading, linking to the heading id', () => {
    expect(entries.map((e) => e.url)).toEqual([
      '/docs/getting-started',
      '/docs/getting-started#place-the-provider',
      '/docs/getting-started#material-ui',
    ]);
    expect(entries.map((e) => e.section)).toEqual([undefined, 'Place the provider', 'Material UI']);
    expect(entries.every((e) => e.page === 'Getting Started')).toBe(true);
  });

  it('stores plain prose for snippets: no markdown, JSX, imports or code', () => {
    expect(entries[0].text).toBe('This guide builds a <dialog>.');
    expect(entries[1].text).toBe('Wrap your app in DialogProvider once.');
    expect(entries[2].text).toBe('MUI works too.');
    expect(entries.map((e) => e.text).join(' ')).not.toMatch(/createRoot|import|```|\*\*/);
  });

  it('indexes heading first, then prose, identifier parts and code identifiers', () => {
    const content = entries[1].content;
    expect(content.startsWith('Place the provider Wrap your app')).toBe(true);
    expect(content).toContain('Dialog Provider');
    expect(content).toContain('createRoot');
    expect(content).toContain('create Root');
  });

  it('indexes the title and description at the top of the page', () => {
    expect(entries[0].content.startsWith('Getting Started Install it and write a dialog.')).toBe(true);
  });

  it('falls back to the description when the page has no lead text', () => {
    const [top] = normaliseDoc({ ...doc, body: '## Only a heading\n\nText.' });
    expect(top.text).toBe('Install it and write a dialog.');
  });

  it('fails with the doc named when a field is missing', () => {
    expect(() => normaliseDoc({ ...doc, title: '' })).toThrow(/doc \/docs\/getting-started: the title is ""\. Add `title:`/);
    expect(() => normaliseDoc({ ...doc, body: undefined as unknown as string })).toThrow(/MDX body is missing/);
  });
});

describe('normaliseApiSymbol', () => {
  it('indexes name, its parts, kind, summary and signature; stores what a result shows', () => {
    const entry = normaliseApiSymbol({
      name: 'useDialog',
      kind: 'function',
      slug: '/docs/api/functions/useDialog',
      summary: 'Returns  the\nshow function.',
      signature: 'useDialog(): DialogContextValue',
    });
    expect(entry).toEqual({
      url: '/docs/api/functions/useDialog',
      page: 'useDialog',
      kind: 'function',
      text: 'Returns the show function.',
      content:
        'useDialog use Dialog function Returns the show function. useDialog(): DialogContextValue use Dialog Dialog Context Value',
    });
  });

  it('stores the summary and titles as plain text: no backticks, emphasis or link syntax', () => {
    const entry = normaliseApiSymbol({
      name: 'useDialog',
      kind: 'function',
      slug: '/docs/api/functions/useDialog',
      summary: 'Returns `{ show }` from the **nearest** [DialogProvider](/docs/api/functions/DialogProvider).',
    });
    expect(entry.text).toBe('Returns { show } from the nearest DialogProvider.');
    const [top] = normaliseDoc({ slug: '/docs/x', title: 'The `show` function', description: 'Opens *any* dialog.', body: '' });
    expect(top.page).toBe('The show function');
    expect(top.text).toBe('Opens any dialog.');
  });

  it('accepts the signature under another field name and falls back to it for the text', () => {
    const entry = normaliseApiSymbol({ name: 'ShowFn', kind: 'type-alias', slug: '/docs/api/type-aliases/ShowFn', summary: '', type: '(c, p) => Promise<R>' });
    expect(entry.text).toBe('(c, p) => Promise<R>');
    expect(entry.content).toBe('ShowFn Show Fn type alias (c, p) => Promise<R>');
  });

  it('fails with the symbol named when a field is missing', () => {
    expect(() => normaliseApiSymbol({ name: 'X', kind: 'function', slug: '' })).toThrow(/ApiSymbol "X": the slug is ""/);
  });
});

describe('toSearchDocuments and splitIdentifier', () => {
  it('numbers entries and moves the indexed text under the index field', () => {
    const [first] = toSearchDocuments(normaliseDoc(doc));
    expect(first.id).toBe(0);
    expect(first[SEARCH_INDEX_FIELD]).toContain('Getting Started');
    expect(first).not.toHaveProperty('content');
  });

  it('splits camel case, acronyms and underscores', () => {
    expect(splitIdentifier('DialogContextValue')).toBe('Dialog Context Value');
    expect(splitIdentifier('useDialog')).toBe('use Dialog');
    expect(splitIdentifier('HTMLDialogElement')).toBe('HTML Dialog Element');
    expect(splitIdentifier('snake_case')).toBe('snake case');
  });
});
