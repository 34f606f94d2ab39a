// @vitest-environment node
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SOURCE_MAPS_VARIABLE, buildInputs, gatsbyEnv } from './build.mjs';

const ROOT = path.resolve(__dirname, '..');

// A copy of just what the hash reads, so edits here never touch the working tree.
const dir = mkdtempSync(path.join(tmpdir(), 'build-inputs-'));
for (const entry of ['gatsby-config.ts', 'gatsby-node.ts', 'package.json', 'package-lock.json', 'tsconfig.json', 'src', 'scripts', 'packages']) {
  cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true, filter: (src) => path.basename(src) !== 'node_modules' && path.basename(src) !== 'dist' });
}
symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const append = (file, text) => writeFileSync(path.join(dir, file), `${readFileSync(path.join(dir, file), 'utf8')}${text}`);

describe('buildInputs (what makes `npm run build` start cold)', () => {
  it('is stable, and covers the build code gatsby-node imports, the library and the lockfile', async () => {
    const first = await buildInputs(dir);
    expect((await buildInputs(dir)).hash).toBe(first.hash);
    expect(first.files).toEqual(expect.arrayContaining([
      'gatsby-node.ts', 'src/site-config.ts', 'src/node/build/post-build.ts', 'src/lib/content/slug.ts',
      'src/node/code/highlight-loader.cjs', 'packages/react-dialog-hub/src/index.ts', 'package-lock.json',
    ]));
    // Webpack and Gatsby track these themselves: a page or component edit must not cost a cold build.
    expect(first.files.some((file) => file.startsWith('content/') || file.startsWith('src/theme/'))).toBe(false);
  });

  it.each([
    ['a library source file', 'packages/react-dialog-hub/src/hub.ts', '\n// changed\n'],
    ['a file only src/node imports', 'src/lib/content/slug.ts', '\n// changed\n'],
    ['the lockfile', 'package-lock.json', ' '],
  ])('changes when %s changes', async (_label, file, text) => {
    const before = (await buildInputs(dir)).hash;
    append(file, text);
    expect((await buildInputs(dir)).hash).not.toBe(before);
  });

  it('changes when source maps are switched on or off (public/ must not keep the other kind)', async () => {
    expect((await buildInputs(dir, { sourceMaps: true })).hash).not.toBe((await buildInputs(dir)).hash);
  });

  it('does not change when a component the pages render is added', async () => {
    const before = (await buildInputs(dir)).hash;
    writeFileSync(path.join(dir, 'src/theme/NewThing.tsx'), 'export const x = 1;\n');
    append('src/theme/CodeBlock/CopyButton.tsx', '\n// a browser-side change\n');
    expect((await buildInputs(dir)).hash).toBe(before);
  });
});

describe('gatsbyEnv', () => {
  it("runs Parcel's compile of gatsby-config/gatsby-node without a worker of its own, unless the caller chose", () => {
    expect(gatsbyEnv({ PATH: '/bin' })).toEqual({ PATH: '/bin', PARCEL_WORKERS: '0' });
    expect(gatsbyEnv({ PARCEL_WORKERS: '2' }).PARCEL_WORKERS).toBe('2');
  });

  it('asks the browser bundles for source maps only with --source-maps', () => {
    expect(gatsbyEnv({}, { sourceMaps: true })[SOURCE_MAPS_VARIABLE]).toBe('1');
    expect(gatsbyEnv({}, { sourceMaps: false })).not.toHaveProperty(SOURCE_MAPS_VARIABLE);
  });
});
