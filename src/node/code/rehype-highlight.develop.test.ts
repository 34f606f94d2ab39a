import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import rehypeHighlight from './rehype-highlight';
import { compileMdxAgain, developFlag, showInOverlay } from '../../../plugins/gatsby-plugin-fast-build/develop';
import { holdSamplesUntil } from './check-gate';
import { sampleWorker } from './sample-service';
import { snippetChecker } from './twoslash';

// What develop's overlay is sent, recorded (the real one needs a running gatsby develop: the smoke test covers it), and
// the develop flag and recompile the early render uses (developEarlySamples; compileMdxAgain's own test is the plugin's).
// The sample process at develop's priority: at its own low one, the suite's other workers starved its start (a
// clean-clone run timed out at 120 s). The develop smoke test reads its niceness in a real gatsby develop.
vi.mock('./snippet-source', async (original) => ({ ...(await original<object>()), BACKGROUND_NICENESS: 0 }));
vi.mock('../../../plugins/gatsby-plugin-fast-build/develop', async (original) => ({
  ...(await original<object>()),
  showInOverlay: vi.fn(),
  developFlag: vi.fn(() => false),
  compileMdxAgain: vi.fn(() => true),
}));

type Node = Parameters<ReturnType<typeof rehypeHighlight>>[0];
const tsFence = (text: string, line: number) =>
  ({
    type: 'element',
    tagName: 'pre',
    properties: {},
    position: { start: { line } },
    children: [{ type: 'element', tagName: 'code', properties: { className: ['language-ts'] }, children: [{ type: 'text', value: text }] }],
  }) as Node & { properties: Record<string, unknown> };

let command: string | undefined;
beforeEach(() => {
  command = process.env.gatsby_executing_command;
  process.env.gatsby_executing_command = 'develop';
});
afterEach(() => {
  if (command === undefined) delete process.env.gatsby_executing_command;
  else process.env.gatsby_executing_command = command;
  vi.mocked(showInOverlay).mockClear();
  vi.mocked(developFlag).mockReset().mockReturnValue(false);
  vi.mocked(compileMdxAgain).mockClear();
});

/** A samples' check that is still running, as develop's sourcing leaves it (developBackgroundSamples), and its end. */
function runningCheck() {
  let end!: () => void;
  const pending = new Promise<void>((resolve) => (end = resolve));
  holdSamplesUntil(pending);
  return { end: async () => (end(), await pending, await new Promise((resolve) => setTimeout(resolve, 10))) };
}

it('before the check is done (developEarlySamples) a page compiles at once, its samples highlighted without types, and compiles again once it ends', { timeout: 120_000 }, async () => {
  vi.mocked(developFlag).mockImplementation((name) => name === 'developEarlySamples');
  const check = runningCheck();
  const fence = tsFence('const early: number = 2;\n', 7);
  const file = { path: path.resolve('content/docs/early.mdx') };
  // No promise: the compile goes on without waiting for the check.
  expect(rehypeHighlight()({ type: 'root', children: [fence] }, file)).toBeUndefined();
  expect(String(fence.properties.html)).toContain('<span class="token keyword">const</span>');
  expect(String(fence.properties.html)).not.toContain('class="th"');
  expect(fence.properties.typesJson).toBeUndefined();
  expect(compileMdxAgain).not.toHaveBeenCalled();
  await check.end();
  expect(compileMdxAgain).toHaveBeenCalledExactlyOnceWith(process.cwd(), file.path, 'samples checked');
});

it('a page without checked samples compiles at once too, and not again (it renders the same either way)', async () => {
  vi.mocked(developFlag).mockImplementation((name) => name === 'developEarlySamples');
  const check = runningCheck();
  const shell = { ...tsFence('npm install react-dialog-hub\n', 3) };
  (shell.children![0] as { properties: Record<string, unknown> }).properties = { className: ['language-bash'] };
  expect(rehypeHighlight()({ type: 'root', children: [shell] }, { path: path.resolve('content/docs/plain.mdx') })).toBeUndefined();
  expect(String(shell.properties.html)).toContain('react-dialog-hub');
  await check.end();
  expect(compileMdxAgain).not.toHaveBeenCalled();
});

