import fs from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'htmlparser2';
import { selectAll, selectOne } from 'css-select';
import { textContent } from 'domutils';
import type { AnyNode, Document, Element } from 'domhandler';
import { resolveRequest } from '../../src/node/output/pages-resolution.mjs';
import { siteConfig } from '../../src/site-config';

/**
 * The built site these tests read: public/ (what `npm run build` writes), or
 * BUILT_SITE_DIR. They check the prerendered HTML as shipped, without a
 * browser; what needs one (hydration, navigation, focus, layout, colour) stays
 * in e2e/. No build is a failure, never a skip.
 */
export const BUILT_SITE_DIR = path.resolve(process.env.BUILT_SITE_DIR ?? 'public');

if (!fs.existsSync(path.join(BUILT_SITE_DIR, 'index.html'))) {
  const shown = process.env.BUILT_SITE_DIR ? `${BUILT_SITE_DIR}/` : 'public/';
  throw new Error(`no build in ${shown}: run npm run build first`);
}

export const PREFIX = siteConfig.pathPrefix;
export const SITE = siteConfig.url;
export const route = (page: string) => `${PREFIX}/${page.replace(/^\//, '')}`;

/** The file GitHub Pages (and scripts/site/serve.mjs) answers a path with, and the status. */
export function served(page: string): { status: number; file: string } {
  const [status, file] = resolveRequest(BUILT_SITE_DIR, PREFIX, route(page)) as [number, string];
  return { status, file };
}

const cache = new Map<string, Document>();

/** Parses a file of the build (path relative to it, or absolute). */
export function parseFile(file: string): Document {
  const absolute = path.resolve(BUILT_SITE_DIR, file);
  let doc = cache.get(absolute);
  if (!doc) {
    doc = parseDocument(fs.readFileSync(absolute, 'utf8'));
    cache.set(absolute, doc);
  }
  return doc;
}

/** The prerendered document served for a page ('' for home, 'docs/intro', 'docs/api/'); fails unless it answers 200. */
export function page(pagePath: string): Document {
  const { status, file } = served(pagePath);
  if (status !== 200) throw new Error(`/${pagePath} answers ${status}, not 200`);
  return parseFile(file);
}

export const $$ = (root: AnyNode | AnyNode[], selector: string): Element[] => selectAll(selector, root);
export const $ = (root: AnyNode | AnyNode[], selector: string): Element | null => selectOne(selector, root);
/** Text content with whitespace collapsed, as a reader sees it. */
export const text = (node: AnyNode | AnyNode[] | null | undefined): string =>
  node ? textContent(node).replace(/\s+/g, ' ').trim() : '';
export const attr = (node: Element | null | undefined, name: string): string | undefined => node?.attribs[name];
/** The <title> of a document. */
export const titleOf = (doc: Document) => text($(doc, 'head > title'));
/** A <meta name|property=key> content. */
export const metaOf = (doc: Document, key: string) => attr($(doc, `head meta[name="${key}"], head meta[property="${key}"]`), 'content');
