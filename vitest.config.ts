import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { nodeTestGlobs, testsChangingSharedState } from './scripts/test/shared-state-tests.mjs';

/**
 * The site's .ts tests that use the DOM (document, window, localStorage…): they run in jsdom
 * (project site-dom). A .ts test that needs a DOM and is not listed fails in Node
 * (`document is not defined`): add it here, or give it `// @vitest-environment jsdom`.
 */
const SITE_DOM_TESTS = [
  'src/browser/address-script.test.ts',
  'src/browser/gatsby-internals.test.ts',
  'src/browser/page-appears.test.ts',
  'src/browser/progress-bar.test.ts',
  'src/browser/scroll.test.ts',
  'src/lib/storage.test.ts',
  'src/lib/code/highlight.test.ts',
  'src/lib/color-mode/color-mode-script.test.ts',
  'src/lib/content/docs-version.test.ts',
  'src/node/code/snippets.test.ts',
  'src/node/output/package-tarball.test.ts',
  'src/node/output/webpack.test.ts',
];

/**
 * The Node tests share their worker's modules from file to file (no isolation: each file re-imported
 * TypeScript, Gatsby's internals and the remark pipeline, a third of the project's time). The files
 * that mock a module, stub a global or set process.env are found and run isolated, as before.
 */
const NODE_TESTS_ISOLATED = testsChangingSharedState(path.dirname(fileURLToPath(import.meta.url)))
  .filter((file) => !SITE_DOM_TESTS.includes(file));

// One run for the whole repo: the library's own project (runtime + type tests, React 18),
// the same runtime tests on React 19,
// and the site's unit tests beside their code in src/, scripts/ and plugins/.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, where
    // most test files wait on jsdom, esbuild or a child process. Two workers took the site's
    // projects from 137 s to 87 s there; a third gained nothing.
    maxWorkers: Math.max(2, availableParallelism()),
    poolOptions: { threads: { isolate: false } },
    projects: [
      'packages/react-dialog-hub',
      // The library's runtime tests again on React 19 (the root project is on React 18).
      'packages/react-19-tests',
      // The site's unit tests in Node, without a DOM (a jsdom per file cost about a third of
      // Vitest's time); a file's `// @vitest-environment` comment still decides for it.
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'site',
          environment: 'node',
          include: nodeTestGlobs(),
          exclude: [...configDefaults.exclude, ...SITE_DOM_TESTS, ...NODE_TESTS_ISOLATED],
          setupFiles: ['./src/test-setup.ts'],
          // Not isolated: Vitest decides isolation per pool for the whole run (test.poolOptions below),
          // so this project runs in the threads pool and the others, isolated, in forks or (jsdom) in vmThreads.
          pool: 'threads',
          // Many of these start processes or a TypeScript program; sharing a process, threads wait
          // on each other, and 5 s was once too short for one under a full suite's load.
          testTimeout: 30_000,
        },
      },
      // Those of them that change state their neighbours would see (NODE_TESTS_ISOLATED).
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'site-isolated',
          environment: 'node',
          include: NODE_TESTS_ISOLATED,
          setupFiles: ['./src/test-setup.ts'],
        },
      },
      // Those that need one: components (.tsx) and the .ts tests below, in jsdom.
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'site-dom',
          environment: 'jsdom',
          // Each file still gets fresh modules and a fresh jsdom window (a VM context of its own), but in a worker
          // that stays: jsdom, React and Testing Library load once per worker, not once per file as in a fork
          // (the project took 52 s of CPU in forks, 22 s here). The library's projects do the same.
          pool: 'vmThreads',
          include: ['src/**/*.test.tsx', ...SITE_DOM_TESTS],
          setupFiles: ['./src/test-setup.ts'],
        },
      },
      // The prerendered HTML of the built site (public/, or BUILT_SITE_DIR), read without a browser:
      // titles, meta, headings, links, per-page markup. Needs a build; fails without one.
      {
        test: {
          name: 'built-site',
          environment: 'node',
          include: ['test/built-site/**/*.test.ts'],
        },
      },
    ],
  },
});
