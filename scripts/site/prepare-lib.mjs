// `npm run prepare-lib` (before `npm run build` and the develop smoke test; `npm run
// develop` calls prepareLibrary itself, one npm start fewer): the library's dist/ that the site imports, built by tsup
// (`npm run build -w react-dialog-hub`) unless it is already the build of the
// library as it is now. Every author build used to run tsup (ESM, CJS and the
// type declarations: about 2.7 s) for a library that had not changed.
// Up to date means: the library's files (dist/ and node_modules/ aside) and the
// lockfile (tsup's and TypeScript's versions) hash as they did when dist/ was
// built, and dist/ still holds what that build wrote, byte for byte.
//   npm run prepare-lib                    builds when needed
//   npm run build -w react-dialog-hub      always builds (what a release runs)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listFiles } from './build.mjs';

export const LIBRARY = 'packages/react-dialog-hub';
/** What the last build was made from and wrote; node_modules/.cache, so a fresh install builds again. */
export const LIBRARY_STAMP = 'node_modules/.cache/react-dialog-hub-dist.json';

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/** Files under `dir`, relative to it and sorted, leaving out the top-level folders named in `skip`. */
const filesUnder = (dir, skip = []) =>
  listFiles(dir)
    .map((file) => path.relative(dir, file).split(path.sep).join('/'))
    .filter((file) => !skip.some((folder) => file.startsWith(`${folder}/`)))
    .sort();

/** The hash of everything a library build reads. */
export function libraryInputs(root) {
  const library = path.join(root, LIBRARY);
  const hash = createHash('sha256');
  for (const file of filesUnder(library, ['dist', 'node_modules'])) hash.update(`${file}\0`).update(readFileSync(path.join(library, file))).update('\0');
  const lock = path.join(root, 'package-lock.json');
  hash.update('package-lock.json\0').update(existsSync(lock) ? readFileSync(lock) : '-');
  return hash.digest('hex');
}

/** dist/ as it is: file → sha256. */
export function libraryOutputs(root) {
  const dist = path.join(root, LIBRARY, 'dist');
  return Object.fromEntries(filesUnder(dist).map((file) => [file, sha256(readFileSync(path.join(dist, file)))]));
}

/** Why dist/ must be built again, or null when it is the build of the library as it is now. */
export function staleReason(root) {
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(path.join(root, LIBRARY_STAMP), 'utf8'));
  } catch {
    return 'no record of the last build';
  }
  if (stamp?.inputs !== libraryInputs(root)) return 'the library or the lockfile changed';
  const outputs = libraryOutputs(root);
  if (Object.keys(outputs).length === 0) return 'dist/ is empty';
  if (JSON.stringify(outputs) !== JSON.stringify(stamp.outputs)) return 'dist/ is not what the last build wrote';
  return null;
}

/**
 * Records that dist/ is the build of `inputs` (libraryInputs, taken before the
 * build: an edit made while it ran makes the next run build again).
 */
export function recordLibraryBuild(root, inputs) {
  mkdirSync(path.dirname(path.join(root, LIBRARY_STAMP)), { recursive: true });
  writeFileSync(path.join(root, LIBRARY_STAMP), `${JSON.stringify({ inputs, outputs: libraryOutputs(root) })}\n`);
}

/** Builds dist/ when it is stale, saying why; returns the exit status (0: up to date or built). */
export function prepareLibrary(root) {
  const reason = staleReason(root);
  if (!reason) {
    console.log(`[prepare-lib] ${LIBRARY}/dist is up to date (\`npm run build -w react-dialog-hub\` builds it anyway)`);
    return 0;
  }
  console.log(`[prepare-lib] building ${LIBRARY}/dist: ${reason}`);
  const inputs = libraryInputs(root);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const child = spawnSync(npm, ['run', 'build', '-w', 'react-dialog-hub'], { cwd: root, stdio: 'inherit' });
  if (child.status === 0) recordLibraryBuild(root, inputs);
  return child.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(prepareLibrary(process.cwd()));
