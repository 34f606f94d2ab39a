import { defineConfig } from 'vitest/config';

// One run for the whole repo: the library's own project (runtime + type tests)
// and the site's unit tests beside their code in src/.
export default defineConfig({
  test: {
    projects: [
      'packages/react-dialog-hub',
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'site',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
          setupFiles: ['./src/test-setup.ts'],
        },
      },
    ],
  },
});
