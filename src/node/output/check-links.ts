import { readFileSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { decodeLenient } from '../../lib/url-path';
import { openBuildMemo, sha1 } from './build-memo';

/**
 * Build-time link integrity: every internal link, image and asset reference
 * of the built HTML must resolve the way GitHub Pages resolves it, under the
 * path prefix. A `#fragment` must name an id on the target page; a missing
 * one is only a warning (the spec: broken links fail, broken anchors warn).
 */

/** [status, file or redirect target], as `resolveRequest` of ./pages-resolution.mjs (GitHub Pages' rules, also the e2e server's) returns. */
export type ResolveRequest = (root: string, prefix: string, urlPath: string) => [number, string];

export interface LinkProblem {
  /** URL path of the page holding the reference, e.g. /react-dialog-hub/docs/intro. */
  page: string;
  /** The reference exactly as written in the HTML. */
  href: string;
  /** Why it does not resolve. */
  reason: string;
}

export interface LinkReport {
  pagesChecked: number;
  /** How many distinct pages were parsed (the others came from the memo, or were copies of one parsed). */
  pagesParsed: number;
  referencesChecked: number;
  brokenLinks: LinkProblem[];
  brokenAnchors: LinkProblem[];
}

export interface CheckLinksOptions {
  /** The built site (public/). */
  publicDir: string;
  /** Path prefix every internal URL must start with, e.g. /react-dialog-hub ('' for none). */
  prefix: string;
  /** Origin of the deployed site: absolute URLs on it are checked like internal ones. */
  siteOrigin: string;
  /** GitHub Pages' resolution rules (scripts/site/serve.mjs). */
  resolveRequest: ResolveRequest;
  /**
   * The site whose .cache keeps each page's references and ids between builds, by the page's markup: a warm build
   * parses only the pages whose markup changed (not those where only the hash every build writes into every page's
   * scripts changed; see withoutScriptText). About 0.1 s of a warm build at 44 pages. Without it, every page.
   */
  memoRoot?: string;
}

/** Elements and attributes that reference another resource. */
const URL_ATTRIBUTES: Record<string, string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  script: ['src'],
  iframe: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
};

/** `<meta>` whose content is a URL of ours (social cards point at our image). */
const URL_METAS = new Set(['og:url', 'og:image', 'twitter:image']);

/** Link relations that name a remote service, not a resource to fetch from us. */
const IGNORED_RELS = new Set(['preconnect', 'dns-prefetch']);

export interface ParsedPage {
  /** References in document order, as written. */
  references: string[];
  /** Every `id` (and `<a name>`) on the page, for anchor checks. */
  ids: Set<string>;
}

/** Splits a srcset into its URLs ("a.png 1x, b.png 2x" → a.png, b.png). */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter((url): url is string => Boolean(url));
}

/**
 * Comments and the raw-text elements other than `<script>` (kept as they are), or an opening `<script>` tag with its
 * text up to the closing tag (group 1, the opening tag).
 */
const SCRIPT_TEXT = /<!--[\s\S]*?-->|<(style|textarea|title)\b(?:"[^"]*"|'[^']*'|[^'">])*>[\s\S]*?<\/\1[\s/>]|(<script\b(?:"[^"]*"|'[^']*'|[^'">])*>)[\s\S]*?(?=<\/script[\s/>])/gi;

/**
 * The page as the link check reads it: every inline script's text removed. parsePage reads only tags and their
 * attributes, and a script's text is raw text to the parser, so no reference or id is lost; what each build changes
 * in every page (Gatsby's compilation hash, the webpack runtime's file name in the deferred loader) is left out, so
 * the memo of parsed pages still knows a page whose own content did not change.
 */
export function withoutScriptText(html: string): string {
  return html.replace(SCRIPT_TEXT, (match, _raw, scriptTag: string | undefined) => scriptTag ?? match);
}

/** Collects the references and ids of one HTML document. */
export function parsePage(html: string): ParsedPage {
  const references: string[] = [];
  const ids = new Set<string>();
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id) ids.add(attributes.id);
        if (name === 'a' && attributes.name) ids.add(attributes.name);
        if (name === 'meta') {
          const key = attributes.property ?? attributes.name;
          if (key && URL_METAS.has(key) && attributes.content) references.push(attributes.content);
          return;
        }
        if (name === 'link' && (attributes.rel ?? '').split(/\s+/).some((rel) => IGNORED_RELS.has(rel))) return;
        for (const attribute of URL_ATTRIBUTES[name] ?? []) {
          const value = attributes[attribute];
          if (value === undefined) continue;
          if (attribute === 'srcset') references.push(...srcsetUrls(value));
          else references.push(value.trim());
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { references, ids };
}

