import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import type { BackgroundPause } from '../../plugins/gatsby-plugin-fast-build/develop';
// Plain JavaScript (a declaration file beside it would be a file Gatsby's query extraction parses); typed below.
// @ts-expect-error: no declaration file
import * as backgroundAnswer from './background-answer.mjs';

/**
 * A kept child process that answers requests at a low priority, for gatsby develop's background work: TypeDoc
 * (developApiWorker, src/node/api/typedoc-worker.mjs) and the code samples' check (developSampleWorker,
 * src/node/code/sample-worker.ts). On 2 cores, work on develop's main thread held up an author's saves, and a worker
 * thread still took a core from the edits and the browser; a process can run at a lower priority. It is kept between
 * requests (what it loaded stays loaded), does not keep develop (or a test) alive while idle, and exits with develop.
 *
 * The protocol: the parent sends `{ id, input }` (`input` undefined: only load what the first request needs); the
 * process answers `{ id, result, pid }`, or `{ id, error, pid }` with the error's stack.
 */
export interface BackgroundReply<Result> {
  id: number;
  result?: Result;
  error?: string;
  pid: number;
}

export interface BackgroundProcessOptions {
  /** Arguments after the file. */
  args?: string[];
  /** Its working directory (default: this process's). */
  cwd?: string;
  /** Its niceness (0 is develop's, 19 the lowest). */
  niceness: number;
  /** What it is, for the reason a request fails ("TypeDoc's process exited (code 1)"). */
  name: string;
  /** developPauseBackground: stopped while develop works on a change, except while a request it waits on runs. */
  pause?: BackgroundPause;
}

export interface RequestOptions {
  /** Nobody waits on it (a warm-up): the process may be paused meanwhile (developPauseBackground). */
  background?: boolean;
}

export class BackgroundProcess<Input, Result> {
  private readonly child: ChildProcess;
  private readonly pending = new Map<number, { resolve: (reply: BackgroundReply<Result>) => void; reject: (error: Error) => void }>();
  private next = 0;
  /** Set once the process failed or exited: every later request rejects with it. */
  private failure: Error | null = null;

  private readonly pause: BackgroundPause | undefined;

  constructor(file: string, { args = [], cwd, niceness, name, pause }: BackgroundProcessOptions) {
    // No execArgv: gatsby develop's preloads (the plugin's Gatsby patches, the code cache) are for Gatsby's processes.
    // The advanced serialization copies results as structured data, not through JSON text.
    this.child = fork(file, args, { cwd, execArgv: [], serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    if (this.child.pid) {
      try {
        setPriority(this.child.pid, niceness);
      } catch {
        // Not allowed here: it runs at develop's priority.
      }
    }
    this.idle();
    this.child.on('message', (reply: BackgroundReply<Result>) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (this.pending.size === 0) this.idle();
      if (!waiting) return;
      if (reply.error !== undefined) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply);
    });
    const fail = (error: Error) => {
      this.failure ??= error;
      for (const { reject } of this.pending.values()) reject(this.failure);
      this.pending.clear();
    };
    this.child.on('error', fail);
    this.child.on('exit', (code, signal) => fail(new Error(`${name} exited (${signal ?? `code ${code}`})`)));
    if (pause && this.child.pid) {
      this.pause = pause;
      const leave = pause.add(this.child.pid);
      this.child.once('exit', leave);
    }
  }

  /** Nothing waits for it: it does not keep develop (or a test) alive. */
  private idle() {
    this.child.unref();
    (this.child.channel as { unref?: () => void } | undefined)?.unref?.();
  }

  /** Sends `input` (none: only load); resolves with the process's reply, rejects with its error or why it is gone. */
  request(input?: Input, { background = false }: RequestOptions = {}): Promise<BackgroundReply<Result>> {
    if (this.failure) return Promise.reject(this.failure);
    const id = (this.next += 1);
    this.child.ref();
    (this.child.channel as { ref?: () => void } | undefined)?.ref?.();
    // Requests are answered in order: one develop waits on keeps the process running through those before it.
    const release = background || !this.pause || !this.child.pid ? undefined : this.pause.hold(this.child.pid);
    const answered = new Promise<BackgroundReply<Result>>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.send({ id, input });
    });
    if (release) void answered.then(release, release);
    return answered;
  }

  /** Whether the process failed or exited (its owner starts a new one for the next request). */
  get failed(): boolean {
    return this.failure !== null;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Ends the process; resolves once it is gone. */
  terminate(): Promise<void> {
    return new Promise((resolve) => {
      if (this.child.exitCode !== null || this.child.signalCode !== null) return resolve();
      this.child.once('exit', () => resolve());
      this.child.kill();
      // A stopped process gets SIGTERM only once continued.
      if (this.pause && this.child.pid && this.pause.stopped(this.child.pid)) this.pause.hold(this.child.pid);
    });
  }
}

/** The answering side, in the child (./background-answer.mjs, plain JavaScript so TypeDoc's process can run it as it is). */
export const answerRequests = backgroundAnswer.answerRequests as <Input, Result>(handle: (input: Input | undefined) => Promise<Result> | Result) => void;
