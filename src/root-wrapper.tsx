import React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import ColorModeProvider from './theme/ColorModeProvider';
import { HydrationRoot } from './theme/HydrationBoundary';
import './styles/global.css';
import './styles/callouts.css';

/** Shared by gatsby-browser and gatsby-ssr so the server and client trees match. */
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <HydrationRoot>
    <ColorModeProvider>{element}</ColorModeProvider>
  </HydrationRoot>
);
