/**
 * Webpack loader placed in front of gatsby-plugin-mdx's loader (src/node/build/fast-transpile.ts):
 * the browser bundles and the HTML renderer are two compilations in one process, and each
 * compiled every MDX page (remark, rehype, highlighting) the same way. The first compile's
 * output is kept in memory by file and content, and the second is answered from it in the
 * pitch phase, so the MDX loader does not run again. Plain CommonJS: webpack requires loaders by path.
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');

const keyOf = (file) => `${file}\0${createHash('sha256').update(readFileSync(file)).digest('hex')}`;

module.exports = function mdxMemoLoader(source) {
  const { memo } = this.getOptions();
  // What the compile depended on (the MDX file itself, and whatever the MDX loader added), replayed on a hit.
  if (this.data.key) {
    memo.set(this.data.key, {
      source,
      files: this.getDependencies(),
      contexts: this.getContextDependencies(),
      missing: this.getMissingDependencies(),
    });
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
    // A pitch that answers skips reading the resource, so webpack would not know this module
    // depends on its MDX file: a warm build would then keep the old page in the HTML renderer.
    for (const file of compiled.files) this.addDependency(file);
    for (const dir of compiled.contexts) this.addContextDependency(dir);
    for (const missing of compiled.missing) this.addMissingDependency(missing);
    return compiled.source;
  }
  this.data.key = key;
  return undefined;
};
