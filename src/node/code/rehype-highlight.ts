import { languageOf, parseCodeMeta } from '../../lib/code/code-meta';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderSnippet, samplesProblem, snippetStatus, type SnippetError } from './snippets';
import { checkInSampleWorker } from './sample-service';
import { CHECKED_LANGUAGES, snippetChecker } from './twoslash';
import { pendingSamples, renderAgainWhenChecked } from './check-gate';
import { developFlag, isDevelop, showInOverlay } from '../../../plugins/gatsby-plugin-fast-build/develop';
import { highlightToHtml, type HighlightedCode } from '../../lib/code/highlight';
import { codeKey, highlightImport, toCodeRef } from './code-store';
import type { CodeMarkup } from '../../lib/code/code-ref';

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  position?: { start?: { line?: number } };
  data?: { meta?: string | null; estree?: { body?: Array<{ type: string; source?: { value?: unknown } }> } };
  children?: HastNode[];
}

interface Processor {
  data: (key: string, value?: unknown) => unknown;
}

export interface RehypeHighlightOptions {
  /** Compile each block to a `codeKey` instead of its markup (production builds, src/node/code/code-store.ts). */
  pageData?: boolean;
}

/**
 * What the plugin leaves in gatsby-plugin-mdx's `mdxMetadata` when the
 * compile collects: every block's markup by key, and the absolute paths of
 * the files the MDX imports with `?highlight`.
 */
export interface CodeMetadata {
  code?: Record<string, CodeMarkup>;
  codeSources?: string[];
}

export const COLLECT = 'collectCodeMarkup';

/**
 * Remark plugin that turns collection on for one compile: the `Mdx.codeHtml`
 * and `Mdx.toc` resolvers add it (src/node/content/schema.ts). gatsby-plugin-mdx's
 * other compiles (the page bundle) leave it off and do no extra work.
 */
export function collectCodeMarkup(this: Processor) {
  this.data(COLLECT, true);
}

const classNameOf = (node: HastNode) => {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.join(' ') : typeof value === 'string' ? value : undefined;
};

/**
 * Rehype plugin: highlights every fenced block (`pre > code`) while the MDX
 * compiles, so pages ship the highlighted markup instead of a highlighter.
 * The `pre` keeps only props for the MDX `pre` mapping (src/mdx/components.tsx):
 * `html` (or, with `pageData`, its `codeKey`), `language` (the grammar used)
 * and `title`; the plain text is dropped because the markup already holds it.
 * The fence meta (```tsx title="a.tsx" {1,3}) is read from the fence's `data.meta`.
 *
 * In a collecting compile (see collectCodeMarkup) the markup of every block,
 * and of every file the MDX imports with `?highlight`, goes into
 * gatsby-plugin-mdx's metadata for the page query.
 * `file` names the MDX file in a malformed-highlight error.
 */
/**
 * How many lines gatsby-plugin-mdx cut from the top of the file before compiling it (its front matter), so that a
 * sample's line in an error is the line in the file the author edits.
 */
function frontmatterOffset(file?: { path?: string; value?: unknown }): number {
  if (!file?.path || typeof file.value !== 'string' || file.value.startsWith('---')) return 0;
  try {
    const lines = readFileSync(file.path, 'utf8').split(/\r?\n/);
    if (lines[0] !== '---') return 0;
    const close = lines.indexOf('---', 1);
    return close > 0 ? close + 1 : 0;
  } catch {
    return 0;
  }
}

/** A fenced block (`pre > code` with text only): its text, fence meta and language. */
function codeBlockOf(node: HastNode): { text: string; meta: string | null | undefined; language: string | undefined } | null {
  const code = node.type === 'element' && node.tagName === 'pre' && node.children?.length === 1 ? node.children[0]! : null;
  if (code?.type !== 'element' || code.tagName !== 'code' || !code.children?.every((child) => child.type === 'text')) return null;
  return { text: code.children.map((child) => child.value ?? '').join(''), meta: code.data?.meta, language: languageOf(classNameOf(code)) };
}

/** The blocks of `tree` that are type-checked (ts/tsx without `nocheck`), as the checker takes them. */
export function checkedSamplesOf(tree: HastNode): Array<{ code: string; language: string }> {
  const samples: Array<{ code: string; language: string }> = [];
  const visit = (node: HastNode) => {
    const block = codeBlockOf(node);
    if (block && snippetStatus(block.language, block.meta) === 'checked') samples.push({ code: block.text, language: block.language! });
    else if (!block) node.children?.forEach(visit);
  };
  visit(tree);
  return samples;
}

