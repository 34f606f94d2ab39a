// @vitest-environment node
// Defect 7 of 0.2: the ESM and CommonJS builds each created their own context, so a provider
// from one and useDialog from the other threw "must be called inside <DialogProvider>".
// Both built files are loaded here in one process, the way a mixed bundle or Jest + ESM
// setup loads them (run after `npm run build`; npm test builds the library first).
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, expect, it } from 'vitest';

const dist = (file: string) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url));
type Library = typeof import('./index');
let esm: Library;
let cjs: Library;

beforeAll(async () => {
  if (!existsSync(dist('index.cjs'))) throw new Error('dist is missing: run `npm run build -w react-dialog-hub` first.');
  esm = (await import(/* @vite-ignore */ pathToFileURL(dist('index.js')).href)) as Library;
  cjs = createRequire(import.meta.url)(dist('index.cjs')) as Library;
});

it('loads two different module instances', () => {
  expect(esm.DialogProvider).not.toBe(cjs.DialogProvider);
});

it('shares one context: a provider from either build serves useDialog from the other', () => {
  expect(esm.DialogContext).toBe(cjs.DialogContext);
  for (const [provider, consumer] of [[esm, cjs], [cjs, esm]] as const) {
    function UsesTheOtherBuild() {
      return createElement('p', null, typeof consumer.useDialog().show);
    }
    expect(renderToString(createElement(provider.DialogProvider, null, createElement(UsesTheOtherBuild)))).toBe('<p>function</p>');
  }
});

it('DialogDismissedError from one build is an instance of the other', () => {
  expect(new esm.DialogDismissedError()).toBeInstanceOf(cjs.DialogDismissedError);
  expect(new cjs.DialogDismissedError()).toBeInstanceOf(esm.DialogDismissedError);
  expect(new Error('other')).not.toBeInstanceOf(esm.DialogDismissedError);
});
