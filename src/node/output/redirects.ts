import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Redirect {
  /** The old route, without the prefix: `/docs/lifecycle`. */
  from: string;
  /** Where it moved: `/docs/guides/lifecycle`. */
  to: string;
}

/** The line that marks a redirect page: the build's page rewrites leave these pages alone. */
export const REDIRECT_MARKER = '<!-- A moved page: src/node/output/redirects.ts -->';
export const isRedirectPage = (html: string) => html.includes(REDIRECT_MARKER);

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page left at a moved page's old address. GitHub Pages has no server-side redirects, so
 * this is the usual static one: a canonical link to the new page (search engines move the
 * old address's standing to it), `noindex`, a script that replaces the address with the new
 * one keeping its `?query` and `#hash`, a meta refresh for readers without JavaScript (it drops
 * the hash), and a link for anyone the two leave behind.
 */
export function redirectHtml(target: string, canonical: string): string {
  return `<!doctype html>
${REDIRECT_MARKER}
<html lang="en">
<head>
<meta charset="utf-8">
<title>Moved</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escape(canonical)}">
<script>location.replace(${JSON.stringify(target).replace(/</g, '\\u003c')}+location.search+location.hash)</script>
<meta http-equiv="refresh" content="0; url=${escape(target)}">
</head>
<body>
<p>This page has moved to <a href="${escape(target)}">${escape(target)}</a>.</p>
</body>
</html>
`;
}

/**
 * Writes a redirect page for each moved route: `from/index.html` and its extensionless
 * sibling `from.html` (the two files every route has, src/node/output/html-siblings.ts).
 * Throws when `from` is a page of this build, or `to` is not one. Returns the files written,
 * relative to `publicDir`.
 */
export async function writeRedirects(
  publicDir: string,
  redirects: Redirect[],
  { prefix, siteUrl, pagePaths }: { prefix: string; siteUrl: string; pagePaths: string[] },
): Promise<string[]> {
  const pages = new Set(pagePaths.map((page) => page.replace(/\/$/, '') || '/'));
  const written: string[] = [];
  for (const { from, to } of redirects) {
    if (pages.has(from)) throw new Error(`site-config docs.redirects: ${from} is a page of this build; a redirect would hide it`);
    if (!pages.has(to)) throw new Error(`site-config docs.redirects: ${from} → ${to}, which is not a page of this build`);
    const html = redirectHtml(`${prefix}${to}`, `${siteUrl}${prefix}${to}`);
    for (const file of [`${from.slice(1)}/index.html`, `${from.slice(1)}.html`]) {
      await mkdir(path.dirname(path.join(publicDir, file)), { recursive: true });
      await writeFile(path.join(publicDir, file), html);
      written.push(file);
    }
  }
  return written;
}
