import { createHash } from 'node:crypto';
import path from 'node:path';
import { developBackgroundPause, developFlag, developQuiet, developQuietOrEdited, developSettled } from '../../../plugins/gatsby-plugin-fast-build/develop';
import { bundleScript } from '../../../plugins/gatsby-plugin-fast-build/node/bundle-script.mjs';
import { BackgroundProcess } from '../background-process';
import { BACKGROUND_NICENESS } from './snippet-source';
import { CORE_PACKAGES, snippetChecker, type SnippetChecker, type SnippetOutcome } from './twoslash';

/** What develop asks its sample process: the samples its cache has no outcome for, or a warm-up (SnippetChecker.warm). */
export type SampleRequest = { samples: Array<{ code: string; language: string }> } | { warm: string[] };

/** The sample process's entry, from the repository root. */
export const SAMPLE_WORKER = 'src/node/code/sample-worker.ts';
/**
 * Where it is bundled to for plain Node: inside the project, where its imports of packages resolve, and named for the
 * project's folder (test and bench copies share node_modules through a link, and a bundle holds its sources' paths).
 */
export const sampleWorkerBundle = (root: string) =>
  path.join(root, 'node_modules/.cache/fast-build', `sample-worker-${createHash('sha256').update(path.resolve(root)).digest('hex').slice(0, 12)}.mjs`);

/** Printed once, when gatsby develop starts the sample process (the develop smoke test looks for it). */
export const SAMPLE_WORKER_LINE = '[samples] new code samples are checked in a process of their own at a low priority, beside develop (developSampleWorker)';

/**
 * developSampleWorker: the code samples an author writes or changes in gatsby develop are checked in a kept process of
 * their own (./sample-worker.ts). After a warm start every sample came from the disk cache, so develop's process had
 * no TypeScript program: the first sample edit built one there (the lib files, React's types), 2-3 s of develop's
 * thread on a slow 2-core machine, while the author waited. The process builds it once develop is idle, at a low
 * priority, and keeps it.
 */
export class SampleWorker extends BackgroundProcess<SampleRequest, Array<[string, SnippetOutcome]>> {
  private warming: Promise<void> | undefined;
  /** Whether its TypeScript environment is built (warmUp finished). */
  ready = false;

  /** Whether warmUp was asked for (it may be under way). */
  get warmingUp(): boolean {
    return this.warming !== undefined;
  }

  constructor(file: string, { root = process.cwd(), niceness = BACKGROUND_NICENESS }: { root?: string; niceness?: number } = {}) {
    super(file, { cwd: root, niceness, name: 'the sample process', pause: developBackgroundPause(root) });
  }

  /**
   * Has the process build its TypeScript environment (once), with the core packages' types (CORE_PACKAGES) read;
   * resolves when it is built. The UI kits' types are read by the first sample that imports one.
   *
   * In bench sessions where the author edited prose while the process warmed up at its low priority, the warm-up with
   * every shared package took 8-17 s, and a sample edited before it was done was checked in develop's process (2-4 s).
   * The core alone took 3-7 s. Reading MUI's types after the core, in a request of its own, held up a sample edited
   * meanwhile for 2.5-3 s (a process answers in order); the first sample that imports MUI costs about 0.4 s more.
   */
  warmUp(): Promise<void> {
    return (this.warming ??= this.request({ warm: CORE_PACKAGES }, { background: true }).then(() => {
      this.ready = true;
    }));
  }
}

// On globalThis: the MDX plugins (gatsby-config's bundle) and the API reference (gatsby-node's) share one process.
const KEY = Symbol.for('react-dialog-hub.sample-worker');
type Holder = { [KEY]?: Promise<SampleWorker | null> };

/** Bundles the process's entry and starts it; null when it cannot be bundled (develop then checks samples itself). */
async function startWorker(root: string): Promise<SampleWorker | null> {
  try {
    const file = await bundleScript(root, SAMPLE_WORKER, sampleWorkerBundle(root));
    return new SampleWorker(file, { root });
  } catch (error) {
    console.warn(`[samples] could not start the sample process (${(error as Error).message.split('\n')[0]}); develop checks new samples itself`);
    return null;
  }
}

