import type { PageRewrite } from './check-links';
import { assertChunkMapping } from '../../../plugins/gatsby-plugin-fast-build/internals';

/**
 * Gatsby 5 (with slices, its default) inlines `window.___chunkMapping` into
 * every page as a JSON *string*, while its loader reads it as an object
 * (`___chunkMapping[componentChunkName]`, cache-dir/loader.js), which is
 * always undefined: the mapping never serves its one purpose (prefetching a
 * linked page's component chunks) and costs about 600 bytes gzip per page.
 * It is replaced by an empty object, which the loader reads the same way
 * (the global must exist: the loader indexes it without a check). This
 * matches only the string form, so a Gatsby that fixes the bug (an object
 * literal) keeps its mapping. The string form is a Gatsby internal, fenced in
 * ./gatsby-internals.ts: every page must end up with an object mapping, or
 * the build fails.
 */
export const DEAD_CHUNK_MAPPING = /\s*<script\s+id="gatsby-chunk-mapping"\s*>\s*window\.___chunkMapping="(?:[^"\\]|\\.)*";\s*<\/script>/;

export const EMPTY_CHUNK_MAPPING = '<script>window.___chunkMapping={}</script>';

/** `html` with the dead mapping emptied; unchanged when it has none. */
export const withoutDeadChunkMapping = (html: string) => html.replace(DEAD_CHUNK_MAPPING, EMPTY_CHUNK_MAPPING);

/**
 * The post-build rewrite of a page (rewriteHtmlFiles, which leaves Gatsby's
 * slice fragments alone): its dead mapping emptied. Throws when the mapping
 * is in neither form (assertChunkMapping).
 */
export const emptyDeadChunkMapping: PageRewrite = (html, relative) => {
  const stripped = withoutDeadChunkMapping(html);
  assertChunkMapping(stripped, relative);
  return stripped;
};
