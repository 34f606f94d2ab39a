import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { test, expect, route, pageTitle, API_INDEX, PREFIX } from './fixtures';
import { waitForHydration } from './hydration';
import { siteConfig } from '../src/site-config';

/**
 * The API reference against the library's own source: every expectation
 * about a symbol (declaring line, summary) is read from
 * packages/react-dialog-hub/src here, independently of TypeDoc.
 */
const LIB_SRC = 'packages/react-dialog-hub/src';

interface Expected {
  name: string;
  segment: 'functions' | 'classes' | 'type-aliases' | 'variables';
  heading: string;
  file: string;
}

const fn = (name: string, file: string): Expected => ({ name, segment: 'functions', heading: `Function: ${name}`, file });
const alias = (name: string): Expected => ({ name, segment: 'type-aliases', heading: `Type Alias: ${name}`, file: 'types.ts' });
const variable = (name: string, file: string): Expected => ({ name, segment: 'variables', heading: `Variable: ${name}`, file });
const cls = (name: string, file: string): Expected => ({ name, segment: 'classes', heading: `Class: ${name}`, file });

const TYPE_ALIASES = [
  'AnimatedDialogProps', 'CurrentDialog', 'DialogBase', 'DialogComponent', 'DialogContextValue', 'DialogExitProps', 'DialogHandle', 'DialogHub',
  'DialogOwnProps', 'DialogProps', 'DialogProviderProps', 'DialogResult', 'DialogStackItem', 'DialogUpdate', 'ShowFn', 'ShowOptions', 'StackItem',
  'UpsertFn',
];
const FUNCTIONS = [
  fn('createDialogHub', 'hub.ts'), fn('DialogProvider', 'DialogProvider.tsx'), fn('useCurrentDialog', 'useCurrentDialog.ts'),
  fn('useDialog', 'useDialog.ts'), fn('useDialogStack', 'useDialogStack.ts'),
];
/** Every export of the library (0.4.0), in sidebar order. StackItem (0.1's shape) is deprecated but still exported. */
const SYMBOLS: Expected[] = [
  ...FUNCTIONS,
  cls('DialogDismissedError', 'errors.ts'),
  ...TYPE_ALIASES.map(alias),
  variable('DialogContext', 'context.ts'),
];
/** The release each export came in, from the CHANGELOG; the rest were in 0.1. */
const ADDED_IN: Record<string, string> = {
  DialogDismissedError: '0.2.0', DialogHandle: '0.2.0', DialogProviderProps: '0.2.0', ShowOptions: '0.2.0',
  createDialogHub: '0.3.0', useDialogStack: '0.3.0', AnimatedDialogProps: '0.3.0', DialogExitProps: '0.3.0', DialogHub: '0.3.0',
  DialogOwnProps: '0.3.0', DialogResult: '0.3.0', DialogUpdate: '0.3.0',
  useCurrentDialog: '0.4.0', CurrentDialog: '0.4.0', DialogStackItem: '0.4.0', UpsertFn: '0.4.0',
};
const pathOf = (s: Expected) => `docs/api/${s.segment}/${s.name}`;
const hrefOf = (name: string) => route(pathOf(SYMBOLS.find((s) => s.name === name)!));

