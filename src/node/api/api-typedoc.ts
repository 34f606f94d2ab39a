import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { developFlag } from '../../../plugins/gatsby-plugin-fast-build/develop';
import { convertWithTypeDoc, loadTypeDoc, type TypeDocInput, type TypeDocRun } from './typedoc-convert.mjs';

export type { TypeDocInput, TypeDocRun };

/** The worker thread's entry, from the repository root (Node runs it as it is: plain JavaScript). */
export const TYPEDOC_WORKER = 'src/node/api/typedoc-worker.mjs';

/** Printed once, when gatsby develop starts TypeDoc's thread (the develop smoke test looks for it). */
export const API_WORKER_LINE = "[api] TypeDoc loads and runs in a worker thread, beside develop's main thread (developApiWorker)";

interface Reply {
  id: number;
  run?: TypeDocRun;
  error?: string;
  threadId: number;
}

/**
 * TypeDoc in a worker thread (developApiWorker). On the main thread, loading TypeDoc held gatsby develop for about
 * 1 s on a slow 2-core machine (most of it Node's format and export checks of typescript.js as an ES module imports
 * it), and an author's save that came meanwhile waited for it: a session's first prose edit took 1.9 s instead of 1 s.
 * In its own thread the load and each TSDoc edit's conversion leave the main thread to the edits. The thread is kept
 * (TypeDoc stays loaded) and does not keep the process alive.
 */
export class TypeDocWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  private next = 0;
  /** Set once the thread failed or exited: every later request rejects with it. */
  private failure: Error | null = null;

  constructor(file: string) {
    // No execArgv: gatsby develop's preloads (the plugin's Gatsby patches, the code cache) are for its main thread.
    this.worker = new Worker(file, { execArgv: [] });
    this.worker.unref();
    this.worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (this.pending.size === 0) this.worker.unref();
      if (!waiting) return;
      if (reply.error !== undefined) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply);
    });
    const fail = (error: Error) => {
      this.failure ??= error;
      for (const { reject } of this.pending.values()) reject(this.failure);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`TypeDoc's worker thread exited (code ${code})`)));
  }

  /** Converts `input` in the thread (or, without one, only loads TypeDoc there); resolves with the thread's reply. */
  request(input?: TypeDocInput): Promise<Reply> {
    if (this.failure) return Promise.reject(this.failure);
    const id = (this.next += 1);
    this.worker.ref();
    return new Promise<Reply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, input });
    });
  }

  /** Whether the thread failed or exited (a new one is started for the next request). */
  get failed(): boolean {
    return this.failure !== null;
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }
}

let developWorker: TypeDocWorker | undefined;

/** gatsby develop with developApiWorker: TypeDoc's thread, started on first use (again after a failure). */
function typeDocThread(rootDir: string): TypeDocWorker | undefined {
  if (!developFlag('developApiWorker', rootDir)) return undefined;
  if (!developWorker || developWorker.failed) {
    if (!developWorker) console.log(API_WORKER_LINE);
    developWorker = new TypeDocWorker(path.join(rootDir, TYPEDOC_WORKER));
  }
  return developWorker;
}

/**
 * Loads TypeDoc and the TypeScript compiler it brings, so that a later runTypeDoc does not wait for them: gatsby
 * develop calls it once idle when the API records came from the cache, for the first TSDoc edit. With
 * developApiWorker the load happens in TypeDoc's thread.
 */
export async function preloadTypeDoc(rootDir = process.cwd()): Promise<void> {
  const thread = typeDocThread(rootDir);
  if (thread) await thread.request();
  else await loadTypeDoc();
}

/**
 * Runs TypeDoc's converter and validator on one entry point and returns the serialized project
 * (./typedoc-convert.mjs): in TypeDoc's thread in gatsby develop with developApiWorker, else here. A thread that
 * cannot run (it failed to start or exited) is reported and the conversion runs here.
 */
export async function runTypeDoc(input: TypeDocInput): Promise<TypeDocRun> {
  const thread = typeDocThread(input.rootDir);
  if (!thread) return convertWithTypeDoc(input);
  try {
    // Only the input's own fields cross to the thread (a caller's object may carry functions, which cannot).
    const { entryPoint, tsconfig, rootDir, repoBlobUrl } = input;
    return (await thread.request({ entryPoint, tsconfig, rootDir, repoBlobUrl })).run!;
  } catch (error) {
    if (!thread.failed) throw error; // TypeDoc itself threw: as it would have here
    console.warn(`[api] TypeDoc's worker thread could not run (${(error as Error).message}); TypeDoc runs on the main thread this time`);
    return convertWithTypeDoc(input);
  }
}
