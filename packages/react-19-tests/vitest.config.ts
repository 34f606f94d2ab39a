import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The library's runtime tests again, on React 19: `react` and `react-dom` resolve to this
// folder's copies, and Testing Library is bundled by Vite so that its own imports of them
// resolve here too (loaded by Node it would find the root project's React 18).
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const lib = here('../react-dialog-hub/src');

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  resolve: {
    alias: [
      { find: /^react$/, replacement: here('node_modules/react/index.js') },
      { find: /^react\/(.*)$/, replacement: here('node_modules/react/$1') },
      { find: /^react-dom$/, replacement: here('node_modules/react-dom/index.js') },
      { find: /^react-dom\/(.*)$/, replacement: here('node_modules/react-dom/$1') },
      // Its ESM build, whose imports go through the aliases above (its CJS build would use
      // Node's require, which finds the root project's React 18).
      { find: /^@testing-library\/react$/, replacement: here('../../node_modules/@testing-library/react/dist/@testing-library/react.esm.js') },
    ],
  },
  server: { fs: { allow: [here('../..')] } },
  test: {
    // A hang guard, not a speed check: under a full suite's load on a slow 2-core machine, a test that loads Babel
    // and preset-env took over Vitest's default 5 s (a CI run failed on it).
    testTimeout: 30_000,
    name: 'react-19',
    root: lib,
    environment: 'jsdom',
    // A fresh VM context per file in a worker that stays (jsdom and React load once per worker): see the root config.
    pool: 'vmThreads',
    include: ['**/*.test.tsx', '../../react-19-tests/*.test.tsx'],
    setupFiles: [here('../react-dialog-hub/src/test/setup.ts')],
    server: { deps: { inline: [/@testing-library/] } },
  },
});
