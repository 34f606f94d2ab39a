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
/** `input`: api-typedoc.ts's TypeDocInput. */
export async function convertWithTypeDoc(input) {
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
  const project = await app.convert();
  if (!project) {
    return { project: undefined, problems: logger.problems.length ? logger.problems : [`TypeDoc could not convert ${rel(input.entryPoint)}.`] };
  }
  app.validate(project);
  return { project: app.serializer.projectToObject(project, input.rootDir), problems: logger.problems };
}
