// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiPackage } from './api-source';
import { convertWithTypeDoc, ProgramReuse, TYPEDOC_NICENESS, TYPEDOC_WORKER, TypeDocWorker } from './api-typedoc';
import { transformProject } from './api-transform';

const rootDir = path.resolve(__dirname, '../../..');
const input = {
  entryPoint: path.join(rootDir, apiPackage.entryPoint),
  tsconfig: path.join(rootDir, apiPackage.tsconfig),
  rootDir,
  repoBlobUrl: 'https://example.test/repo/blob/main',
};

describe("developApiWorker: TypeDoc's process", () => {
  // At develop's priority here: at its own low one the suite's other workers slowed its load to over a minute in a
  // clean-clone run. The niceness develop starts it at is checked on a process of its own below.
  const worker = new TypeDocWorker(path.join(rootDir, TYPEDOC_WORKER), { niceness: 0 });
  afterAll(() => worker.terminate());

  it('runs at a low priority, loads TypeDoc there, then converts the library there to the project develop would make', async () => {
    const niced = new TypeDocWorker(path.join(rootDir, TYPEDOC_WORKER));
    // /proc/<pid>/stat's 19th field is the niceness.
    expect(Number(readFileSync(`/proc/${niced.pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ')[16])).toBe(TYPEDOC_NICENESS);
    await niced.terminate();
    const loaded = await worker.request();
    expect(loaded.result).toBeUndefined();
    expect(loaded.pid).not.toBe(process.pid);
    expect(loaded.pid).toBe(worker.pid);
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

describe("developTypeDocReuse: TypeDoc's program built from the files the last conversion parsed", () => {
  /** A copy of the library (its source and tsconfig) that the tests may edit; packages resolve from this repository's node_modules. */
  function libraryCopy() {
    const dir = mkdtempSync(path.join(tmpdir(), 'typedoc-reuse-'));
    symlinkSync(path.join(rootDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const packageDir = path.dirname(apiPackage.tsconfig);
    cpSync(path.join(rootDir, packageDir), path.join(dir, packageDir), { recursive: true, filter: (file) => !/node_modules|dist/.test(path.relative(rootDir, file)) });
    const copyInput = { ...input, rootDir: dir, entryPoint: path.join(dir, apiPackage.entryPoint), tsconfig: path.join(dir, apiPackage.tsconfig) };
    const useDialog = path.join(dir, packageDir, 'src/useDialog.ts');
    return { copyInput, useDialog, source: readFileSync(useDialog, 'utf8') };
  }
  const records = (run: Awaited<ReturnType<typeof convertWithTypeDoc>>) => transformProject(run.project!, { repoBlobUrl: input.repoBlobUrl }).records;

  it('reuses the unchanged files, reads an edited one again, and makes the records a fresh conversion makes', async () => {
    const { copyInput, useDialog, source } = libraryCopy();
    const reuse = new ProgramReuse();
    const first = await convertWithTypeDoc(copyInput, { reuse });
    expect(first.problems).toEqual([]);
    expect(records(first)).toEqual(records(await convertWithTypeDoc(copyInput)));
    // A TSDoc edit of the same length (a file's times alone would not tell it apart from the last parse).
    writeFileSync(useDialog, source.replace(' * Returns the dialog API', ' * Returns the dialog APX'));
    const edited = await convertWithTypeDoc(copyInput, { reuse });
    // Every file but the edited one, React's types too: the first TSDoc edit after develop's preload conversion parses
    // one file (keyed on the whole options TypeScript passes, React's types were parsed again, 0.76 s against 0.39 s).
    const files = reuse.program!.getSourceFiles();
    expect(files.some((file) => file.fileName.endsWith('@types/react/index.d.ts'))).toBe(true);
    expect(reuse.reused).toBe(files.length - 1);
    expect(records(edited)).toEqual(records(await convertWithTypeDoc(copyInput)));
    expect(JSON.stringify(records(edited))).toContain('Returns the dialog APX');
    expect(JSON.stringify(records(first))).not.toContain('dialog APX');
    // A type error is reported as a fresh conversion reports it, and fixing it converts again.
    writeFileSync(useDialog, `${source}\nexport const broken: number = 'text';\n`);
    const [failing, failingFresh] = [await convertWithTypeDoc(copyInput, { reuse }), await convertWithTypeDoc(copyInput)];
    expect(failing.project).toBeUndefined();
    expect(failingFresh.project).toBeUndefined();
    expect(failing.problems.join('\n')).toMatch(/useDialog\.ts.*TS2322|TS2322[\s\S]*useDialog\.ts/);
    writeFileSync(useDialog, source);
    expect(records(await convertWithTypeDoc(copyInput, { reuse }))).toEqual(records(first));
  }, 180_000);

  it("TypeDoc's process with reusePrograms converts an edit as a fresh conversion does", async () => {
    const { copyInput, useDialog, source } = libraryCopy();
    const reusing = new TypeDocWorker(path.join(rootDir, TYPEDOC_WORKER), { reusePrograms: true, niceness: 0 });
    try {
      await reusing.request(copyInput);
      writeFileSync(useDialog, source.replace(' * Returns the dialog API', ' * Returns the whole dialog API'));
      const there = (await reusing.request(copyInput)).result!;
      expect(records(there)).toEqual(records(await convertWithTypeDoc(copyInput)));
      expect(JSON.stringify(records(there))).toContain('Returns the whole dialog API');
    } finally {
      await reusing.terminate();
    }
  }, 180_000);
});
