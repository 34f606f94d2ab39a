import type { NProgress as NProgressApi } from 'nprogress';
import { siteConfig } from '../site-config';
import { createRouteProgress, type ProgressBar } from './route-progress';

const { delayMs, minimum, speedMs, trickleRate, trickleSpeedMs } = siteConfig.constants.progressBar;

let loading: Promise<NProgressApi> | null = null;

/**
 * nprogress is fetched the first time a navigation is slow enough to show
 * the bar, so fast visits never download it (it kept every page over the
 * first-load JavaScript budget).
 */
function loadNProgress(): Promise<NProgressApi> {
  loading ??= import(/* webpackChunkName: "nprogress" */ 'nprogress').then(({ default: NProgress }) => {
    NProgress.configure({
      minimum,
      speed: speedMs,
      trickleSpeed: trickleSpeedMs,
      // nprogress 0.2 honours trickleRate; its type definitions omit it.
      ...({ trickleRate } as object),
      showSpinner: false,
      // Our own markup: the default uses made-up ARIA roles ("bar", "spinner").
      template: '<div class="bar" data-progress-bar><div class="peg"></div></div>',
      barSelector: '[data-progress-bar]',
    });
    return NProgress;
  });
  loading.catch(() => {
    // The bar is a nicety: forget the failure so the next slow navigation tries again.
    loading = null;
  });
  return loading;
}

let wanted = false;
const lazyBar: ProgressBar = {
  start() {
    wanted = true;
    loadNProgress().then((bar) => wanted && bar.start(), () => {});
  },
  done() {
    wanted = false;
    loadNProgress().then((bar) => bar.done(), () => {});
  },
};

/** The navigation progress bar (styles in src/styles/progress-bar.css). */
export const routeProgress = createRouteProgress(lazyBar, delayMs);
