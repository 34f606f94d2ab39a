import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tarballFileName } from '../../src/lib/package-tarball';
import { packLibrary } from '../../src/node/output/package-tarball';
import { untar } from '../../src/node/output/untar';
import { siteConfig } from '../../src/site-config';
import { bareRepo, branchFiles, deployCli } from '../../scripts/site/deploy-harness.mjs';
import { BUILT_SITE_DIR } from './site';

/**
 * Files of the build that other tools produce or consume: the packed package readers install from
 * the site, and the whole folder as `npm run deploy` publishes it (was two tests in
 * src/node/output/package-tarball.test.ts and scripts/site/deploy.test.mjs that skipped without a build).
 */
const root = path.resolve(__dirname, '../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'shipped-files-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the packed package served by the site', () => {
  it(
    "is npm pack's output of the workspace package, byte for byte",
    async () => {
      const built = path.join(BUILT_SITE_DIR, tarballFileName(siteConfig.library.name, siteConfig.library.version));
      const served = readFileSync(built);
      const fresh = readFileSync(path.join(scratch, 'pack', await packLibrary(root, path.join(scratch, 'pack'))));
      if (!served.equals(fresh)) {
        // Name what differs, then fail: rebuilding after a change to the package makes them equal again.
        const [a, b] = [untar(served), untar(fresh)];
        const differing = [...new Set([...a.keys(), ...b.keys()])].filter((name) => !a.get(name)?.equals(b.get(name) ?? Buffer.alloc(0)) || !b.has(name));
        expect(differing, `${path.relative(root, built)} differs from npm pack (rebuild the site after changing the package)`).toEqual([]);
      }
      expect(served.equals(fresh)).toBe(true);
    },
    60_000,
  );
});

describe('npm run deploy of the build', () => {
  it(
    'publishes every file of the build at the root of the branch, .nojekyll and _gatsby/ included',
    () => {
      const repo = bareRepo(scratch, 'real');
      const run = deployCli(scratch, ['--skip-build', '--dir', BUILT_SITE_DIR], { DEPLOY_REPO: repo });
      expect(run.status, run.output).toBe(0);
      const files = new Set(branchFiles(repo));
      const expected = readdirSync(BUILT_SITE_DIR, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(BUILT_SITE_DIR, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
      expect(expected.filter((file) => !files.has(file))).toEqual([]);
      for (const file of ['index.html', '.nojekyll', 'sitemap.xml', 'docs/intro.html']) expect(files).toContain(file);
      expect([...files].some((file) => file.startsWith('_gatsby/'))).toBe(true);
    },
    120_000,
  );
});
