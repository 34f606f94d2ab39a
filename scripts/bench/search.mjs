// Search benchmark: size of the published index and store (raw and gzip), and
// the time to answer a query over the whole index the way the browser does it
// (FlexSearch 0.6 browser build + the site's ranking and grouping).
//
//   node scripts/bench/search.mjs [publicDir]     prints a table
//   import { benchSearch } from './bench/search.mjs'  (used by scripts/bench.mjs)
//
// Needs a finished `gatsby build --prefix-paths` in publicDir.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

/** Real queries: symbol names, a prefix, words typed apart, a heading, prose, a miss, markup. */
export const BENCH_QUERIES = [
  'useDialog',
  'ShowFn',
  'Dialo',
  'dialog provider',
  'Material UI',
  'escape',
  'reject promise',
  'zzyzxq',
  '<img src=x onerror=alert(1)>',
];

const ROUNDS = 200;

/** The index and store files the site links to (from the SearchBar's static query result). */
function findSearchFiles(publicDir) {
  const sqDir = path.join(publicDir, 'page-data/sq/d');
  const urls = existsSync(sqDir)
    ? readdirSync(sqDir)
        .map((name) => JSON.parse(readFileSync(path.join(sqDir, name), 'utf8')).data?.localSearchDocs)
        .find(Boolean)
    : null;
  if (!urls) throw new Error(`No search index in ${publicDir}: run \`npx gatsby build --prefix-paths\` first.`);
  const toFile = (url) => path.join(publicDir, 'static', path.basename(url));
  const files = { index: toFile(urls.publicIndexURL), store: toFile(urls.publicStoreURL) };
  for (const file of Object.values(files)) {
    if (!existsSync(file)) {
      throw new Error(`${file} is missing although the site links to it. Run \`npx gatsby clean\` and build again.`);
    }
  }
  return files;
}

/** The site's TypeScript search code, compiled in memory so the bench measures exactly it. */
async function loadSiteSearch() {
  const { build } = await import('esbuild');
  const result = await build({
    stdin: {
      contents:
        "export { searchIndex } from './src/lib/search/search-rank';\n" +
        "export { SEARCH_ENGINE_OPTIONS } from './src/lib/search/search-options';\n",
      resolveDir: projectRoot,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
  });
  const source = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (ms) => Math.round(ms * 1000) / 1000;

export async function benchSearch({ publicDir = path.join(projectRoot, 'public') } = {}) {
  const files = findSearchFiles(publicDir);
  const index = readFileSync(files.index);
  const store = readFileSync(files.store);

  const { searchIndex, SEARCH_ENGINE_OPTIONS } = await loadSiteSearch();
  // The browser build of FlexSearch, as webpack bundles it for the site.
  const FlexSearch = require(path.join(projectRoot, 'node_modules/flexsearch/dist/flexsearch.min.js'));
  const importStart = performance.now();
  const engine = FlexSearch.create(SEARCH_ENGINE_OPTIONS);
  engine.import(index.toString('utf8'));
  const storeData = JSON.parse(store.toString('utf8'));
  const importMs = performance.now() - importStart;

  const times = [];
  const queries = BENCH_QUERIES.map((query) => {
    let results = searchIndex(engine, storeData, query); // warm-up
    for (let i = 0; i < ROUNDS; i++) {
      const start = performance.now();
      results = searchIndex(engine, storeData, query);
      times.push(performance.now() - start);
    }
    return { query, hits: results.hits.length, first: results.hits[0]?.url ?? null };
  });
  times.sort((a, b) => a - b);

  return {
    entries: Object.keys(storeData).length,
    indexBytes: index.length,
    indexGzipBytes: gzipSync(index).length,
    storeBytes: store.length,
    storeGzipBytes: gzipSync(store).length,
    importMs: round(importMs),
    queryMs: { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) },
    queries,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const publicDir = path.resolve(process.argv[2] ?? path.join(projectRoot, 'public'));
  const r = await benchSearch({ publicDir });
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`Search index: ${r.entries} entries`);
  console.table({
    index: { raw: kb(r.indexBytes), gzip: kb(r.indexGzipBytes) },
    store: { raw: kb(r.storeBytes), gzip: kb(r.storeGzipBytes) },
  });
  console.log(`Import into FlexSearch: ${r.importMs} ms`);
  console.log(`Query over the whole index (${BENCH_QUERIES.length} queries × ${ROUNDS}): p50 ${r.queryMs.p50} ms, p95 ${r.queryMs.p95} ms`);
  console.table(Object.fromEntries(r.queries.map((q) => [q.query, { hits: q.hits, first: q.first ?? '—' }])));
}