/** Declaring line and TSDoc summary (first paragraph, inline markup as plain text) from the source. */
function sourceFacts(s: Expected) {
  const lines = fs.readFileSync(path.join(LIB_SRC, s.file), 'utf8').split('\n');
  const index = lines.findIndex((l) => new RegExp(`^export (type|function|const|class) ${s.name}\\b`).test(l));
  expect(index, `${s.name} is declared in ${s.file}`).toBeGreaterThan(0);
  const start = lines.slice(0, index).lastIndexOf('/**');
  const body = lines.slice(start + 1, index - 1).map((l) => l.replace(/^\s*\* ?/, ''));
  const end = body.findIndex((l) => l.trim() === '' || l.startsWith('@'));
  const summary = body
    .slice(0, end < 0 ? undefined : end)
    .join(' ')
    .replace(/\{@link (\w+)\}/g, '$1')
    .replace(/`/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { line: index + 1, summary };
}

test.describe('every API route renders its symbol', () => {
  for (const symbol of SYMBOLS) {
    test(`/${pathOf(symbol)}`, async ({ page }) => {
      const { line, summary } = sourceFacts(symbol);
      const response = await page.goto(route(pathOf(symbol)));
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(route(pathOf(symbol)));
      await expect(page.locator('h1')).toHaveText(symbol.heading);
      await expect(page).toHaveTitle(pageTitle(symbol.name));
      await expect(page.locator('article h1 ~ p').first()).toHaveText(summary);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^.{30,160}$/);
      await expect(page.locator('article [data-api-signature]').first()).toContainText(symbol.name);
      const definedIn = page.locator('[data-defined-in]');
      await expect(definedIn).toHaveAttribute('href', `${siteConfig.repoBlobUrl}/${LIB_SRC}/${symbol.file}#L${line}`);
      await expect(definedIn).toHaveText(`${LIB_SRC}/${symbol.file}:${line}`);
      await expect(page.getByRole('heading', { level: 2, name: /^Examples?$/ })).toBeVisible();
      await expect(page.locator('article pre.language-tsx').first()).toContainText("from 'react-dialog-hub'");
    });
  }
});

test('the API index lists every symbol grouped by kind, with summaries', async ({ page }) => {
  const response = await page.goto(route(API_INDEX));
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('API Reference');
  await expect(page).toHaveTitle(pageTitle('API Reference'));
  const article = page.locator('article');
  await expect(article.getByRole('heading', { level: 2 })).toHaveText(['Functions', 'Classes', 'Type Aliases', 'Variables']);
  const groups: Record<string, string[]> = {
    Functions: FUNCTIONS.map((f) => f.name),
    Classes: ['DialogDismissedError'],
    'Type Aliases': TYPE_ALIASES,
    Variables: ['DialogContext'],
  };
  for (const [label, names] of Object.entries(groups)) {
    const section = article.getByRole('region', { name: label });
    await expect(section.locator('dt a')).toHaveText(names);
    for (const name of names) await expect(section.locator('dt').getByRole('link', { name, exact: true })).toHaveAttribute('href', hrefOf(name));
    await expect(section.locator('dd')).toHaveText(names.map((name) => sourceFacts(SYMBOLS.find((s) => s.name === name)!).summary));
  }
  await expect(article.locator('dt a')).toHaveCount(SYMBOLS.length);
  await article.locator('dt').getByRole('link', { name: 'ShowFn', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${hrefOf('ShowFn')}$`));
  await expect(page.locator('h1')).toHaveText('Type Alias: ShowFn');
});

test.describe('signature references link to the symbols they name', () => {
  const crossLinks: Array<[string, string, string]> = [
    ['DialogProps', 'DialogBase', 'Type Alias: DialogBase'],
    ['DialogContextValue', 'ShowFn', 'Type Alias: ShowFn'],
    ['ShowFn', 'DialogHandle', 'Type Alias: DialogHandle'],
    ['DialogProvider', 'DialogProviderProps', 'Type Alias: DialogProviderProps'],
    ['useDialog', 'DialogContextValue', 'Type Alias: DialogContextValue'],
    ['DialogContext', 'DialogContextValue', 'Type Alias: DialogContextValue'],
  ];
  for (const [from, to, heading] of crossLinks) {
    test(`${from} → ${to}`, async ({ page }) => {
      await page.goto(hrefOf(from));
      const link = page.locator('article [data-api-signature]').first().getByRole('link', { name: to, exact: true });
      await expect(link).toHaveAttribute('href', hrefOf(to));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${hrefOf(to)}$`));
      await expect(page.locator('h1')).toHaveText(heading);
    });
  }

  test('every signature link on every page points at the page of the symbol it names', async ({ page }) => {
    let total = 0;
    for (const symbol of SYMBOLS) {
      await page.goto(route(pathOf(symbol)));
      const links = page.locator('article [data-api-signature] a');
      for (const link of await links.all()) {
        const name = (await link.textContent()) ?? '';
        expect(SYMBOLS.map((s) => s.name), `${symbol.name} links "${name}"`).toContain(name);
        await expect(link).toHaveAttribute('href', hrefOf(name));
        total += 1;
      }
    }
    expect(total).toBeGreaterThanOrEqual(5);
  });

  test("ShowFn's private helper types stay plain text, and its remarks explain each", async ({ page }) => {
    await page.goto(hrefOf('ShowFn'));
    const signature = page.locator('article [data-api-signature]').first();
    await expect(signature).toContainText('ShowArgs<C>');
    await expect(signature).toContainText('DialogHandle<DialogResult<C>, DialogOwnProps<C>>');
    // Public helpers link; private ones stay text.
    await expect(signature.getByRole('link')).toHaveText(['DialogHandle', 'DialogResult', 'DialogOwnProps']);
    const remarks = page.locator('section', { has: page.locator('h2#remarks') });
    for (const helper of ['RequireResolve<C>', 'ShowArgs<C>', 'DialogOwnProps<C>', 'DialogResult<C>']) {
      await expect(remarks).toContainText(`${helper}:`);
    }
    await expect(page.getByRole('heading', { level: 2 })).toContainText(['Remarks', 'Type Parameters', 'Parameters', 'Returns']);
  });
});

