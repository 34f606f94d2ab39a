import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BASE_URL_BANNER_ID, BaseUrlBanner, baseUrlBannerScript } from './index';

/** Renders the server markup into the document and runs the inline script at `pathname`. */
function serveAt(pathname: string) {
  window.history.replaceState(null, '', pathname);
  document.body.innerHTML = renderToStaticMarkup(<BaseUrlBanner />);
  // Scripts inserted through innerHTML do not run; run it the way the parser would.
  new Function(baseUrlBannerScript())();
  return document.getElementById(BASE_URL_BANNER_ID);
}

describe('BaseUrlBanner', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('is removed when the site is served under its configured base URL', () => {
    expect(serveAt('/react-dialog-hub/')).toBeNull();
    expect(serveAt('/react-dialog-hub/index.html')).toBeNull();
  });

  it('explains the configured base URL and suggests the one in use', () => {
    const banner = serveAt('/elsewhere/')!;
    expect(banner).toHaveTextContent('This site did not load properly.');
    expect(banner).toHaveTextContent('built for the base URL /react-dialog-hub/');
    expect(banner).toHaveTextContent(
      'We suggest the base URL /elsewhere/: set pathPrefix to "/elsewhere" in src/site-config.ts and rebuild, or serve the site under /react-dialog-hub/.',
    );
    expect(banner.style.display).toBe('block');
  });

  it('suggests the folder when the home page is reached as index.html, and the root', () => {
    expect(serveAt('/a/b/index.html')).toHaveTextContent('We suggest the base URL /a/b/: set pathPrefix to "/a/b"');
    expect(serveAt('/')).toHaveTextContent('We suggest the base URL /: set pathPrefix to ""');
  });

  it('server markup states the configured base even before any script runs', () => {
    const html = renderToStaticMarkup(<BaseUrlBanner />);
    expect(html).toContain('/react-dialog-hub/');
    expect(html).toContain(`id="${BASE_URL_BANNER_ID}"`);
  });

  it('the no-JavaScript check stylesheet hides exactly this banner', () => {
    const css = readFileSync(path.resolve('static/base-url-check.css'), 'utf8');
    expect(css).toMatch(new RegExp(`#${BASE_URL_BANNER_ID}\\s*\\{\\s*display:\\s*none;`));
  });
});
