// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { BackgroundPause, developFlag } from '../../../plugins/gatsby-plugin-fast-build/develop';
import { checkInSampleWorker, SampleWorker, sampleWorker, sampleWorkerBundle, warmSampleWorkerWhenQuiet } from './sample-service';
import { renderSnippet } from './snippets';
import { SnippetChecker } from './twoslash';

// Only the switch is decided here (a running gatsby develop decides it from its flags; the develop smoke test covers
// that): the process, the bundle it runs and the checks in it are the real ones.
// develop's signals as the test gives them: `settled` (the first page compiled, 0.6 s idle) and `quiet` (2.5 s idle).
const signals = vi.hoisted(() => {
  const gate = () => {
    let open = () => {};
    const promise = new Promise<void>((resolve) => (open = resolve));
    return { promise, open };
  };
  // developPauseBackground: the pause develop's processes join (none: the flag is off).
  return { settled: gate(), quiet: gate(), edited: gate(), gate, pause: undefined as BackgroundPause | undefined };
});
vi.mock('../../../plugins/gatsby-plugin-fast-build/develop', async (original) => ({
  ...(await original<object>()),
  developFlag: vi.fn((name: string) => name === 'developSampleWorker'),
  developSettled: () => signals.settled.promise,
  developQuiet: () => signals.quiet.promise,
  developQuietOrEdited: () => signals.edited.promise,
  developBackgroundPause: () => signals.pause,
}));
// The process develop starts runs at BACKGROUND_NICENESS (15); here at develop's priority, or the suite's other
// workers starve it (a clean-clone run timed out at 120 s). The niceness itself: the first test, and the develop smoke
// test in a real gatsby develop.
vi.mock('./snippet-source', async (original) => ({ ...(await original<object>()), BACKGROUND_NICENESS: 0 }));

