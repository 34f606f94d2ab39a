import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { tarballFileName } from '../../lib/package-tarball';
import { sha1 } from './build-memo';
import { siteConfig } from '../../site-config';

/** The documented package's folder in this repository. */
export const libraryDir = (root: string) => path.join(root, 'packages', siteConfig.library.name);

/**
 * `npm pack` of the documented package into `destination`, exactly as a reader
 * running it in packages/<name> would get it (its lifecycle scripts included;
 * npm writes the same bytes for the same files: fixed entry times, no gzip
 * timestamp). Returns the file's name, `tarballFileName` of the package's name
 * and version, which npm must agree with. The package's dist/ must be built
 * (`npm run prepare-lib`, or `npm run build -w <name>`): npm packs what is there.
 */
export async function packLibrary(root: string, destination: string): Promise<string> {
  const dir = libraryDir(root);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string; version: string; main?: string; module?: string; types?: string };
  const entries = [manifest.main, manifest.module, manifest.types].filter((file): file is string => typeof file === 'string');
  const missing = entries.filter((file) => !existsSync(path.join(dir, file)));
  if (missing.length) {
    throw new Error(`${path.relative(root, dir)} has no ${missing.join(', ')}: build it first (\`npm run prepare-lib\`), or npm pack would write a package without its code`);
  }
  await mkdir(destination, { recursive: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const run = spawnSync(npm, ['pack', '--json', '--pack-destination', destination], { cwd: dir, encoding: 'utf8', shell: process.platform === 'win32' });
  if (run.status !== 0) {
    throw new Error(`npm pack in ${path.relative(root, dir)} failed (exit ${run.status ?? run.signal ?? run.error?.message}):\n${`${run.stdout ?? ''}\n${run.stderr ?? ''}`.trim()}`);
  }
  // The JSON report is an array with one entry per packed package; npm may print notices before it.
  const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('['))) as Array<{ filename: string }>;
  const expected = tarballFileName(manifest.name, manifest.version);
  const filename = report[0]?.filename;
  if (filename !== expected) throw new Error(`npm pack wrote ${filename ?? 'nothing'}, not ${expected}`);
  return filename;
}

/** Every file of `dir` but node_modules, as sorted paths relative to it. */
function packageFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules')
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? packageFiles(full, base) : [path.relative(base, full)];
    })
    .sort();
}

/**
 * What `npm pack` reads: every file of the package's folder but node_modules (more than it packs,
 * so a change it would see is never missed), and the Node (with its npm) that packs it.
 */
export function packInputsHash(root: string): string {
  const dir = libraryDir(root);
  const hash = createHash('sha1').update(`${process.version}\n`);
  for (const file of packageFiles(dir)) hash.update(`${file}\n`).update(readFileSync(path.join(dir, file))).update('\n');
  return hash.digest('hex');
}

interface PackStamp {
  inputs: string;
  filename: string;
  /** sha1 of the file written, so a tarball changed or replaced since is packed again. */
  output: string;
}

const sha1Of = (file: string) => sha1(readFileSync(file));

/**
 * packLibrary, skipped when the package's files are those of the last pack into `destination` and
 * its file is still there unchanged: `npm pack` starts npm (about 0.4 s of every warm build) to
 * write the same bytes again. The record is kept in `stampFile` (in .cache, which a cold build removes).
 */
export async function packLibraryOnce(root: string, destination: string, stampFile: string): Promise<{ filename: string; reused: boolean }> {
  const inputs = packInputsHash(root);
  let stamp: PackStamp | null = null;
  try {
    stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as PackStamp;
  } catch {
    stamp = null;
  }
  const previous = stamp && path.join(destination, stamp.filename);
  if (stamp && previous && stamp.inputs === inputs && existsSync(previous) && sha1Of(previous) === stamp.output) {
    return { filename: stamp.filename, reused: true };
  }
  const filename = await packLibrary(root, destination);
  await mkdir(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, JSON.stringify({ inputs, filename, output: sha1Of(path.join(destination, filename)) } satisfies PackStamp));
  return { filename, reused: false };
}
