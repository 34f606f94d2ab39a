import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { tarballFileName } from '../../lib/package-tarball';
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
