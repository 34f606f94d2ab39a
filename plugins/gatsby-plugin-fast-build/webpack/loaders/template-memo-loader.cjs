/**
 * Webpack loader placed in front of Babel for doc pages' components (../fast-transpile.ts, gatsby-plugin-fast-build's esbuildTranspile).
 * Every doc page's component is one template (`DocPage.tsx?__contentFilePath=….mdx`), and Babel
 * runs on the template alone, so within one compilation its output is the same for every page.
 * Babel's disk cache was meant to answer all pages but the first, but webpack builds modules side
 * by side and every page that starts before the first result is written misses: at +300 pages,
 * 154 of 688 ran Babel, 43 ms each. Here the pages of one compilation share one transform, done
 * or in flight. Should that transform fail, each page runs its own and reports the error.
 * Plain CommonJS: webpack requires loaders by path.
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { recordDependencies, replayDependencies } = require('./dependencies.cjs');

const NAME = 'template-memo-loader';
/** Per compilation (the two stages, and each warm build, are separate compilations): key → result or null. */
const memos = new WeakMap();

module.exports = function templateMemoLoader(source, map) {
  // Only the page that ran the transform has `settle`: the others got their result in the pitch.
  this.data.settle?.({ source, map, ...recordDependencies(this) });
  this.callback(null, source, map);
};

module.exports.pitch = function templateMemoPitch() {
  const compilation = this._compilation;
  const owner = this._module;
  if (!compilation || !owner) return undefined;
  // The rest of the query can change the transform (Gatsby's `export=head`/`export=default` split of a page
  // component); which page's MDX the component wraps cannot: Babel runs before the layout loader adds it.
  const query = this.resourceQuery.replace(/([?&])__contentFilePath=[^&]*&?/, '$1').replace(/[?&]$/, '');
  let key;
  try {
    key = `${this.resourcePath}\0${query}\0${createHash('sha256').update(readFileSync(this.resourcePath)).digest('hex')}`;
  } catch {
    return undefined;
  }
  let memo = memos.get(compilation);
  if (!memo) memos.set(compilation, (memo = new Map()));
  const shared = memo.get(key);
  if (shared) {
    const callback = this.async();
    shared.then((result) => {
      if (!result) return callback();
      // The dependencies come from the page that read the template.
      replayDependencies(this, result);
      callback(null, result.source, result.map);
    });
    return undefined;
  }
  let settle;
  memo.set(key, new Promise((resolve) => (settle = resolve)));
  this.data.settle = settle;
  // Once this page's module is built, failed or not, nobody waits any longer (a second settle is a no-op).
  const built = (module) => {
    if (module === owner) settle(null);
  };
  compilation.hooks.succeedModule.tap(NAME, built);
  compilation.hooks.failedModule.tap(NAME, built);
  return undefined;
};
