import { readFileSync, writeFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

// Internal property names end in `_` and stay readable in the source; the build shortens them.
// The map is committed (mangle.json) so that every build of one version, ESM and CJS alike,
// and every copy of it on a page give them the same short names: they share one context and
// read each other's hubs. A new internal name is added to the file by the next build.
const mangleFile = new URL('./mangle.json', import.meta.url);
const mangleCache: Record<string, string | false> = JSON.parse(readFileSync(mangleFile, 'utf8'));

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
  esbuildOptions(options) {
    options.mangleProps = /_$/;
    options.mangleCache = mangleCache;
  },
  esbuildPlugins: [
    {
      name: 'mangle-cache',
      setup(build) {
        build.onEnd(({ mangleCache: next }) => {
          if (!next) return;
          const sorted = Object.fromEntries(Object.entries(next).sort(([a], [b]) => a.localeCompare(b)));
          const text = `${JSON.stringify(sorted, null, 2)}\n`;
          if (text !== readFileSync(mangleFile, 'utf8')) writeFileSync(mangleFile, text);
        });
      },
    },
  ],
  // 'use client' first: the provider holds state, so a Next.js App Router server component
  // may import it only as a client module. Then, generated code: the site links this package
  // from the workspace (not node_modules), `gatsby develop` lints everything outside
  // node_modules, and esbuild leaves imports mid-file.
  banner: { js: "'use client';\n/* eslint-disable */" },
});
