import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { siteDirectory } from '../../../plugins/gatsby-plugin-fast-build/internals';
import { writeExampleProjects } from './sources';

/**
 * Writes each live example's project into public/ once Gatsby has bootstrapped,
 * in `gatsby develop` (which serves public/) as in `gatsby build`: the buttons
 * fetch it only when clicked, so no page loads it.
 */
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async ({ store, reporter }) => {
  const root = siteDirectory(store);
  const count = await writeExampleProjects(root, path.join(root, 'public'));
  reporter.info(`[example-projects] wrote ${count} projects (live examples and guide samples) for "Open in StackBlitz" and "Download project"`);
};
