import path from 'node:path';
import type { JSONOutput, NormalizedPath } from 'typedoc';

export interface TypeDocInput {
  /** Absolute path of the package's entry point (its index.ts). */
  entryPoint: string;
  /** Absolute path of the package's tsconfig.json; its `typedocOptions` are read too. */
  tsconfig: string;
  /** Repository root: source file names come out relative to it. */
  rootDir: string;
  repoBlobUrl: string;
}

interface SourceFileLike {
  fileName: string;
  getLineAndCharacterOfPosition(pos: number): { line: number };
}
interface NodeLike {
  getStart(file: SourceFileLike, includeJsDoc: boolean): number;
  getSourceFile(): SourceFileLike;
}

export interface TypeDocRun {
  /** Undefined when TypeDoc could not convert the program at all. */
  project: JSONOutput.ProjectReflection | undefined;
  /** Every warning and error TypeDoc logged, with file:line where it knows it. */
  problems: string[];
}

/**
 * Loads TypeDoc and the TypeScript compiler it brings (about 0.7 s here), so that a later runTypeDoc does not wait for
 * them: gatsby develop calls it once idle when the API records came from the cache, for the first TSDoc edit.
 */
export async function preloadTypeDoc(): Promise<void> {
  await import('typedoc');
}

/**
 * Runs TypeDoc's converter and validator on one entry point and returns the
 * serialized project. Any warning counts as a problem: an unresolved or
 * unexported symbol, a broken `{@link}` or a type error in the library must
 * fail the build rather than leave a hole in the reference.
 */
export async function runTypeDoc(input: TypeDocInput): Promise<TypeDocRun> {
  // typedoc is ESM-only. Parcel compiles gatsby-node to CommonJS and turns this
  // import() into require(), which loads ESM on Node ≥ 20.19 (require(esm)).
  const td = await import('typedoc');
  const rel = (file: string) => path.relative(input.rootDir, file) || file;

  class CollectingLogger extends td.Logger {
    readonly problems: string[] = [];
    override log(message: string, level: number): void {
      super.log(message, level);
      if (level >= td.LogLevel.Warn && level !== td.LogLevel.None) this.problems.push(message.trim());
    }
    /** Prefixes file:line (relative to the repository) when TypeDoc knows where the problem is. */
    protected override addContext(message: string, _level: number, ...args: unknown[]): string {
      const [first, second] = args;
      if (first === undefined) return message;
      const node = first as NodeLike;
      const [pos, file] = typeof first === 'number' ? [first, second as SourceFileLike] : [node.getStart(node.getSourceFile(), false), node.getSourceFile()];
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
  return { project: app.serializer.projectToObject(project, input.rootDir as NormalizedPath), problems: logger.problems };
}
