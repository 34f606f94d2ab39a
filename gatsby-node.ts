// Thin entry: each lifecycle hook lives in src/node/ beside the code it needs.
import type { GatsbyNode } from 'gatsby';
import { createSchemaCustomization as docsSchema } from './src/node/content/schema';
import { createSchemaCustomization as apiSchema } from './src/node/api/api-schema';
import { sourceNodes as apiSourceNodes } from './src/node/api/api-source';
import { onPreInit as snippetsPreInit, samplesReported, snippetSchema, sourceNodes as snippetSourceNodes, sourcingDone } from './src/node/code/snippet-source';
import { onPostBuild as postBuild } from './src/node/output/post-build';
import { createPages as docsPages, onPreInit as pagesPreInit } from './src/node/content/create-pages';
import { publishSearchFiles } from './src/node/search/search-publish';
import { warmMdxWhenQuiet } from './src/node/content/mdx-warmup';
import { warmSampleWorkerWhenQuiet } from './src/node/code/sample-service';

/** The content types: MDX docs, the API reference's ApiSymbol nodes and the landing page's CodeSnippet. */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = async (...args) => {
  for (const hook of [docsSchema, apiSchema]) await hook?.(...args);
  args[0].actions.createTypes(snippetSchema);
};
/**
 * Code samples and the API reference side by side: TypeDoc runs here while the
 * samples are checked in a child process, and waits for their results only
 * before it renders the `@example`s (which the check covers).
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = async (...args) => {
  try {
    await Promise.all([snippetSourceNodes, apiSourceNodes].map((hook) => hook?.(...args)));
  } finally {
    sourcingDone();
  }
};
export { onCreateNode } from './src/node/content/docs-source';
/** The samples' type-check starts first, in a child process, to overlap Gatsby's bootstrap. */
export const onPreInit: GatsbyNode['onPreInit'] = async (...args) => {
  for (const hook of [snippetsPreInit, pagesPreInit]) await hook?.(...args);
  warmMdxWhenQuiet();
  warmSampleWorkerWhenQuiet();
};
/** The pages, then the search files (gatsby-plugin-local-search built the index in its own createPages, which runs first). */
export const createPages: GatsbyNode['createPages'] = async (...args) => {
  for (const hook of [docsPages, publishSearchFiles]) await hook?.(...args);
};
/** The output features, once every code sample's outcome is reported (earlySampleResults reports some after sourcing). */
export const onPostBuild: GatsbyNode['onPostBuild'] = async (...args) => {
  await samplesReported();
  await postBuild?.(...args);
};
export { onCreateWebpackConfig } from './src/node/output/webpack';
export { onPreBootstrap } from './src/node/output/validate-page-modules';
export { onPostBootstrap } from './src/node/example-project/write-projects';
