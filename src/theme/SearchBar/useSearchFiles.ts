import { graphql, useStaticQuery, withPrefix } from 'gatsby';
import type { SearchFiles } from './load-search';

/**
 * Where the published search files are (a folder under /static written at
 * build time by src/node/search/search-publish.ts). Only that one path
 * travels with every page.
 */
export function useSearchFiles(): SearchFiles {
  const data = useStaticQuery<Queries.SearchFilesFolderQuery>(graphql`
    query SearchFilesFolder {
      searchFiles {
        dir
      }
    }
  `);
  const dir = data.searchFiles?.dir;
  if (!dir) {
    throw new Error(
      '[search] No search files were published: gatsby-plugin-local-search built no `docs` index or ' +
        'src/node/search/search-publish.ts did not run. Check the build log.',
    );
  }
  return { base: `${withPrefix(`/${dir}`)}/` };
}
