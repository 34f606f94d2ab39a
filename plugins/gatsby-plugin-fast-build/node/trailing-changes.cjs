// developTrailingChanges. chokidar 3 (the watcher gatsby-source-filesystem and Gatsby's static folder sync use)
// throttles per path: fs.watch events within 5 ms of the last one handled are dropped before the file is looked at
// (nodefs-handler, 'watch'), and a change event within 50 ms of the last one emitted is dropped (_emit, 'change'); when
// such a window closes, nothing is emitted for what it dropped. gatsby-source-filesystem reads the file when it hears of
// the change, so a save that landed in a window after the previous save's event was never read: the doc kept the
// earlier text, whatever recompiled, until the next save. gatsby develop used to be too busy for it to show (the events
// were handled late, together, and the first read saw the last save); now that it answers an edit in a few hundred ms,
// two saves 50 ms apart lost the second about one time in five in a stress session. Here a window that dropped
// something ends with a look at the file: if it changed since the last change (or add) emitted for it, a change is
// emitted now.
const { readFileSync, statSync } = require('node:fs');
const { stat } = require('node:fs/promises');
const path = require('node:path');

/** Where a watcher keeps the time of the last change (or add) emitted for each file. */
const SEEN = Symbol.for('gatsby-plugin-fast-build.trailing-changes.seen');
/** On globalThis: reportChangeAgain, for the plugin's gatsby-node (another bundle). */
const REPORT_AGAIN = Symbol.for('gatsby-plugin-fast-build.trailing-changes.report-again');
/** The watcher that last emitted a change (or add) for each file, by full path. */
const watcherOf = new Map();

/** Its name in ../internals.ts. */
const TRAILING_CHANGES_INTERNAL = "chokidar's throttle of change events (FSWatcher.prototype._throttle, called by _emit with a 50 ms window per path)";
/** What chokidar's index.js must hold: the throttle this completes. */
const CHANGE_THROTTLE = '_throttle(EV_CHANGE, path, 50)';
const FIX = 'Fix trailingChanges in plugins/gatsby-plugin-fast-build/node/trailing-changes.cjs for this chokidar, or turn it off meanwhile (--off=developTrailingChanges).';
/** Logged once the patch is in (the develop smoke test looks for it). */
const TRAILING_CHANGES_LINE = "[fast-build] a file saved again inside chokidar's throttle windows (5 ms, 50 ms) is reported when the window closes, not dropped (developTrailingChanges)";

/**
 * Patches chokidar's FSWatcher (the module's exports) in place. `source` is chokidar's index.js. On another shape it
 * throws (strict) or warns, and chokidar drops such changes as before.
 */
function trailingChanges(chokidar, { source, strict = true, warn = (line) => console.warn(line), info = () => {} } = {}) {
  try {
    const proto = chokidar?.FSWatcher?.prototype;
    if (typeof proto?._throttle !== 'function' || typeof proto._emit !== 'function' || typeof proto.emitWithAll !== 'function' || typeof source !== 'string' || !source.includes(CHANGE_THROTTLE)) {
      throw new Error(`[chokidar-internals] ${TRAILING_CHANGES_INTERNAL}: expected FSWatcher.prototype._throttle, _emit and emitWithAll, and \`${CHANGE_THROTTLE}\` in chokidar's index.js, found ${typeof proto?._throttle}, ${typeof proto?._emit} and ${typeof proto?.emitWithAll}. ${FIX}`);
    }
    if (proto._throttle.trailingChanges) return;
    const throttle = proto._throttle;
    const emitWithAll = proto.emitWithAll;
    /** The file's full path: chokidar hands out paths relative to its `cwd` option when it has one. */
    const full = (watcher, file) => path.resolve(watcher.options?.cwd ?? '', file);
    const seenTimes = (watcher) => (watcher[SEEN] ??= new Map());
    // What was emitted last for each file: the time of the text listeners were told of.
    proto.emitWithAll = function emitAndNote(event, args) {
      if (event === 'change' || event === 'add') {
        const file = full(this, args[1]);
        let mtimeMs = args[2]?.mtimeMs;
        if (mtimeMs === undefined) mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
        seenTimes(this).set(file, mtimeMs);
        watcherOf.set(file, this);
      }
      return emitWithAll.call(this, event, args);
    };
    const throttleWithTrailingChange = function (actionType, file, timeout) {
      const window = throttle.call(this, actionType, file, timeout);
      // A new window (an object counting the calls it drops): once it is over, what it dropped is looked at.
      if ((actionType === 'change' || actionType === 'watch') && window && typeof window === 'object') {
        const timer = setTimeout(() => {
          if (window.count === 0 || this.closed) return;
          const absolute = full(this, file);
          stat(absolute).then(
            (stats) => {
              if (this.closed || !stats.isFile() || seenTimes(this).get(absolute) === stats.mtimeMs) return;
              void this._emit('change', absolute, stats);
            },
            () => {}, // gone: its unlink is chokidar's to report
          );
        }, timeout + 1);
        timer.unref?.();
      }
      return window;
    };
    throttleWithTrailingChange.trailingChanges = true;
    proto._throttle = throttleWithTrailingChange;
    globalThis[REPORT_AGAIN] = (file) => {
      const absolute = path.resolve(file);
      const watcher = watcherOf.get(absolute);
      const stats = statSync(absolute, { throwIfNoEntry: false });
      if (!watcher || watcher.closed || !stats?.isFile()) return false;
      // Past the throttle: the last change was emitted already, and this one must reach the listeners.
      const cwd = watcher.options?.cwd;
      watcher.emitWithAll('change', ['change', cwd ? path.relative(cwd, absolute) : absolute, stats]);
      return true;
    };
    info(TRAILING_CHANGES_LINE);
  } catch (error) {
    if (strict) throw error;
    warn(`[fast-build] skipped developTrailingChanges: ${error.message} The build goes on without it, as Gatsby builds on its own (slower only); strict mode (CI or --strict) would fail here.`);
  }
}

/**
 * Emits a change for `file` again from the chokidar watcher that last reported it, past chokidar's throttle: for a
 * node that, once its file's events were handled, does not hold the file's content (gatsby-source-filesystem handles
 * two close events of a file concurrently, and the earlier one's node can land last). False when developTrailingChanges
 * is not in (no watcher reported the file through the patch).
 */
function reportChangeAgain(file) {
  return globalThis[REPORT_AGAIN]?.(file) ?? false;
}

/** The preload's patch set: chokidar, as the site resolves it (gatsby-source-filesystem's copy). */
function trailingChangesPatch(lines, { strict = true } = {}) {
  return {
    chokidar: (exports, chokidarRequire) => {
      let source;
      try {
        source = readFileSync(chokidarRequire.resolve('./index.js'), 'utf8');
      } catch {
        // The shape check names it.
      }
      trailingChanges(exports, { source, strict, warn: lines.warn, info: lines.info });
    },
  };
}

module.exports = { TRAILING_CHANGES_INTERNAL, TRAILING_CHANGES_LINE, CHANGE_THROTTLE, trailingChanges, trailingChangesPatch, reportChangeAgain };
