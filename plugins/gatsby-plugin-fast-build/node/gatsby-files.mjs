// esbuildGatsbyFiles. Gatsby runs gatsby-config.ts and gatsby-node.ts (and a local plugin's gatsby-node.ts) compiled:
// on every build it bundles them with Parcel, in a child process of its own, into .cache/compiled (5.5 s of a 41 s
// cold build at 44 pages, 1.3-1.9 s warm). node/run.mjs bundles them here with esbuild instead (about 0.1 s), before
// Gatsby starts, and node/preload.cjs tells Gatsby's CLI to take the result as its own. What Gatsby then loads is what
// Parcel produces, in the ways the build relies on (gatsby-files.test.mjs compares the two):
// - one copy of each module for all the files: Parcel's bundles share a module registry, so state kept by a module
//   (the code samples' check, collected code) is the same for the MDX plugins gatsby-config hands Gatsby and for
//   gatsby-node; here every file is a thin re-export of one bundle;
// - `__dirname` and `__filename` name the source file's folder and file, not .cache/compiled;
// - packages stay in node_modules (required, not bundled).
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { bundleScript, sourcePaths } from './bundle-script.mjs';
import preload from './preload.cjs';

const { BUNDLE, COMPILED_DIR, INPUTS, gatsbyFiles, wrapper } = preload;
export { BUNDLE, COMPILED_DIR, gatsbyFiles };
export const { PRECOMPILED_VARIABLE } = preload;

const require = createRequire(import.meta.url);

export { bundleScript };

/**
 * Bundles gatsby-config.ts, gatsby-node.ts and local plugins' gatsby-node.ts into `<root>/.cache/compiled` as Gatsby
 * would load them. Replaces the folder's content, as Gatsby's own compile does. Returns the bundle's hash, which the
 * preload checks the files against.
 */
export async function compileGatsbyFiles(root) {
  const { build } = require('esbuild');
  const files = gatsbyFiles(root);
  const startedAt = Date.now();
  const entry = files.map((file) => `export * as ${file.key} from './${file.source}';`).join('\n');
  const result = await build({
    stdin: { contents: entry, resolveDir: root, sourcefile: 'gatsby-files.ts', loader: 'ts' },
    absWorkingDir: root,
    bundle: true,
    write: false,
    outfile: path.join(root, COMPILED_DIR, BUNDLE),
    platform: 'node',
    format: 'cjs',
    // Gatsby 5 runs on Node 18 and later; the site on 20.19 and later (package.json engines).
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
    metafile: true,
    plugins: [sourcePaths],
  });
  const code = result.outputFiles[0].contents;
  const hash = createHash('sha256').update(code).digest('hex');
  const dir = path.join(root, COMPILED_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, BUNDLE), code);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file.out)), { recursive: true });
    writeFileSync(path.join(dir, file.out), wrapper(file, hash));
  }
  const inputs = sourceStamps(root, Object.keys(result.metafile.inputs), startedAt);
  if (inputs) writeFileSync(path.join(dir, INPUTS), JSON.stringify({ hash, entries: files.map((file) => file.source), files: inputs }));
  return { hash };
}

/**
 * The size and time of each file esbuild read (`inputs`, relative to `root`; the entry it was given on stdin is not a
 * file), for develop's process to see whether the bundle is still its sources' (the preload's inputsUnchanged). Null
 * when one was written as the bundle was made (its time is not before `startedAt`, less the file system clock's
 * coarseness): which text esbuild read is unknown then.
 */
function sourceStamps(root, inputs, startedAt) {
  const stamps = {};
  for (const input of inputs) {
    const stat = statSync(path.join(root, input), { throwIfNoEntry: false });
    if (!stat) continue;
    if (stat.mtimeMs >= startedAt - 100) return null;
    stamps[input] = { size: stat.size, mtimeMs: stat.mtimeMs };
  }
  return stamps;
}
