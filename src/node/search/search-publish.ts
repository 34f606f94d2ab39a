import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import type { StoredResult } from './search-normalise';
import { buildSearchFiles, writeSearchFiles } from './search-shards';

/**
 * Publishes the search index the way the browser reads it: after
 * gatsby-plugin-local-search has built it (its createPages runs before the
 * site's), the FlexSearch export and store are cut into small files under
 * public/static/search/ (layout: src/lib/search/search-shards.ts). The
 * browser finds them at a fixed URL, so no page carries their location: a
 * static query for it would be a request on every first load, and its new
 * result after any text edit would make Gatsby render every page's HTML again.
 * The plugin's own single files (publicIndexURL / publicStoreURL) are not
 * queried, so not written.
 */

interface LocalSearchNode {
  index: string;
  store: Record<string, StoredResult>;
}

/** How long to wait for the plugin's node to be readable (see below). */
const NODE_WAIT_MS = 30_000;

export const publishSearchFiles: GatsbyNode['createPages'] = async ({ reporter, getNodesByType }) => {
  // The plugin's createNode is written to Gatsby's LMDB store asynchronously: a large index (300
  // pages: about 2 MB) may not be readable yet when this runs right after it, so wait for it.
  const started = Date.now();
  let built = getNodesByType('LocalSearchDocs')[0] as unknown as LocalSearchNode | undefined;
  while (!built && Date.now() - started < NODE_WAIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    built = getNodesByType('LocalSearchDocs')[0] as unknown as LocalSearchNode | undefined;
  }
  if (!built) {
    reporter.panicOnBuild(
      '[search] gatsby-plugin-local-search built no `docs` index, so there is nothing to publish. ' +
        'Check the build log for its error (src/node/search/search-index.ts).',
    );
    return;
  }
  const files = buildSearchFiles(built.index, built.store);
  writeSearchFiles(path.join(process.cwd(), 'public'), files);
};