it('without it the compile waits for the check, and renders the sample with its types', { timeout: 120_000 }, async () => {
  const check = runningCheck();
  const fence = tsFence('const waited: number = 2;\n', 7);
  const rendering = rehypeHighlight()({ type: 'root', children: [fence] }, { path: path.resolve('content/docs/waited.mdx') });
  expect(rendering).toBeInstanceOf(Promise);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(fence.properties.html).toBeUndefined();
  await check.end();
  await rendering;
  expect(String(fence.properties.html)).toContain('waited');
  // The checked render: the identifier is a hover target, with the type the check found.
  expect(String(fence.properties.html)).toContain('<span class="th" tabindex="0">waited</span>');
  expect(fence.properties.typesJson).toBe(JSON.stringify(['const waited: number']));
  expect(compileMdxAgain).not.toHaveBeenCalled();
});

it('in gatsby develop a sample that stops compiling goes to the overlay, and the page still compiles with it as plain code', { timeout: 120_000 }, async () => {
  const broken = tsFence('const a = 1;\nconst b: string = a;\n', 7);
  const fine = tsFence('const c: number = 2;\n', 12);
  const file = { path: path.resolve('content/docs/x.mdx') };
  await rehypeHighlight()({ type: 'root', children: [broken, fine] }, file);
  expect(broken.properties.language).toBe('typescript');
  expect(String(broken.properties.html)).toContain('<span class="token keyword">const</span>');
  expect(broken.properties.types).toBeUndefined();
  expect(String(fine.properties.html)).toContain('<span class="token keyword">const</span>');
  expect(showInOverlay).toHaveBeenLastCalledWith('code-samples:content/docs/x.mdx', {
    title: 'Code sample does not type-check',
    text: expect.stringContaining("content/docs/x.mdx:9: TS2322: Type 'number' is not assignable to type 'string'."),
    file: 'content/docs/x.mdx',
    line: 9,
  });
  // Fixed: the overlay is cleared.
  await rehypeHighlight()({ type: 'root', children: [tsFence('const b: number = 1;\n', 7)] }, file);
  expect(showInOverlay).toHaveBeenLastCalledWith('code-samples:content/docs/x.mdx', null);
});

it('in a production build the same sample still fails the compile', { timeout: 120_000 }, async () => {
  process.env.gatsby_executing_command = 'build';
  const broken = tsFence('const a = 1;\nconst b: string = a;\n', 7);
  await expect(async () => rehypeHighlight()({ type: 'root', children: [broken] }, { path: path.resolve('content/docs/x.mdx') })).rejects.toThrow(/x\.mdx:9: TS2322/);
});

describe('developSampleWorker', () => {
  it("a page's new samples are checked in the sample process: the page renders their types, develop's checker compiles none, and a broken one still goes to the overlay", { timeout: 120_000 }, async () => {
    vi.mocked(developFlag).mockImplementation((name) => name === 'developSampleWorker');
    await (await sampleWorker())!.warmUp();
    const marker = `${Date.now()}${Math.random().toString(36).slice(2)}`;
    const fence = tsFence(`const worked${marker}: number = 2;\n`, 7);
    const broken = tsFence(`const wrong${marker}: string = 1;\n`, 12);
    const file = { path: path.resolve('content/docs/worker.mdx') };
    const compiled = snippetChecker().compiled;
    const rendering = rehypeHighlight()({ type: 'root', children: [fence, broken] }, file);
    expect(rendering).toBeInstanceOf(Promise);
    await rendering;
    expect(String(fence.properties.html)).toContain(`<span class="th" tabindex="0">worked${marker}</span>`);
    expect(fence.properties.typesJson).toBe(JSON.stringify([`const worked${marker}: number`]));
    expect(showInOverlay).toHaveBeenLastCalledWith('code-samples:content/docs/worker.mdx', expect.objectContaining({ text: expect.stringContaining("content/docs/worker.mdx:13: TS2322: Type 'number' is not assignable to type 'string'.") }));
    expect(snippetChecker().compiled).toBe(compiled);
    await (await sampleWorker())!.terminate();
  });
});
