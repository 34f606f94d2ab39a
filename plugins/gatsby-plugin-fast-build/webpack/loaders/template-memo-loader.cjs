/**
 * Webpack loader placed in front of Babel for doc pages' components (../fast-transpile.ts, gatsby-plugin-fast-build's esbuildTranspile).
 * Every doc page's component is one template (`DocPage.tsx?__contentFilePath=….mdx`), and Babel
 * runs on the template alone, so within one compilation its output is the same for every page.
 * Babel's disk cache was meant to answer all pages but the first, but webpack builds modules side
 * by side and every page that starts before the first result is written misses: at +300 pages,
 * 154 of 688 ran Babel, 43 ms each. Here the pages of one compilation share one transform, done
 * or in flight. Should that transform fail, each page runs its own and reports the error.
 *
 * With the option `persist` (persistentTemplateMemo), the transform is also kept in webpack's persistent cache, so a
 * warm build that rebuilds an edited doc's page takes it from there instead of loading Babel and its presets for one
 * file (about 0.2 s of each warm build, in each of the two stages). An entry is taken only for the same template
 * text, query, following loaders and their options, and while every file the transform depended on (a Babel config
 * file) still has the content it had; what else decides Babel's output (its packages, the plugins' Babel settings) is
 * what webpack's cache is keyed to already, as for every module it keeps.
 * Plain CommonJS: webpack requires loaders by path.
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { recordDependencies, replayDependencies } = require('./dependencies.cjs');

const NAME = 'template-memo-loader';
/** The name of the loader's entries in webpack's persistent cache. */
const CACHE_NAME = 'gatsby-plugin-fast-build/template-memo';

const sha256 = (data) => createHash('sha256').update(data).digest('hex');
const contentHash = (file) => {
  try {
    return sha256(readFileSync(file));
  } catch {
    return null;
  }
};
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
  let templateHash;
  try {
    templateHash = sha256(readFileSync(this.resourcePath));
  } catch {
    return undefined;
  }
  const key = `${this.resourcePath}\0${query}\0${templateHash}`;
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
  // Once this page's module is built, failed or not, nobody waits any longer (a second settle is a no-op).
  const built = (module) => {
    if (module === owner) settle(null);
  };
  const transform = () => {
    compilation.hooks.succeedModule.tap(NAME, built);
    compilation.hooks.failedModule.tap(NAME, built);
  };
  const persist = this.getOptions?.()?.persist === true;
  if (!persist) {
    this.data.settle = settle;
    transform();
    return undefined;
  }
  // What follows this loader (Babel and its options) and the environment Babel reads decide the transform too.
  const following = this.loaders
    .slice(this.loaderIndex + 1)
    .map((loader) => `${loader.path}\0${loader.query}\0${JSON.stringify(loader.options ?? null)}`)
    .join('\n');
  const identifier = `${this.resourcePath}\0${query}\0${sha256(`${following}\0${process.env.NODE_ENV}\0${process.env.BABEL_ENV}`)}`;
  const cache = compilation.getCache(CACHE_NAME);
  const callback = this.async();
  cache.getPromise(identifier, templateHash).then(
    (entry) => {
      if (entry && Object.entries(entry.hashes).every(([file, hash]) => contentHash(file) === hash)) {
        settle(entry);
        replayDependencies(this, entry);
        return callback(null, entry.source, entry.map);
      }
      this.data.settle = (result) => {
        settle(result);
        const hashes = Object.fromEntries(result.files.map((file) => [file, contentHash(file)]));
        // A dependency that cannot be read now cannot be checked later: nothing kept.
        if (Object.values(hashes).every((hash) => hash !== null)) cache.storePromise(identifier, templateHash, { ...result, hashes }).catch(() => undefined);
      };
      transform();
      return callback();
    },
    // An unreadable cache is a miss.
    () => {
      this.data.settle = settle;
      transform();
      callback();
    },
  );
  return undefined;
};
