// @vitest-environment node
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, utimesSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EARLY_CHECK_VARIABLE as GATSBY_SIDE_VARIABLE, SOURCING_SAMPLES_VARIABLE as GATSBY_SOURCING_VARIABLE, awaitCheckFile } from '../../src/node/code/snippet-source';
import { sampleSite } from '../../src/node/code/__fixtures__/sample-site';
import { checkRecalled } from '../../src/node/code/snippets';
import { SnippetChecker } from '../../src/node/code/twoslash';
import { startEarly } from '../../plugins/gatsby-plugin-fast-build/node/run.mjs';
import { EARLY_CHECK_VARIABLE, SAMPLE_CHECK_TASK, SOURCING_SAMPLES_VARIABLE, buildInputs } from './build.mjs';

const ROOT = path.resolve(__dirname, '../..');

// A copy of just what the hash reads, so edits here never touch the working tree.
const dir = mkdtempSync(path.join(tmpdir(), 'build-inputs-'));
for (const entry of ['gatsby-config.ts', 'gatsby-node.ts', 'package.json', 'package-lock.json', 'tsconfig.json', 'src', 'scripts', 'plugins', 'packages']) {
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
      'gatsby-node.ts', 'src/site-config.ts', 'src/node/output/post-build.ts', 'src/lib/content/slug.ts',
      'src/node/code/highlight-loader.cjs', 'packages/react-dialog-hub/src/index.ts', 'package-lock.json',
    ]));
    // Webpack and Gatsby track these themselves: a page or component edit must not cost a cold build.
    expect(first.files.some((file) => file.startsWith('content/') || file.startsWith('src/theme/'))).toBe(false);
    expect(first.files.filter((file) => /^(src\/node|plugins)\/.*(\.test\.|README\.md$)/.test(file))).toEqual([]);
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

  it('walks the build code\'s imports again only when a source changed or a name was added beside one', async () => {
    // The copy's files were all written when this file loaded: a walk that begins within 100 ms of that keeps no record.
    await new Promise((resolve) => setTimeout(resolve, 150));
    await buildInputs(dir);
    const first = await buildInputs(dir);
    const again = await buildInputs(dir);
    expect(again).toMatchObject({ walked: false, hash: first.hash, files: first.files });
    // A build-code file that newly imports a file: found.
    writeFileSync(path.join(dir, 'src/lib/content/slug-extra.ts'), 'export const extra = 1;\n');
    append('src/lib/content/slug.ts', "\nexport { extra } from './slug-extra';\n");
    // Saved a while ago: a source written as the walk begins leaves no record (which text was read is unknown).
    const past = new Date(Date.now() - 60_000);
    for (const file of ['src/lib/content/slug-extra.ts', 'src/lib/content/slug.ts']) utimesSync(path.join(dir, file), past, past);
    const imported = await buildInputs(dir);
    expect(imported.walked).toBe(true);
    expect(imported.files).toContain('src/lib/content/slug-extra.ts');
    expect(await buildInputs(dir)).toMatchObject({ walked: false, files: imported.files });
    // A file that takes an import's place (esbuild resolves .tsx before .ts), every source unchanged: found.
    writeFileSync(path.join(dir, 'src/lib/content/slug-extra.tsx'), 'export const extra = 2;\n');
    utimesSync(path.join(dir, 'src/lib/content/slug-extra.tsx'), past, past);
    const shadowed = await buildInputs(dir);
    expect(shadowed.walked).toBe(true);
    expect(shadowed.files).toContain('src/lib/content/slug-extra.tsx');
    expect(shadowed.hash).not.toBe(imported.hash);
  });

  it('changes when source maps are switched on or off (public/ must not keep the other kind)', async () => {
    expect((await buildInputs(dir, { sourceMaps: true })).hash).not.toBe((await buildInputs(dir)).hash);
  });

  it('changes with the optimizations that shape the caches (a plain build never reuses a fast one\'s), not with the cold-only ones', async () => {
    const fast = (await buildInputs(dir, { flags: ['esbuildTranspile', 'lateWorker'] })).hash;
    expect(fast).not.toBe((await buildInputs(dir, { flags: [] })).hash);
    expect((await buildInputs(dir, { flags: ['esbuildTranspile'] })).hash).toBe(fast);
  });

  it('does not change when a component the pages render is added', async () => {
    const before = (await buildInputs(dir)).hash;
    writeFileSync(path.join(dir, 'src/theme/NewThing.tsx'), 'export const x = 1;\n');
    append('src/theme/CodeBlock/CopyButton.tsx', '\n// a browser-side change\n');
    expect((await buildInputs(dir)).hash).toBe(before);
  });
});

describe('the sample check started before Gatsby (the site\'s early task for earlyStart)', { timeout: 120_000 }, () => {
  it('runs the real check in a child process and hands Gatsby the file its result lands in', async () => {
    const { root } = sampleSite('early-check-', { withScripts: true });
    try {
      const check = await startEarly(root, SAMPLE_CHECK_TASK);
      expect(EARLY_CHECK_VARIABLE).toBe(GATSBY_SIDE_VARIABLE);
      const file = check.env[EARLY_CHECK_VARIABLE];
      const run = await awaitCheckFile(file);
      expect(run.compiled).toBe(3);
      expect(run.report.failures).toEqual([expect.stringMatching(/^content\/docs\/a\.mdx:\d+: .*2322/)]);
      // The first warm build after this cold one recalls the report instead of rendering every sample again.
      const recalled = checkRecalled(root, new SnippetChecker({ root }));
      expect(recalled).toEqual({ report: run.report, recalled: true });
      check.stop();
      expect(existsSync(path.dirname(file))).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('with earlySampleResults, hands Gatsby the results of the samples sourcing renders first, in a file of their own', async () => {
    const { root, write } = sampleSite('early-sooner-', { withScripts: true });
    try {
      write('packages/react-dialog-hub/src/index.ts', '/**\n * The answer.\n *\n * @example\n * ```ts\n * import { answer } from "react-dialog-hub";\n * const n: number = answer;\n * ```\n */\nexport const answer = 42;\n');
      const check = await startEarly(root, SAMPLE_CHECK_TASK, [], { sooner: true });
      const whole = check.env[EARLY_CHECK_VARIABLE];
      const sooner = check.env[SOURCING_SAMPLES_VARIABLE];
      expect(SOURCING_SAMPLES_VARIABLE).toBe(GATSBY_SOURCING_VARIABLE);
      expect(sooner).toEqual(expect.any(String));
      // What sourcing waits for: the sooner file, never later than the whole result.
      const first = await awaitCheckFile(whole, 50, sooner);
      expect(first.report).toEqual({ checked: 2, failures: [], skipped: [] });
      expect(first.part).toBe('sourcing');
      expect(first.results.length).toBeGreaterThanOrEqual(2);
      const all = await awaitCheckFile(whole);
      expect(all.report.checked).toBe(4);
      expect(all.part).toBeUndefined();
      expect(all.report.failures).toEqual([expect.stringMatching(/^content\/docs\/a\.mdx:\d+: .*2322/)]);
      check.stop();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('without earlySampleResults, writes no sooner file', async () => {
    const { root } = sampleSite('early-no-sooner-', { withScripts: true });
    try {
      const check = await startEarly(root, SAMPLE_CHECK_TASK);
      expect(check.env[SOURCING_SAMPLES_VARIABLE]).toBeUndefined();
      await awaitCheckFile(check.env[EARLY_CHECK_VARIABLE]);
      expect(readdirSync(path.dirname(check.env[EARLY_CHECK_VARIABLE]))).toEqual(['result.json']);
      check.stop();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
