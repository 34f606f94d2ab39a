// Bundles the project's TypeScript for plain Node with esbuild: the site's scripts a process runs without Gatsby
// (bundleScript: the early sample check, develop's sample process), and, through sourcePaths, the Gatsby files
// (./gatsby-files.mjs). Nothing here loads Gatsby or the preload, and esbuild is imported on first use, so gatsby-node's
// bundle can use it (and its processes that never bundle do not load esbuild).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.[cm]?[jt]sx?$/;
const LOADERS = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.jsx': 'jsx' };

/** `__dirname` and `__filename` as Node would give them to the source file, not to the bundle. */
export const sourcePaths = {
  name: 'source-paths',
  setup(build) {
    const { transform } = build.esbuild;
    build.onLoad({ filter: SOURCE }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = readFileSync(args.path, 'utf8');
      if (!/\b__(dirname|filename)\b/.test(text)) return undefined;
      const loader = LOADERS[path.extname(args.path)] ?? 'js';
      // define replaces identifiers only, so strings and comments that mention them stay as written.
      const { code } = await transform(text, {
        loader,
        sourcefile: args.path,
        define: { __dirname: JSON.stringify(path.dirname(args.path)), __filename: JSON.stringify(args.path) },
        tsconfigRaw: { compilerOptions: { jsx: 'react-jsx' } },
      });
      return { contents: code, loader: 'js', resolveDir: path.dirname(args.path) };
    });
  },
};

/**
 * Bundles one of the project's TypeScript scripts for plain Node (packages stay in node_modules; `__dirname` as in the
 * source). `outfile` must lie inside the project, where the imports of packages resolve.
 */
export async function bundleScript(root, entry, outfile) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(root, entry)],
    absWorkingDir: root,
    bundle: true,
    outfile,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
    // The build's code loads some packages on first use with require() (src/node/lazy-packages.ts), which an ES module lacks.
    banner: { js: "import { createRequire as __siteCreateRequire } from 'node:module'; const require = __siteCreateRequire(import.meta.url);" },
    plugins: [sourcePaths],
  });
  return outfile;
}
