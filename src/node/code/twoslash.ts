import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { createTwoslasher, type TwoslashInstance } from 'twoslash';
import { withCallHovers } from './call-hover';
import { createPositionConverter, removeCodeRanges, resolveNodePositions, type TwoslashNode } from 'twoslash-protocol';
import type { CodeAnnotations } from '../../lib/code/highlight';

/**
 * Type-checks the docs' code samples with the real compiler, through
 * `twoslash`: it already parses the notations readers of TypeScript docs
 * know (`// ---cut---`, `// @errors: 2345`, `^?` queries) and returns the
 * compiler's hovers, queries and errors as data with offsets, which
 * src/lib/code/highlight.ts lays over Prism's tokens. Writing that on the raw
 * TypeScript API would mean re-implementing its notation parser and its
 * virtual file system (multi-file samples with `// @filename`).
 *
 * Samples import `react-dialog-hub` from the library's source, read at check
 * time (so an edited TSDoc example or type is checked as it is now), with
 * React's types and every package the site installs, in strict mode.
 */

/** Fence languages that are checked; every other language is left alone. */
export const CHECKED_LANGUAGES = new Set(['ts', 'tsx', 'typescript']);

/** Where the library's source lives, relative to the repository root. */
export const LIBRARY_SOURCE = 'packages/react-dialog-hub/src';

/** A problem in a sample: `line` is 1-based inside the sample's source as written (hidden lines included). */
export interface SnippetFailure {
  line: number;
  message: string;
}

/** A sample that compiled: the code a reader sees (hidden lines and notations removed) and its annotations. */
export interface CheckedSnippet extends CodeAnnotations {
  code: string;
}

export type SnippetOutcome = { ok: true; snippet: CheckedSnippet } | { ok: false; failures: SnippetFailure[] };

export const compilerOptions = (root: string): ts.CompilerOptions => ({
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  // Only what a sample imports: no ambient Node or test globals leak into the docs.
  types: [],
  skipLibCheck: true,
  esModuleInterop: true,
  noEmit: true,
  baseUrl: root,
  paths: { 'react-dialog-hub': [`${LIBRARY_SOURCE}/index.ts`] },
});

/** Bump when the output format changes, so old cache entries are not read. */
const CACHE_VERSION = 2;

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * What a cached result depends on besides the sample: the library's source,
 * the installed packages (their types), TypeScript's version and this module's
 * output format. Read every time, because `gatsby develop` and the library's
 * author edit the source while the process runs.
 */
export function environmentHash(root: string): string {
  const hash = createHash('sha256').update(`${CACHE_VERSION} ${ts.version}`);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) hash.update(`${path.relative(root, file)}\0`).update(readFileSync(file));
    }
  };
  walk(path.join(root, LIBRARY_SOURCE));
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(lock)) hash.update(readFileSync(lock));
  return hash.digest('hex');
}

export interface CheckerOptions {
  /** Repository root (default: the working directory). */
  root?: string;
  /** Folder of cached results; null turns the disk cache off (default: .cache/snippets under root). */
  cacheDir?: string | null;
}

/** Hover text as shown: the quick info without the "import x" line TypeScript appends to aliases. */
const hoverText = (text: string) => text.replace(/\nimport [\w$]+$/, '').replace(/^\(alias\) /, '');

export class SnippetChecker {
  readonly root: string;
  private readonly cacheDir: string | null;
  private readonly memory = new Map<string, SnippetOutcome>();
  private twoslasher: { env: string; run: TwoslashInstance } | null = null;
  /** How many samples were compiled rather than read from a cache (for tests and the build's log). */
  compiled = 0;

  constructor(options: CheckerOptions = {}) {
    this.root = path.resolve(options.root ?? process.cwd());
    this.cacheDir = options.cacheDir === undefined ? path.join(this.root, '.cache/snippets') : options.cacheDir;
  }

  /** Checks one sample (`language` is the fence's: ts or tsx). Results are cached by content hash. */
  check(code: string, language: string): SnippetOutcome {
    const env = environmentHash(this.root);
    const source = code.replace(/\r\n/g, '\n').replace(/\n$/, '');
    const extension = language === 'tsx' ? 'tsx' : 'ts';
    const key = sha(`${env}\0${extension}\0${source}`);
    const cached = this.memory.get(key) ?? this.readCache(key);
    if (cached) {
      this.memory.set(key, cached);
      return cached;
    }
    const outcome = this.compile(source, extension, env);
    this.compiled += 1;
    this.memory.set(key, outcome);
    this.writeCache(key, outcome);
    return outcome;
  }

