// Size of the published ESM build as an app bundler would ship it: minified, then gzipped.
// `npm run size -w react-dialog-hub` prints it; src/package.test.ts holds it to the budget.
// `subset` bundles an app entry that imports only some exports, to measure tree-shaking.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { buildSync, transformSync } from 'esbuild';

const dist = fileURLToPath(new URL('../dist/index.js', import.meta.url));
const measure = (code) => ({ minified: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length });

export function esmSize(file = dist) {
  return measure(transformSync(readFileSync(file, 'utf8'), { minify: true, format: 'esm' }).code);
}

/** Minified + gzipped size of what an app importing only `names` ships of the library. */
export function subsetSize(names, file = dist) {
  const { outputFiles } = buildSync({
    stdin: { contents: `export { ${names.join(', ')} } from ${JSON.stringify(file)};`, resolveDir: '.' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    external: ['react', 'react/jsx-runtime'],
    logLevel: 'silent',
  });
  return measure(outputFiles[0].text);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { minified, gzip } = esmSize();
  console.log(`dist/index.js: ${minified} B minified, ${gzip} B minified + gzip`);
  const core = subsetSize(['DialogProvider', 'useDialog']);
  console.log(`DialogProvider + useDialog only: ${core.minified} B minified, ${core.gzip} B minified + gzip`);
}
