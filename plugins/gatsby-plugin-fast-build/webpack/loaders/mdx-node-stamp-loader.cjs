/**
 * Webpack loader placed in front of gatsby-plugin-mdx's loader in `gatsby develop` (developMdxNodeDeps, ../../develop.ts):
 * makes the MDX module depend on its node stamp, a file rewritten when Gatsby gives the Mdx node new content. The MDX
 * loader compiles the node's body, so the module is out of date when the node changes, whatever the file's timestamp
 * says. Passes the source on unchanged. Plain CommonJS: webpack requires loaders by path.
 */
const { existsSync } = require('node:fs');

module.exports = function mdxNodeStampLoader(source, map, meta) {
  const { stampOf } = this.getOptions();
  const stamp = stampOf(this.resourcePath);
  // Not written yet (a node created after this compile began): its creation then counts as the change.
  if (existsSync(stamp)) this.addDependency(stamp);
  else this.addMissingDependency(stamp);
  this.callback(null, source, map, meta);
};
