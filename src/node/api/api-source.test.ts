// @vitest-environment node
// When gatsby develop loads TypeDoc ahead of the first TSDoc edit (developBackgroundApi, records from Gatsby's cache):
// at developQuietOrLate (develop quiet, or settled late enough: an author who edits prose every two seconds after a warm
// start never gives it the quiet), not at the first settled moment, where it slowed the first prose edits. develop's
// signals are the test's; TypeDoc's load is recorded, not run (api-typedoc.test.ts and typedoc-worker.test.ts run it).
import type { SourceNodesArgs } from 'gatsby';
import { describe, expect, it, vi } from 'vitest';

const signals = vi.hoisted(() => {
  const gate = () => {
    let open = () => {};
    const promise = new Promise<void>((resolve) => (open = resolve));
    return { promise, open };
  };
  return { settled: gate(), quiet: gate(), quietOrLate: gate(), quietOrEdited: gate(), gate, paused: false };
});
vi.mock('../../../plugins/gatsby-plugin-fast-build/develop', async (original) => ({
  ...(await original<object>()),
  developFlag: vi.fn((name: string) => name === 'developBackgroundApi'),
  developSettled: () => signals.settled.promise,
  developQuiet: () => signals.quiet.promise,
  developQuietOrLate: () => signals.quietOrLate.promise,
  developQuietOrEdited: () => signals.quietOrEdited.promise,
  // developPauseBackground: on (a pause) when the test says so.
  developBackgroundPause: () => (signals.paused ? {} : undefined),
}));
const preloadTypeDoc = vi.hoisted(() => vi.fn(async () => {}));
const typeDocProcess = vi.hoisted(() => vi.fn(() => undefined));
vi.mock('./api-typedoc', async (original) => ({ ...(await original<object>()), preloadTypeDoc, typeDocProcess }));
const { developFlag } = await import('../../../plugins/gatsby-plugin-fast-build/develop');

const { sourceNodes } = await import('./api-source');

/** Gatsby's arguments for a start whose records are in the cache (none to make into nodes). */
function cachedStart() {
  const lines: string[] = [];
  const args = {
    cache: { get: async () => [], set: async () => {} },
    reporter: {
      info: (line: string) => lines.push(line),
      activityTimer: () => ({ start() {}, end() {} }),
      panicOnBuild: (message: string) => lines.push(message),
      error: (message: string) => lines.push(message),
    },
    actions: { createNode: vi.fn(), deleteNode: vi.fn() },
    createNodeId: (id: string) => id,
    createContentDigest: (value: unknown) => JSON.stringify(value),
    getNodesByType: () => [],
  } as unknown as SourceNodesArgs;
  return { args, lines };
}

describe('developBackgroundApi with cached records: TypeDoc is loaded ahead of the first TSDoc edit', () => {
  it('at developQuietOrLate, not at the first settled moment, and without waiting for the quiet itself', async () => {
    const { args, lines } = cachedStart();
    await (sourceNodes as (args: SourceNodesArgs) => Promise<void>)(args);
    expect(lines).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloadTypeDoc).not.toHaveBeenCalled();
    signals.settled.open();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloadTypeDoc).not.toHaveBeenCalled();
    // Quiet never comes, as for an author who keeps editing; a settled moment late enough does.
    signals.quietOrLate.open();
    await vi.waitFor(() => expect(preloadTypeDoc).toHaveBeenCalledTimes(1));
    expect(preloadTypeDoc.mock.calls[0]).toEqual([expect.objectContaining({ rootDir: expect.any(String) })]);
  });
});

describe('with developPauseBackground: its process stopped while develop works on a change', () => {
  it("its process starts once develop has settled after its first compile, TypeDoc loads once develop has settled after the author's first change", async () => {
    Object.assign(signals, { settled: signals.gate(), quiet: signals.gate(), quietOrLate: signals.gate(), quietOrEdited: signals.gate(), paused: true });
    vi.mocked(developFlag).mockImplementation((name: string) => name === 'developBackgroundApi' || name === 'developApiWorker');
    preloadTypeDoc.mockClear();
    const { args } = cachedStart();
    await (sourceNodes as (args: SourceNodesArgs) => Promise<void>)(args);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(typeDocProcess).not.toHaveBeenCalled();
    signals.settled.open();
    await vi.waitFor(() => expect(typeDocProcess).toHaveBeenCalledTimes(1));
    // The browser may still be loading the first page, and develop quiet or late never comes: not yet.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloadTypeDoc).not.toHaveBeenCalled();
    signals.quietOrEdited.open();
    await vi.waitFor(() => expect(preloadTypeDoc).toHaveBeenCalledTimes(1));
  });
});
