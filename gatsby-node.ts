// Thin entry: each lifecycle hook lives in src/node/ beside the code it needs.
import type { GatsbyNode } from 'gatsby';
import { createSchemaCustomization as docsSchema } from './src/node/schema';
import { createSchemaCustomization as apiSchema } from './src/node/api-schema';

/** Both content types: MDX docs and the API reference's ApiSymbol nodes. */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = async (...args) => {
  for (const hook of [docsSchema, apiSchema]) await hook?.(...args);
};
export { onCreateNode } from './src/node/docs-source';
export { sourceNodes } from './src/node/api-source';
export { onPreInit, createPages } from './src/node/create-pages';
export { onPostBuild } from './src/node/post-build';
export { onCreateWebpackConfig } from './src/node/webpack';
export { onPreBootstrap } from './src/node/validate-page-modules';
