import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type ts from 'typescript';
import type { TwoslashInstance } from 'twoslash';
import { withCallHovers } from './call-hover';
import { packageOf } from '../package-of';
import { twoslash, typescript, typescriptVersion } from '../lazy-packages';
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

export function compilerOptions(root: string): ts.CompilerOptions {
  const { ScriptTarget, ModuleKind, ModuleResolutionKind, JsxEmit, ModuleDetectionKind } = typescript();
  return {
    strict: true,
    target: ScriptTarget.ES2022,
    module: ModuleKind.ESNext,
    moduleResolution: ModuleResolutionKind.Bundler,
    jsx: JsxEmit.ReactJSX,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    // Only what a sample imports: no ambient Node or test globals leak into the docs.
    types: [],
    skipLibCheck: true,
    esModuleInterop: true,
    noEmit: true,
    // Every sample is a module of its own: the samples of a build share one program (see prepare()).
    moduleDetection: ModuleDetectionKind.Force,
    baseUrl: root,
    paths: { 'react-dialog-hub': [`${LIBRARY_SOURCE}/index.ts`] },
  };
}

/** Bump when the output format changes, so old cache entries are not read. */
const CACHE_VERSION = 3;

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** The last environment hash per root and kind, with the file stamps it was made from. */
const environments = new Map<string, { stamp: string; hash: string }>();

/**
 * Where the last hashes are kept between processes (in .cache, which a cold build and `gatsby clean` remove): a warm
 * build found the same stamps and still loaded TypeScript and read every source to hash them again (0.15 s).
 */
export const ENVIRONMENT_RECORD = path.join('.cache', 'environment-hash.json');

/** Forgets the hashes this process made, as a new process starts without them (tests). */
export const forgetEnvironmentHashes = () => environments.clear();

function recordedEnvironment(root: string, memo: string): { stamp: string; hash: string } | undefined {
  try {
    const record = JSON.parse(readFileSync(path.join(root, ENVIRONMENT_RECORD), 'utf8'))[memo];
    return typeof record?.stamp === 'string' && typeof record?.hash === 'string' ? record : undefined;
  } catch {
    return undefined; // none yet, or unreadable: hashed again
  }
}

function recordEnvironment(root: string, memo: string, entry: { stamp: string; hash: string }) {
  const file = path.join(root, ENVIRONMENT_RECORD);
  try {
    let records: Record<string, unknown> = {};
    try {
      records = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      // first record
    }
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ ...records, [memo]: entry }));
  } catch {
    // A read-only .cache costs the next process the hashing, nothing else.
  }
}

/**
 * A TypeScript source without its `/** … *\/` documentation comments, for the hash of what samples are checked
 * against: the compiler's types, errors and hovers (signatures, not documentation) do not read them, so an edited
 * TSDoc comment keeps every checked sample's result and the checker's program. Line comments and other block
 * comments stay (`// @ts-expect-error`, `/// <reference>`, pragmas can change types). Tokenised by TypeScript's
 * scanner, so `/**` in a string or template is text, not a comment.
 */
export function withoutDocComments(source: string): string {
  const ts = typescript();
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, source);
  const parts: string[] = [];
  // Open template substitutions (`${`) and braces inside them: a `}` closes a substitution only at its own level.
  const nesting: Array<'template' | 'brace'> = [];
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.CloseBraceToken && nesting.at(-1) === 'template') {
      token = scanner.reScanTemplateToken(false);
      if (token === ts.SyntaxKind.TemplateTail) nesting.pop();
    } else if (token === ts.SyntaxKind.TemplateHead) nesting.push('template');
    else if (token === ts.SyntaxKind.OpenBraceToken && nesting.length > 0) nesting.push('brace');
    else if (token === ts.SyntaxKind.CloseBraceToken && nesting.at(-1) === 'brace') nesting.pop();
    const text = scanner.getTokenText();
    if (token === ts.SyntaxKind.MultiLineCommentTrivia && text.startsWith('/**') && text !== '/**/') continue;
    parts.push(text);
  }
  return parts.join('');
}

