import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseCodeMeta, parseLineRanges } from '../../lib/code/code-meta';
import { highlightToHtml, type HighlightedCode } from '../../lib/code/highlight';
import { CHECKED_LANGUAGES, environmentHash, formatFailure, LIBRARY_SOURCE, snippetChecker, type SnippetChecker } from './twoslash';

/**
 * The docs' code samples, wherever they are written: the fences of
 * `content/` (MDX and Markdown), the `@example` blocks of the library's TSDoc
 * (rendered by the API pages) and the landing page's snippet. The build
 * renders them (rehype-highlight, api-source, landing-snippet) and
 * `npm run check:snippets` checks them all, through the same functions here.
 */

/** Where the docs prose lives; every fence under it is a sample. */
export const CONTENT_DIR = 'content';
/** The landing page's sample: a whole file, written with twoslash notations. */
export const LANDING_SNIPPET = 'content/landing/snippet.tsx';

export interface SnippetSource {
  /** Path relative to the repository root. */
  file: string;
  /** 1-based line of the sample's first line in `file`. */
  line: number;
  language: string;
  /** Fence meta (```tsx title="x" nocheck), if any. */
  meta?: string | null;
  code: string;
}

export type SnippetStatus = 'checked' | 'nocheck' | 'unchecked-language';

export function snippetStatus(language: string | undefined, meta: string | null | undefined): SnippetStatus {
  if (!language || !CHECKED_LANGUAGES.has(language)) return 'unchecked-language';
  return parseCodeMeta(meta).nocheck ? 'nocheck' : 'checked';
}

/** A sample that does not compile: each message is `path:line: problem`. */
export class SnippetError extends Error {
  constructor(readonly failures: string[]) {
    super(`Code sample does not type-check (fix the sample, or declare an intended error with // @errors: <code>):\n${failures.map((f) => `  ${f}`).join('\n')}`);
    this.name = 'SnippetError';
  }
}

/** The failures of a file's samples (`file:line: message` each) as develop's error overlay shows them. */
export function samplesProblem(failures: string[]): { title: string; text: string; file?: string; line?: number } {
  const [, file, line] = /^(.*?):(\d+): /.exec(failures[0] ?? '') ?? [];
  return { title: 'Code sample does not type-check', text: new SnippetError(failures).message, file, line: line ? Number(line) : undefined };
}

export interface RenderOptions {
  where: { file: string; line: number };
  highlight?: string;
  meta?: string | null;
  checker?: SnippetChecker;
}

/**
 * Highlights a sample; a ts/tsx one without `nocheck` is type-checked first
 * and rendered with its types, query boxes and declared errors, and with its
 * hidden lines removed. A sample that fails throws SnippetError naming the
 * file and the line inside it.
 */
export function renderSnippet(code: string, language: string | undefined, options: RenderOptions): HighlightedCode & { code: string } {
  parseLineRanges(options.highlight); // a malformed {1,3} spec is reported before the code is compiled
  if (snippetStatus(language, options.meta) !== 'checked') return { ...highlightToHtml(code, language, options.highlight), code };
  const outcome = (options.checker ?? snippetChecker()).check(code, language!);
  if (!outcome.ok) {
    throw new SnippetError(outcome.failures.map((f) => formatFailure(options.where.file, options.where.line + f.line - 1, f.message)));
  }
  const { code: visible, ...annotations } = outcome.snippet;
  return { ...highlightToHtml(visible, language, options.highlight, annotations), code: visible };
}

const FENCE_OPEN = /^( {0,3})(`{3,}|~{3,})\s*([^\s`]*)(.*)$/;

/** The fenced code blocks of a Markdown/MDX text, with the line each sample starts on. */
export function fencesOf(text: string, file: string): SnippetSource[] {
  const lines = text.split(/\r?\n/);
  const result: SnippetSource[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE_OPEN.exec(lines[i]!);
    if (!open) continue;
    const [, indent, marker, language, meta] = open;
    const close = new RegExp(`^ {0,3}${marker![0] === '`' ? '`' : '~'}{${marker!.length},}\\s*$`);
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !close.test(lines[j]!); j++) body.push(lines[j]!.replace(new RegExp(`^ {0,${indent!.length}}`), ''));
    result.push({ file, line: i + 2, language: language!, meta: meta!.trim() || null, code: body.join('\n') });
    i = j;
  }
  return result;
}

const JSDOC = /\/\*\*[\s\S]*?\*\//g;

