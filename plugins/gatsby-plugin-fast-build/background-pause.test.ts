// @vitest-environment node
// developPauseBackground: develop's background processes stop while develop works on a change and run again after.
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackgroundProcess } from '../../src/node/background-process';
import { BackgroundPause, MAX_PAUSE_MS, RESUME_AFTER_MS } from './develop';
import { bundleScript } from './node/bundle-script.mjs';

const STEP_MS = 100;

/** A pretend kernel: each process runs, is stopped, or is gone (signalling it throws, as process.kill does). */
function fakeKernel() {
  const processes = new Map<number, 'running' | 'stopped' | 'gone'>();
  const wrong: string[] = [];
  const signal = (pid: number, name: 'SIGSTOP' | 'SIGCONT') => {
    const state = processes.get(pid);
    if (state === undefined || state === 'gone') throw Object.assign(new Error(`kill ESRCH ${pid}`), { code: 'ESRCH' });
    // A stop sent to a stopped process, or a continue to a running one, means the pause lost track of it.
    if ((name === 'SIGSTOP') !== (state === 'running')) wrong.push(`${name} to ${state} ${pid}`);
    processes.set(pid, name === 'SIGSTOP' ? 'stopped' : 'running');
  };
  return { processes, wrong, signal };
}

type Op =
  | { kind: 'add' }
  | { kind: 'remove'; which: number }
  | { kind: 'gone'; which: number }
  | { kind: 'hold'; which: number }
  | { kind: 'release'; which: number }
  | { kind: 'busy' }
  | { kind: 'compileStarted' }
  | { kind: 'compileEnded' }
  | { kind: 'wait'; ms: number }
  | { kind: 'exit' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.constant({ kind: 'add' as const }),
  fc.record({ kind: fc.constant('remove' as const), which: fc.nat(7) }),
  fc.record({ kind: fc.constant('gone' as const), which: fc.nat(7) }),
  fc.record({ kind: fc.constant('hold' as const), which: fc.nat(7) }),
  fc.record({ kind: fc.constant('release' as const), which: fc.nat(7) }),
  fc.constant({ kind: 'busy' as const }),
  fc.constant({ kind: 'compileStarted' as const }),
  fc.constant({ kind: 'compileEnded' as const }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.oneof(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 400, max: 12_000 })) }),
  fc.constant({ kind: 'exit' as const }),
);

