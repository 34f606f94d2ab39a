/** Emits a change for `file` again from the chokidar watcher that last reported it (false without developTrailingChanges). */
export function reportChangeAgain(file: string): boolean;
