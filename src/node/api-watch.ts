import fs from 'node:fs';
import path from 'node:path';

/** Editors write a file in bursts (truncate, write, rename); one re-run per burst. */
const DEBOUNCE_MS = 150;

/** Files whose change can change the API: sources, not tests. */
export function affectsApi(file: string): boolean {
  return /\.(ts|tsx)$/.test(file) && !/\.test(-d)?\.(ts|tsx)$/.test(file) && !file.split(path.sep).includes('test');
}

/**
 * Calls `onChange` (debounced) when a library source file changes. Node's
 * recursive fs.watch is enough for one source folder and needs no extra
 * dependency. Returns a function that stops watching.
 */
export function watchSourceDir(dir: string, onChange: () => void, debounceMs = DEBOUNCE_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watcher = fs.watch(dir, { recursive: true }, (_event, file) => {
    if (file && !affectsApi(String(file))) return;
    clearTimeout(timer);
    timer = setTimeout(onChange, debounceMs);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
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
