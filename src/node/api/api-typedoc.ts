import path from 'node:path';
import { developBackgroundPause, developFlag, type BackgroundPause } from '../../../plugins/gatsby-plugin-fast-build/develop';
import { BackgroundProcess } from '../background-process';
import { BACKGROUND_NICENESS } from '../code/snippet-source';
import type { JSONOutput } from 'typedoc';
// Plain JavaScript, typed below: a declaration file beside it (.d.mts) is a file Gatsby's query extraction parses, and
// fails on, in a plain build.
// @ts-expect-error: no declaration file
import * as typeDocConvert from './typedoc-convert.mjs';

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

/** ./typedoc-convert.mjs: TypeDoc's run, shared with TypeDoc's process in develop (./typedoc-worker.mjs). */
export const { convertWithTypeDoc, loadTypeDoc, ProgramReuse } = typeDocConvert as {
  convertWithTypeDoc(input: TypeDocInput, options?: { reuse?: ProgramReuse }): Promise<TypeDocRun>;
  loadTypeDoc(): Promise<typeof import('typedoc')>;
  ProgramReuse: new () => ProgramReuse;
};

/** typedoc-convert.mjs's ProgramReuse (developTypeDocReuse): the parsed source files kept between conversions. */
export interface ProgramReuse {
  /** How many files the last program took from the kept ones. */
  reused: number;
  /** The last program (the next one's oldProgram). */
  program: import('typescript').Program | undefined;
}

/** The TypeDoc process's entry, from the repository root (Node runs it as it is: plain JavaScript). */
export const TYPEDOC_WORKER = 'src/node/api/typedoc-worker.mjs';

/** Printed once, when gatsby develop starts TypeDoc's process (the develop smoke test looks for it). */
export const API_WORKER_LINE = "[api] TypeDoc loads and runs in a process of its own at a low priority, beside develop (developApiWorker)";

/** Its niceness, the samples' check's (0 is develop's, 19 the lowest): an author's edits and the browser come first. */
export const TYPEDOC_NICENESS = BACKGROUND_NICENESS;

/**
 * TypeDoc in a process of its own (developApiWorker, ../background-process.ts). On develop's main thread, loading
 * TypeDoc held gatsby develop for about 1 s on a slow 2-core machine (most of it Node's format and export checks of
 * typescript.js as an ES module imports it), and an author's save that came meanwhile waited for it: a session's first
 * prose edit took 4-7 s in bench:develop there. A worker thread freed the main thread but still took a core while the
 * edits and the browser needed it; a process runs at a low priority (TYPEDOC_NICENESS).
 */
export class TypeDocWorker extends BackgroundProcess<TypeDocInput, TypeDocRun> {
  /** `reusePrograms` (developTypeDocReuse): each conversion reuses the source files the last one parsed, if unchanged. */
  constructor(file: string, { niceness = TYPEDOC_NICENESS, reusePrograms = false, pause }: { niceness?: number; reusePrograms?: boolean; pause?: BackgroundPause } = {}) {
    super(file, { niceness, name: "TypeDoc's process", args: reusePrograms ? ['--reuse-programs'] : [], pause });
  }
}

let developWorker: TypeDocWorker | undefined;

/** Only the input's own fields cross to TypeDoc's process (a caller's object may carry functions, which cannot). */
const ownFields = ({ entryPoint, tsconfig, rootDir, repoBlobUrl }: TypeDocInput): TypeDocInput => ({ entryPoint, tsconfig, rootDir, repoBlobUrl });

/** gatsby develop with developApiWorker: TypeDoc's process, started on first use (again after a failure). */
export function typeDocProcess(rootDir: string): TypeDocWorker | undefined {
  if (!developFlag('developApiWorker', rootDir)) return undefined;
  if (!developWorker || developWorker.failed) {
    if (!developWorker) console.log(API_WORKER_LINE);
    developWorker = new TypeDocWorker(path.join(rootDir, TYPEDOC_WORKER), { reusePrograms: developFlag('developTypeDocReuse', rootDir), pause: developBackgroundPause(rootDir) });
  }
  return developWorker;
}

/**
 * Loads TypeDoc and the TypeScript compiler it brings, so that a later runTypeDoc does not wait for them: gatsby
 * develop calls it when the API records came from the cache, for the first TSDoc edit. With developApiWorker it
 * happens in TypeDoc's process, which also converts `input` once (the result is dropped): a first conversion took
 * twice as long as the next ones there (1.6 s against 0.75 s on a slow machine, its code not yet optimized).
 */
export async function preloadTypeDoc(input: TypeDocInput): Promise<void> {
  const worker = typeDocProcess(input.rootDir);
  if (worker) {
    await worker.request(ownFields(input), { background: true });
  } else await loadTypeDoc();
}

/**
 * Runs TypeDoc's converter and validator on one entry point and returns the serialized project
 * (./typedoc-convert.mjs): in TypeDoc's process in gatsby develop with developApiWorker, else here. A process that
 * cannot run (it failed to start or exited) is reported and the conversion runs here.
 */
export async function runTypeDoc(input: TypeDocInput): Promise<TypeDocRun> {
  const worker = typeDocProcess(input.rootDir);
  if (!worker) return convertWithTypeDoc(input);
  try {
    return (await worker.request(ownFields(input))).result!;
  } catch (error) {
    if (!worker.failed) throw error; // TypeDoc itself threw: as it would have here
    console.warn(`[api] TypeDoc's process could not run (${(error as Error).message}); TypeDoc runs in develop's own this time`);
    return convertWithTypeDoc(input);
  }
}
