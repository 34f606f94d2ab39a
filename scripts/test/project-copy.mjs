// A throwaway copy of the project for tests and benchmarks that build: the
// working tree stays untouched. node_modules is linked, not copied (its
// react-dialog-hub workspace link resolves to the original's built library).
import { cpSync, existsSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Top-level entries a build regenerates or that must not be shared. */
const SKIP = new Set(['node_modules', '.cache', 'public', '.git', '.test-results', 'test-results', 'playwright-report', '.bench']);

/** Copies `source` (a project root) into a new temporary directory and returns its path. */
export function copyProject(source, prefix = 'project-copy-', nodeModules = path.join(source, 'node_modules')) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(source, dir, {
    recursive: true,
    filter: (src) => path.basename(src) !== 'node_modules' && !(path.dirname(src) === source && SKIP.has(path.basename(src))),
  });
  symlinkSync(nodeModules, path.join(dir, 'node_modules'), 'dir');
  // Workspace packages' own node_modules (a docs page imports react-19-tests' React version).
  for (const pkg of readdirSync(path.join(source, 'packages'))) {
    const own = path.join(source, 'packages', pkg, 'node_modules');
    if (existsSync(own)) symlinkSync(own, path.join(dir, 'packages', pkg, 'node_modules'), 'dir');
  }
  return dir;
}
