/**
 * Webpack loader for `?highlight` imports (rule in src/node/output/webpack.ts). Plain
 * CommonJS because webpack loads loaders by path with Node's require; the
 * work is done by the `render` option, the TypeScript highlighter that
 * gatsby-node passes in (same process), which returns the module's code.
 */
module.exports = function highlightLoader(source) {
  const { render } = this.getOptions();
  return render(source, this.resourcePath);
};