/**
 * The link targets of a Markdown document (a page's twin, llms.txt):
 * inline links and images, autolinks and reference definitions, outside
 * code fences and code spans.
 */
export function parseMarkdownLinks(markdown: string): string[] {
  const prose = markdown
    .replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[ \t]*$/gm, '')
    .replace(/(`+)[\s\S]*?\1/g, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  const links: string[] = [];
  for (const match of prose.matchAll(/\]\(\s*<?([^\s)>]+)>?(?:\s+"[^"]*")?\s*\)/g)) links.push(match[1]);
  for (const match of prose.matchAll(/<(https?:\/\/[^\s>]+)>/g)) links.push(match[1]);
  for (const match of prose.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)) links.push(match[1]);
  return links;
}

/** The build's Markdown twins and llms*.txt files, relative, with forward slashes. */
export async function listMarkdownFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && (entry.name.endsWith('.md') || /^llms(-full)?\.txt$/.test(entry.name)))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !isInternalGatsbyFile(file))
    .sort();
}

/** Every .html file under `dir`, relative, with forward slashes. */
export async function listHtmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !isInternalGatsbyFile(file))
    .sort();
}

/** One rewrite of a page's HTML (`relative` names the file); it may throw to fail the build. */
export type PageRewrite = (html: string, relative: string) => string;

/**
 * Applies `rewrites` in order to every page under `dir` (as listHtmlFiles
 * lists them), reading and writing each file once however many there are
 * (Gatsby stitches every page again on every build, so each pass read them
 * all); returns how many pages each rewrite changed.
 */
export async function rewriteHtmlFiles(dir: string, rewrites: PageRewrite[]): Promise<number[]> {
  const changed = rewrites.map(() => 0);
  for (const relative of await listHtmlFiles(dir)) {
    const file = path.join(dir, relative);
    const html = readFileSync(file, 'utf8');
    let next = html;
    rewrites.forEach((rewrite, index) => {
      const before = next;
      next = rewrite(before, relative);
      if (next !== before) changed[index]! += 1;
    });
    if (next !== html) writeFileSync(file, next);
  }
  return changed;
}

/** Gatsby's slice fragments and page-data are not pages anyone visits. */
function isInternalGatsbyFile(file: string): boolean {
  return file.startsWith('_gatsby/') || file.startsWith('page-data/') || file.startsWith('~partytown/');
}

/**
 * The URL path a visitor reaches a file at on GitHub Pages:
 * docs/intro/index.html → /prefix/docs/intro/, docs/intro.html → /prefix/docs/intro.
 */
export function pageUrlPath(prefix: string, file: string): string {
  return `${prefix}/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
}

const IGNORED_SCHEMES = /^(mailto|tel|javascript|data|blob|about):/i;

type Classified =
  | { kind: 'skip' }
  | { kind: 'internal'; pathname: string; fragment: string };

/** Decides whether a reference is ours to check and, if so, its absolute path and fragment. */
export function classifyReference(href: string, pageUrl: URL, siteOrigin: string): Classified {
  if (!href || IGNORED_SCHEMES.test(href)) return { kind: 'skip' };
  let url: URL;
  try {
    url = new URL(href, pageUrl);
  } catch {
    // An unparsable URL never resolves: report it against the page.
    return { kind: 'internal', pathname: href, fragment: '' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'skip' };
  const ours = url.origin === pageUrl.origin || url.origin === new URL(siteOrigin).origin;
  if (!ours) return { kind: 'skip' };
  return { kind: 'internal', pathname: url.pathname, fragment: url.hash.slice(1) };
}

/** Checks every built page; pure apart from reading `publicDir` (and, with `memoRoot`, reading and writing its memo). */
export async function checkLinks({ publicDir, prefix, siteOrigin, resolveRequest, memoRoot }: CheckLinksOptions): Promise<LinkReport> {
  const root = path.resolve(publicDir);
  const files = await listHtmlFiles(root);
  const parsed = new Map<string, ParsedPage>();
  // A page and its `x.html` sibling are the same bytes: parsed once (references resolve per file below).
  const byContent = new Map<string, ParsedPage>();
  let pagesParsed = 0;
  const memo = memoRoot ? openBuildMemo<{ references: string[]; ids: string[] }>('parsed-pages', memoRoot) : null;
  const parseFile = async (file: string) => {
    let page = parsed.get(file);
    if (!page) {
      // Read at once: a warm build reads every page, and each awaited read left the main thread idle.
      const html = withoutScriptText(readFileSync(file, 'utf8'));
      const digest = sha1(html);
      page = byContent.get(digest);
      if (!page) {
        const parse = () => {
          pagesParsed += 1;
          const fresh = parsePage(html);
          return { references: fresh.references, ids: [...fresh.ids] };
        };
        // A page's references and ids follow from what parsePage reads of it alone: the digest is the whole key.
        const kept = memo ? memo.get(digest, parse) : parse();
        page = { references: kept.references, ids: new Set(kept.ids) };
      }
      byContent.set(digest, page);
      parsed.set(file, page);
    }
    return page;
  };

  // Follows GitHub Pages' one redirect (folder without slash → slash form). Once per path: pages
  // link to the same few (sidebar, navbar), so at 300 pages the same stat calls ran tens of thousands of times.
  const resolved = new Map<string, string | null>();
  const resolve = (pathname: string): string | null => {
    if (resolved.has(pathname)) return resolved.get(pathname)!;
    let [status, where] = resolveRequest(root, prefix, pathname);
    if (status === 301) [status, where] = resolveRequest(root, prefix, where);
    const file = status === 200 ? where : null;
    resolved.set(pathname, file);
    return file;
  };

  const brokenLinks: LinkProblem[] = [];
  const brokenAnchors: LinkProblem[] = [];
  const seen = new Set<string>();
  let referencesChecked = 0;
  // A sibling x.html is a copy of x/index.html; report a problem once per route.
  const record = (list: LinkProblem[], problem: LinkProblem) => {
    const key = `${problem.page.replace(/\/$/, '')}\u0000${problem.href}`;
    if (seen.has(key)) return;
    seen.add(key);
    list.push(problem);
  };

  // A root-relative href (the sidebar's and navbar's, on every page) classifies the same on every page.
  const rootRelative = new Map<string, Classified>();
  const classify = (href: string, pageUrl: URL): Classified => {
    if (!href.startsWith('/') || href.startsWith('//')) return classifyReference(href, pageUrl, siteOrigin);
    let target = rootRelative.get(href);
    if (!target) rootRelative.set(href, (target = classifyReference(href, pageUrl, siteOrigin)));
    return target;
  };

  for (const file of files) {
    const pagePath = pageUrlPath(prefix, file);
    const pageUrl = new URL(pagePath, siteOrigin);
    const absolute = path.join(root, file);
    const { references, ids } = await parseFile(absolute);
    for (const href of references) {
      const target = classify(href, pageUrl);
      if (target.kind === 'skip') continue;
      referencesChecked += 1;
      const page = pagePath;
      if (target.pathname !== prefix && !target.pathname.startsWith(`${prefix}/`)) {
        record(brokenLinks, { page, href, reason: `outside the path prefix ${prefix}/` });
        continue;
      }
      const samePage = target.pathname === pageUrl.pathname;
      const resolved = samePage ? absolute : resolve(target.pathname);
      if (!resolved) {
        record(brokenLinks, { page, href, reason: 'no file in the build answers this path' });
        continue;
      }
      const fragment = decodeLenient(target.fragment);
      if (!fragment || !resolved.endsWith('.html')) continue;
      const targetIds = samePage ? ids : (await parseFile(resolved)).ids;
      if (!targetIds.has(fragment)) {
        record(brokenAnchors, { page, href, reason: `no element with id="${fragment}" on the target page` });
      }
    }
  }
  // Markdown twins and llms.txt: their links must resolve too (anchors of .md targets are not checked).
  const markdownFiles = await listMarkdownFiles(root);
  for (const file of markdownFiles) {
    const pagePath = `${prefix}/${file}`;
    const pageUrl = new URL(pagePath, siteOrigin);
    for (const href of parseMarkdownLinks(readFileSync(path.join(root, file), 'utf8'))) {
      const target = classifyReference(href, pageUrl, siteOrigin);
      if (target.kind === 'skip') continue;
      referencesChecked += 1;
      if (target.pathname !== prefix && !target.pathname.startsWith(`${prefix}/`)) {
        record(brokenLinks, { page: pagePath, href, reason: `outside the path prefix ${prefix}/` });
      } else if (!resolve(target.pathname)) {
        record(brokenLinks, { page: pagePath, href, reason: 'no file in the build answers this path' });
      }
    }
  }
  memo?.save();
  return { pagesChecked: files.length + markdownFiles.length, pagesParsed, referencesChecked, brokenLinks, brokenAnchors };
}

/** One readable block: page → href (reason), grouped by page. */
export function formatProblems(problems: LinkProblem[]): string {
  const byPage = new Map<string, LinkProblem[]>();
  for (const problem of problems) byPage.set(problem.page, [...(byPage.get(problem.page) ?? []), problem]);
  return [...byPage]
    .map(([page, list]) => `  ${page}\n${list.map((p) => `    → ${p.href}  (${p.reason})`).join('\n')}`)
    .join('\n');
}
