// Stands in for Babel in the template memo test: asynchronous and slow enough that webpack starts every
// page's module before the first transform is done; counts its runs, and fails when told to.
module.exports = function slowCountingLoader(source) {
  const { counter, fail } = this.getOptions();
  counter.runs += 1;
  const callback = this.async();
  setTimeout(() => (fail ? callback(new Error('transform failed')) : callback(null, `${source}\n// transformed`)), 50);
};