/**
 * Opens a sidebar category and waits until its list has stopped sliding open, as a reader does before
 * clicking an entry: a click during the slide could land beside the entry (seen about once in 30 runs
 * on a loaded machine, the click reaching the list instead of the link).
 */
async function openCategory(toggle: Locator) {
  // Read first: the toggle's name changes once it is open ("Expand …" → "Collapse …").
  const list = toggle.page().locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await toggle.click();
  await expect.poll(() => list.evaluate((element) => (element as HTMLElement).style.height)).toBe('');
}

test('the sidebar API category is collapsed elsewhere and opens on API pages', async ({ page }) => {
  await page.goto(route('docs/intro'));
  // The category toggles are buttons: they act once React has hydrated the page.
  await waitForHydration(page);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link', { name: 'API', exact: true })).toHaveAttribute('href', route(API_INDEX));
  await expect(sidebar.getByRole('link', { name: 'useDialog' })).toBeHidden();
  await openCategory(sidebar.getByRole('button', { name: "Expand sidebar category 'API'" }));
  await openCategory(sidebar.getByRole('button', { name: 'Functions', exact: true }));
  await sidebar.getByRole('link', { name: 'useDialog', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${hrefOf('useDialog')}$`));

  await page.goto(hrefOf('DialogProps'));
  await waitForHydration(page);
  await expect(sidebar.getByRole('link', { name: 'DialogProps', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('button', { name: 'Type Aliases', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByRole('link', { name: 'DialogBase' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'useDialog' })).toBeHidden();
  await sidebar.getByRole('button', { name: 'Variables', exact: true }).click();
  await expect(sidebar.getByRole('link', { name: 'DialogContext', exact: true })).toHaveAttribute('href', hrefOf('DialogContext'));
});

test('breadcrumbs on API pages: API → kind → name', async ({ page }) => {
  await page.goto(hrefOf('DialogProps'));
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.locator('li')).toHaveText(['', 'API', 'Type Aliases', 'DialogProps']);
  await expect(crumbs.getByRole('link', { name: 'API' })).toHaveAttribute('href', route(API_INDEX));
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('DialogProps');
  await crumbs.getByRole('link', { name: 'API' }).click();
  await expect(page.locator('h1')).toHaveText('API Reference');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('API');
});

test('previous/next run through the API pages in sidebar order', async ({ page }) => {
  const pager = page.getByRole('navigation', { name: 'Docs pages' });
  await page.goto(route(API_INDEX));
  await expect(pager.locator('[rel="prev"]')).toHaveAttribute('href', `${PREFIX}/docs/examples/mui`);
  for (const symbol of SYMBOLS) {
    const next = pager.locator('[rel="next"]');
    await expect(next).toContainText(symbol.name);
    await next.click();
    await expect(page.locator('h1')).toHaveText(symbol.heading);
  }
  await expect(pager.locator('[rel="next"]')).toHaveCount(0);
  await expect(pager.locator('[rel="prev"]')).toHaveAttribute('href', hrefOf(SYMBOLS.at(-2)!.name));
  await page.goto(hrefOf(SYMBOLS[0]!.name));
  await expect(pager.locator('[rel="prev"]')).toHaveAttribute('href', route(API_INDEX));
});

test('the navbar API item opens the API index', async ({ page }) => {
  await page.goto(route('docs/getting-started'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API' }).click();
  await expect(page).toHaveURL(new RegExp(`${PREFIX}/docs/api/$`));
  await expect(page.locator('h1')).toHaveText('API Reference');
});

test('API pages are prerendered: signature and links read without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(hrefOf('DialogProps'));
  await expect(page.locator('h1')).toHaveText('Type Alias: DialogProps');
  const signature = page.locator('article [data-api-signature]').first();
  await expect(signature).toContainText('type DialogProps<TProps = {}, TResult = void, TError = unknown> = TProps & DialogBase<TResult, TError>;');
  await expect(signature.getByRole('link', { name: 'DialogBase' })).toHaveAttribute('href', hrefOf('DialogBase'));
  await context.close();
});

test.describe('API pages are accessible in light and dark', () => {
  for (const theme of ['light', 'dark']) {
    for (const page of ['docs/api/', pathOf(SYMBOLS.find((s) => s.name === 'ShowFn')!)]) {
      test(`${page} (${theme})`, async ({ page: tab }) => {
        // Choose the mode as a reader would (stored choice), so hydration cannot switch it back mid-check.
        await tab.addInitScript((value) => localStorage.setItem('theme', value), theme);
        await tab.goto(route(page));
        await expect(tab.locator('html')).toHaveAttribute('data-theme', theme);
        const results = await new AxeBuilder({ page: tab }).include('article').include('nav[aria-label="Docs sidebar"]').analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  }
});

test('the 0.2 names are cross-linked from the prose of ShowFn and useDialog', async ({ page }) => {
  const expectations: Array<[string, string[]]> = [
    ['ShowFn', ['DialogHandle', 'DialogOwnProps', 'DialogResult', 'DialogDismissedError', 'ShowOptions']],
    ['useDialog', ['ShowFn', 'DialogHandle', 'DialogDismissedError', 'ShowOptions', 'DialogProviderProps', 'DialogContextValue']],
  ];
  for (const [from, targets] of expectations) {
    await page.goto(hrefOf(from));
    const prose = page.locator('article > p, article section:has(h2#remarks), article section:has(h2#returns), article li');
    for (const name of targets) {
      await expect(prose.getByRole('link', { name, exact: true }).first(), `${from} links ${name}`).toHaveAttribute('href', hrefOf(name));
    }
  }
});

test('every API page of a symbol added after 0.1 says when; members added later say so too', async ({ page }) => {
  for (const symbol of SYMBOLS) {
    await page.goto(route(pathOf(symbol)));
    const label = page.locator('h1 + [data-since]');
    if (ADDED_IN[symbol.name]) await expect(label, symbol.name).toHaveText(`Added in ${ADDED_IN[symbol.name]}`);
    else await expect(label, symbol.name).toHaveCount(0);
  }
  // Members newer than their type: ShowOptions (0.2) gained `id` in 0.3 and `exitTimeout` in 0.4, DialogContextValue (0.1)
  // `dismissAll` in 0.2, `dismiss` in 0.3, `upsert`, `getSnapshot` and `subscribe` in 0.4.
  await page.goto(hrefOf('ShowOptions'));
  await expect(page.locator('section:has(h2#properties) li', { hasText: /^id\?/ }).locator('[data-since]')).toHaveText('Added in 0.3.0');
  await expect(page.locator('section:has(h2#properties) li', { hasText: /^exitTimeout\?/ }).locator('[data-since]')).toHaveText('Added in 0.4.0');
  await page.goto(hrefOf('DialogContextValue'));
  const members = page.locator('section:has(h2#properties) li');
  await expect(members.filter({ hasText: /^dismissAll/ }).locator('[data-since]')).toHaveText('Added in 0.2.0');
  await expect(members.filter({ hasText: /^dismiss:/ }).locator('[data-since]')).toHaveText('Added in 0.3.0');
  for (const member of ['upsert', 'getSnapshot', 'subscribe']) {
    await expect(members.filter({ hasText: new RegExp(`^${member}:`) }).locator('[data-since]'), member).toHaveText('Added in 0.4.0');
  }
  await expect(members.filter({ hasText: /^show/ }).locator('[data-since]')).toHaveCount(0);
});
