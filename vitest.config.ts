import { defineConfig } from 'vitest/config';

// One run for the whole repo: the library's own project (runtime + type tests, React 18),
// the same runtime tests on React 19,
// and the site's unit tests beside their code in src/, scripts/ and plugins/.
export default defineConfig({
  test: {
    projects: [
      'packages/react-dialog-hub',
      // The library's runtime tests again on React 19 (the root project is on React 18).
      'packages/react-19-tests',
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'site',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}', 'plugins/**/*.test.{ts,mjs}'],
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
