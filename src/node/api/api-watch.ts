import path from 'node:path';
import chokidar from 'chokidar';

/** Editors write a file in bursts (truncate, write, rename); one re-run per burst. */
const DEBOUNCE_MS = 50;

/** Files whose change can change the API: sources, not tests. */
export function affectsApi(file: string): boolean {
  return /\.(ts|tsx)$/.test(file) && !/\.test(-d)?\.(ts|tsx)$/.test(file) && !file.split(path.sep).includes('test');
}

/**
 * Calls `onChange` (debounced) when a library source file changes. Uses
 * chokidar (Gatsby's own watcher) rather than Node's recursive fs.watch,
 * which on Linux watches each file's inode and goes deaf after an editor
 * saves by replacing the file. `ready` resolves once the initial scan is done.
 */
export function watchSourceDir(dir: string, onChange: () => void, debounceMs = DEBOUNCE_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watcher = chokidar.watch(dir, { ignoreInitial: true });
  watcher.on('all', (_event, file) => {
    if (!affectsApi(path.relative(dir, file))) return;
    clearTimeout(timer);
    timer = setTimeout(onChange, debounceMs);
  });
  return {
    ready: new Promise<void>((resolve) => watcher.once('ready', () => resolve())),
    close: () => {
      clearTimeout(timer);
      return watcher.close();
    },
  };
}

/**
 * Wraps a re-source job so runs never overlap: a trigger during a run
 * schedules exactly one more run afterwards, which sees the latest files.
 * Returns the trigger; `done` resolves when no run is pending (for tests).
 */
export function createResourcer(job: () => Promise<void>, onError: (error: unknown) => void) {
  let running: Promise<void> | null = null;
  let again = false;
  const loop = async () => {
    do {
      again = false;
      try {
        await job();
      } catch (error) {
        onError(error);
      }
    } while (again);
    running = null;
  };
  const trigger = () => {
    if (running) again = true;
    else running = loop();
  };
  trigger.done = () => running ?? Promise.resolve();
  return trigger;
}
