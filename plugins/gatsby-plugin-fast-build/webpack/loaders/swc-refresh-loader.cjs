/**
 * Webpack loader that replaces Gatsby's Babel in `gatsby develop` for the site's plain sources and compiled MDX
 * (developSwcTranspile, ../fast-transpile.ts). swc strips the types and compiles JSX for development (`jsxDEV`, with
 * source locations), and registers each component with React Refresh (`$RefreshReg$`/`$RefreshSig$`, which the refresh
 * plugin's own loader defines per module), as Gatsby's `react-refresh/babel` does: an edited component keeps its
 * state. esbuild, which production builds use, has no such registration. Targets the site's browserslist and compiles
 * JSX with the site's `jsxRuntime` and `jsxImportSource`, as Gatsby's develop Babel does. Plain CommonJS: webpack requires loaders by path.
 */
const path = require('node:path');

/** swc, from the site (the plugin has no node_modules of its own). */
let swc;

const TYPESCRIPT = new Set(['.ts', '.tsx', '.mts', '.cts']);

module.exports = function swcRefreshLoader(source, inputSourceMap) {
  const done = this.async();
  const { targets, runtime, importSource } = this.getOptions();
  const file = this.resourcePath;
  const extension = path.extname(file);
  swc ??= require(require.resolve('@swc/core', { paths: [this.rootContext] }));
  swc
    .transform(source, {
      filename: file,
      swcrc: false,
      configFile: false,
      sourceMaps: this.sourceMap,
      inputSourceMap: this.sourceMap && inputSourceMap ? JSON.stringify(inputSourceMap) : undefined,
      env: { targets },
      jsc: {
        parser: TYPESCRIPT.has(extension) ? { syntax: 'typescript', tsx: extension === '.tsx' } : { syntax: 'ecmascript', jsx: true },
        transform: { react: { runtime, importSource, development: true, refresh: true } },
      },
    })
    .then(({ code, map }) => done(null, code, map ? JSON.parse(map) : undefined), done);
};
