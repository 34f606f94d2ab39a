import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { libraryTarballUrl, tarballFileName } from '../../lib/package-tarball';
import { siteConfig } from '../../site-config';
import { libraryDir, packLibrary, packLibraryOnce } from './package-tarball';
import { untar } from './untar';

const root = path.resolve(__dirname, '../../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'package-tarball-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('tarballFileName', () => {
  it('is the name npm pack gives the file', () => {
    expect(tarballFileName('react-dialog-hub', '0.4.0')).toBe('react-dialog-hub-0.4.0.tgz');
    expect(tarballFileName('@scope/pkg', '1.0.0-beta.1')).toBe('scope-pkg-1.0.0-beta.1.tgz');
  });

  it('is served at the root of the deployed site', () => {
    expect(libraryTarballUrl()).toBe(`${siteConfig.url}${siteConfig.pathPrefix}/${siteConfig.library.name}-${siteConfig.library.version}.tgz`);
  });
});

describe('packLibrary', () => {
  it(
    "writes the package's npm pack file, with every file npm publishes and nothing else",
    async () => {
      const file = await packLibrary(root, path.join(scratch, 'a'));
      expect(file).toBe(tarballFileName(siteConfig.library.name, siteConfig.library.version));
      const files = untar(readFileSync(path.join(scratch, 'a', file)));
      const manifest = JSON.parse(files.get('package/package.json')!.toString('utf8')) as { name: string; version: string };
      expect([manifest.name, manifest.version]).toEqual([siteConfig.library.name, siteConfig.library.version]);
      for (const entry of ['dist/index.js', 'dist/index.cjs', 'dist/index.d.ts', 'README.md', 'CHANGELOG.md']) {
        expect(files.get(`package/${entry}`)?.equals(readFileSync(path.join(libraryDir(root), entry))), entry).toBe(true);
      }
      expect([...files.keys()].filter((name) => /\.test\.|\/test\//.test(name)), 'no tests').toEqual([]);
    },
    60_000,
  );

  it(
    'writes the same bytes each time (npm fixes entry times and leaves the gzip timestamp out)',
    async () => {
      const first = readFileSync(path.join(scratch, 'a', await packLibrary(root, path.join(scratch, 'a'))));
      const second = readFileSync(path.join(scratch, 'b', await packLibrary(root, path.join(scratch, 'b'))));
      expect([...first.subarray(4, 8)], 'gzip MTIME field is zero').toEqual([0, 0, 0, 0]);
      expect(second.equals(first)).toBe(true);
    },
    60_000,
  );
});

describe('packLibraryOnce (warm builds)', () => {
  // A copy of the package in a root of its own, so it can be changed.
  const copyRoot = path.join(scratch, 'root');
  const copyDir = path.join(copyRoot, 'packages', siteConfig.library.name);
  cpSync(libraryDir(root), copyDir, { recursive: true, filter: (src) => path.basename(src) !== 'node_modules' });
  const destination = path.join(scratch, 'once');
  const stamp = path.join(scratch, 'once-stamp.json');
  const tarball = () => path.join(destination, tarballFileName(siteConfig.library.name, siteConfig.library.version));

  it(
    'packs the first time, keeps the file while nothing changed, and packs again after any change the pack could see',
    async () => {
      expect(await packLibraryOnce(copyRoot, destination, stamp)).toMatchObject({ reused: false });
      const first = readFileSync(tarball());
      const written = statSync(tarball()).mtimeMs;
      expect(await packLibraryOnce(copyRoot, destination, stamp)).toMatchObject({ reused: true });
      expect(statSync(tarball()).mtimeMs, 'npm pack did not run again').toBe(written);

      // A changed file of the package: packed again, and the new bytes are served.
      appendFileSync(path.join(copyDir, 'dist/index.js'), '\n// changed\n');
      expect(await packLibraryOnce(copyRoot, destination, stamp)).toMatchObject({ reused: false });
      const second = readFileSync(tarball());
      expect(second.equals(first)).toBe(false);
      expect(untar(second).get('package/dist/index.js')?.toString('utf8')).toMatch(/\/\/ changed\n$/);

      // The file in public/ changed or removed since: packed again.
      writeFileSync(tarball(), 'not a tarball');
      expect(await packLibraryOnce(copyRoot, destination, stamp)).toMatchObject({ reused: false });
      expect(readFileSync(tarball()).equals(second)).toBe(true);
      rmSync(tarball());
      expect(await packLibraryOnce(copyRoot, destination, stamp)).toMatchObject({ reused: false });
      expect(existsSync(tarball())).toBe(true);

      // A new file in the package (npm would pack a new file under src/): packed again.
      writeFileSync(path.join(copyDir, 'src/added.ts'), 'export const added = 1;\n');
      expect(await packLibraryOnce(copyRoot, destination, stamp)).toMatchObject({ reused: false });
      expect(untar(readFileSync(tarball())).has('package/src/added.ts')).toBe(true);
    },
    120_000,
  );
});
