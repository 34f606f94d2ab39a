/**
 * When to show the navigation progress bar: only if a path change is still
 * pending after `delayMs`, so fast (prefetched) navigations show nothing.
 * The bar itself is injected (src/browser/progress-bar.ts in the browser, a fake in tests).
 */
export interface ProgressBar {
  start(): void;
  done(): void;
}

export interface RouteProgress {
  /** A path change began (link click, navigate(), back/forward). */
  begin(): void;
  /** The route update landed: cancel the pending start or finish the bar. */
  end(): void;
}

export function createRouteProgress(
  bar: ProgressBar,
  delayMs: number,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): RouteProgress {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let shown = false;
  return {
    begin() {
      if (timer !== null || shown) return;
      timer = timers.setTimeout(() => {
        timer = null;
        shown = true;
        bar.start();
      }, delayMs);
    },
    end() {
      if (timer !== null) {
        timers.clearTimeout(timer);
        timer = null;
      }
      if (shown) {
        shown = false;
        bar.done();
      }
    },
  };
}
