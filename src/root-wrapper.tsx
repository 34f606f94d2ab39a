import React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import ColorModeProvider from './theme/ColorModeProvider';
import HydrationBoundary, { HydrationRoot } from './theme/HydrationBoundary';
import './styles/global.css';
import './styles/callouts.css';

/**
 * Shared by gatsby-browser and gatsby-ssr so the server and client trees match.
 * The page itself is a hydration boundary: React hydrates it after the root, at
 * low priority and in slices, instead of in one task with the rest of the shell
 * (a click on a part not yet hydrated hydrates that part first).
 */
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <HydrationRoot>
    <ColorModeProvider>
      <HydrationBoundary>{element}</HydrationBoundary>
    </ColorModeProvider>
  </HydrationRoot>
);
