// Which of the site's Node tests must run isolated (vitest.config.ts): the site project shares modules
// from file to file, so a file that mocks a module, stubs a global or sets process.env would leak that
// into the files after it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The site's Node tests: folder and the extensions of its `.test.*` files. */
export const NODE_TEST_FOLDERS = [
  ['src', ['ts']],
  ['scripts', ['ts', 'mjs']],
  ['plugins', ['ts', 'mjs']],
];

/** Vitest include globs of NODE_TEST_FOLDERS. */
export const nodeTestGlobs = () =>
  NODE_TEST_FOLDERS.map(([dir, exts]) => `${dir}/**/*.test.${exts.length > 1 ? `{${exts.join(',')}}` : exts[0]}`);

export const CHANGES_SHARED_STATE = /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(|process\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|delete process\.env/;

/** Paths from `root` of the Node test files whose source matches CHANGES_SHARED_STATE. */
export function testsChangingSharedState(root) {
  const walk = (dir, name) =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(file, name);
      return name.test(entry.name) ? [file] : [];
    });
  return NODE_TEST_FOLDERS.flatMap(([dir, exts]) => walk(dir, new RegExp(`\\.test\\.(${exts.join('|')})$`))).filter((file) =>
    CHANGES_SHARED_STATE.test(readFileSync(path.join(root, file), 'utf8')),
  );
}