  /** The results this checker holds, to hand to another process (see src/node/code/snippet-source.ts). */
  results(): Array<[string, SnippetOutcome]> {
    return [...this.memory];
  }

  /** Takes results computed elsewhere, and keeps them on disk for the next build and for query workers. */
  seed(results: Array<[string, SnippetOutcome]>) {
    for (const [key, outcome] of results) {
      if (this.memory.has(key)) continue;
      this.memory.set(key, outcome);
      this.writeCache(key, outcome);
    }
  }

  private instance(env: string): TwoslashInstance {
    // A new library source means new types: start from a fresh program.
    if (this.twoslasher?.env !== env) {
      this.twoslasher = {
        env,
        run: createTwoslasher({
          // Hovers on show(...) calls say what the call returns, untruncated (./call-hover.ts).
          tsModule: withCallHovers(ts),
          vfsRoot: this.root,
          compilerOptions: compilerOptions(this.root),
          // Notations stay in place so positions are those of the source as written (for line numbers);
          // errors are validated here, to report each with its line.
          handbookOptions: { noErrorValidation: true, keepNotations: true },
        }),
      };
    }
    return this.twoslasher.run;
  }

  private compile(source: string, extension: 'ts' | 'tsx', env: string): SnippetOutcome {
    const lineOf = createPositionConverter(source).indexToPos;
    let result;
    try {
      result = this.instance(env)(source, extension);
    } catch (error) {
      const message = (error as Error).message.replace(/\s+/g, ' ').trim();
      return { ok: false, failures: [{ line: 1, message: `twoslash: ${message}` }] };
    }
    const declared = result.meta.handbookOptions.errors ?? [];
    const failures: SnippetFailure[] = [];
    const errors = result.nodes.filter((node) => node.type === 'error');
    for (const error of errors) {
      if (!declared.includes(Number(error.code))) failures.push({ line: error.line + 1, message: `TS${error.code}: ${error.text}` });
    }
    for (const code of declared) {
      if (!errors.some((error) => error.code === code)) {
        const flag = result.meta.flagNotations.find((f) => f.name === 'errors');
        failures.push({
          line: flag ? lineOf(flag.start).line + 1 : 1,
          message: `error TS${code} is declared with // @errors but the compiler does not report it. Remove it from // @errors or fix the sample.`,
        });
      }
    }
    for (const query of result.nodes.filter((node) => node.type === 'query')) {
      if (!query.text) failures.push({ line: query.line + 2, message: 'the ^? query points at nothing the compiler knows; move the caret under an identifier.' });
    }
    if (failures.length > 0) return { ok: false, failures: failures.sort((a, b) => a.line - b.line) };

    // Remove hidden lines and notations, moving every annotation to its place in the visible code.
    const removed = removeCodeRanges(source, result.meta.removals, result.nodes as TwoslashNode[]);
    const visible = removed.code.replace(/\n+$/, '');
    const nodes = resolveNodePositions(removed.nodes, createPositionConverter(removed.code).indexToPos);
    return {
      ok: true,
      snippet: {
        code: visible,
        hovers: nodes
          .filter((node) => node.type === 'hover')
          .map((node) => ({ line: node.line, character: node.character, length: node.length, text: hoverText(node.text) })),
        queries: nodes
          .filter((node) => node.type === 'query')
          .map((node) => ({ line: node.line, character: node.character, text: hoverText(node.text) })),
        errors: nodes
          .filter((node) => node.type === 'error')
          .map((node) => ({ line: node.line, character: node.character, length: node.length, code: Number(node.code), text: node.text })),
      },
    };
  }

  private readCache(key: string): SnippetOutcome | null {
    if (!this.cacheDir) return null;
    try {
      return JSON.parse(readFileSync(path.join(this.cacheDir, `${key}.json`), 'utf8')) as SnippetOutcome;
    } catch {
      return null;
    }
  }

  private writeCache(key: string, outcome: SnippetOutcome) {
    if (!this.cacheDir) return;
    mkdirSync(this.cacheDir, { recursive: true });
    writeFileSync(path.join(this.cacheDir, `${key}.json`), JSON.stringify(outcome));
  }
}

let shared: SnippetChecker | null = null;
/** The process's checker: one TypeScript program serves every sample of a build. */
export const snippetChecker = () => (shared ??= new SnippetChecker());

/** "content/docs/intro.mdx:42: TS2345: …" */
export const formatFailure = (file: string, line: number, message: string) => `${file}:${line}: ${message}`;
