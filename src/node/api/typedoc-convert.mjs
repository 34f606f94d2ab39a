// TypeDoc's run on the library, in plain JavaScript so that both gatsby-node (through its bundle) and the develop
// process (./typedoc-worker.mjs, which Node loads as it is) run the same code. Types: ./api-typedoc.ts.
import path from 'node:path';

/**
 * typedoc is ESM-only. Parcel compiles gatsby-node to CommonJS and turns this import() into require(), which loads
 * ESM on Node ≥ 20.19 (require(esm)). Loading it takes about 0.7 s here, most of it Node's checks of typescript.js as
 * an ES module imports it (its format, then its exports).
 */
export const loadTypeDoc = () => import('typedoc');

/**
 * Runs TypeDoc's converter and validator on one entry point and returns the
 * serialized project. Any warning counts as a problem: an unresolved or
 * unexported symbol, a broken `{@link}` or a type error in the library must
 * fail the build rather than leave a hole in the reference.
 */
/**
 * `input`: api-typedoc.ts's TypeDocInput. `reuse` (a ProgramReuse, kept by gatsby develop's TypeDoc process): the
 * program is built from the source files the last conversion parsed wherever their text is unchanged.
 */
export async function convertWithTypeDoc(input, { reuse } = {}) {
  const td = await loadTypeDoc();
  /** @param {string} file */
  const rel = (file) => path.relative(input.rootDir, file) || file;

  class CollectingLogger extends td.Logger {
    /** @type {string[]} */
    problems = [];
    /** @param {string} message @param {number} level */
    log(message, level) {
      super.log(message, level);
      if (level >= td.LogLevel.Warn && level !== td.LogLevel.None) this.problems.push(message.trim());
    }
    /**
     * Prefixes file:line (relative to the repository) when TypeDoc knows where the problem is.
     * @param {string} message @param {number} _level @param {...any} args
     */
    addContext(message, _level, ...args) {
      const [first, second] = args;
      if (first === undefined) return message;
      const [pos, file] = typeof first === 'number' ? [first, second] : [first.getStart(first.getSourceFile(), false), first.getSourceFile()];
      return `${rel(file.fileName)}:${file.getLineAndCharacterOfPosition(pos).line + 1}: ${message}`;
    }
  }

  const app = await td.Application.bootstrap(
    {
      entryPoints: [input.entryPoint],
      tsconfig: input.tsconfig,
      basePath: input.rootDir,
      readme: 'none',
      // Source links come from the template below, so TypeDoc need not ask git.
      disableGit: true,
      sourceLinkTemplate: `${input.repoBlobUrl}/{path}#L{line}`,
      sort: ['source-order'],
      excludePrivate: true,
      excludeInternal: true,
      validation: { notExported: true, invalidLink: true, rewrittenLink: true, notDocumented: false },
    },
    // Only the package's tsconfig (with its typedocOptions): no stray typedoc.json or package.json.
    [new td.TSConfigReader()],
  );
  if (app.logger.hasErrors()) {
    return { project: undefined, problems: [`TypeDoc could not read its options for ${rel(input.tsconfig)} (see the messages above).`] };
  }
  // The program starts at the entry point, not at every file the tsconfig includes: the package's tests pull in
  // vitest and Node's types, which TypeDoc then compiled too (3 s and about 100 MB of a cold build's sourcing) and
  // whose globals leaked into the reference (Node's Error.captureStackTrace as a member of the library's error class).
  app.options.setCompilerOptions([input.entryPoint], app.options.getCompilerOptions(app.logger), app.options.getProjectReferences());
  const logger = new CollectingLogger();
  app.logger = logger;
  const project = reuse ? await convertReusing(app, input, reuse) : await app.convert();
  if (!project) {
    return { project: undefined, problems: logger.problems.length ? logger.problems : [`TypeDoc could not convert ${rel(input.entryPoint)}.`] };
  }
  app.validate(project);
  return { project: app.serializer.projectToObject(project, input.rootDir), problems: logger.problems };
}

/**
 * What a parse depends on, of the options TypeScript gives getSourceFile: the language version, the file's module format
 * and how JSDoc is parsed (the key TypeScript's own document registry uses, with the compiler options). The options also
 * carry the package.json scope the file's format came from, whose contents the first program's resolution fills in: a
 * key of the whole object made React's types (the largest files) parse again in the second conversion.
 * @param {import('typescript').ScriptTarget | import('typescript').CreateSourceFileOptions} options
 */