/** The fenced `@example` blocks of the TSDoc comments in one source text. */
export function examplesOf(text: string, file: string): SnippetSource[] {
  const result: SnippetSource[] = [];
  for (const comment of text.matchAll(JSDOC)) {
    const firstLine = text.slice(0, comment.index).split('\n').length;
    // Strip the comment's frame (`/**`, ` * `, `*/`) line by line, keeping line numbers.
    const lines = comment[0].split('\n').map((line) => line.replace(/^\s*\/\*\*\s?/, '').replace(/\s*\*\/$/, '').replace(/^\s*\* ?/, ''));
    let inExample = false;
    const sections: string[] = [];
    lines.forEach((line, i) => {
      const tag = /^@(\w+)/.exec(line);
      if (tag) inExample = tag[1] === 'example';
      sections.push(inExample ? line : '');
      void i;
    });
    for (const fence of fencesOf(sections.join('\n'), file)) {
      result.push({ ...fence, line: firstLine + fence.line - 1, language: fence.language || 'tsx' });
    }
  }
  return result;
}

/** Every file under `dir` that `keep` accepts, in name order. */
export const walk = (dir: string, keep: (file: string) => boolean): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(file, keep) : keep(file) ? [file] : [];
    });

/** The library's source files whose TSDoc the API pages render (tests are not documented). */
export const librarySourceFiles = (root: string) =>
  walk(path.join(root, LIBRARY_SOURCE), (file) => /\.tsx?$/.test(file) && !/\.test(-d)?\.tsx?$/.test(file) && !/[\\/]test[\\/]/.test(file));

/** Every sample of the docs, in a stable order. */
export function collectSnippets(root: string): SnippetSource[] {
  const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const content = walk(path.join(root, CONTENT_DIR), (file) => /\.mdx?$/.test(file)).flatMap((file) =>
    fencesOf(readFileSync(file, 'utf8'), rel(file)),
  );
  const examples = librarySourceFiles(root).flatMap((file) => examplesOf(readFileSync(file, 'utf8'), rel(file)));
  const landing: SnippetSource = { file: LANDING_SNIPPET, line: 1, language: 'tsx', code: readFileSync(path.join(root, LANDING_SNIPPET), 'utf8') };
  return [...content, ...examples, landing];
}

/**
 * Where an `@example` of `sourceFile` (relative to root) starts, found by its
 * code; TypeDoc's JSON gives the declaration's line but not the example's.
 */
export function exampleLocation(root: string, sourceFile: string, code: string): { file: string; line: number } {
  const normalise = (text: string) => text.replace(/\s+$/, '');
  try {
    const found = examplesOf(readFileSync(path.join(root, sourceFile), 'utf8'), sourceFile).find((e) => normalise(e.code) === normalise(code));
    if (found) return { file: sourceFile, line: found.line };
  } catch {
    // fall through: the declaration's file at least
  }
  return { file: sourceFile || LIBRARY_SOURCE, line: 1 };
}

export interface CheckReport {
  checked: number;
  failures: string[];
  skipped: Array<{ where: string; reason: Exclude<SnippetStatus, 'checked'>; language: string }>;
}

/** Which part of the samples one process checks: every `count`-th checked sample from `index` (skipped ones are listed by part 0). */
export interface Shard {
  index: number;
  count: number;
}

/**
 * The samples Gatsby's sourcing renders: the landing page's snippet (its node) and the library's `@example`s (the API
 * reference's records). The content's fences are rendered later, by the MDX compiles.
 */
export const renderedBySourcing = (snippet: Pick<SnippetSource, 'file'>) => snippet.file === LANDING_SNIPPET || !snippet.file.startsWith(`${CONTENT_DIR}/`);

/**
 * Checks every sample (or one shard of them): what `npm run check:snippets`
 * and the build's bootstrap run. With `onSourcingSamples`, the samples sourcing renders (renderedBySourcing) are
 * rendered first, and it is called with their report once they are, before the content's fences; the report returned
 * is the same either way.
 */
export function checkAllSnippets(
  root: string,
  checker: SnippetChecker = snippetChecker(),
  shard: Shard = { index: 0, count: 1 },
  snippets = collectSnippets(root),
  onSourcingSamples?: (report: CheckReport) => void,
): CheckReport {
  let position = -1;
  const mine = snippets.filter((snippet) => {
    const status = snippetStatus(snippet.language, snippet.meta);
    if (status !== 'checked') return shard.index === 0;
    return (position += 1) % shard.count === shard.index;
  });
  const isChecked = (snippet: SnippetSource) => snippetStatus(snippet.language, snippet.meta) === 'checked';
  // One program for all: a second one for the rest (a new type checker) cost the check about 2 s more than the first
  // results came sooner.
  checker.prepare(mine.filter(isChecked).map((snippet) => ({ code: snippet.code, language: snippet.language })));
  const failuresOf = new Map<SnippetSource, string[]>();
  const render = (snippet: SnippetSource) => {
    try {
      renderSnippet(snippet.code, snippet.language, { where: snippet, meta: snippet.meta, checker });
    } catch (error) {
      if (!(error instanceof SnippetError)) throw error;
      failuresOf.set(snippet, error.failures);
    }
  };
  if (onSourcingSamples) {
    const first = mine.filter((snippet) => isChecked(snippet) && renderedBySourcing(snippet));
    first.forEach(render);
    onSourcingSamples({ checked: first.length, failures: first.flatMap((snippet) => failuresOf.get(snippet) ?? []), skipped: [] });
  }
  const report: CheckReport = { checked: 0, failures: [], skipped: [] };
  for (const snippet of mine) {
    const status = snippetStatus(snippet.language, snippet.meta);
    if (status !== 'checked') {
      report.skipped.push({ where: `${snippet.file}:${snippet.line - (snippet.file === LANDING_SNIPPET ? 0 : 1)}`, reason: status, language: snippet.language || 'none' });
      continue;
    }
    report.checked += 1;
    if (!onSourcingSamples || !renderedBySourcing(snippet)) render(snippet);
    report.failures.push(...(failuresOf.get(snippet) ?? []));
  }
  return report;
}

