import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkProcesses, SAMPLES_PER_PROCESS, startCheck, type CheckRun } from './snippet-source';
import { checkAllSnippets, type Shard } from './snippets';
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
    const site = path.resolve(__dirname, '../../..');
    const root = mkdtempSync(path.join(os.tmpdir(), 'snippet-start-'));
    const cacheDir = path.join(root, '.cache/snippets');
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    try {
      symlinkSync(path.join(site, 'node_modules'), path.join(root, 'node_modules'), 'dir');
      write('package-lock.json', '{}\n');
      write('packages/react-dialog-hub/src/index.ts', 'export const answer = 42;\n');
      write('content/landing/snippet.tsx', 'export const landing = <p>hi</p>;\n');
      const doc = (wrong: string) => `# A page\n\n\`\`\`ts\nconst n: number = 1;\n\`\`\`\n\n\`\`\`ts\nconst s: string = ${wrong};\n\`\`\`\n`;
      write('content/docs/a.mdx', doc('2'));

      // A child process, run here: what the build's child does (scripts/check-snippets.ts), with this root's cache.
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
      write('content/docs/a.mdx', doc("'two'"));
      const edited = await startCheck(root, { checker: new SnippetChecker({ root, cacheDir }), checkShard });
      expect(children).toHaveLength(2);
      expect(edited.report.failures).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