const parseKey = (options) =>
  typeof options === 'object' && options !== null ? JSON.stringify([options.languageVersion, options.impliedNodeFormat ?? null, options.jsDocParsingMode ?? null]) : JSON.stringify(options);

/**
 * developTypeDocReuse: what gatsby develop's TypeDoc process keeps between conversions. TypeDoc builds a new
 * TypeScript program for every conversion, parsing and binding the lib files and React's types again, though a TSDoc
 * edit changes one library file: of a 0.9 s conversion on a slow machine, building the program and checking it took
 * 0.68 s, and 0.14 s with the unchanged files' parsed sources reused (the way TypeScript's language service reuses
 * them). A file is reused only when its text is the same as when it was parsed.
 */
export class ProgramReuse {
  /** @type {Map<string, import('typescript').SourceFile>} */
  sourceFiles = new Map();
  /** @type {import('typescript').Program | undefined} */
  program = undefined;
  /** The compiler options the kept files were parsed under (other options start afresh). */
  optionsKey = '';
  /** How many files the last program took from the kept ones (tests). */
  reused = 0;

  /**
   * A compiler host like TypeScript's default one, which returns the kept parsed file when a file's text is unchanged.
   * @param {typeof import('typescript')} ts @param {import('typescript').CompilerOptions} options
   */
  host(ts, options) {
    const key = JSON.stringify(options);
    if (key !== this.optionsKey) {
      this.sourceFiles.clear();
      this.program = undefined;
      this.optionsKey = key;
    }
    this.reused = 0;
    const host = ts.createCompilerHost(options);
    const parse = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreate) => {
      const text = host.readFile(fileName);
      const cacheKey = `${fileName}\0${parseKey(languageVersionOrOptions)}`;
      const kept = this.sourceFiles.get(cacheKey);
      if (kept && text !== undefined && kept.text === text) {
        this.reused += 1;
        return kept;
      }
      const parsed = parse(fileName, languageVersionOrOptions, onError, shouldCreate);
      if (parsed) this.sourceFiles.set(cacheKey, parsed);
      else this.sourceFiles.delete(cacheKey);
      return parsed;
    };
    return host;
  }
}

/**
 * What TypeDoc's Application.convert does for one entry point (the "resolve" strategy), through its public API
 * (Converter.convert, Application.initializeRepositories), but with a program built by `reuse`'s host.
 * @param {import('typedoc').Application} app @param {{ entryPoint: string, rootDir: string }} input @param {ProgramReuse} reuse
 */
async function convertReusing(app, input, reuse) {
  const ts = (await import('typescript')).default;
  const options = app.options.getCompilerOptions(app.logger);
  const program = ts.createProgram({
    rootNames: app.options.getFileNames(),
    options,
    projectReferences: app.options.getProjectReferences(),
    host: reuse.host(ts, options),
    oldProgram: reuse.program,
  });
  reuse.program = program;
  const sourceFile = program.getSourceFile(input.entryPoint);
  if (!sourceFile) {
    app.logger.warn(`The entry point ${path.relative(input.rootDir, input.entryPoint)} is not part of the program.`);
    return undefined;
  }
  // TypeDoc's display name for an entry point: its path from basePath, without /index and the extension.
  const displayName = path.relative(input.rootDir, input.entryPoint).split(path.sep).join('/').replace(/(\/index)?(\.d)?\.([cm][tj]s|[tj]sx?)$/, '');
  const entryPoints = [{ displayName, sourceFile, program }];
  await app.initializeRepositories(entryPoints);
  if (!app.options.getValue('skipErrorChecking')) {
    const errors = ts.getPreEmitDiagnostics(program);
    if (errors.length > 0) {
      // As TypeDoc reports them.
      const format = { getCanonicalFileName: (file) => path.resolve(file), getCurrentDirectory: () => process.cwd(), getNewLine: () => ts.sys.newLine };
      for (const error of errors) app.logger.error(ts.formatDiagnosticsWithColorAndContext([error], format));
      return undefined;
    }
  }
  return app.converter.convert(entryPoints);
}