describe('developPauseBackground: BackgroundPause, against a model (fake clock, pretend kernel)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never stops a process develop waits on, stops the others at every change, and continues all once develop was free RESUME_AFTER_MS, at the latest after MAX_PAUSE_MS', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        vi.useFakeTimers({ now: 1_000_000 });
        try {
          const kernel = fakeKernel();
          let exit: () => void = () => {};
          const pause = new BackgroundPause({ signal: kernel.signal, onExit: (resume) => (exit = resume) });
          // The model: members in order, each with its release functions and leave function.
          const members: Array<{ pid: number; leave: () => void; releases: Array<() => void>; held: number; stoppedSince: number | null }> = [];
          let nextPid = 100;
          let compiling = false;
          let lastBusy = -Infinity;
          let pausedAt: number | null = null;
          const pick = (which: number) => (members.length ? members[which % members.length] : undefined);
          const now = () => Date.now();
          for (const step of ops) {
            switch (step.kind) {
              case 'add': {
                const pid = (nextPid += 1);
                kernel.processes.set(pid, 'running');
                members.push({ pid, leave: pause.add(pid), releases: [], held: 0, stoppedSince: null });
                break;
              }
              case 'remove': {
                const member = pick(step.which);
                if (!member) break;
                member.leave();
                members.splice(members.indexOf(member), 1);
                // Let go: it runs (unless it is gone).
                if (kernel.processes.get(member.pid) !== 'gone') expect(kernel.processes.get(member.pid)).toBe('running');
                break;
              }
              case 'gone': {
                const member = pick(step.which);
                if (member) kernel.processes.set(member.pid, 'gone');
                break;
              }
              case 'hold': {
                const member = pick(step.which);
                if (!member) break;
                member.releases.push(pause.hold(member.pid));
                member.held += 1;
                break;
              }
              case 'release': {
                const member = pick(step.which);
                const release = member?.releases.pop();
                if (!member || !release) break;
                release();
                release(); // twice: counted once
                member.held -= 1;
                break;
              }
              case 'busy':
              case 'compileStarted':
                pause[step.kind]();
                if (step.kind === 'compileStarted') compiling = true;
                lastBusy = now();
                pausedAt ??= now();
                break;
              case 'compileEnded':
                pause.compileEnded();
                compiling = false;
                lastBusy = now();
                break;
              case 'wait':
                vi.advanceTimersByTime(step.ms);
                break;
              case 'exit':
                exit();
                pausedAt = null;
                break;
            }
            const live = members.filter((member) => kernel.processes.get(member.pid) !== 'gone');
            for (const member of live) {
              const state = kernel.processes.get(member.pid);
              // The pause knows what the kernel knows.
              expect(pause.stopped(member.pid)).toBe(state === 'stopped');
              // A process develop waits on runs.
              if (member.held > 0) expect(state).toBe('running');
              if (state === 'stopped') member.stoppedSince ??= now();
              else member.stoppedSince = null;
              // Nothing stays stopped past MAX_PAUSE_MS (and the step that notices it).
              if (member.stoppedSince !== null) expect(now() - member.stoppedSince).toBeLessThanOrEqual(MAX_PAUSE_MS + STEP_MS);
            }
            // A change: every process develop does not wait on stops.
            if (step.kind === 'busy' || step.kind === 'compileStarted') {
              for (const member of live) if (member.held === 0) expect(kernel.processes.get(member.pid)).toBe('stopped');
            }
            // Free for RESUME_AFTER_MS (and a step): all run again. Develop exiting: all run.
            if ((step.kind === 'wait' && !compiling && now() - lastBusy >= RESUME_AFTER_MS + STEP_MS) || step.kind === 'exit') {
              for (const member of live) expect(kernel.processes.get(member.pid)).toBe('running');
              pausedAt = null;
            }
            // While develop works (compiling, or within RESUME_AFTER_MS of a change) and before MAX_PAUSE_MS, a
            // process added or released meanwhile aside, nothing it stopped runs again.
            if (step.kind === 'wait' && pausedAt !== null && (compiling || now() - lastBusy < RESUME_AFTER_MS) && now() - pausedAt < MAX_PAUSE_MS) {
              for (const member of live) if (member.held === 0 && member.stoppedSince !== null) expect(kernel.processes.get(member.pid)).toBe('stopped');
            }
          }
          expect(kernel.wrong).toEqual([]);
        } finally {
          vi.useRealTimers();
        }
      }),
      { numRuns: 300 },
    );
  });

  it("a step that comes late found develop's thread busy (Gatsby's work after a compile): the pause goes on", () => {
    vi.useFakeTimers({ now: 5_000 });
    const kernel = fakeKernel();
    kernel.processes.set(7, 'running');
    const pause = new BackgroundPause({ signal: kernel.signal, onExit: () => {} });
    pause.add(7);
    pause.busy();
    vi.setSystemTime(5_000 + RESUME_AFTER_MS + 200);
    // Scheduled 100 ms after the change, run RESUME_AFTER_MS later: the thread was held.
    pause.step(5_000);
    expect(kernel.processes.get(7)).toBe('stopped');
    // Steps on time afterwards: it runs again RESUME_AFTER_MS after the late one.
    vi.advanceTimersByTime(RESUME_AFTER_MS + STEP_MS);
    expect(kernel.processes.get(7)).toBe('running');
  });
});

/** The process's state letter in /proc (T: stopped), or null once it is gone. */
function procState(pid: number): string | null {
  try {
    return /^\d+ \(.*\) (\w)/.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))![1];
  } catch {
    return null;
  }
}

const until = async (condition: () => boolean, what: string) => {
  for (let i = 0; i < 2000 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!condition()) throw new Error(`never: ${what}`);
};