/** How long after a write a file's times are not trusted to show the next write (coarse file system clocks). */
const RACY_MS = 2000;

/**
 * withoutDocComments' last result per file. For two seconds after a library file is written (a TSDoc edit in develop)
 * environmentHash reads every file again on each call, and scanning them was most of a call's 30 ms: 0.4-0.8 s of a
 * TSDoc edit, whose API examples each ask for it.
 */
const strippedSources = new Map<string, { source: string; stripped: string }>();
let scans = 0;
/** How many texts withoutDocCommentsOf scanned in this process (tests). */
export const docCommentScans = () => scans;

function withoutDocCommentsOf(file: string, source: string): string {
  const known = strippedSources.get(file);
  if (known?.source === source) return known.stripped;
  const stripped = withoutDocComments(source);
  scans += 1;
  strippedSources.set(file, { source, stripped });
  return stripped;
}

/**
 * What a cached result depends on besides the sample: the library's source,
 * the installed packages (their types), TypeScript's version and this module's
 * output format. Looked at on every call, because `gatsby develop` and the
 * library's author edit the source while the process runs; the files are read
 * and hashed again only when one's inode, size or times changed, or one was
 * written in the last two seconds (a build asks once per sample, and reading
 * the lockfile each time cost ~4 ms a call).
 */
export function environmentHash(root: string, { docComments = true }: { docComments?: boolean } = {}): string {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) files.push(file);
    }
  };
  walk(path.join(root, LIBRARY_SOURCE));
  const lock = path.join(root, 'package-lock.json');
  let recent = false;
  const stamp = [...files, lock]
    .map((file) => {
      const stat = statSync(file, { throwIfNoEntry: false });
      // Written in the last seconds: a second write of the same size could keep the same times, so hash again next call.
      if (stat && Date.now() - Math.max(stat.mtimeMs, stat.ctimeMs) < RACY_MS) recent = true;
      return `${file}\0${stat ? `${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}` : '-'}`;
    })
    .join('\n');
  const memo = `${root}\0${docComments}`;
  // TypeScript's version is part of the stamp, so an upgrade that keeps the lockfile's times is seen too.
  const stampWithVersion = `${CACHE_VERSION} ${typescriptVersion()}\n${stamp}`;
  const known = environments.get(memo) ?? (recent ? undefined : recordedEnvironment(root, memo));
  if (known?.stamp === stampWithVersion) {
    environments.set(memo, known);
    return known.hash;
  }
  const hash = createHash('sha256').update(`${CACHE_VERSION} ${typescriptVersion()}${docComments ? '' : ' types'}`);
  for (const file of files) {
    hash.update(`${path.relative(root, file)}\0`).update(docComments ? readFileSync(file) : withoutDocCommentsOf(file, readFileSync(file, 'utf8')));
  }
  if (existsSync(lock)) hash.update(readFileSync(lock));
  const digest = hash.digest('hex');
  if (recent) environments.delete(memo);
  else {
    environments.set(memo, { stamp: stampWithVersion, hash: digest });
    recordEnvironment(root, memo, { stamp: stampWithVersion, hash: digest });
  }
  return digest;
}

export interface CheckerOptions {
  /** Repository root (default: the working directory). */
  root?: string;
  /** Folder of cached results; null turns the disk cache off (default: .cache/snippets under root). */
  cacheDir?: string | null;
}

/** Hover text as shown: the quick info without the "import x" line TypeScript appends to aliases. */
const hoverText = (text: string) => text.replace(/\nimport [\w$]+$/, '').replace(/^\(alias\) /, '');

/** The virtual environment twoslash keeps per set of compiler options (the part of @typescript/vfs's we use). */
interface VirtualEnvironment {
  languageService: ts.LanguageService;
  createFile(fileName: string, content: string): void;
  updateFile(fileName: string, content: string, span?: ts.TextSpan): void;
}

