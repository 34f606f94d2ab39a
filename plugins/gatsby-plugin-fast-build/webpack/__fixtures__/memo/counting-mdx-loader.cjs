// Stands in for gatsby-plugin-mdx's loader in the memo test: counts its runs and, like a loader that reads an
// imported file, adds a dependency of its own.
const path = require('node:path');

module.exports = function countingMdxLoader(source) {
  const { counter } = this.getOptions();
  counter.runs += 1;
  this.addDependency(path.join(path.dirname(this.resourcePath), 'imported.txt'));
  return `compiled(${source.trim()})`;
};
