// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { apiPackage } from './api-source';
import { convertWithTypeDoc, TYPEDOC_NICENESS, TYPEDOC_WORKER, TypeDocWorker } from './api-typedoc';
import { transformProject } from './api-transform';

const rootDir = path.resolve(__dirname, '../../..');
const input = {
  entryPoint: path.join(rootDir, apiPackage.entryPoint),
  tsconfig: path.join(rootDir, apiPackage.tsconfig),
  rootDir,
  repoBlobUrl: 'https://example.test/repo/blob/main',
};

describe("developApiWorker: TypeDoc's process", () => {
  const worker = new TypeDocWorker(path.join(rootDir, TYPEDOC_WORKER));
  afterAll(() => worker.terminate());

  it('loads TypeDoc there, at a low priority, then converts the library there to the project develop would make', async () => {
    const loaded = await worker.request();
    expect(loaded.result).toBeUndefined();
    expect(loaded.pid).not.toBe(process.pid);
    expect(loaded.pid).toBe(worker.pid);
    // /proc/<pid>/stat's 19th field is the niceness.
    expect(Number(readFileSync(`/proc/${loaded.pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ')[16])).toBe(TYPEDOC_NICENESS);
    const [there, here] = await Promise.all([worker.request(input), convertWithTypeDoc(input)]);
    expect(there.pid).toBe(loaded.pid);
    expect(there.result!.problems).toEqual([]);
    // The API pages' records; raw reflection ids are not comparable (TypeDoc numbers them on from its last run in a process).
    const records = (run: typeof here) => transformProject(run.project!, { repoBlobUrl: input.repoBlobUrl });
    expect(records(there.result!)).toEqual(records(here));
    expect(records(here).records.length).toBeGreaterThan(0);
  }, 120_000);

  it("answers each request with its own result when several are under way, and reports TypeDoc's problems", async () => {
    const missing = { ...input, entryPoint: path.join(rootDir, apiPackage.sourceDir, 'no-such-entry.ts') };
    const [good, bad] = await Promise.all([worker.request(input), worker.request(missing)]);
    expect(good.result!.project?.children?.length).toBeGreaterThan(0);
    expect(bad.result!.project).toBeUndefined();
    expect(bad.result!.problems.join('\n')).toMatch(/no-such-entry/);
    expect(worker.failed).toBe(false);
  }, 120_000);

  it('a process that cannot run rejects what waits for it and every later request, with the reason', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'typedoc-worker-'));
    const broken = path.join(dir, 'worker.mjs');
    writeFileSync(broken, "process.on('message', () => process.exit(3));\n");
    const dying = new TypeDocWorker(broken);
    await expect(dying.request(input)).rejects.toThrow(/exited \(code 3\)/);
    expect(dying.failed).toBe(true);
    await expect(dying.request()).rejects.toThrow(/exited \(code 3\)/);
    const absent = new TypeDocWorker(path.join(dir, 'absent.mjs'));
    await expect(absent.request()).rejects.toThrow(/exited \(code 1\)/);
  });
});