export default function rehypeHighlight(this: Processor | void, options: RehypeHighlightOptions = {}) {
  const processor = this || undefined;
  /** How many blocks the last unchecked transform rendered without the check's types. */
  let uncheckedSamples = 0;
  /**
   * Returns the failing samples' messages when `keepGoing` (develop); otherwise the first failing sample throws.
   * `unchecked`: every block highlighted without its check's types and errors (develop, before the check is done).
   */
  const transform = (tree: HastNode, file: { path?: string; value?: unknown } | undefined, keepGoing: boolean, unchecked = false): string[] => {
    const file_ = file;
    const failures: string[] = [];
    uncheckedSamples = 0;
    const collecting = typeof processor?.data === 'function' && processor.data(COLLECT) === true;
    const metadata = collecting ? (processor!.data('mdxMetadata') as CodeMetadata | undefined) : undefined;
    const code: Record<string, CodeMarkup> = {};
    const sources: string[] = [];
    const where = file?.path ?? 'MDX file';
    const strippedLines = frontmatterOffset(file);
    const visit = (node: HastNode) => {
      if (metadata && node.type === 'mdxjsEsm' && file?.path) {
        for (const statement of node.data?.estree?.body ?? []) {
          const specifier = statement.type === 'ImportDeclaration' ? statement.source?.value : undefined;
          const imported = typeof specifier === 'string' ? highlightImport(specifier, file.path) : null;
          if (imported) {
            code[codeKey(imported.code.html)] = imported.code.html;
            sources.push(imported.file);
          }
        }
        return;
      }
      const block = codeBlockOf(node);
      if (block) {
        const { text, meta, language } = block;
        const { title, highlight } = parseCodeMeta(meta);
        let highlighted: HighlightedCode;
        if (unchecked) {
          highlighted = highlightToHtml(text, language, highlight);
          if (language && CHECKED_LANGUAGES.has(language)) uncheckedSamples += 1;
        } else try {
          // ts/tsx fences are type-checked (src/node/code/snippets.ts); the sample starts on the line after the fence.
          const file = file_?.path ? path.relative(process.cwd(), file_.path) : where;
          const line = (node.position?.start?.line ?? 0) + 1 + strippedLines;
          const { code: _visible, ...rendered } = renderSnippet(text, language, { where: { file, line }, highlight, meta });
          highlighted = rendered;
        } catch (error) {
          if ((error as Error).name !== 'SnippetError') throw new Error(`${where}: ${(error as Error).message}`);
          if (!keepGoing) throw error;
          // develop: the page still compiles, the sample shown as plain code while the overlay names the failure.
          failures.push(...(error as SnippetError).failures);
          highlighted = highlightToHtml(text, language, highlight);
        }
        if (metadata) code[codeKey(highlighted.html)] = highlighted.types ? { html: highlighted.html, types: highlighted.types } : highlighted.html;
        node.properties = { ...toCodeRef(highlighted, options.pageData === true), ...(title ? { title } : {}) };
        node.children = [];
        return;
      }
      node.children?.forEach(visit);
    };
    visit(tree);
    if (metadata) {
      metadata.code = { ...metadata.code, ...code };
      metadata.codeSources = [...(metadata.codeSources ?? []), ...sources];
    }
    return failures;
  };
  // In `gatsby develop` the samples' check may still be running (./check-gate.ts): wait for its results rather than
  // compile the samples again here.
  // A sample that stops compiling shows in develop's error overlay, until its file compiles again. There the page
  // still compiles (a thrown error would make gatsby-plugin-mdx hand Babel the raw MDX, and the overlay would show
  // Babel's syntax error at the front matter instead); a production build fails on it.
  const checked = (tree: HastNode, file?: { path?: string; value?: unknown }) => {
    const id = `code-samples:${file?.path ? path.relative(process.cwd(), file.path) : 'MDX file'}`;
    const failures = transform(tree, file, isDevelop());
    showInOverlay(id, failures.length ? samplesProblem(failures) : null);
  };
  return (tree: HastNode, file?: { path?: string; value?: unknown }) => {
    const pending = pendingSamples();
    if (!pending) {
      // developSampleWorker: the samples the cache lacks (an author's new or changed ones) are checked in the sample
      // process first, so this compile reads their outcomes instead of building a TypeScript program here.
      const samples = isDevelop() && developFlag('developSampleWorker') ? checkedSamplesOf(tree) : [];
      if (samples.length > 0 && !snippetChecker().answersFromCache(samples)) return checkInSampleWorker(samples).then(() => checked(tree, file));
      return checked(tree, file);
    }
    // developEarlySamples: the page shows now, its samples highlighted without types, and its module compiles again
    // once the check is done (on a cold start the first page waited about 2 s for the whole check).
    if (file?.path && developFlag('developEarlySamples')) {
      transform(tree, file, true, true);
      // A page without checked samples renders the same either way.
      if (uncheckedSamples > 0) renderAgainWhenChecked(file.path, pending);
      return;
    }
    return pending.then(() => checked(tree, file));
  };
}
