import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { linkKind } from '../../lib/content/link-kind';
import { parseMdx, splitMdxSections } from '../search/search-markdown';
import type { MdastNode } from './remark-callouts';
import { showInOverlay } from '../../../plugins/gatsby-plugin-fast-build/develop';

/**
 * The links of the MDX docs, checked against the site's pages while an author writes (`gatsby develop`). The
 * production build checks the built HTML (src/node/output/check-links.ts), which develop does not write; this check
 * reads the sources instead, so it can name the file and line. A link to a page that does not exist is an error; a
 * `#fragment` that names no heading of an MDX doc is a warning, as in the build (the spec: broken links fail, broken
 * anchors warn).
 */

export interface SourceLink {
  /** As written. */
  href: string;
  /** 1-based line in the body given to mdxLinks. */
  line: number;
}

/** Attributes of JSX elements that link to a page (`<a href>`, `<Link to>`) or load a file (`<img src>`). */
const JSX_LINK_ATTRIBUTES = new Set(['href', 'to', 'src']);

/**
 * The links of an MDX body in document order: Markdown links, images and reference definitions, and the literal
 * `href`/`to`/`src` attributes of JSX elements. Code (fences, inline code) holds none, and an attribute given as
 * an expression (`href={siteConfig.repoUrl}`) is not a literal, so it is left to the production check.
 */
export function mdxLinks(body: string): SourceLink[] {
  const links: SourceLink[] = [];
  const visit = (node: MdastNode) => {
    const line = node.position?.start.line ?? 1;
    const { url } = node as MdastNode & { url?: unknown };
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && typeof url === 'string') links.push({ href: url, line });
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && Array.isArray(node.attributes)) {
      for (const attribute of node.attributes as Array<{ type: string; name?: string; value?: unknown }>) {
        if (attribute.type === 'mdxJsxAttribute' && attribute.name && JSX_LINK_ATTRIBUTES.has(attribute.name) && typeof attribute.value === 'string') {
          links.push({ href: attribute.value, line });
        }
      }
    }
    node.children?.forEach(visit);
  };
  visit(parseMdx(body));
  return links;
}

/** The ids the headings of an MDX body get (the page's slugger, every heading in document order). */
export const mdxHeadingIds = (body: string): Set<string> =>
  new Set(splitMdxSections(body).flatMap((section) => (section.id ? [section.id] : [])));

export interface SiteTargets {
  /** Every page path without the prefix, e.g. /docs/intro or / (no trailing slash but for the root). */
  pages: ReadonlySet<string>;
  /** Heading ids by page path, for the pages whose ids are known here (the MDX docs). */
  ids: ReadonlyMap<string, ReadonlySet<string>>;
  /** Whether a file under static/ serves this path (e.g. /img/logo.svg). */
  isStaticFile: (urlPath: string) => boolean;
  /** Paths under these are not known yet (e.g. /docs/api/ while TypeDoc still runs): their links are not checked. */
  pending?: readonly string[];
}

export interface LinkProblem extends SourceLink {
  /** Why it does not resolve. */
  reason: string;
  /** `error`: no such page or file; `warning`: the page is there, the heading is not. */
  level: 'error' | 'warning';
}

const withoutTrailingSlash = (urlPath: string) => (urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath);

/**
 * The links of one page (at `pagePath`) that do not resolve. Internal links (`/…`) and links relative to the page
 * are checked; external ones (`https:`, `mailto:`…) are not. Paths match with or without a trailing slash, as the
 * site serves them (trailingSlash: 'ignore').
 */