/**
 * An environment into which samples are written ahead of checking, so one
 * program and one type checker serve them all. Writes that would not change a
 * prepared file are dropped (twoslash writes a sample's file before its hovers
 * and again before its errors, and empties it afterwards; each write costs a
 * new program and checker).
 * A prepared file's errors are computed before any hover is asked of the
 * checker: asking hovers first makes the checker report JSX tags as unknown
 * names (twoslash itself asks errors of a fresh program, after the rewrite).
 */
class SharedEnvironment {
  private readonly files = new Map<string, { content: string; errors?: readonly ts.Diagnostic[] }>();
  private readonly service: ts.LanguageService;
  private readonly create: VirtualEnvironment['createFile'];

  constructor(env: VirtualEnvironment, onChange: () => void) {
    this.service = env.languageService;
    this.create = env.createFile.bind(env);
    const update = env.updateFile.bind(env);
    // twoslash empties a sample's files when done; a prepared file is a module of its own and stays.
    const unchanged = (fileName: string, content: string) => this.files.has(fileName) && (content === '' || this.files.get(fileName)!.content === content);
    env.createFile = (fileName, content) => {
      if (unchanged(fileName, content)) return;
      this.files.delete(fileName);
      onChange();
      this.create(fileName, content);
    };
    env.updateFile = (fileName, content, span) => {
      if (!span && unchanged(fileName, content)) return;
      this.files.delete(fileName);
      onChange();
      update(fileName, content, span);
    };
    const service = this.service;
    env.languageService = { ...service, getSemanticDiagnostics: (fileName) => [...(this.files.get(fileName)?.errors ?? service.getSemanticDiagnostics(fileName))] };
  }

  /** Writes the files, then has the one checker find every file's errors. */
  add(files: Array<{ path: string; content: string }>) {
    for (const file of files) {
      this.create(file.path, file.content);
      this.files.set(file.path, { content: file.content });
    }
    for (const file of files) this.files.get(file.path)!.errors = this.service.getSemanticDiagnostics(file.path);
  }
}

/**
 * The packages a sample may import and still share a program with others:
 * their types declare no globals. A sample importing anything else (vitest,
 * gatsby, testing-library: they bring Node's types, or augment other
 * modules) is checked on its own, or its globals would reach every sample
 * (a browser sample would see Node's `console` and `fetch`). Kept true by
 * twoslash.test.ts, which looks for global declarations in what each brings.
 */
export const SHARED_PACKAGES = ['react', 'react-dom', 'react-dialog-hub', '@mui/material', '@radix-ui/themes'];

/** What a sample imports, as the compiler reads its imports. */
const importsOf = (source: string) => typescript().preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);

/** Whether every import of a sample is relative or from SHARED_PACKAGES (stylesheets aside: they have no types). */
export const importsOnlySharedPackages = (source: string) =>
  importsOf(source).every((specifier) => specifier.startsWith('.') || specifier.endsWith('.css') || SHARED_PACKAGES.includes(packageOf(specifier)));

/** How a prepared sample is checked: under a name of its own in the root folder, or (several files) in a folder of its own. */
type Placement = { name: string } | { folder: string };

const FILENAME_LINE = /^[\t\v\f ]*\/\/\s?@filename: (.+)$/gm;

/**
 * Where a sample can sit in the shared program without its imports changing
 * meaning, and the files twoslash will make of it there (it splits a sample at
 * `// @filename:` lines). Samples import the site's files by paths relative to
 * the repository root (`./src/examples/…`), so a one-file sample stays in the
 * root folder, named by a `// @filename:` line put before it (and removed from
 * what readers see). A sample of several files (`App.tsx`, `main.tsx`: names
 * other samples use too) gets a folder, if its relative imports only reach its
 * own files. Anything else is not prepared, and is checked on its own.
 */
