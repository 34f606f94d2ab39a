// Size of the published ESM build as an app bundler ships it, measured exactly as the site's
// comparison measures every library (scripts/compare/size.mjs): esbuild bundles an entry that
// re-exports the API, minified ES module for the browser, production, no legal comments,
// React external, then gzip -9. One measurement, so the README, the CHANGELOG and the site
// give one figure. `npm run size -w react-dialog-hub` prints it; src/package.test.ts holds
// it to the budget.
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const dist = fileURLToPath(new URL('../dist/index.js', import.meta.url));

/** Minified and minified + gzip bytes of what an app importing `names` (default: all) ships. */
export function subsetSize(names, file = dist) {
  const { outputFiles } = buildSync({
    stdin: { contents: names ? `export { ${names.join(', ')} } from ${JSON.stringify(file)};` : `export * from ${JSON.stringify(file)};`, resolveDir: '.', loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    write: false,
    logLevel: 'silent',
  });
  const code = outputFiles[0].text;
  return { minified: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
}

/** Every runtime export, in the order of the comparison's entry (scripts/compare/size.mjs), so both measure the same bundle. */
export const RUNTIME_EXPORTS = ['DialogProvider', 'createDialogHub', 'useDialog', 'useDialogStack', 'useCurrentDialog', 'DialogContext', 'DialogDismissedError'];

/** The whole API: what the site's comparison and the budget count. */
export function esmSize(file = dist) {
  return subsetSize(RUNTIME_EXPORTS, file);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const kib = (bytes) => `${(bytes / 1024).toFixed(2)} KiB`;
  const all = esmSize();
  console.log(`whole API: ${all.minified} B minified, ${all.gzip} B (${kib(all.gzip)}) minified + gzip`);
  const core = subsetSize(['DialogProvider', 'useDialog']);
  console.log(`DialogProvider + useDialog only: ${core.minified} B minified, ${core.gzip} B (${kib(core.gzip)}) minified + gzip`);
}