export function brokenLinks(links: readonly SourceLink[], pagePath: string, targets: SiteTargets): LinkProblem[] {
  const problems: LinkProblem[] = [];
  for (const link of links) {
    const href = link.href.trim();
    if (href === '' || (linkKind(href) !== 'internal' && /^[a-z][a-z0-9+.-]*:|^\/\//i.test(href))) continue;
    let url: URL;
    try {
      url = new URL(href, `https://site.invalid${pagePath}`);
    } catch {
      problems.push({ ...link, level: 'error', reason: 'is not a valid URL' });
      continue;
    }
    const target = withoutTrailingSlash(decodeURIComponent(url.pathname));
    if (targets.pending?.some((prefix) => `${target}/`.startsWith(prefix))) continue;
    if (!targets.pages.has(target) && !targets.isStaticFile(target)) {
      problems.push({ ...link, level: 'error', reason: `no page or static file at ${target}` });
      continue;
    }
    const fragment = decodeURIComponent(url.hash.slice(1));
    const ids = targets.ids.get(target);
    if (fragment && ids && !ids.has(fragment)) {
      problems.push({ ...link, level: 'warning', reason: `${target} has no heading #${fragment}` });
    }
  }
  return problems;
}

/** One MDX doc as the develop check reads it. */
export interface CheckedDoc {
  /** The file from the repository root, e.g. content/docs/intro.mdx. */
  sourcePath: string;
  /** The paths it is served at (the main doc also at the docs root). */
  paths: string[];
  /** The MDX without front matter (the Mdx node's body), and its digest. */
  body: string;
  digest: string;
}

type Facts = { links: SourceLink[]; ids: Set<string> };

/** Links and heading ids by body digest: an edit parses only the doc that changed. */
const facts = new Map<string, Facts>();

/** Where the facts of the last check are kept between starts of `gatsby develop` (inside .cache: `gatsby clean` removes it). */
export const FACTS_FILE = path.join('.cache', 'doc-links', 'facts.json');

/**
 * What the kept facts were parsed by: the file holding this code as it runs (the bundle of the site's gatsby files in
 * develop, this module under a test runner). Changed parsing code means the kept facts are not used.
 */
const parserHash = (() => {
  let hash: string | undefined;
  return () => (hash ??= createHash('sha256').update(fs.readFileSync(__filename)).digest('hex'));
})();

/** Whether the kept facts were read in this process (once: afterwards the map is the truth). */
const loadedFrom = new Set<string>();

/**
 * Takes the facts kept by the last develop session, so that a warm start parses no doc whose body is unchanged
 * (parsing every doc took about a second of a warm start here). A missing, unreadable or foreign file is ignored.
 */
function loadKeptFacts(root: string): void {
  if (loadedFrom.has(root)) return;
  loadedFrom.add(root);
  try {
    const kept = JSON.parse(fs.readFileSync(path.join(root, FACTS_FILE), 'utf8')) as { parser?: unknown; docs?: unknown };
    if (kept.parser !== parserHash() || typeof kept.docs !== 'object' || kept.docs === null) return;
    for (const [digest, entry] of Object.entries(kept.docs as Record<string, { links: SourceLink[]; ids: string[] }>)) {
      if (Array.isArray(entry?.links) && Array.isArray(entry.ids)) facts.set(digest, { links: entry.links, ids: new Set(entry.ids) });
    }
  } catch {
    // Nothing kept yet (a cold start), or a file from elsewhere: every doc is parsed.
  }
}

function keepFacts(root: string): void {
  const docs = Object.fromEntries([...facts].map(([digest, { links, ids }]) => [digest, { links, ids: [...ids] }]));
  const file = path.join(root, FACTS_FILE);
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify({ parser: parserHash(), docs }));
  } catch {
    // A read-only .cache costs the next start its parse, nothing else.
  }
}

function factsOf(doc: CheckedDoc): { facts: Facts; parsed: boolean } {
  const known = facts.get(doc.digest);
  if (known) return { facts: known, parsed: false };
  const parsed = { links: mdxLinks(doc.body), ids: mdxHeadingIds(doc.body) };
  facts.set(doc.digest, parsed);
  return { facts: parsed, parsed: true };
}

/** How many lines the front matter takes before `body` in the file (0 if the file does not end with it). */
function bodyLineOffset(file: string, body: string): number {
  try {
    const raw = fs.readFileSync(file, 'utf8');
    return raw.endsWith(body) ? raw.slice(0, raw.length - body.length).split('\n').length - 1 : 0;
  } catch {
    return 0;
  }
}

/**
 * Checks every doc's links against `pages` (every path the site serves, without the prefix) and the files of
 * `staticDir`; returns the problems by source path, lines counted in the file.
 */