/** The file beside the disk cache that keeps the last report checkRecalled made. */
export const RECALLED_REPORT = 'report.json';

let checkerCode: string | undefined;
/**
 * What a report depends on besides the samples and their outcomes: the code that renders them and words the failures
 * (this folder's modules and the highlighter's), read from their sources.
 */
function checkerCodeHash(): string {
  if (checkerCode) return checkerCode;
  const hash = createHash('sha256');
  for (const dir of [__dirname, path.join(__dirname, '../../lib/code')]) {
    for (const file of readdirSync(dir).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)).sort()) {
      hash.update(`${file}\0`).update(readFileSync(path.join(dir, file)));
    }
  }
  return (checkerCode = hash.digest('hex'));
}

/**
 * checkAllSnippets, when `checker`'s disk cache answers every sample: the report then follows from the samples (where
 * they are, their fences), their cached outcomes (keyed by the environment they were checked against) and the
 * checker's code, so the last one made is kept beside the cache under a hash of those, and recalled while they are the
 * same. A warm build or develop start rendered every sample again to find the same report: about 0.7 s of the main
 * thread on 2 cores. Without a disk cache, or without a readable record, the samples are checked.
 */
export function checkRecalled(root: string, checker: SnippetChecker, snippets = collectSnippets(root)): { report: CheckReport; recalled: boolean } {
  if (!checker.cacheDir) return { report: checkAllSnippets(root, checker, undefined, snippets), recalled: false };
  const file = path.join(checker.cacheDir, RECALLED_REPORT);
  const key = recalledKey(root, snippets);
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as { key?: unknown; report?: CheckReport };
    if (record.key === key && record.report) return { report: record.report, recalled: true };
  } catch {
    // None yet, or unreadable: checked below, and written again.
  }
  const report = checkAllSnippets(root, checker, undefined, snippets);
  rememberReport(root, checker, report, snippets, key);
  return { report, recalled: false };
}

const recalledKey = (root: string, snippets: SnippetSource[]) =>
  createHash('sha256')
    .update(JSON.stringify([environmentHash(root, { docComments: false }), checkerCodeHash(), snippets]))
    .digest('hex');

/**
 * Keeps `report`, the whole report of checking `snippets` with `checker` (whose disk cache holds their outcomes), for
 * checkRecalled. The check of a cold build records it too (check-cli.ts), or the first warm build after it rendered
 * every sample again (about 0.1 s) to find it.
 */
export function rememberReport(root: string, checker: SnippetChecker, report: CheckReport, snippets: SnippetSource[], key = recalledKey(root, snippets)): void {
  if (!checker.cacheDir) return;
  try {
    mkdirSync(checker.cacheDir, { recursive: true });
    writeFileSync(path.join(checker.cacheDir, RECALLED_REPORT), JSON.stringify({ key, report }));
  } catch {
    // A read-only cache: the next start checks again.
  }
}

/** One report from the shards' reports, failures in file and line order. */
export function mergeReports(reports: CheckReport[]): CheckReport {
  const where = (failure: string) => /^(.*?):(\d+):/.exec(failure) ?? ['', failure, '0'];
  return {
    checked: reports.reduce((sum, report) => sum + report.checked, 0),
    failures: reports
      .flatMap((report) => report.failures)
      .sort((a, b) => where(a)[1]!.localeCompare(where(b)[1]!) || Number(where(a)[2]) - Number(where(b)[2])),
    skipped: reports.flatMap((report) => report.skipped),
  };
}

/** The skipped samples, one line each, as the build and the check print them. */
export const describeSkipped = (report: CheckReport): string[] =>
  report.skipped.map((s) => `not type-checked (${s.reason === 'nocheck' ? 'nocheck' : `${s.language}, not TypeScript`}): ${s.where}`);
