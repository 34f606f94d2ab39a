import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  // "type": "module" in package.json: ESM is written as index.js, CJS as index.cjs.
  format: ['esm', 'cjs'],
  dts: true,
  target: 'es2020',
  clean: true,
  // React must come from the app, never be bundled (two Reacts break hooks).
  external: ['react', 'react/jsx-runtime'],
  // Generated code: the site links this package from the workspace (not node_modules), and
  // `gatsby develop` lints everything outside node_modules; esbuild leaves imports mid-file.
  banner: { js: '/* eslint-disable */' },
});
