// Stands in for Babel in the template memo test: asynchronous and slow enough that webpack starts every
// page's module before the first transform is done; counts its runs, and fails when told to. Like Gatsby's
// Babel options, its output depends on an `export` query (which part of a page component to keep).
module.exports = function slowCountingLoader(source) {
  const { counter, fail } = this.getOptions();
  counter.runs += 1;
  const callback = this.async();
  const part = new URLSearchParams(this.resourceQuery.slice(1)).get('export') ?? 'all';
  setTimeout(() => (fail ? callback(new Error('transform failed')) : callback(null, `${source}\n// transformed, keeps ${part}`)), 50);
};
