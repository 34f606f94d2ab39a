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
});
