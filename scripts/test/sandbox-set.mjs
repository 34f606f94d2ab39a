/**
 * The type check and the build of `npm run test:sandboxes` (scripts/test/sandboxes.ts), run for
 * all the projects of one dependency set in one long-lived Node process: sandboxes.ts forks this
 * file once per set and sends it one step at a time (`{ id, step: 'tsc' | 'build', dir }`); it
 * answers `{ id, ok, output, ms }`.
 *
 * Spawning the project's own `tsc --noEmit` and `vite build` cost, for each of the set's projects,
 * a Node start, a TypeScript or Vite load, a run of cold (not yet optimized) code, and a parse of
 * every .d.ts the project reaches (MUI's types six times), though they share one node_modules. Here:
 *
 * - `typecheck(dir)` is `tsc --noEmit` run in `dir`, with the TypeScript of the project's own
 *   node_modules (createRequire from the project's folder): the tsconfig.json tsc finds from
 *   `dir`, parsed as tsc parses it (`--noEmit` added), one `ts.Program` of its own, and tsc's
 *   diagnostics (config, syntactic, options, global, semantic; sorted and deduplicated),
 *   formatted as tsc prints them to a pipe (`file(line,col): error TSxxxx: message`). Only the
 *   CompilerHost's `getSourceFile` differs: a file whose real path is under a node_modules
 *   folder (the packages' .d.ts files and TypeScript's lib files) is parsed once per set and
 *   handed to every later program, keyed by real path, TypeScript's own key of the options
 *   that change a SourceFile (DocumentRegistry.getKeyForCompilationSettings, with which the
 *   language service shares SourceFiles between programs, less the tsconfig folder it appends),
 *   language version, module format and JSDoc mode. The project's own files (src/, vendor/) are
 *   read and parsed for each program, never shared.
 * - `build(dir)` is `vite build --logLevel error` run in `dir`: the Vite of the project's own
 *   node_modules, `createBuilder({ root: dir, logLevel: 'error', build: {} }).buildApp()` as
 *   Vite's CLI calls it, so the project's vite.config.ts, index.html and files make its dist/.
 *   No Rollup cache is carried between projects: Vite builds with `cache: false` and returns no
 *   cache from `build()`, and its vite:css-post plugin gathers each module's CSS in its transform
 *   hook (`styles.set`), which a module taken from a cache would skip: its CSS would be lost.
 *
 * As the forked process, each step runs with the process's working directory set to the
 * project's folder and its environment as at start (Vite sets NODE_ENV), and whatever the step
 * writes to stdout or stderr is returned as its output.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** `require` as a module of the project in `dir` sees it: its own node_modules (a link to its set's). */
const requireFrom = (dir) => createRequire(path.join(dir, 'package.json'));

/**
 * What the programs of one TypeScript (one set's node_modules) share: parsed SourceFiles of
 * node_modules files, and the real paths of the files asked for.
 */
const shared = new WeakMap();
function sharedState(ts) {
  let state = shared.get(ts);
  if (!state) {
    state = { registry: ts.createDocumentRegistry(ts.sys.useCaseSensitiveFileNames), files: new Map(), realpaths: new Map() };
    shared.set(ts, state);
  }
  return state;
}

/** Whether a file (by real path) belongs to an installed package or TypeScript's lib: the files shared between a set's programs. */
export const isDependencyFile = (realPath) => realPath.split(/[\\/]/).includes('node_modules');

/**
 * `tsc --noEmit` in `dir`. Returns whether it found no diagnostic, tsc's text for them, and
 * how many of the program's files came parsed from an earlier program of the set.
 * @param {string} dir
 * @returns {{ ok: boolean, output: string, files: number, reused: number, configFile: string | undefined, options: object | undefined }}
 */
