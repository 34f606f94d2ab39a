// Thin entry: each lifecycle hook lives in src/node/ beside the code it needs.
export { createSchemaCustomization } from './src/node/schema';
export { onCreateNode } from './src/node/docs-source';
export { onPreInit, createPages } from './src/node/create-pages';
export { onPostBuild } from './src/node/html-siblings';
export { onPreBootstrap } from './src/node/validate-page-modules';