export function checkDocLinks(docs: readonly CheckedDoc[], pages: Iterable<string>, root: string, staticDir: string, pending: readonly string[] = []): Map<string, LinkProblem[]> {
  loadKeptFacts(root);
  const looked = docs.map((doc) => [doc, factsOf(doc)] as const);
  const known = new Map(looked.map(([doc, found]) => [doc, found.facts]));
  // Only the docs as they are now: a long develop session must not keep every edit's parse.
  const current = new Set(docs.map((doc) => doc.digest));
  let changed = looked.some(([, found]) => found.parsed);
  for (const digest of facts.keys()) if (!current.has(digest)) (facts.delete(digest), (changed = true));
  if (changed) keepFacts(root);
  const ids = new Map<string, Set<string>>();
  for (const [doc, { ids: headingIds }] of known) for (const page of doc.paths) ids.set(withoutTrailingSlash(page), headingIds);
  const targets: SiteTargets = {
    pages: new Set([...pages].map(withoutTrailingSlash)),
    ids,
    isStaticFile: (urlPath) => {
      const file = path.join(staticDir, urlPath);
      return file.startsWith(staticDir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile();
    },
    pending,
  };
  const problems = new Map<string, LinkProblem[]>();
  for (const [doc, { links }] of known) {
    const found = brokenLinks(links, doc.paths[0] ?? '/', targets);
    if (found.length === 0) continue;
    const offset = bodyLineOffset(path.join(root, doc.sourcePath), doc.body);
    problems.set(doc.sourcePath, found.map((problem) => ({ ...problem, line: problem.line + offset })));
  }
  return problems;
}

/** The lines a doc's problems are reported in: `file:line: href reason`. */
export const describeLinkProblems = (sourcePath: string, problems: readonly LinkProblem[]): string[] =>
  problems.map((problem) => `${sourcePath}:${problem.line}: ${problem.href} (${problem.reason})`);

/** The paths of the pages in src/pages (index → its folder), as Gatsby's page creator serves them. */
export function pagesDirPaths(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(tsx|ts|jsx|js)$/.test(entry.name) && !/\.(test|spec|d)\.[jt]sx?$/.test(entry.name))
    .map((entry) => {
      const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/').replace(/\.[jt]sx?$/, '');
      return `/${relative.replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/';
    });
}

/** The files whose broken links the overlay shows (so that a fixed file's entry is cleared). */
let shown = new Set<string>();
/** What was last reported for each file, so that an unchanged problem is not printed again on every edit. */
let reported = new Map<string, string>();

/**
 * gatsby develop: checks the docs' links after createPages and shows each file's broken links in the browser's
 * error overlay (`file:line`, the link, why), until they are fixed; the terminal gets them once per change, broken
 * anchors as warnings. A production build checks the built HTML instead and fails on a broken link.
 */
export function reportDocLinksInDevelop(
  docs: readonly CheckedDoc[],
  pages: Iterable<string>,
  root: string,
  reporter: { warn: (message: string) => void; error: (message: string) => void },
  pending: readonly string[] = [],
): void {
  const problems = checkDocLinks(docs, pages, root, path.join(root, 'static'), pending);
  const nowShown = new Set<string>();
  const nowReported = new Map<string, string>();
  for (const [sourcePath, found] of problems) {
    const lines = describeLinkProblems(sourcePath, found);
    const key = lines.join('\n');
    nowReported.set(sourcePath, key);
    if (reported.get(sourcePath) !== key) {
      for (const [index, problem] of found.entries()) (problem.level === 'error' ? reporter.error : reporter.warn)(`[links] ${lines[index]}`);
    }
    const errors = found.filter((problem) => problem.level === 'error');
    if (errors.length === 0) continue;
    nowShown.add(sourcePath);
    showInOverlay(`doc-links:${sourcePath}`, {
      title: `Broken link${errors.length > 1 ? 's' : ''} in ${sourcePath}`,
      text: describeLinkProblems(sourcePath, errors).join('\n'),
      file: sourcePath,
      line: errors[0]!.line,
    });
  }
  for (const sourcePath of shown) if (!nowShown.has(sourcePath)) showInOverlay(`doc-links:${sourcePath}`, null);
  shown = nowShown;
  reported = nowReported;
}
