import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { waitForHydration } from './hydration';

/**
 * What the first visit of a page downloads, measured in the browser with an
 * empty cache: the document, the scripts it executes and its stylesheets,
 * each gzipped here (the test server does not compress; GitHub Pages does).
 * Prefetches of other pages are not counted: they are not executed.
 */
export interface FirstLoad {
  html: { raw: number; gzip: number };
  js: { raw: number; gzip: number; files: Array<{ url: string; gzip: number }> };
  /** External stylesheets plus any CSS inlined into the HTML. */
  css: { raw: number; gzip: number; files: Array<{ url: string; gzip: number }> };
  requests: number;
}

const gzip = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

export async function measureFirstLoad(page: Page, url: string): Promise<FirstLoad> {
  const bodies: Array<Promise<{ type: string; url: string; body: Buffer } | null>> = [];
  let requests = 0;
  page.on('request', () => {
    requests += 1;
  });
  const partial: string[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!['document', 'script', 'stylesheet'].includes(type)) return;
    // A 304 would count nothing for a file the visit needs (the test server sends no-cache, so a
    // cached copy is revalidated): the measure holds only when every file came whole.
    if (response.status() !== 200) partial.push(`${response.status()} ${response.url()}`);
    else bodies.push(response.body().then((body) => ({ type, url: response.url(), body }), () => null));
  });
  await page.goto(url);
  // The bundles are requested after the first paint (src/node/output/deferred-scripts.ts):
  // everything the page needs has arrived once it has hydrated.
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  if (partial.length) throw new Error(`the first visit of ${url} got answers other than a whole 200, so its size cannot be measured:\n  ${partial.join('\n  ')}`);
  const responses = (await Promise.all(bodies)).filter((r): r is NonNullable<typeof r> => r !== null);
  const documents = responses.filter((r) => r.type === 'document');
  if (documents.length !== 1) throw new Error(`expected one document for ${url}, got ${documents.length}`);
  const html = documents[0].body.toString('utf8');
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const files = (type: string) =>
    responses.filter((r) => r.type === type).map((r) => ({ url: r.url, raw: r.body.length, gzip: gzip(r.body) }));
  const js = files('script');
  const css = files('stylesheet');
  if (inlineCss) css.push({ url: `${url} (inline <style>)`, raw: Buffer.byteLength(inlineCss), gzip: gzip(inlineCss) });
  const sum = (list: Array<{ raw: number; gzip: number }>, key: 'raw' | 'gzip') => list.reduce((n, f) => n + f[key], 0);
  return {
    html: { raw: documents[0].body.length, gzip: gzip(documents[0].body) },
    js: { raw: sum(js, 'raw'), gzip: sum(js, 'gzip'), files: js.map(({ url: u, gzip: g }) => ({ url: u, gzip: g })) },
    css: { raw: sum(css, 'raw'), gzip: sum(css, 'gzip'), files: css.map(({ url: u, gzip: g }) => ({ url: u, gzip: g })) },
    requests,
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
