import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  // "type": "module" in package.json: ESM is written as index.js, CJS as index.cjs.
  format: ['esm', 'cjs'],
  dts: true,
  // es2022: class fields and `??=` stay as written (smaller than their down-levelled forms).
  target: 'es2022',
  clean: true,
  // React must come from the app, never be bundled (two Reacts break hooks).
  external: ['react', 'react/jsx-runtime'],
  // 'use client' first: the provider holds state, so a Next.js App Router server component
  // may import it only as a client module. Then, generated code: the site links this package
  // from the workspace (not node_modules), `gatsby develop` lints everything outside
  // node_modules, and esbuild leaves imports mid-file.
  banner: { js: "'use client';\n/* eslint-disable */" },
});
