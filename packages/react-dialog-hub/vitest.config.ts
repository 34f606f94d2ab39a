import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Match tsconfig's react-jsx so test files need no `import React`.
  esbuild: { jsx: 'automatic' },
  test: {
    // A hang guard, not a speed check: under a full suite's load on a slow 2-core machine, a test that loads Babel
    // and preset-env took over Vitest's default 5 s (a CI run failed on it).
    testTimeout: 30_000,
    environment: 'jsdom',
    // A fresh VM context per file in a worker that stays (jsdom and React load once per worker): see the root config.
    pool: 'vmThreads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    typecheck: {
      enabled: true,
      include: ['src/**/*.test-d.ts'],
      tsconfig: './tsconfig.json',
    },
  },
});
