import type { Compiler } from 'webpack';

type WatchFileSystem = NonNullable<Compiler['watchFileSystem']>;
type Watch = WatchFileSystem['watch'];

const WRAPPED = Symbol.for('gatsby-plugin-fast-build/watch-removals');

/**
 * developWatchRemovals. webpack's file system watcher (NodeWatchFileSystem, webpack 5.98 to 5.102 at least) reports a
 * change at once through its `callbackUndelayed`, which calls the compiler's `invalid` hook, but only for a changed
 * file: a batch of removals alone reaches the Watching only through the aggregated callback. Gatsby develop keeps its
 * Watching suspended between its own recompiles and recompiles when `invalid` tells it of a source change. So, when a
 * file the bundle depends on was removed (a doc that had been opened in a browser, deleted), the Watching recorded the
 * removal, its watcher stopped reporting (webpack pauses it until the next compile), Gatsby heard of nothing, and every
 * later save was lost until something else made Gatsby recompile. Here a batch holding removals and no reported change
 * is reported through `callbackUndelayed` first, as a change would have been.
 */
export class WatchRemovals {
  apply(compiler: Compiler): void {
    // After the environment: the watch file system is in place then, also one a plugin set instead of webpack's. A
    // compiler without one never watches.
    compiler.hooks.afterEnvironment.tap('FastBuildWatchRemovals', () => {
      const fileSystem = compiler.watchFileSystem;
      if (fileSystem && typeof fileSystem.watch === 'function') reportRemovals(fileSystem);
    });
  }
}

/** Wraps `fileSystem.watch` (once) so that removals alone are reported as a change is. */
export function reportRemovals(fileSystem: WatchFileSystem): void {
  const marked = fileSystem as WatchFileSystem & { [WRAPPED]?: true };
  if (marked[WRAPPED]) return;
  marked[WRAPPED] = true;
  const watch: Watch = fileSystem.watch.bind(fileSystem);
  fileSystem.watch = (files, directories, missing, startTime, options, callback, callbackUndelayed) => {
    // Each watch() is one watcher, which reports its first change once; a later batch is the next watcher's.
    let reported = false;
    // webpack's types say it is always given; NodeWatchFileSystem checks, and so does this.
    const immediate = callbackUndelayed as typeof callbackUndelayed | undefined;
    const undelayed: typeof callbackUndelayed = (file, time) => {
      reported = true;
      immediate?.(file, time);
    };
    const aggregated: typeof callback = (error, fileTimes, contextTimes, changes, removals) => {
      if (!error && !reported && immediate && removals && removals.size > 0) {
        const [first] = removals;
        undelayed(first, Date.now());
      }
      callback(error, fileTimes, contextTimes, changes, removals);
    };
    return watch(files, directories, missing, startTime, options, aggregated, immediate ? undelayed : callbackUndelayed);
  };
}