export function typecheck(dir) {
  const ts = requireFrom(dir)('typescript');
  const state = sharedState(ts);
  const sys = ts.sys;
  const formatHost = {
    getCurrentDirectory: () => dir,
    getCanonicalFileName: (fileName) => (sys.useCaseSensitiveFileNames ? fileName : fileName.toLowerCase()),
    getNewLine: () => sys.newLine,
  };
  const fail = (diagnostics, pretty = false) => ({
    ok: false,
    output: (pretty ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics)(diagnostics, formatHost),
    files: 0,
    reused: 0,
    configFile: undefined,
    options: undefined,
  });

  // As tsc without -p: the tsconfig.json in `dir` or the nearest folder above it.
  const configFile = ts.findConfigFile(dir, (fileName) => sys.fileExists(fileName));
  if (!configFile) return { ok: false, output: `tsc --noEmit: no tsconfig.json in ${dir} or above it`, files: 0, reused: 0, configFile, options: undefined };
  const unrecoverable = [];
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    { noEmit: true },
    {
      useCaseSensitiveFileNames: sys.useCaseSensitiveFileNames,
      readDirectory: (...args) => sys.readDirectory(...args),
      fileExists: (fileName) => sys.fileExists(fileName),
      readFile: (fileName) => sys.readFile(fileName),
      getCurrentDirectory: () => dir,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => unrecoverable.push(diagnostic),
    },
  );
  if (!parsed || unrecoverable.length) return fail(unrecoverable);
  const { options } = parsed;

  const host = ts.createCompilerHost(options);
  host.getCurrentDirectory = () => dir;
  // tsc parses only the JSDoc that can give a type error (TypeScript 5.3 and later).
  if (ts.JSDocParsingMode) host.jsDocParsingMode = ts.JSDocParsingMode.ParseForTypeErrors;
  const parse = host.getSourceFile;
  // The values of the options that change a SourceFile (target, module, jsx, moduleDetection, alwaysStrict…).
  // The registry's key ends with the folder of the tsconfig's `paths` (it serves module resolution too), which
  // a SourceFile does not depend on: without it, the set's projects, each in its folder, share their files.
  const settings = state.registry.getKeyForCompilationSettings({ ...options, pathsBasePath: undefined });
  const realPath = (fileName) => {
    let real = state.realpaths.get(fileName);
    if (real === undefined) {
      try {
        real = sys.realpath ? sys.realpath(fileName) : fileName;
      } catch {
        real = null;
      }
      state.realpaths.set(fileName, real);
    }
    return real;
  };
  /** This program's shared files by key, and the name it asked for each by. */
  const askedAs = new Map();
  let reused = 0;
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile) => {
    const real = realPath(fileName);
    if (shouldCreateNewSourceFile || !real || !isDependencyFile(real)) return parse(fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile);
    const fileOptions = typeof languageVersionOrOptions === 'object' ? languageVersionOrOptions : { languageVersion: languageVersionOrOptions };
    const key = [real, settings, fileOptions.languageVersion, fileOptions.impliedNodeFormat, fileOptions.jsDocParsingMode].join('\n');
    // The program names the file it gets as it asked for it: a second name for the same file in one program gets its own copy.
    if (askedAs.has(key) && askedAs.get(key) !== fileName) return parse(fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile);
    askedAs.set(key, fileName);
    const cached = state.files.get(key);
    if (cached) {
      reused += 1;
      return cached;
    }
    const file = parse(fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile);
    if (file) state.files.set(key, file);
    return file;
  };

  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options,
    projectReferences: parsed.projectReferences,
    host,
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(parsed),
  });
  // tsc's emitFilesAndReportErrors: the semantic diagnostics only when the earlier kinds found none.
  const all = [...program.getConfigFileParsingDiagnostics()];
  const fromConfig = all.length;
  all.push(...program.getSyntacticDiagnostics());
  if (all.length === fromConfig) {
    all.push(...program.getOptionsDiagnostics());
    if (!options.listFilesOnly) {
      all.push(...program.getGlobalDiagnostics());
      if (all.length === fromConfig) all.push(...program.getSemanticDiagnostics());
      if ((options.declaration || options.composite) && all.length === fromConfig) all.push(...program.getDeclarationDiagnostics());
    }
  }
  // noEmit: writes nothing (the no-op writeFile makes sure), but reports what tsc's emit would.
  all.push(...program.emit(undefined, () => {}).diagnostics);
  const diagnostics = ts.sortAndDeduplicateDiagnostics(all);
  const files = program.getSourceFiles().length;
  if (diagnostics.length) return { ...fail(diagnostics, options.pretty === true), files, reused, configFile, options };
  return { ok: true, output: '', files, reused, configFile, options };
}

/**
 * `vite build --logLevel error` in `dir`, with the project's own Vite: throws what the CLI
 * reports as `error during build`.
 * @param {string} dir
 */
export async function build(dir) {
  const vite = await import(pathToFileURL(requireFrom(dir).resolve('vite')).href);
  const builder = await vite.createBuilder({ root: dir, logLevel: 'error', build: {} }, null);
  await builder.buildApp();
}

/** The forked process: one step at a time, in the order they come. */
async function serve() {
  const home = process.cwd();
  const env = { ...process.env };
  let output = '';
  const capture = (stream) => {
    const write = stream.write.bind(stream);
    stream.write = (chunk, encoding, callback) => {
      output += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') process.nextTick(done);
      return true;
    };
    return write;
  };
  capture(process.stdout);
  capture(process.stderr);

  async function run({ id, step, dir }) {
    for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
    Object.assign(process.env, env);
    output = '';
    const started = performance.now();
    let ok = true;
    try {
      process.chdir(dir);
      if (step === 'tsc') {
        const result = typecheck(dir);
        ok = result.ok;
        output += result.output;
      } else if (step === 'build') {
        try {
          await build(dir);
        } catch (error) {
          ok = false;
          output += `error during build:\n${error instanceof Error ? error.stack : String(error)}`;
        }
      } else throw new Error(`no step ${step}`);
    } catch (error) {
      ok = false;
      output += error instanceof Error ? error.stack : String(error);
    } finally {
      process.chdir(home);
    }
    process.send({ id, ok, output: output.trim(), ms: performance.now() - started });
  }

  let queue = Promise.resolve();
  process.on('message', (message) => {
    queue = queue.then(() => run(message));
  });
  process.on('disconnect', () => process.exit(0));
}

if (process.send && process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await serve();
