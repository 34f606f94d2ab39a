import { describe, expect, it } from 'vitest';
import type { Element } from 'domhandler';
import { ADDED_IN, FUNCTIONS, LIB_SRC, SYMBOLS, TYPE_ALIASES, hrefOf, pathOf, sourceFacts } from '../../e2e/api-symbols';
import { siteConfig, pageTitle } from '../../src/site-config';
import { $, $$, attr, metaOf, page, text, titleOf } from './site';

/**
 * The API reference's prerendered pages against the library's source (was the markup half of
 * e2e/api.spec.ts: the per-symbol loop, the index lists, every signature link, the cross-links of
 * the prose, "Added in" labels and the no-JavaScript signature). Clicking through the reference,
 * its sidebar, breadcrumbs and pager stays in e2e/api.spec.ts.
 */
const API_INDEX = siteConfig.docs.apiIndexPath.slice(1);
const signatureOf = (pagePath: string) => $(page(pagePath), 'article [data-api-signature]');
const linkNamed = (root: Element | Element[], name: string) => $$(root, 'a').find((a) => text(a) === name);

describe('every API route renders its symbol', () => {
  it.each(SYMBOLS.map((s) => [`/${pathOf(s)}`, s] as const))('%s', (_label, symbol) => {
    const { line, summary } = sourceFacts(symbol);
    const doc = page(pathOf(symbol));
    expect(text($(doc, 'h1'))).toBe(symbol.heading);
    expect(titleOf(doc)).toBe(pageTitle(symbol.name));
    expect(text($(doc, 'article h1 ~ p'))).toBe(summary);
    expect(metaOf(doc, 'description')).toMatch(/^.{30,160}$/);
    expect(text(signatureOf(pathOf(symbol)))).toContain(symbol.name);
    const definedIn = $(doc, '[data-defined-in]');
    expect(attr(definedIn, 'href')).toBe(`${siteConfig.repoBlobUrl}/${LIB_SRC}/${symbol.file}#L${line}`);
    expect(text(definedIn)).toBe(`${LIB_SRC}/${symbol.file}:${line}`);
    expect($$(doc, 'h2').some((h) => /^Examples?$/.test(text(h)))).toBe(true);
    expect(text($(doc, 'article pre.language-tsx'))).toContain("from 'react-dialog-hub'");
  });
});

it('the API index lists every symbol grouped by kind, with summaries', () => {
  const doc = page(API_INDEX);
  expect(text($(doc, 'h1'))).toBe('API Reference');
  expect(titleOf(doc)).toBe(pageTitle('API Reference'));
  expect($$(doc, 'article h2').map((h) => text(h))).toEqual(['Functions', 'Classes', 'Type Aliases', 'Variables']);
  const groups: Record<string, string[]> = {
    Functions: FUNCTIONS.map((f) => f.name),
    Classes: ['DialogDismissedError'],
    'Type Aliases': TYPE_ALIASES,
    Variables: ['DialogContext'],
  };
  const sections = $$(doc, 'article section');
  for (const [label, names] of Object.entries(groups)) {
    const section = sections.find((s) => text($(s, 'h2')) === label)!;
    expect(section, label).toBeDefined();
    expect($$(section, 'dt a').map((a) => text(a))).toEqual(names);
    for (const name of names) expect(attr(linkNamed($$(section, 'dt'), name), 'href'), name).toBe(hrefOf(name));
    expect($$(section, 'dd').map((dd) => text(dd))).toEqual(names.map((name) => sourceFacts(SYMBOLS.find((s) => s.name === name)!).summary));
  }
  expect($$(doc, 'article dt a')).toHaveLength(SYMBOLS.length);
});

