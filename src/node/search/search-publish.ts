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

export const publishSearchFiles: GatsbyNode['createPages'] = async ({ graphql, actions, reporter, createNodeId, createContentDigest }) => {
  const result = await graphql<{ localSearchDocs: { index: string; store: Record<string, StoredResult> } | null }>(`
    query SearchIndexExport {
      localSearchDocs {
        index
        store
      }
    }
  `);
  const built = result.data?.localSearchDocs;
  if (result.errors || !built) {
    reporter.panicOnBuild(
      '[search] gatsby-plugin-local-search built no `docs` index, so there is nothing to publish. ' +
        (result.errors ? `The query for it failed: ${String(result.errors)}` : 'Check the build log for its error (src/node/search/search-index.ts).'),
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
