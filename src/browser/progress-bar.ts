import NProgress from 'nprogress';
import { siteConfig } from '../site-config';
import { createRouteProgress } from './route-progress';

const { delayMs, minimum, speedMs, trickleRate, trickleSpeedMs } = siteConfig.constants.progressBar;

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

/** The navigation progress bar (styles in src/styles/progress-bar.css). */
export const routeProgress = createRouteProgress(NProgress, delayMs);
