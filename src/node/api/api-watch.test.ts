// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadApiRecords } from './api-source';
import { affectsApi, createResourcer, watchSourceDir } from './api-watch';

const fixtureDir = path.resolve(__dirname, '__fixtures__/api-fixture');
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

describe('dev mode: watching the library source', () => {
  it('re-sources the API when a TSDoc comment changes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-watch-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    for (const file of ['index.ts', 'tsconfig.json', 'package.json']) fs.copyFileSync(path.join(fixtureDir, file), path.join(dir, file));
    const summaries: string[] = [];
    const load = async () => {
      const records = await loadApiRecords({ entryPoint: 'index.ts', tsconfig: 'tsconfig.json', rootDir: dir, repoBlobUrl: 'https://example.test', checkExamples: false });
      summaries.push(records.find((r) => r.name === 'EMPTY')!.summary);
    };
    const resource = createResourcer(load, (error) => summaries.push(`error: ${String(error)}`));
    const watcher = watchSourceDir(dir, resource, 50);
    cleanups.push(watcher.close);
    await watcher.ready;

    // Edit the way editors and `sed -i` save: write a new file and rename it over the old one,
    // twice, so a watcher bound to the first file's inode would miss the second edit.
    const file = path.join(dir, 'index.ts');
    const replaceFile = (from: string, to: string) => {
      fs.writeFileSync(`${file}.tmp`, fs.readFileSync(file, 'utf8').replace(from, to));
      fs.renameSync(`${file}.tmp`, file);
    };
    replaceFile('The box that holds nothing.', 'An empty box, edited.');
    await vi.waitFor(() => expect(summaries.at(-1)).toBe('An empty box, edited.'), { timeout: 30_000, interval: 100 });
    await resource.done();
    replaceFile('An empty box, edited.', 'An empty box, edited twice.');
    await vi.waitFor(() => expect(summaries.at(-1)).toBe('An empty box, edited twice.'), { timeout: 30_000, interval: 100 });
    await resource.done();
  }, 60_000);

  it('ignores tests and non-TypeScript files', () => {
    expect(affectsApi('types.ts')).toBe(true);
    expect(affectsApi(path.join('nested', 'DialogProvider.tsx'))).toBe(true);
    expect(affectsApi('DialogProvider.test.tsx')).toBe(false);
    expect(affectsApi('show.test-d.ts')).toBe(false);
    expect(affectsApi(path.join('test', 'helpers.ts'))).toBe(false);
    expect(affectsApi('notes.md')).toBe(false);
  });

  it('never overlaps runs: triggers during a run lead to exactly one more run', async () => {
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    let release!: () => void;
    const job = async () => {
      runs += 1;
      active += 1;
      maxActive = Math.max(maxActive, active);
      if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
      active -= 1;
    };
    const trigger = createResourcer(job, () => {});
    trigger();
    trigger();
    trigger();
    release();
    await trigger.done();
    expect([runs, maxActive]).toEqual([2, 1]);
  });

  it('reports a failing run and keeps working', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const trigger = createResourcer(async () => {
      calls += 1;
      if (calls === 1) throw new Error('broken comment');
    }, (error) => errors.push(error));
    trigger();
    await trigger.done();
    trigger();
    await trigger.done();
    expect([calls, errors.map(String)]).toEqual([2, ['Error: broken comment']]);
  });
});