/** gatsby develop with developSampleWorker: the sample process, started on first use (again after it failed). */
export function sampleWorker(root = process.cwd()): Promise<SampleWorker | null> | null {
  if (!developFlag('developSampleWorker', root)) return null;
  const holder = globalThis as Holder;
  const current = holder[KEY];
  const fresh = () => (holder[KEY] = startWorker(root));
  if (!current) {
    console.log(SAMPLE_WORKER_LINE);
    return fresh();
  }
  return current.then((worker) => (worker?.failed ? fresh() : worker));
}

/**
 * Once develop is idle after its first compile: starts the sample process and has it build its TypeScript
 * environment, at a low priority. Started as soon as the start's own check was done, it slowed a warm start by about
 * a fifth on 2 cores (27 s against 33 s to the first page, four starts each), low priority or not; started once develop
 * had settled (0.6 s idle), it slowed an author's prose edits after a warm start (median 0.38 s → 0.58 s in
 * bench:develop). An author who edits without a pause of 2.5 s finds it cold: the first sample edit is then checked in
 * develop's process (1.5-2.2 s).
 */
export function warmSampleWorkerWhenQuiet(root = process.cwd()): void {
  if (!developFlag('developSampleWorker', root)) return;
  if (developBackgroundPause(root)) {
    // Stopped while develop works on a change (developPauseBackground), it no longer takes the cores from the edits:
    // it warms up once develop has settled after the author's first change, between the saves. The process is
    // started (bundled, forked) once develop has settled after its first compile: started with the warm-up, that
    // took develop's thread for about 0.1 s just as an author's next save came (bench:develop).
    void developSettled()
      .then(() => sampleWorker(root))
      .then(async (worker) => {
        await developQuietOrEdited();
        await worker?.warmUp();
      })
      .catch(() => {});
    return;
  }
  void developQuiet()
    .then(() => sampleWorker(root))
    .then((worker) => worker?.warmUp())
    .catch(() => {});
}

/**
 * Before develop renders `samples`: the ones `checker` has no outcome for are checked in the sample process, and their
 * outcomes seeded into `checker` (and its disk cache), so rendering them compiles nothing here (once the process is
 * warming up or warm: a warm-up under way is waited for, unless `checker` has an environment of its own). Without the
 * flag, before the process was asked to warm up, or when it cannot run (reported), nothing happens and the samples are
 * checked here as before.
 */
export async function checkInSampleWorker(samples: Array<{ code: string; language: string }>, checker: SnippetChecker = snippetChecker(), root = checker.root): Promise<void> {
  if (samples.length === 0 || !developFlag('developSampleWorker', root) || checker.answersFromCache(samples)) return;
  const worker = await sampleWorker(root);
  if (!worker) return;
  if (!worker.warmingUp) {
    // An edit before develop was idle: starting the process and building its environment at its low priority took 6 s
    // here, checking here 2.5 s. Later edits go to the process.
    void worker.warmUp().catch(() => {});
    return;
  }
  // That check built an environment here: while the process is still warming up, the next sample is checked here in
  // it (0.6 s in a bench session) rather than waiting for the warm-up (2.7 s).
  if (!worker.ready && checker.hasEnvironment()) return;
  try {
    // A warm-up under way is waited for (the process answers in order): develop waits idle, so the process's low
    // priority costs little. Checking here instead built a second environment (2-4 s in bench sessions) while the
    // process went on building its own, on the same 2 cores. Asked at once, not after the warm-up: a request develop
    // waits on keeps the process running through a pause (developPauseBackground), and the warm-up is one it does not.
    checker.seed((await worker.request({ samples })).result!);
  } catch (error) {
    console.warn(`[samples] the sample process could not check (${(error as Error).message.split('\n')[0]}); develop checks them itself this time`);
  }
}
