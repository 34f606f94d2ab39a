import { siteConfig } from '../site-config';
import { createRouteProgress, type ProgressBar } from './route-progress';

/** The bar's element id (styles in src/styles/progress-bar.css). */
export const PROGRESS_BAR_ID = 'route-progress';

export interface ProgressBarSettings {
  /** Where the bar starts, as a fraction of the width. */
  minimum: number;
  /** How long each move (and the fade-out) animates, ms. */
  speedMs: number;
  /** The most one trickle step adds. */
  trickleRate: number;
  /** How often it trickles forward while the page loads, ms. */
  trickleSpeedMs: number;
}

/** Trickling never quite reaches the end: only done() does. */
const TRICKLE_CEILING = 0.994;

/**
 * A thin bar at the top of the viewport (nprogress' behaviour, no spinner),
 * written here rather than fetched: a bar loaded on the first slow
 * navigation would wait behind the very network it is meant to report on.
 * It is part of the first load, so it must stay a few hundred bytes.
 */
export function createProgressBar(
  { minimum, speedMs, trickleRate, trickleSpeedMs }: ProgressBarSettings,
  random: () => number = Math.random,
): ProgressBar {
  let root: HTMLElement | null = null;
  let bar: HTMLElement | null = null;
  let status = 0;
  let trickle: ReturnType<typeof setInterval> | undefined;
  let finishing: Array<ReturnType<typeof setTimeout>> = [];

  const move = (to: number) => {
    status = Math.min(Math.max(to, minimum), 1);
    bar!.style.transform = `translate3d(${((status - 1) * 100).toFixed(2)}%,0,0)`;
  };
  const stopFinishing = () => {
    finishing.forEach(clearTimeout);
    finishing = [];
  };

  return {
    start() {
      stopFinishing();
      clearInterval(trickle);
      if (!root) {
        root = document.createElement('div');
        root.id = PROGRESS_BAR_ID;
        root.setAttribute('aria-hidden', 'true');
        root.innerHTML = '<div class="bar"><div class="peg"></div></div>';
        bar = root.firstChild as HTMLElement;
        bar.style.transform = 'translate3d(-100%,0,0)';
        bar.style.transition = `transform ${speedMs}ms ease`;
        document.body.append(root);
        // Lay out the empty bar first, so the move to `minimum` animates.
        void bar.offsetWidth;
      }
      root.style.opacity = '';
      move(minimum);
      trickle = setInterval(() => move(Math.min(status + random() * trickleRate, TRICKLE_CEILING)), trickleSpeedMs);
    },
    done() {
      if (!root) return;
      clearInterval(trickle);
      move(1);
      const element = root;
      // Fill, then fade, then remove: each step takes `speedMs`.
      finishing = [
        setTimeout(() => {
          element.style.transition = `opacity ${speedMs}ms linear`;
          element.style.opacity = '0';
        }, speedMs),
        setTimeout(() => {
          element.remove();
          root = bar = null;
        }, speedMs * 2),
      ];
    },
  };
}

const { delayMs, ...settings } = siteConfig.constants.progressBar;

/** The navigation progress bar: shown only when a path change takes longer than `delayMs`. */
export const routeProgress = createRouteProgress(createProgressBar(settings), delayMs);
