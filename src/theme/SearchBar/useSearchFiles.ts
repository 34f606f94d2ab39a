import { graphql, useStaticQuery } from 'gatsby';
import type { SearchFiles } from './load-search';

/**
 * The URLs of the published index and store (files under /static written
 * by gatsby-plugin-local-search). Only the two URLs travel with every page.
 */
export function useSearchFiles(): SearchFiles {
  const data = useStaticQuery<Queries.SearchIndexFilesQuery>(graphql`
    query SearchIndexFiles {
      localSearchDocs {
        publicIndexURL
        publicStoreURL
      }
    }
  `);
  const files = data.localSearchDocs;
  if (!files) {
    throw new Error(
      '[search] No search index was built: gatsby-plugin-local-search created no `docs` index. ' +
        'Check the build log for its error (src/node/search/search-index.ts).',
    );
  }
  return { indexUrl: files.publicIndexURL, storeUrl: files.publicStoreURL };
}