const root = path.resolve(__dirname, '../../..');
/** /proc/<pid>/stat's 19th field. */
const nicenessOf = (pid: number) => Number(readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ')[16]);
/** A checker as develop's, with a disk cache of its own (in `dir`, new by default) that holds none of these samples. */
const freshChecker = (dir = mkdtempSync(path.join(tmpdir(), 'sample-service-'))) => Object.assign(new SnippetChecker({ root, cacheDir: dir }), { dir });
const unique = () => `${Date.now()}_${Math.random().toString(36).slice(2)}`;

afterEach(() => vi.restoreAllMocks());
/** The process, with its environment built (until then develop checks samples itself). */
const warmWorker = async () => {
  const worker = (await sampleWorker(root))!;
  await worker.warmUp();
  return worker;
};
afterAll(async () => (await sampleWorker(root))?.terminate());

describe('developSampleWorker: the sample process', () => {
  it('runs at the niceness it is given, builds its environment, then checks samples there as a check here would', async () => {
    const worker = (await sampleWorker(root))!;
    const niced = new SampleWorker(sampleWorkerBundle(root), { root, niceness: 15 });
    expect(nicenessOf(niced.pid!)).toBe(15);
    await niced.terminate();
    const warm = await worker.request();
    expect(warm.result).toEqual([]);
    expect(warm.pid).not.toBe(process.pid);
    expect(warm.pid).toBe(worker.pid);
    const samples = [
      { code: `import { useDialog } from 'react-dialog-hub';\nconst api_${unique()} = useDialog;\n`, language: 'ts' },
      { code: `const broken_${unique()}: number = 'text';\n`, language: 'tsx' },
    ];
    const there = await worker.request({ samples });
    const here = new SnippetChecker({ root, cacheDir: null }).outcomes(samples);
    expect(there.pid).toBe(warm.pid);
    expect(there.result).toEqual(here);
    expect(here[0]![1]).toMatchObject({ ok: true });
    expect(here[0]![1].ok && here[0]![1].snippet.hovers.map((hover) => hover.text).join('\n')).toMatch(/useDialog/);
    expect(here[1]![1]).toMatchObject({ ok: false, failures: [{ line: 1, message: expect.stringMatching(/^TS2322: Type 'string' is not assignable to type 'number'/) }] });
  }, 120_000);

  it("develop's checker renders a new sample, and reports a broken one, without building a TypeScript program itself", async () => {
    await warmWorker();
    const checker = freshChecker();
    const good = { code: `const fine_${unique()} = [1, 2].map((n) => n * 2);\n`, language: 'tsx' };
    const bad = { code: `\nconst wrong_${unique()}: string = 42;\n`, language: 'ts' };
    await checkInSampleWorker([good, bad], checker);
    const rendered = renderSnippet(good.code, good.language, { where: { file: 'content/docs/a.mdx', line: 10 }, checker });
    expect(rendered.types?.join('\n')).toMatch(/number\[\]/);
    expect(() => renderSnippet(bad.code, bad.language, { where: { file: 'content/docs/a.mdx', line: 20 }, checker })).toThrow(
      /content\/docs\/a\.mdx:21: TS2322: Type 'number' is not assignable to type 'string'/,
    );
    expect(checker.compiled).toBe(0);
    expect(checker.environmentsMade).toBe(0);
    // Kept on disk too, for the next start and for the page query's compile of the same page.
    expect(freshChecker(checker.dir).answersFromCache([good, bad])).toBe(true);
  }, 120_000);

  it('asks nothing of the process for samples the cache answers', async () => {
    await warmWorker();
    const checker = freshChecker();
    const sample = { code: `const cached_${unique()} = 1;\n`, language: 'ts' };
    await checkInSampleWorker([sample], checker);
    const worker = (await sampleWorker(root))!;
    const request = vi.spyOn(worker, 'request');
    await checkInSampleWorker([sample], checker);
    expect(request).not.toHaveBeenCalled();
  }, 120_000);

  it('without the flag the samples are checked here, as before', async () => {
    vi.mocked(developFlag).mockReturnValue(false);
    const checker = freshChecker();
    const sample = { code: `const here_${unique()}: number = 1;\n`, language: 'ts' };
    await checkInSampleWorker([sample], checker);
    expect(checker.answersFromCache([sample])).toBe(false);
    expect(sampleWorker(root)).toBeNull();
  });

  it('a process killed during a check is reported, the samples are checked here, and the next check starts a new process', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const worker = await warmWorker();
    const checker = freshChecker();
    const sample = { code: `const killed_${unique()}: string = 'x';\n`, language: 'ts' };
    const asked = checkInSampleWorker([sample], checker);
    process.kill(worker.pid!, 'SIGKILL');
    await asked;
    expect(warn.mock.calls.join('\n')).toMatch(/the sample process could not check \(the sample process exited \(SIGKILL\)\); develop checks them itself/);
    expect(checker.answersFromCache([sample])).toBe(false);
    expect(renderSnippet(sample.code, sample.language, { where: { file: 'a.mdx', line: 1 }, checker }).html).toContain('killed_');
    expect(checker.compiled).toBe(1);
    const next = (await sampleWorker(root))!;
    expect(next.pid).not.toBe(worker.pid);
    // Not built yet: develop checks the sample itself, and the new process builds its environment meanwhile.
    const early = { code: `const early_${unique()} = true;\n`, language: 'ts' };
    const checker2 = freshChecker();
    await checkInSampleWorker([early], checker2);
    expect(next.ready).toBe(false);
    expect(checker2.answersFromCache([early])).toBe(false);
    // A second sample while it still warms up (held stopped here): develop's checker has an environment now, and
    // checks it there.
    process.kill(next.pid!, 'SIGSTOP');
    const second = { code: `const second_${unique()} = 'x';\n`, language: 'ts' };
    const environments = checker2.environmentsMade;
    renderSnippet(early.code, early.language, { where: { file: 'a.mdx', line: 1 }, checker: checker2 });
    expect(checker2.hasEnvironment()).toBe(true);
    expect(next.ready).toBe(false);
    await checkInSampleWorker([second], checker2);
    expect(checker2.answersFromCache([second])).toBe(false);
    renderSnippet(second.code, second.language, { where: { file: 'a.mdx', line: 1 }, checker: checker2 });
    expect(checker2.environmentsMade).toBe(environments + 1);
    process.kill(next.pid!, 'SIGCONT');
    await next.warmUp();
    expect(next.ready).toBe(true);
    const again = { code: `const after_${unique()} = true;\n`, language: 'ts' };
    await checkInSampleWorker([again], checker2);
    expect(checker2.answersFromCache([again])).toBe(true);
  }, 120_000);

  it('a sample asked for while the process warms up waits for it, and is not checked here', async () => {
    const old = await warmWorker();
    await old.terminate();
    const worker = (await sampleWorker(root))!;
    expect(worker.pid).not.toBe(old.pid);
    const warming = worker.warmUp();
    expect(worker.ready).toBe(false);
    const checker = freshChecker();
    const sample = { code: `const during_${unique()}: number = 2;
`, language: 'tsx' };
    await checkInSampleWorker([sample], checker);
    await warming;
    expect(checker.answersFromCache([sample])).toBe(true);
    expect(checker.compiled).toBe(0);
    expect(checker.environmentsMade).toBe(0);
    expect(renderSnippet(sample.code, sample.language, { where: { file: 'a.mdx', line: 1 }, checker }).types?.join('\n')).toMatch(/number/);
  }, 120_000);

  it("the warm-up reads the core packages' types; a sample importing a UI kit has its types read when it comes", async () => {
    await warmWorker();
    const checker = freshChecker();
    const kit = {
      code: `import Button from '@mui/material/Button';\nimport { Badge } from '@radix-ui/themes';\nexport const both_${unique()} = [<Button variant="contained" />, <Badge color="red" />];\n`,
      language: 'tsx',
    };
    const wrong = { code: `import Button from '@mui/material/Button';\nexport const wrong_${unique()} = <Button variant="sideways" />;\n`, language: 'tsx' };
    await checkInSampleWorker([kit, wrong], checker);
    expect(checker.compiled).toBe(0);
    expect(renderSnippet(kit.code, kit.language, { where: { file: 'a.mdx', line: 1 }, checker }).html).toContain('both_');
    expect(() => renderSnippet(wrong.code, wrong.language, { where: { file: 'a.mdx', line: 1 }, checker })).toThrow(/a\.mdx:2: TS2769: No overload matches this call[^]*Type '"sideways"' is not assignable/);
  }, 120_000);
});

