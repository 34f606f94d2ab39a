// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LIBRARY, libraryInputs, recordLibraryBuild, staleReason } from './prepare-lib.mjs';

let root;
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
/** A project with a library and the dist/ a build of it wrote. */
function project() {
  if (root) rmSync(root, { recursive: true, force: true });
  root = mkdtempSync(path.join(tmpdir(), 'prepare-lib-'));
  write('package-lock.json', '{"lockfileVersion":3}\n');
  write(`${LIBRARY}/package.json`, '{"name":"react-dialog-hub"}\n');
  write(`${LIBRARY}/src/index.ts`, 'export const answer = 42;\n');
  write(`${LIBRARY}/dist/index.js`, 'export const answer = 42;\n');
  write(`${LIBRARY}/dist/index.d.ts`, 'export declare const answer = 42;\n');
}
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('prepare-lib: when the library is built again', () => {
  it('builds without a record of the last build, and not again while nothing changed', () => {
    project();
    expect(staleReason(root)).toBe('no record of the last build');
    recordLibraryBuild(root, libraryInputs(root));
    expect(staleReason(root)).toBeNull();
    // Files the build does not read as inputs: its own dist/ and node_modules/.
    write(`${LIBRARY}/node_modules/.cache/x`, 'anything');
    expect(staleReason(root)).toBeNull();
  });

  it.each([
    ['a library source file is edited', () => write(`${LIBRARY}/src/index.ts`, 'export const answer = 43;\n')],
    ['a library source file is added', () => write(`${LIBRARY}/src/more.ts`, 'export {};\n')],
    ["the library's package.json changes", () => write(`${LIBRARY}/package.json`, '{"name":"react-dialog-hub","type":"module"}\n')],
    ['the lockfile changes (tsup, TypeScript)', () => write('package-lock.json', '{"lockfileVersion":3,"x":1}\n')],
  ])('builds again when %s', (_label, change) => {
    project();
    recordLibraryBuild(root, libraryInputs(root));
    change();
    expect(staleReason(root)).toBe('the library or the lockfile changed');
  });

  it('builds again when dist/ is not what the last build wrote: edited, a file removed, or emptied', () => {
    project();
    recordLibraryBuild(root, libraryInputs(root));
    write(`${LIBRARY}/dist/index.js`, 'export const answer = 0;\n');
    expect(staleReason(root)).toBe('dist/ is not what the last build wrote');
    project();
    recordLibraryBuild(root, libraryInputs(root));
    unlinkSync(path.join(root, LIBRARY, 'dist/index.d.ts'));
    expect(staleReason(root)).toBe('dist/ is not what the last build wrote');
    rmSync(path.join(root, LIBRARY, 'dist'), { recursive: true });
    expect(staleReason(root)).toBe('dist/ is empty');
  });

  it('builds again when the source changed while the last build ran (its inputs were taken before)', () => {
    project();
    const before = libraryInputs(root);
    write(`${LIBRARY}/src/index.ts`, 'export const answer = 44;\n');
    recordLibraryBuild(root, before);
    expect(staleReason(root)).toBe('the library or the lockfile changed');
  });
});
