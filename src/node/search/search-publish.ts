import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import type { StoredResult } from './search-normalise';
import { buildSearchFiles, writeSearchFiles } from './search-shards';

/**
 * Publishes the search index the way the browser reads it: after
 * gatsby-plugin-local-search has built it (its createPages runs before the
 * site's), the FlexSearch export and store are cut into small files under
 * public/static/search/<hash>/ and a `SearchFiles` node records that folder
 * for the SearchBar's static query. The plugin's own single files
 * (publicIndexURL / publicStoreURL) are no longer queried, so not written.
 */

export const SEARCH_FILES_TYPE = 'SearchFiles';

export const searchFilesTypeDefs = `
  type ${SEARCH_FILES_TYPE} implements Node @dontInfer {
    "Folder of the published search files, under the site root (no path prefix)."
    dir: String!
  }
`;

interface LocalSearchNode {
  index: string;
  store: Record<string, StoredResult>;
}

/** How long to wait for the plugin's node to be readable (see below). */
const NODE_WAIT_MS = 30_000;

export const publishSearchFiles: GatsbyNode['createPages'] = async ({ actions, reporter, createNodeId, createContentDigest, getNodesByType }) => {
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
  const dir = writeSearchFiles(path.join(process.cwd(), 'public'), files);
  actions.createNode({
    id: createNodeId('search-files'),
    dir,
    internal: { type: SEARCH_FILES_TYPE, contentDigest: createContentDigest(dir) },
  });
};
