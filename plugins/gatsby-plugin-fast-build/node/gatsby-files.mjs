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
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleScript, sourcePaths } from './bundle-script.mjs';
import preload from './preload.cjs';

const { BUNDLE, COMPILED_DIR, INPUTS, gatsbyFiles, inputsUnchanged, isPrecompiled, wrapper } = preload;
export { BUNDLE, COMPILED_DIR, gatsbyFiles };
export const { PRECOMPILED_VARIABLE } = preload;

const require = createRequire(import.meta.url);

export { bundleScript };

/**
 * Bundles gatsby-config.ts, gatsby-node.ts and local plugins' gatsby-node.ts into `<root>/.cache/compiled` as Gatsby
 * would load them. Replaces the folder's content, as Gatsby's own compile does. Returns the bundle's hash, which the
 * preload checks the files against, and whether the last bundle was kept: it is, without starting esbuild (0.5-0.8 s
 * of each warm start and build on a slow 2-core machine, most of it esbuild's process and the sourcePaths plugin
 * reading every source), when nothing it was made from changed (reusableBundle).
 */
export async function compileGatsbyFiles(root) {
  const kept = reusableBundle(root);
  if (kept) return { hash: kept, kept: true };
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
  if (inputs) writeFileSync(path.join(dir, INPUTS), JSON.stringify({ hash, entries: files.map((file) => file.source), files: inputs, bundler: bundlerKey(root), folders: folderListings(root, foldersOf(Object.keys(inputs))) }));
  return { hash, kept: false };
}

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * What decides the bundle besides its sources: the code that bundles and wraps it, esbuild's version, and the
 * settings esbuild reads from the site (tsconfig.json, package.json).
 */
function bundlerKey(root) {
  const hash = createHash('sha256');
  for (const file of [path.join(HERE, 'gatsby-files.mjs'), path.join(HERE, 'bundle-script.mjs'), path.join(HERE, 'preload.cjs'), require.resolve('esbuild/package.json'), path.join(root, 'tsconfig.json'), path.join(root, 'package.json')]) {
    hash.update(`${file}\0`);
    try {
      hash.update(readFileSync(file));
    } catch {
      hash.update('(none)');
    }
  }
  return hash.digest('hex');
}

/**
 * The folders an import of the sources looked in (relative to the root, with `/`): each source's folder and its parent,
 * where `word.ts` would take the place of `word/index.ts`.
 */
const foldersOf = (inputs) => [...new Set(inputs.flatMap((input) => {
  const folder = path.posix.dirname(input.split(path.sep).join('/'));
  return [folder, path.posix.dirname(folder)];
}))].filter((folder) => !folder.startsWith('..')).sort();

/**
 * The names in each of those folders: a file added there can change what an import resolves to while every source
 * read stays the same.
 */
function folderListings(root, folders) {
  const listings = {};
  for (const folder of folders) {
    try {
      listings[folder] = readdirSync(path.join(root, folder)).sort().join('/');
    } catch {
      listings[folder] = null;
    }
  }
  return listings;
}

/**
 * The hash of the bundle in `.cache/compiled` when it can be kept: the same Gatsby files, every source esbuild read
 * unchanged (size and time, as develop's process checks before it takes a bundle), no name added or removed beside
 * them, the same bundler, and the written files still those of that bundle. Null otherwise.
 */
export function reusableBundle(root) {
  let record;
  try {
    record = JSON.parse(readFileSync(path.join(root, COMPILED_DIR, INPUTS), 'utf8'));
  } catch {
    return null;
  }
  if (typeof record?.hash !== 'string' || record.bundler !== bundlerKey(root) || !record.folders) return null;
  if (!inputsUnchanged(root, record.hash) || !isPrecompiled(root, record.hash)) return null;
  const listings = folderListings(root, Object.keys(record.folders));
  return Object.entries(record.folders).every(([folder, names]) => listings[folder] === names) ? record.hash : null;
}

/**
 * A record of an import graph esbuild walked from `inputs` (the sources it read, relative to `root`): their sizes and
 * times and the names in their folders, with `key` for whatever else decides the walk. Null when a source was written
 * as the walk began (sourceStamps). The site's build entry keeps one for the files it hashes (scripts/site/build.mjs).
 */
export function importGraphRecord(root, inputs, startedAt, key) {
  const files = sourceStamps(root, inputs, startedAt);
  return files && { key, files, folders: folderListings(root, foldersOf(inputs)) };
}

/** Whether walking the graph of `record` again would read the same files: same key, sources and folder listings. */
export function importGraphUnchanged(root, record, key) {
  if (!record || record.key !== key || !record.files || !record.folders) return false;
  const same = Object.entries(record.files).every(([file, { size, mtimeMs }]) => {
    const stat = statSync(path.join(root, file), { throwIfNoEntry: false });
    return stat?.size === size && stat.mtimeMs === mtimeMs;
  });
  if (!same) return false;
  const listings = folderListings(root, Object.keys(record.folders));
  return Object.entries(record.folders).every(([folder, names]) => listings[folder] === names);
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
