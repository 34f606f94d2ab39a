/**
 * Webpack loader placed in front of gatsby-plugin-mdx's loader (../fast-transpile.ts, gatsby-plugin-fast-build's esbuildTranspile):
 * the browser bundles and the HTML renderer are two compilations in one process, and each
 * compiled every MDX page (remark, rehype, highlighting) the same way. The first compile's
 * output is kept in memory by file and content, and the second is answered from it in the
 * pitch phase, so the MDX loader does not run again. Plain CommonJS: webpack requires loaders by path.
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { recordDependencies, replayDependencies } = require('./dependencies.cjs');

const keyOf = (file) => `${file}\0${createHash('sha256').update(readFileSync(file)).digest('hex')}`;

module.exports = function mdxMemoLoader(source) {
  const { memo } = this.getOptions();
  // What the compile depended on (the MDX file itself, and whatever the MDX loader added), replayed on a hit.
  if (this.data.key) {
    memo.set(this.data.key, { source, ...recordDependencies(this) });
  }
  return source;
};

module.exports.pitch = function mdxMemoPitch() {
  const { memo } = this.getOptions();
  let key;
  try {
    key = keyOf(this.resourcePath);
  } catch {
    return undefined;
  }
  const compiled = memo.get(key);
  if (compiled !== undefined) {
    // Without these, a warm build would keep the old page in the HTML renderer.
    replayDependencies(this, compiled);
    return compiled.source;
  }
  this.data.key = key;
  return undefined;
};
