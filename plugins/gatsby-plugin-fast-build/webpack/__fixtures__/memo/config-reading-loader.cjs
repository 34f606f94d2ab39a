// Stands in for Babel in the persistent template memo test: its output depends on a config file it reads and
// declares as a dependency (as Babel does with a .babelrc) and on its options; counts its runs in a global.
const { readFileSync } = require('node:fs');

module.exports = function configReadingLoader(source) {
  const { configFile, label } = this.getOptions();
  globalThis.configReadingLoaderRuns = (globalThis.configReadingLoaderRuns ?? 0) + 1;
  this.addDependency(configFile);
  const part = new URLSearchParams(this.resourceQuery.slice(1)).get('export') ?? 'all';
  return `${source}\n// ${label} ${part} ${readFileSync(configFile, 'utf8').trim()}`;
};
