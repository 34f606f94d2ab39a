import { createHash } from 'node:crypto';
import fs from 'node:fs';

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/**
 * sharedTemplateParse. Gatsby extracts the queries of every page component before a build. A doc
 * page's component is the docs template with the page's MDX in its query
 * (`DocPage.tsx?__contentFilePath=…mdx`), and Gatsby's parse cache is keyed
 * by that full path: it parsed and walked the same template once per page,
 * about 10 ms each. Here the pages of one template share one parse, and
 * files that are not components are parsed only if they can hold a query or
 * a slice (mayHoldQueryOrSlice).
 *
 * Checked, not assumed: the template's first two pages are parsed as Gatsby
 * does, and the rest share the first's result only if the second's equals it
 * but for the component path (a query named after its file, or anything else
 * that differs per page, keeps Gatsby's own parse for every page), and
 * only if it has a query: a template Babel cannot parse gives none, and each
 * page then reports the error as before.
 */

export interface Definition {
  filePath: string;
  doc: unknown;
  text: string;
  hash: string;
  templateLoc?: unknown;
  isStaticQuery?: boolean;
  isConfigQuery?: boolean;
  isHook?: boolean;
}
export interface ParseResult {
  astDefinitions: Definition[];
  pageSlices?: unknown;
}
export type ParseFile = (this: unknown, file: string, addError: unknown) => Promise<ParseResult | null>;
export interface Component {
  serverData?: boolean;
  config?: boolean;
  Head?: boolean;
}
export interface ParserInternals {
  FileParser: { prototype: { parseFile: ParseFile & { sharedTemplateParse?: true } } };
  layoutPath: (file: string) => string;
  print: (doc: unknown) => string;
  /** Gatsby's store: the component features the parse recorded, and the dispatch that records them. */
  component: (file: string) => Component | undefined;
  dispatch: (action: { type: string; payload: Record<string, unknown> }) => void;
}

/** The result as it would be for `file`: the same documents and features, under its own path. */
function forFile(result: ParseResult, file: string): ParseResult {
  return { ...result, astDefinitions: result.astDefinitions.map((definition) => ({ ...definition, filePath: file })) };
}

/** What Gatsby's parseFile records of a component besides its queries. */
function features(internals: ParserInternals, file: string): Component {
  const { serverData, config, Head } = internals.component(file) ?? {};
  return { serverData, config, Head };
}

/** Whether `b` (parsed for `fileB`) is `a` (parsed for `fileA`) but for the component path. */
export function sameButPath(internals: ParserInternals, a: ParseResult | null, fileA: string, b: ParseResult | null, fileB: string): boolean {
  // No documents is also what a template Babel cannot parse gives: each page then reports its error itself.
  if (!a?.astDefinitions.length || !b || a.astDefinitions.length !== b.astDefinitions.length) return false;
  const describe = (result: ParseResult, file: string) =>
    JSON.stringify({
      definitions: result.astDefinitions.map(({ doc, filePath, ...rest }) => ({ doc: internals.print(doc), ownPath: filePath === file, ...rest })),
      pageSlices: result.pageSlices,
      features: features(internals, file),
    });
  return describe(a, fileA) === describe(b, fileB);
}

/**
 * What extraction can take from a file that is not a page component: a `graphql` tag (the word, then its template;
 * or an import that renames it), a `<Slice>`, an image.
 */
const MAY_HOLD_QUERY_OR_SLICE = /\bgraphql\s*`|\bgraphql\s+as\b|Slice|gatsby-plugin-image/;

/**
 * Whether a file that is not a page component can give extraction anything:
 * there, Gatsby keeps only graphql-tagged queries and fragments and `<Slice>`
 * uses (the features it records apply to components only). Gatsby's own quick
 * check also lets through every file that mentions `config` or `Head`, which
 * here is most of src/ (siteConfig), and every one that mentions graphql, such as
 * Node code calling createPages' `graphql(…)` (src/node, and plugins' gatsby-node
 * in node_modules): each was parsed with Babel on every build and develop start
 * to find nothing. A file that cannot be read is left to Gatsby, which reports it.
 */
export async function mayHoldQueryOrSlice(file: string): Promise<boolean> {
  try {
    return MAY_HOLD_QUERY_OR_SLICE.test(await fs.promises.readFile(file, 'utf8'));
  } catch {
    return true;
  }
}

/**
 * Replaces FileParser's parseFile with one that shares a template's parse
 * between its pages, and skips files that are not components and can hold
 * no query or slice.
 */
export function shareTemplateParses(internals: ParserInternals): void {
  const { prototype } = internals.FileParser;
  if (prototype.parseFile.sharedTemplateParse) return;
  const original = prototype.parseFile;
  const templates = new Map<string, { first: Promise<ParseResult | null>; firstFile: string; verdict?: Promise<boolean> }>();

  const parseFile: ParseFile = async function parseFile(this: unknown, file, addError) {
    const template = internals.layoutPath(file);
    if (template === file) {
      if (!internals.component(file) && !(await mayHoldQueryOrSlice(file))) return null;
      return original.call(this, file, addError);
    }
    let text: string;
    try {
      text = await fs.promises.readFile(template, 'utf8');
    } catch {
      return original.call(this, file, addError);
    }
    const key = `${template}\0${sha1(text)}`;
    const entry = templates.get(key);
    if (!entry) {
      const first = original.call(this, file, addError);
      templates.set(key, { first, firstFile: file });
      return first;
    }
    if (!entry.verdict) {
      const second = original.call(this, file, addError);
      // Anything unexpected in the comparison means no sharing: every later page gets Gatsby's own parse.
      entry.verdict = Promise.all([entry.first, second])
        .then(([a, b]) => sameButPath(internals, a, entry.firstFile, b, file))
        .catch(() => false);
      return second;
    }
    const [first, same] = await Promise.all([entry.first.catch(() => null), entry.verdict]);
    if (!same || !first) return original.call(this, file, addError);
    // What Gatsby's parseFile records for each component, recorded for this one.
    internals.dispatch({ type: 'SET_COMPONENT_FEATURES', payload: { componentPath: file, ...features(internals, entry.firstFile) } });
    if (first.astDefinitions.length > 0) internals.dispatch({ type: 'QUERY_EXTRACTION_BABEL_SUCCESS', payload: { componentPath: file } });
    return forFile(first, file);
  };
  prototype.parseFile = Object.assign(parseFile, { sharedTemplateParse: true as const });
}
