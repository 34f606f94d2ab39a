import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The site's .ts tests that use the DOM (document, window, localStorage…): they run in jsdom
 * (project site-dom). A .ts test that needs a DOM and is not listed fails in Node
 * (`document is not defined`): add it here, or give it `// @vitest-environment jsdom`.
 */
const SITE_DOM_TESTS = [
  'src/browser/address-script.test.ts',
  'src/browser/gatsby-internals.test.ts',
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

// One run for the whole repo: the library's own project (runtime + type tests, React 18),
// the same runtime tests on React 19,
// and the site's unit tests beside their code in src/, scripts/ and plugins/.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, where
    // most test files wait on jsdom, esbuild or a child process. Two workers took the site's
    // projects from 137 s to 87 s there; a third gained nothing.
    maxWorkers: Math.max(2, availableParallelism()),
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
          include: ['src/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}', 'plugins/**/*.test.{ts,mjs}'],
          exclude: [...configDefaults.exclude, ...SITE_DOM_TESTS],
          setupFiles: ['./src/test-setup.ts'],
        },
      },
      // Those that need one: components (.tsx) and the .ts tests below, in jsdom.
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'site-dom',
          environment: 'jsdom',
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
