import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sampleDoc, sampleSite } from './__fixtures__/sample-site';
import { describe, expect, it } from 'vitest';
import { awaitCheckFile, checkProcesses, SAMPLES_PER_PROCESS, startCheck, type CheckRun } from './snippet-source';
import { checkAllSnippets, RECALLED_REPORT, type Shard } from './snippets';
import { SnippetChecker } from './twoslash';

describe('checkProcesses (how many processes check the code samples)', () => {
  it('checks a docs site of today’s size in one process, whatever the machine', () => {
    expect(checkProcesses(76, 2)).toBe(1);
    expect(checkProcesses(76, 16)).toBe(1);
    expect(checkProcesses(0, 2)).toBe(1);
  });

  it('adds a process per SAMPLES_PER_PROCESS samples, up to the cores and at most four', () => {
    expect(checkProcesses(SAMPLES_PER_PROCESS + 1, 8)).toBe(2);
    expect(checkProcesses(376, 2)).toBe(2);
    expect(checkProcesses(376, 8)).toBe(3);
    expect(checkProcesses(10_000, 16)).toBe(4);
    expect(checkProcesses(10_000, 1)).toBe(1);
  });
});

describe('startCheck (where the build checks the samples)', { timeout: 120_000 }, () => {
  it('starts no child process when the disk cache answers every sample (a warm build), with the same report', async () => {
    // A small site: one doc with a sample that passes and one that fails, a library, the landing sample.
    const { root, write } = sampleSite('snippet-start-');
    const cacheDir = path.join(root, '.cache/snippets');
    try {
      // A child process, run here: what the build's child does (src/node/code/check-cli.ts), with this root's cache.
      const children: Shard[] = [];
      const checkShard = async (at: string, shard: Shard): Promise<CheckRun> => {
        children.push(shard);
        const checker = new SnippetChecker({ root: at, cacheDir });
        const report = checkAllSnippets(at, checker, shard);
        return { report, compiled: checker.compiled, results: checker.results() };
      };

      const cold = await startCheck(root, { checker: new SnippetChecker({ root, cacheDir }), checkShard });
      expect(children).toHaveLength(1);
      expect(cold.compiled).toBe(3);
      expect(cold.report.failures).toEqual([expect.stringMatching(/^content\/docs\/a\.mdx:\d+: .*2322/)]);

      const warmChecker = new SnippetChecker({ root, cacheDir });
      const warm = await startCheck(root, { checker: warmChecker, checkShard });
      expect(children).toHaveLength(1);
      expect(warm.report).toEqual(cold.report);
      expect(warmChecker.compiled).toBe(0);
      expect(warmChecker.environmentsMade).toBe(0);

      // A changed sample is not in the cache: the check goes to the child processes again, and sees the fix.
      write('content/docs/a.mdx', sampleDoc("'two'"));
      const edited = await startCheck(root, { checker: new SnippetChecker({ root, cacheDir }), checkShard });
      expect(children).toHaveLength(2);
      expect(edited.report.failures).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("startCheck recalling the last start's report (checkRecalled)", { timeout: 120_000 }, () => {
  it('recalls it while the samples, their fences and outcomes are unchanged, and checks again when any changes', async () => {
    const { root, write } = sampleSite('snippet-recall-');
    const cacheDir = path.join(root, '.cache/snippets');
    const reportFile = path.join(cacheDir, RECALLED_REPORT);
    const checkShard = async (at: string, shard: Shard): Promise<CheckRun> => {
      const checker = new SnippetChecker({ root: at, cacheDir });
      return { report: checkAllSnippets(at, checker, shard), compiled: checker.compiled, results: checker.results() };
    };
    const start = () => startCheck(root, { checker: new SnippetChecker({ root, cacheDir }), checkShard });
    try {
      const cold = await start();
      expect(existsSync(reportFile)).toBe(false);
      const warm = await start();
      expect(warm.report).toEqual(cold.report);
      expect(existsSync(reportFile)).toBe(true);

      // What a start answers is the recorded report, not a new check: a report altered in place is what it gets.
      const record = JSON.parse(readFileSync(reportFile, 'utf8'));
      writeFileSync(reportFile, JSON.stringify({ ...record, report: { ...record.report, failures: ['recalled'] } }));
      expect((await start()).report.failures).toEqual(['recalled']);

      // A new fence that is not type-checked changes no outcome, but the report: checked again.
      write('content/docs/a.mdx', `${sampleDoc('2')}\n\`\`\`bash\nnpm test\n\`\`\`\n`);
      const withFence = await start();
      expect(withFence.report.failures).toEqual(cold.report.failures);
      expect(withFence.report.skipped).toEqual([...cold.report.skipped, { where: expect.stringMatching(/^content\/docs\/a\.mdx:\d+$/), reason: 'unchecked-language', language: 'bash' }]);
      // A sample moved down a line keeps its outcome, but its failure's line changes.
      write('content/docs/a.mdx', `\n${sampleDoc('2')}`);
      const moved = await start();
      const line = (failure: string) => Number(/^content\/docs\/a\.mdx:(\d+):/.exec(failure)?.[1]);
      expect(line(moved.report.failures[0]!)).toBe(line(cold.report.failures[0]!) + 1);

      // An unreadable record is checked again and written anew.
      writeFileSync(reportFile, '{ not json');
      expect((await start()).report).toEqual(moved.report);
      expect(JSON.parse(readFileSync(reportFile, 'utf8')).report).toEqual(moved.report);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('awaitCheckFile (Gatsby waiting for the check scripts/site/build.mjs started)', () => {
  const run: CheckRun = { report: { checked: 1, failures: [], skipped: [] }, compiled: 1, results: [] };

  it('resolves with the result once the file is written', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'await-check-'));
    try {
      const file = path.join(dir, 'check.json');
      const waiting = awaitCheckFile(file, 10);
      setTimeout(() => writeFileSync(file, JSON.stringify(run)), 50);
      await expect(waiting).resolves.toEqual(run);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rejects, saying why, when the check wrote <file>.failed instead', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'await-check-'));
    try {
      const file = path.join(dir, 'check.json');
      const waiting = awaitCheckFile(file, 10);
      setTimeout(() => writeFileSync(`${file}.failed`, 'exit status 1'), 50);
      await expect(waiting).rejects.toThrow(/sample check .* failed: exit status 1/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