export function placeSample(root: string, source: string, extension: 'ts' | 'tsx', index: number): { placement: Placement; files: Array<{ path: string; content: string }> } | null {
  if (!importsOnlySharedPackages(source)) return null;
  const lines = [...source.matchAll(FILENAME_LINE)];
  if (lines.length === 0) {
    const name = `__sample_${index}.${extension}`;
    return { placement: { name }, files: [{ path: path.join(root, name), content: `// @filename: ${name}\n${source}` }] };
  }
  // Only a sample that starts with its first file's name: otherwise its first part is `index.<ext>`, which others share.
  if (lines[0]!.index !== 0) return null;
  const names = lines.map((line) => line[1]!.trimEnd());
  const own = new Set(names.map((name) => `./${name.replace(/\.[jt]sx?$/, '')}`));
  const imports = importsOf(source)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => specifier.replace(/\.[jt]sx?$/, ''));
  if (!imports.every((specifier) => own.has(specifier))) return null;
  const folder = path.join(root, `__sample_${index}`);
  const files = lines.map((line, i) => ({ name: names[i]!, content: source.slice(line.index, lines[i + 1]?.index ?? source.length) }));
  return {
    placement: { folder },
    files: files.filter((file) => /\.[jt]sx?$/.test(file.name)).map((file) => ({ path: `${folder}/${file.name}`, content: file.content })),
  };
}

/**
 * The shared packages develop's sample process reads when it warms up (SampleWorker.warmUp): what most samples import.
 * The UI kits' types (MUI's and Radix's) are about a third of a full warm-up's work.
 */
export const CORE_PACKAGES = ['react', 'react-dom', 'react-dialog-hub'];

/** A sample importing each of `packages`, so that a warm-up reads their types (SnippetChecker.warm). */
const importingSample = (packages: readonly string[]) => packages.map((name, index) => `import * as shared${index} from '${name}';\nexport { shared${index} };\n`).join('');

export class SnippetChecker {
  readonly root: string;
  /** The disk cache's folder (null: none). */
  readonly cacheDir: string | null;
  private readonly memory = new Map<string, SnippetOutcome>();
  /**
   * twoslash per folder samples are checked in, sharing the environments
   * (one program each) it keeps per set of compiler options.
   */
  private twoslash: { env: string; envs: Map<string, VirtualEnvironment>; byFolder: Map<string, TwoslashInstance>; site: VirtualEnvironment } | null = null;
  private readonly shared = new WeakMap<VirtualEnvironment, SharedEnvironment>();
  /** Samples written into the shared program ahead of checking: cache key → where. */
  private readonly prepared = new Map<string, Placement>();
  /** How many samples were compiled rather than read from a cache (for tests and the build's log). */
  compiled = 0;
  /** How many times a sample's files changed a program after it was prepared (each costs a new program and type checker). */
  programChanges = 0;
  /** How many TypeScript environments (each a language service and program over the lib files) were made. */
  environmentsMade = 0;

  constructor(options: CheckerOptions = {}) {
    this.root = path.resolve(options.root ?? process.cwd());
    this.cacheDir = options.cacheDir === undefined ? path.join(this.root, '.cache/snippets') : options.cacheDir;
  }

  private key(env: string, code: string, language: string) {
    const source = code.replace(/\r\n/g, '\n').replace(/\n$/, '');
    const extension: 'ts' | 'tsx' = language === 'tsx' ? 'tsx' : 'ts';
    return { source, extension, key: sha(`${env}\0${extension}\0${source}`) };
  }

