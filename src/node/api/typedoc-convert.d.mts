import type { JSONOutput } from 'typedoc';

export interface TypeDocInput {
  /** Absolute path of the package's entry point (its index.ts). */
  entryPoint: string;
  /** Absolute path of the package's tsconfig.json; its `typedocOptions` are read too. */
  tsconfig: string;
  /** Repository root: source file names come out relative to it. */
  rootDir: string;
  repoBlobUrl: string;
}

export interface TypeDocRun {
  /** Undefined when TypeDoc could not convert the program at all. */
  project: JSONOutput.ProjectReflection | undefined;
  /** Every warning and error TypeDoc logged, with file:line where it knows it. */
  problems: string[];
}

export function loadTypeDoc(): Promise<typeof import('typedoc')>;
export function convertWithTypeDoc(input: TypeDocInput): Promise<TypeDocRun>;
