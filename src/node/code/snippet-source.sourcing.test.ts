import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleSite } from './__fixtures__/sample-site';
import { checkAllSnippets } from './snippets';
import { SnippetChecker } from './twoslash';
import type { CheckRun } from './snippet-source';

// earlySampleResults, as Gatsby's sourcing sees it: the early check's files, then sourceNodes and what it reports.
// The site: one passing fence, one failing with TS2322 (a content fence, so not among the samples sourcing renders),
// a bash fence (skipped, listed once), the landing snippet and a library without examples.
const { root, write } = sampleSite('sourcing-first-');
write('content/docs/b.mdx', '# B\n\n```bash\nnpm install react-dialog-hub\n```\n');
const files = mkdtempSync(path.join(os.tmpdir(), 'sourcing-first-files-'));
let part: CheckRun;
let whole: CheckRun;
const cwd = process.cwd();

beforeAll(() => {
  const checker = new SnippetChecker({ root, cacheDir: null });
  const report = checkAllSnippets(root, checker, undefined, undefined, (first) => {
    part = { report: first, compiled: checker.compiled, results: checker.results(), part: 'sourcing' };
  });
  whole = { report, compiled: checker.compiled, results: checker.results() };
  process.chdir(root);
}, 120_000);
afterAll(() => {
  process.chdir(cwd);
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
  rmSync(files, { recursive: true, force: true });
});

/** sourceNodes of a fresh module, with the early check's files as `write` leaves them; what it reported. */
async function source(write: { part: boolean; whole: boolean }) {
  vi.resetModules();
  const dir = mkdtempSync(path.join(files, 'case-'));
  const wholeFile = path.join(dir, 'result.json');
  const partFile = path.join(dir, 'sooner.json');
  if (write.part) writeFileSync(partFile, JSON.stringify(part));
  if (write.whole) writeFileSync(wholeFile, JSON.stringify(whole));
  const module = await import('./snippet-source');
  vi.stubEnv(module.EARLY_CHECK_VARIABLE, wholeFile);
  vi.stubEnv(module.SOURCING_SAMPLES_VARIABLE, partFile);
  const seen = { status: '', infos: [] as string[], panics: [] as string[], nodes: [] as Array<{ name?: string }> };
  const args = {
    reporter: {
      activityTimer: () => ({ start() {}, end() {}, setStatus: (status: string) => (seen.status = status) }),
      info: (text: string) => seen.infos.push(text),
      panicOnBuild: (text: string) => seen.panics.push(text),
      error: (text: string) => seen.panics.push(text),
    },
    actions: { createNode: (node: { name?: string }) => seen.nodes.push(node), touchNode() {} },
    createNodeId: (id: string) => id,
    createContentDigest: (value: unknown) => JSON.stringify(value).length.toString(),
    getNode: () => undefined,
  };
  await module.onPreInit!({} as never, {} as never, () => undefined);
  await module.sourceNodes!(args as never, {} as never, () => undefined);
  const afterSourcing = { ...seen, infos: [...seen.infos], panics: [...seen.panics], nodes: [...seen.nodes] };
  // The whole check lands later in a build (the early task is still checking the fences).
  if (!write.whole) writeFileSync(wholeFile, JSON.stringify(whole));
  await module.samplesReported();
  return { afterSourcing, atEnd: seen, EARLY_CHECK_LINE: module.EARLY_CHECK_LINE };
}

const skippedLines = (infos: string[]) => infos.filter((line) => line.includes('not type-checked'));

describe("sourcing with the samples it renders first (earlySampleResults)", { timeout: 120_000 }, () => {
  it('goes on with the sourcing part, then fails the build on a fence once the whole check lands', async () => {
    const { afterSourcing, atEnd, EARLY_CHECK_LINE } = await source({ part: true, whole: false });
    expect(afterSourcing.status).toMatch(/checked beside webpack/);
    expect(afterSourcing.nodes.map((node) => node.name)).toEqual(['landing']);
    expect(afterSourcing.panics).toEqual([]);
    expect(atEnd.panics).toEqual([expect.stringMatching(/content\/docs\/a\.mdx:\d+: TS2322/)]);
    expect(atEnd.infos.filter((line) => line === EARLY_CHECK_LINE)).toHaveLength(1);
    expect(skippedLines(atEnd.infos)).toEqual([expect.stringContaining('content/docs/b.mdx')]);
  });

  it('takes a whole check found instead of the part as whole: reported at once, and once', async () => {
    const { afterSourcing, atEnd } = await source({ part: false, whole: true });
    expect(afterSourcing.status).toMatch(/^\d+ checked, /);
    expect(afterSourcing.panics).toEqual([expect.stringMatching(/content\/docs\/a\.mdx:\d+: TS2322/)]);
    expect(atEnd.panics).toHaveLength(1);
    expect(skippedLines(atEnd.infos)).toEqual([expect.stringContaining('content/docs/b.mdx')]);
  });
});