  /**
   * Writes the samples about to be checked into one program before checking
   * any. twoslash alone gives every sample a new program and two type
   * checkers (one for hovers, one after it rewrites the file for errors), and
   * each checker instantiates React's and MUI's types afresh; with every
   * sample in place first, one checker serves them all. The samples that
   * cannot be placed (see placeSample) or set compiler options are checked
   * first, the twoslash way, so they do not replace the shared program
   * between prepared samples.
   */
  prepare(samples: Array<{ code: string; language: string }>) {
    // When the disk cache answers every sample (a warm build), no TypeScript program is built at all.
    if (this.answersFromCache(samples)) return;
    const env = environmentHash(this.root, { docComments: false });
    const keyed = samples.map((sample) => ({ ...sample, ...this.key(env, sample.code, sample.language) }));
    const cached = (key: string) => this.cached(key) !== undefined;
    this.instance(env, this.root);
    const todo = keyed.filter(({ key }) => !this.prepared.has(key) && !cached(key));
    const placed = todo.flatMap((sample) => {
      const where = setsCompilerOptions(sample.source) ? null : placeSample(this.root, sample.source, sample.extension, this.prepared.size);
      if (!where) return [];
      this.prepared.set(sample.key, where.placement);
      return where.files;
    });
    for (const sample of todo) if (!this.prepared.has(sample.key)) this.check(sample.code, sample.language);
    if (placed.length > 0) this.shared.get(this.twoslash!.site)!.add(placed);
  }

  /** The outcome this checker holds or the disk cache has for `key`, kept in memory. */
  private cached(key: string): SnippetOutcome | undefined {
    const outcome = this.memory.get(key) ?? this.readCache(key);
    if (outcome) this.memory.set(key, outcome);
    return outcome ?? undefined;
  }

  /**
   * Whether this checker or the disk cache has the outcome of every sample
   * (then checking them compiles nothing and builds no TypeScript program).
   * Stops at the first sample it has not.
   */
  answersFromCache(samples: Array<{ code: string; language: string }>): boolean {
    const env = environmentHash(this.root, { docComments: false });
    return samples.every((sample) => this.cached(this.key(env, sample.code, sample.language).key) !== undefined);
  }

  /** Whether this checker holds a TypeScript environment for the library as it is now (a check made one). */
  hasEnvironment(): boolean {
    return this.twoslash?.env === environmentHash(this.root, { docComments: false });
  }

  /** Checks one sample (`language` is the fence's: ts or tsx). Results are cached by content hash. */
  check(code: string, language: string): SnippetOutcome {
    const env = environmentHash(this.root, { docComments: false });
    const { source, extension, key } = this.key(env, code, language);
    const cached = this.cached(key);
    if (cached) return cached;
    const outcome = this.compile(source, extension, env, this.prepared.get(key) ?? { folder: this.root });
    this.compiled += 1;
    this.memory.set(key, outcome);
    this.writeCache(key, outcome);
    return outcome;
  }

  /**
   * Checks `samples` (prepared into one program first) and returns each one's outcome under its cache key: what
   * develop's sample process answers (./sample-worker.ts), for the asking process to seed().
   */
  outcomes(samples: Array<{ code: string; language: string }>): Array<[string, SnippetOutcome]> {
    this.prepare(samples);
    const env = environmentHash(this.root, { docComments: false });
    return samples.map((sample) => [this.key(env, sample.code, sample.language).key, this.check(sample.code, sample.language)]);
  }

