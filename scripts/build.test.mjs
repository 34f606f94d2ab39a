// @vitest-environment node
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { EARLY_CHECK_VARIABLE as GATSBY_SIDE_VARIABLE, awaitCheckFile } from '../src/node/code/snippet-source';
import { sampleSite } from '../src/node/code/__fixtures__/sample-site';
import { CLEAN_DIRS, EARLY_CHECK_VARIABLE, NODE_HEAP_FLAGS, SOURCE_MAPS_VARIABLE, buildInputs, cleanCaches, gatsbyArgv, gatsbyEnv, startSampleCheck, supportedNodeFlags } from './build.mjs';

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

describe("the V8 flags of the build's processes (heap growth, NODE_HEAP_FLAGS)", () => {
  it('are accepted by this Node, and dropped with a warning by a Node that rejects them', () => {
    expect(NODE_HEAP_FLAGS.length).toBeGreaterThan(0);
    expect(supportedNodeFlags(NODE_HEAP_FLAGS)).toEqual(NODE_HEAP_FLAGS);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(supportedNodeFlags(['--no-such-v8-flag-here'])).toEqual([]);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/does not accept --no-such-v8-flag-here .*bad option/));
    } finally {
      warn.mockRestore();
    }
  });

  it("go to Node before Gatsby's CLI, where its worker processes inherit them (execArgv)", () => {
    const argv = gatsbyArgv(process.cwd(), ['build', '--prefix-paths'], { nodeFlags: NODE_HEAP_FLAGS });
    const cli = argv.findIndex((arg) => arg.endsWith(path.join('gatsby', 'cli.js')));
    expect(argv.slice(0, NODE_HEAP_FLAGS.length)).toEqual(NODE_HEAP_FLAGS);
    expect(argv.slice(cli)).toEqual([argv[cli], 'build', '--prefix-paths']);
    expect(argv.slice(NODE_HEAP_FLAGS.length, cli)).toEqual(['--require', expect.stringMatching(/gatsby-preload\.cjs$/)]);
  });

  it('reach the sample check', { timeout: 60_000 }, async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'early-check-flags-'));
    try {
      mkdirSync(path.join(root, 'scripts'));
      // Stands in for the check: writes what Node was started with where the result goes.
      writeFileSync(path.join(root, 'scripts/check-snippets.ts'), "import { writeFileSync } from 'node:fs';\nwriteFileSync(process.argv[process.argv.indexOf('--json') + 1], JSON.stringify(process.execArgv));\n");
      const check = await startSampleCheck(root, NODE_HEAP_FLAGS);
      expect(await awaitCheckFile(check.env[EARLY_CHECK_VARIABLE])).toEqual(NODE_HEAP_FLAGS);
      check.stop();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('startSampleCheck (the code samples checked while Gatsby starts, on a cold build)', { timeout: 120_000 }, () => {
  it('runs the real check in a child process and hands Gatsby the file its result lands in', async () => {
    const { root } = sampleSite('early-check-', { withScripts: true });
    try {
      const check = await startSampleCheck(root);
      expect(EARLY_CHECK_VARIABLE).toBe(GATSBY_SIDE_VARIABLE);
      const file = check.env[EARLY_CHECK_VARIABLE];
      const run = await awaitCheckFile(file);
      expect(run.compiled).toBe(3);
      expect(run.report.failures).toEqual([expect.stringMatching(/^content\/docs\/a\.mdx:\d+: .*2322/)]);
      check.stop();
      expect(existsSync(path.dirname(file))).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('writes <file>.failed when the check fails, so Gatsby checks the samples itself', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'early-check-crash-'));
    try {
      mkdirSync(path.join(root, 'scripts'));
      writeFileSync(path.join(root, 'scripts/check-snippets.ts'), "throw new Error('the check crashed');\n");
      const check = await startSampleCheck(root);
      await expect(awaitCheckFile(check.env[EARLY_CHECK_VARIABLE])).rejects.toThrow(/exit status 1/);
      check.stop();
      expect(readdirSync(path.join(root, 'node_modules/.cache/site-build'))).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('writes <file>.failed when the check cannot be bundled, so Gatsby checks the samples itself', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'early-check-broken-'));
    try {
      const check = await startSampleCheck(root);
      await expect(awaitCheckFile(check.env[EARLY_CHECK_VARIABLE])).rejects.toThrow(/could not bundle scripts\/check-snippets\.ts/);
      check.stop();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('cleanCaches (a cold build starts from what `gatsby clean` leaves)', () => {
  it("removes the folders Gatsby's clean command removes, and nothing else", () => {
    const clean = readFileSync(path.join(ROOT, 'node_modules/gatsby/dist/commands/clean.js'), 'utf8');
    for (const name of ['`.cache`', '`public`', 'name: `babel-loader`', 'name: `terser-webpack-plugin`']) expect(clean).toContain(name);
    expect(CLEAN_DIRS).toEqual(['.cache', 'public', 'node_modules/.cache/babel-loader', 'node_modules/.cache/terser-webpack-plugin']);

    const root = mkdtempSync(path.join(tmpdir(), 'clean-caches-'));
    try {
      for (const dir of [...CLEAN_DIRS, 'node_modules/.cache/other-tool', 'content']) {
        mkdirSync(path.join(root, dir), { recursive: true });
        writeFileSync(path.join(root, dir, 'file.txt'), 'x');
      }
      cleanCaches(root);
      for (const dir of CLEAN_DIRS) expect(existsSync(path.join(root, dir))).toBe(false);
      expect(existsSync(path.join(root, 'node_modules/.cache/other-tool/file.txt'))).toBe(true);
      expect(existsSync(path.join(root, 'content/file.txt'))).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
