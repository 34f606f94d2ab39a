// Size of the published ESM build as an app bundler would ship it: minified, then gzipped.
// `npm run size -w react-dialog-hub` prints it; src/package.test.ts holds it to the budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

export function esmSize(file = fileURLToPath(new URL('../dist/index.js', import.meta.url))) {
  const { code } = transformSync(readFileSync(file, 'utf8'), { minify: true, format: 'esm' });
  return { minified: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { minified, gzip } = esmSize();
  console.log(`dist/index.js: ${minified} B minified, ${gzip} B minified + gzip`);
}