  /**
   * Builds what a first check would: the TypeScript environment over the lib files, with the types of `packages` (by
   * default every shared package) read. Nothing is cached: the warm-up sample is not the docs'.
   */
  warm(packages: readonly string[] = SHARED_PACKAGES): void {
    const env = environmentHash(this.root, { docComments: false });
    this.instance(env, this.root)(importingSample(packages), 'tsx');
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

  private instance(env: string, folder: string): TwoslashInstance {
    // A new library source means new types: start from a fresh program.
    if (this.twoslash?.env !== env) {
      this.prepared.clear();
      const envs = this.environments();
      this.twoslash = { env, envs, byFolder: new Map(), site: null as never };
      // An empty check makes the environment of the site's compiler options, which prepared samples join.
      this.instance(env, this.root)('', 'ts');
      this.twoslash.site = [...envs.values()][0]!;
    }
    let run = this.twoslash.byFolder.get(folder);
    if (!run) {
      run = twoslash().createTwoslasher({
        // Hovers on show(...) calls say what the call returns, untruncated (./call-hover.ts).
        tsModule: withCallHovers(typescript()),
        vfsRoot: folder,
        // Shared by every folder's twoslash: the environment is picked by compiler options alone (baseUrl is set below).
        cache: this.twoslash.envs as Map<string, never>,
        compilerOptions: compilerOptions(this.root),
        // Notations stay in place so positions are those of the source as written (for line numbers);
        // errors are validated here, to report each with its line.
        handbookOptions: { noErrorValidation: true, keepNotations: true },
      });
      this.twoslash.byFolder.set(folder, run);
    }
    return run;
  }

  /**
   * The map twoslash keeps its environments in. Each environment it creates
   * is made to ignore writes that change nothing: twoslash writes a sample's
   * file before its hovers and again before its errors, and every write makes
   * the language service build a new program and type checker.
   */
  private environments(): Map<string, VirtualEnvironment> {
    const onChange = () => (this.programChanges += 1);
    const onMade = () => (this.environmentsMade += 1);
    const shared = this.shared;
    return new (class extends Map<string, VirtualEnvironment> {
      override set(key: string, env: VirtualEnvironment) {
        onMade();
        shared.set(env, new SharedEnvironment(env, onChange));
        return super.set(key, env);
      }
    })();
  }

  private compile(source: string, extension: 'ts' | 'tsx', env: string, placement: Placement): SnippetOutcome {
    // A sample named in the root folder gets a first line saying its name; lines are counted without it.
    const prefix = 'name' in placement ? `// @filename: ${placement.name}\n` : '';
    const code = prefix + source;
    const shift = prefix ? 1 : 0;
    const lineOf = createPositionConverter(code).indexToPos;
    let result;
    try {
      result = this.instance(env, 'folder' in placement ? placement.folder : this.root)(code, extension);
    } catch (error) {
      const message = (error as Error).message.replace(/\s+/g, ' ').trim();
      return { ok: false, failures: [{ line: 1, message: `twoslash: ${message}` }] };
    }
    const declared = result.meta.handbookOptions.errors ?? [];
    const failures: SnippetFailure[] = [];
    const errors = result.nodes.filter((node) => node.type === 'error');
    for (const error of errors) {
      if (!declared.includes(Number(error.code))) failures.push({ line: error.line + 1 - shift, message: `TS${error.code}: ${error.text}` });
    }
    for (const code of declared) {
      if (!errors.some((error) => error.code === code)) {
        const flag = result.meta.flagNotations.find((f) => f.name === 'errors');
        failures.push({
          line: flag ? lineOf(flag.start).line + 1 - shift : 1,
          message: `error TS${code} is declared with // @errors but the compiler does not report it. Remove it from // @errors or fix the sample.`,
        });
      }
    }
    for (const query of result.nodes.filter((node) => node.type === 'query')) {
      if (!query.text) failures.push({ line: query.line + 2 - shift, message: 'the ^? query points at nothing the compiler knows; move the caret under an identifier.' });
    }
    if (failures.length > 0) return { ok: false, failures: failures.sort((a, b) => a.line - b.line) };

    // Remove hidden lines and notations, moving every annotation to its place in the visible code.
    const removals: Array<[number, number]> = prefix ? [[0, prefix.length], ...result.meta.removals] : result.meta.removals;
    const removed = removeCodeRanges(code, removals, result.nodes as TwoslashNode[]);
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

/** Whether a sample sets compiler options (`// @strict: false`): twoslash checks it in an environment of its own. */
const setsCompilerOptions = (source: string) =>
  /\/\/\s?@\w/.test(source) && twoslash().findFlagNotations(source, [], (typescript() as unknown as { optionDeclarations: never }).optionDeclarations).some((flag) => flag.type === 'compilerOptions');

let shared: SnippetChecker | null = null;
/** The process's checker: one TypeScript program serves every sample of a build. */
export const snippetChecker = () => (shared ??= new SnippetChecker());

/** "content/docs/intro.mdx:42: TS2345: …" */
export const formatFailure = (file: string, line: number, message: string) => `${file}:${line}: ${message}`;