describe('signature references link to the symbols they name', () => {
  it('every signature link on every page points at the page of the symbol it names', () => {
    let total = 0;
    for (const symbol of SYMBOLS) {
      for (const link of $$(page(pathOf(symbol)), 'article [data-api-signature] a')) {
        const name = text(link);
        expect(SYMBOLS.map((s) => s.name), `${symbol.name} links "${name}"`).toContain(name);
        expect(attr(link, 'href'), `${symbol.name} → ${name}`).toBe(hrefOf(name));
        total += 1;
      }
    }
    expect(total).toBeGreaterThanOrEqual(5);
  });

  it("ShowFn's private helper types stay plain text, and its remarks explain each", () => {
    const doc = page(pathOf(SYMBOLS.find((s) => s.name === 'ShowFn')!));
    const signature = $(doc, 'article [data-api-signature]')!;
    expect(text(signature)).toContain('ShowArgs<C>');
    expect(text(signature)).toContain('DialogHandle<DialogResult<C>, DialogOwnProps<C>>');
    expect($$(signature, 'a').map((a) => text(a))).toEqual(['DialogHandle', 'DialogResult', 'DialogOwnProps']);
    const remarks = text($(doc, 'section:has(h2#remarks)'));
    for (const helper of ['RequireResolve<C>', 'ShowArgs<C>', 'DialogOwnProps<C>', 'DialogResult<C>']) expect(remarks).toContain(`${helper}:`);
    const h2s = $$(doc, 'h2').map((h) => text(h));
    for (const heading of ['Remarks', 'Type Parameters', 'Parameters', 'Returns']) expect(h2s.some((h) => h.includes(heading)), heading).toBe(true);
  });

  it('DialogProps reads without JavaScript: the signature and its links are in the HTML', () => {
    const signature = signatureOf(pathOf(SYMBOLS.find((s) => s.name === 'DialogProps')!))!;
    expect(text(signature)).toContain('type DialogProps<TProps = {}, TResult = void, TError = unknown> = TProps & DialogBase<TResult, TError>;');
    expect(attr(linkNamed(signature, 'DialogBase'), 'href')).toBe(hrefOf('DialogBase'));
  });
});

it('the 0.2 names are cross-linked from the prose of ShowFn and useDialog', () => {
  const expectations: Array<[string, string[]]> = [
    ['ShowFn', ['DialogHandle', 'DialogOwnProps', 'DialogResult', 'DialogDismissedError', 'ShowOptions']],
    ['useDialog', ['ShowFn', 'DialogHandle', 'DialogDismissedError', 'ShowOptions', 'DialogProviderProps', 'DialogContextValue']],
  ];
  for (const [from, targets] of expectations) {
    const prose = $$(page(pathOf(SYMBOLS.find((s) => s.name === from)!)), 'article > p, article section:has(h2#remarks), article section:has(h2#returns), article li');
    for (const name of targets) expect(attr(linkNamed(prose, name), 'href'), `${from} links ${name}`).toBe(hrefOf(name));
  }
});

it('every API page of a symbol added after 0.1 says when; members added later say so too', () => {
  for (const symbol of SYMBOLS) {
    const label = $$(page(pathOf(symbol)), 'h1 + [data-since]');
    if (ADDED_IN[symbol.name]) expect(label.map((l) => text(l)), symbol.name).toEqual([`Added in ${ADDED_IN[symbol.name]}`]);
    else expect(label, symbol.name).toHaveLength(0);
  }
  const member = (symbol: string, startsWith: RegExp) =>
    $$(page(pathOf(SYMBOLS.find((s) => s.name === symbol)!)), 'section:has(h2#properties) li')
      .filter((li) => startsWith.test(text(li)))
      .flatMap((li) => $$(li, '[data-since]').map((l) => text(l)));
  expect(member('ShowOptions', /^id\?/)).toEqual(['Added in 0.3.0']);
  expect(member('ShowOptions', /^exitTimeout\?/)).toEqual(['Added in 0.4.0']);
  expect(member('DialogContextValue', /^dismissAll/)).toEqual(['Added in 0.2.0']);
  expect(member('DialogContextValue', /^dismiss:/)).toEqual(['Added in 0.3.0']);
  for (const name of ['upsert', 'getSnapshot', 'subscribe']) expect(member('DialogContextValue', new RegExp(`^${name}:`)), name).toEqual(['Added in 0.4.0']);
  expect(member('DialogContextValue', /^show/)).toEqual([]);
});
