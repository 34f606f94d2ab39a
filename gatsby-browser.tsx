import React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { applyPrefetchPolicy, checkNavigationWatched, lastNavigationAction, routeLanded, watchNavigations } from './src/browser/client-entry';
import { DEV_404_PAGE } from './src/browser/page-appears';
import { routeProgress } from './src/browser/progress-bar';
import { applyScroll, decideScroll, takeOverScrollRestoration } from './src/browser/scroll';
import { docsVersionOfRoute, savePreferredDocsVersion } from './src/lib/content/docs-version';
import { routePathOf } from './src/theme/route-path';
import PageErrorBoundary from './src/theme/ErrorBoundary/PageErrorBoundary';
import PageAppears from './src/theme/PageAppears';
import { preloadHeadTags } from './src/theme/HeadTags';
import './src/styles/progress-bar.css';
import './src/theme/BaseUrlBanner/styles.css';

export { wrapRootElement } from './src/root-wrapper';

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  watchNavigations(() => {
    routeProgress.begin();
    void preloadHeadTags();
  });
  applyPrefetchPolicy(() => void preloadHeadTags());
  takeOverScrollRestoration();
};

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => checkNavigationWatched();

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  routeProgress.end();
  routeLanded(location.pathname);
  // Reading a version's docs makes it the preferred version (remembered in storage).
  const version = docsVersionOfRoute(routePathOf(location));
  if (version) savePreferredDocsVersion(version.name);
};

export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({
  prevRouterProps,
  routerProps,
  getSavedScrollPosition,
}) => {
  // First render: leave it to the browser and Gatsby (hash target or restored position).
  if (!prevRouterProps) return true;
  const { location } = routerProps;
  const saved = getSavedScrollPosition(location) as [number, number | null | undefined] | null;
  applyScroll(decideScroll({ action: lastNavigationAction(), hash: location.hash, savedY: saved?.[1] }));
  return false;
};

/**
 * Crash page for errors thrown by a page before its Layout renders. In gatsby develop, Gatsby's 404 page for a path
 * that has no page yet also gets PageAppears, which shows the page once develop creates it.
 */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <PageErrorBoundary location={props.location}>
    {element}
    {process.env.NODE_ENV === 'development' && (props.pageResources as { page?: { path?: string } } | undefined)?.page?.path === DEV_404_PAGE ? (
      <PageAppears location={props.location} />
    ) : null}
  </PageErrorBoundary>
);