describe.skipIf(os.platform() !== 'linux')('developPauseBackground with real processes and signals', { timeout: 30_000 }, () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
  });

  /** A background process that answers each request with its input once it has counted to `input` (CPU work). */
  function counter(pause: BackgroundPause) {
    const file = path.join(os.tmpdir(), `pause-counter-${process.pid}.mjs`);
    writeFileSync(
      file,
      `import { answerRequests } from ${JSON.stringify(path.resolve(__dirname, '../../src/node/background-answer.mjs'))};\n` +
        'answerRequests((n) => { let i = 0; while (i < n) i += 1; return n; });\n',
    );
    return new BackgroundProcess<number, number>(file, { niceness: 0, name: 'the counter', pause });
  }

  /** A counter in a pause of its own (which never hooks this process's exit), started and answering. */
  async function runningCounter() {
    const pause = new BackgroundPause({ onExit: () => {} });
    const worker = counter(pause);
    await worker.request(1);
    return { pause, worker, pid: worker.pid! };
  }

  it('a change stops the process (its warm-up waits); a request develop waits on runs it and is answered during the pause; once free it goes on', async () => {
    const { pause, worker, pid } = await runningCounter();
    pause.compileStarted();
    // A signal arrives a moment later.
    await until(() => procState(pid) === 'T', 'stopped');
    let warmed = false;
    const warm = worker.request(10, { background: true }).then(() => (warmed = true));
    // Develop waits on this one: the process runs, answers the warm-up and then it, while develop still compiles.
    const needed = await worker.request(20);
    expect(needed.result).toBe(20);
    expect(warmed).toBe(true);
    await warm;
    // Released, it is stopped again at the next change, and runs once develop was free RESUME_AFTER_MS.
    pause.busy();
    await until(() => procState(pid) === 'T', 'stopped again');
    pause.compileEnded();
    await until(() => procState(pid) !== 'T', 'continued after the compile');
    expect(pause.stopped(pid)).toBe(false);
    await worker.terminate();
  });

  it('a background request sent during a pause is answered only after it', async () => {
    const { pause, worker, pid } = await runningCounter();
    pause.compileStarted();
    let answered = false;
    const warm = worker.request(5, { background: true }).then(() => (answered = true));
    // Stopped: however long develop compiles, nothing comes back.
    await until(() => procState(pid) === 'T', 'stopped');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(answered).toBe(false);
    pause.compileEnded();
    await warm;
    expect(answered).toBe(true);
    await worker.terminate();
  });

  it('a stopped process ends when terminated, and develop exiting continues what it stopped (which then exits with it)', async () => {
    const { pause, worker } = await runningCounter();
    pause.busy();
    await until(() => procState(worker.pid!) === 'T', 'stopped');
    await worker.terminate();
    expect(procState(worker.pid!)).toBe(null);

    // Develop's side in a process of its own, stopped during a pause when it exits.
    const root = path.resolve(__dirname, '../..');
    const bundle = await bundleScript(root, 'plugins/gatsby-plugin-fast-build/__fixtures__/pause-parent.ts', path.join(root, 'node_modules/.cache/fast-build/pause-parent-test.mjs'));
    for (const how of ['exit', 'SIGTERM', 'SIGHUP'] as const) {
      const parent = fork(bundle, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: [] });
      children.push(parent);
      const childPid = await new Promise<number>((resolve) => parent.once('message', (message: { stopped: number }) => resolve(message.stopped)));
      await until(() => procState(childPid) === 'T', 'stopped');
      const exited = new Promise<[number | null, string | null]>((resolve) => parent.once('exit', (code, signal) => resolve([code, signal])));
      if (how === 'exit') parent.send('exit');
      else parent.kill(how);
      // A signal still ends it as it would have (no one else listens): by the signal.
      expect(await exited).toEqual(how === 'exit' ? [0, null] : [null, how]);
      await until(() => procState(childPid) === null, `the stopped child gone with develop (${how})`);
    }
  });
});
