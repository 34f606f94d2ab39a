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
  return { settled: gate(), quiet: gate(), quietOrLate: gate() };
});
vi.mock('../../../plugins/gatsby-plugin-fast-build/develop', async (original) => ({
  ...(await original<object>()),
  developFlag: vi.fn((name: string) => name === 'developBackgroundApi'),
  developSettled: () => signals.settled.promise,
  developQuiet: () => signals.quiet.promise,
  developQuietOrLate: () => signals.quietOrLate.promise,
}));
const preloadTypeDoc = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('./api-typedoc', async (original) => ({ ...(await original<object>()), preloadTypeDoc }));

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
