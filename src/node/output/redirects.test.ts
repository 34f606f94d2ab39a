import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { siteConfig } from '../../site-config';
import { isRedirectPage, redirectHtml, writeRedirects } from './redirects';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('writeRedirects', () => {
  it('writes the old route and its .html sibling, pointing at the new route under the prefix', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'redirects-'));
    const files = await writeRedirects(dir, [{ from: '/docs/lifecycle', to: '/docs/guides/lifecycle' }], {
      prefix: '/site',
      siteUrl: 'https://example.org',
      pagePaths: ['/docs/guides/lifecycle/', '/docs/intro'],
    });
    expect(files).toEqual(['docs/lifecycle/index.html', 'docs/lifecycle.html']);
    const html = readFileSync(path.join(dir, 'docs/lifecycle/index.html'), 'utf8');
    expect(html).toBe(readFileSync(path.join(dir, 'docs/lifecycle.html'), 'utf8'));
    expect(html).toContain('<link rel="canonical" href="https://example.org/site/docs/guides/lifecycle">');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/site/docs/guides/lifecycle">');
    expect(html).toContain('location.replace("/site/docs/guides/lifecycle"+location.search+location.hash)');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(isRedirectPage(html)).toBe(true); // the build's page rewrites skip it
    expect(isRedirectPage('<!doctype html><html><script src="/app.js"></script></html>')).toBe(false);
  });

  it('refuses a redirect from a page that exists, or to one that does not', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'redirects-'));
    const options = { prefix: '', siteUrl: 'https://example.org', pagePaths: ['/docs/a', '/docs/b'] };
    await expect(writeRedirects(dir, [{ from: '/docs/a', to: '/docs/b' }], options)).rejects.toThrow(/\/docs\/a is a page of this build/);
    await expect(writeRedirects(dir, [{ from: '/docs/c', to: '/docs/d' }], options)).rejects.toThrow(/\/docs\/d, which is not a page/);
  });

  it('escapes what it writes into HTML', () => {
    expect(redirectHtml('/a"<b>', 'https://x/a"<b>')).not.toMatch(/"<b>/);
  });
});

describe('the site\'s redirects', () => {
  it('each old route is a route of the docs, and each target is a doc in the sidebar', () => {
    const ids = JSON.stringify(siteConfig.sidebars.docs);
    for (const { from, to } of siteConfig.docs.redirects) {
      expect(from.startsWith(`${siteConfig.docs.routeBasePath}/`)).toBe(true);
      expect(ids).toContain(`"id":"${to.slice(siteConfig.docs.routeBasePath.length + 1)}"`);
    }
  });
});