describe('developSampleWorker: when the process warms up', () => {
  it("at develop's quiet (2.5 s idle), not when it has only settled (0.6 s), where it slowed an author's prose edits", async () => {
    const warmUp = vi.spyOn(SampleWorker.prototype, 'warmUp');
    warmSampleWorkerWhenQuiet(root);
    signals.settled.open();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warmUp).not.toHaveBeenCalled();
    signals.quiet.open();
    await vi.waitFor(() => expect(warmUp).toHaveBeenCalled(), { timeout: 30_000 });
    await warmUp.mock.results[0]!.value;
    expect((await sampleWorker(root))!.ready).toBe(true);
  }, 120_000);
});

describe('developSampleWorker with developPauseBackground: stopped while develop works on a change', () => {
  afterEach(() => {
    signals.pause = undefined;
  });

  it("warms up once develop has settled after the author's first change, before 2.5 s of quiet: it no longer takes the cores from the edits", async () => {
    signals.settled = signals.gate();
    signals.quiet = signals.gate();
    signals.edited = signals.gate();
    signals.pause = new BackgroundPause({ onExit: () => {} });
    const warmUp = vi.spyOn(SampleWorker.prototype, 'warmUp');
    warmSampleWorkerWhenQuiet(root);
    // Settled after the first compile only (the browser may still be loading the first page): not yet.
    signals.settled.open();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warmUp).not.toHaveBeenCalled();
    signals.edited.open();
    await vi.waitFor(() => expect(warmUp).toHaveBeenCalled(), { timeout: 30_000 });
    await warmUp.mock.results[0]!.value;
  }, 120_000);

  it('a sample edited while the stopped process warms up is checked there during the pause: its request keeps the process running', async () => {
    await (await sampleWorker(root))?.terminate();
    // A pause that would not end by itself: a check that waited for it would never come.
    const pause = (signals.pause = new BackgroundPause({ onExit: () => {}, maxPauseMs: 1e9 }));
    const worker = (await sampleWorker(root))!;
    expect(worker.ready).toBe(false);
    const warming = worker.warmUp();
    // The edit's compile: the process stops, its warm-up with it.
    pause.compileStarted();
    expect(pause.stopped(worker.pid!)).toBe(true);
    const checker = freshChecker();
    const sample = { code: `const paused_${unique()}: string = 'x';\n`, language: 'tsx' };
    await checkInSampleWorker([sample], checker);
    await warming;
    expect(checker.answersFromCache([sample])).toBe(true);
    expect(checker.compiled).toBe(0);
    // Answered, it is let go: stopped again at develop's next change, the compile still running.
    pause.busy();
    expect(pause.stopped(worker.pid!)).toBe(true);
    pause.resumeAll();
    await worker.terminate();
  }, 120_000);
});
