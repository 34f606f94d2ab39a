// developQueuedSaves (queueSaves in preload.cjs) on Gatsby's real develop machine, stepped with xstate's
// pure transitions (no service runs): an author saving a file in each of seven cycles in a row, each save landing while
// the cycle's queries run (as it does once developEditFirst shows the edit before them), and a save landing in
// createPages. Gatsby stops develop on the seventh, and applies the createPages one at once; patched, each waits for the
// next cycle. Runs in a plain Node child (gatsby-child.mjs).
import { describe, expect, it } from 'vitest';
import { runInGatsby } from './gatsby-child.mjs';

const SETUP = `
    const developModule = () => ({ ...gatsbyRequire('./dist/state-machines/develop') });
    const root = process.cwd();
    const plugin = { name: 'gatsby-source-filesystem' };
    const file = (where) => ({ id: where, absolutePath: path.join(root, where), internal: { type: 'File' } });
    const saved = (where) => ({ type: 'ADD_NODE_MUTATION', payload: { type: 'createNode', payload: [file(where), plugin] } });
    /** Seven cycles: the queries run, the author saves meanwhile, the run ends. Returns the states and the actions run. */
    function sevenSavesDuringQueries(machine, save = saved('content/docs/intro.mdx')) {
      let context = { nodeMutationBatch: [], compiler: {} };
      const seen = [];
      for (let cycle = 0; cycle < 7; cycle += 1) {
        // Each cycle reaches its queries with what the last one left in the context (the guard's count among it).
        let state = machine.transition('runningQueries', save, context);
        const during = state.actions.map((action) => action.type);
        state = machine.transition(state, { type: 'done.invoke.run-queries' });
        seen.push({ during, after: state.value, panic: state.actions.some((action) => action.type === 'panicBecauseOfInfiniteLoop') });
        context = state.context;
      }
      return { seen, queued: context.nodeMutationBatch.length };
    }
`;

const inGatsby = (body) => runInGatsby(SETUP, body);

describe("saves while gatsby develop runs createPages and its queries (developQueuedSaves)", { timeout: 60_000 }, () => {
  it("Gatsby's machine: each save marks the run dirty, and the seventh stops develop", () => {
    const { seen } = inGatsby('return sevenSavesDuringQueries(developModule().developMachine);');
    expect(seen.slice(0, 6).map((cycle) => [cycle.after, cycle.panic])).toEqual(Array(6).fill(['recreatingPages', false]));
    expect(seen.every((cycle) => cycle.during.includes('callApi'))).toBe(true);
    expect(seen[6].panic).toBe(true);
  });

  it('patched: each save is queued for the next cycle, no run is dirty, nothing stops; it says so', () => {
    const result = inGatsby(`
      const exports = developModule();
      const lines = [];
      preload.queueSaves(exports, gatsbyRequire, { info: (line) => lines.push(line) });
      return { lines, ...sevenSavesDuringQueries(exports.developMachine) };
    `);
    expect(result.lines).toEqual(['[fast-build] gatsby develop queues a file saved during createPages or the queries, for the next cycle (developQueuedSaves)']);
    for (const cycle of result.seen) {
      expect(cycle.during).not.toContain('callApi');
      expect(cycle.panic).toBe(false);
      expect(cycle.after).not.toBe('recreatingPages');
    }
    expect(result.queued).toBe(7);
  });

  it('patched: a save during createPages is queued too (unpatched, it is applied at once, while the docs query runs)', () => {
    const result = inGatsby(`
      const save = saved('content/docs/intro.mdx');
      const during = (m) => { const state = m.transition('recreatingPages', save, { nodeMutationBatch: [] }); return { actions: state.actions.map((a) => a.type), queued: state.context.nodeMutationBatch.length }; };
      const exports = developModule();
      const before = during(exports.developMachine);
      preload.queueSaves(exports, gatsbyRequire);
      return { before, after: during(exports.developMachine) };
    `);
    expect(result).toEqual({ before: { actions: ['callApi'], queued: 0 }, after: { actions: [], queued: 1 } });
  });

  it("patched: a change that is not a saved file (a resolver's node, a download into .cache) still counts toward Gatsby's guard", () => {
    const result = inGatsby(`
      const exports = developModule();
      preload.queueSaves(exports, gatsbyRequire);
      const m = exports.developMachine;
      const resolvers = sevenSavesDuringQueries(m, { type: 'ADD_NODE_MUTATION', payload: { type: 'createNode', payload: [{ id: 'x', internal: { type: 'Counter' } }, { name: 'default-site-plugin' }] } });
      const downloads = sevenSavesDuringQueries(m, saved('.cache/caches/remote/image.png'));
      return { resolvers: resolvers.seen[6].panic, downloads: downloads.seen[6].panic };
    `);
    expect(result).toEqual({ resolvers: true, downloads: true });
  });

  it('isSavedFile: files in the site, created, changed or deleted by gatsby-source-filesystem', () => {
    const result = inGatsby(`
      const node = (where, type = 'File') => ({ absolutePath: path.join(root, where), internal: { type } });
      const m = (type, n, name = 'gatsby-source-filesystem') => ({ type, payload: [n, { name }] });
      return [
        preload.isSavedFile(m('createNode', node('content/docs/intro.mdx'))),
        preload.isSavedFile(m('deleteNode', node('content/docs/intro.mdx'))),
        preload.isSavedFile(m('createNode', node('public/index.html'))),
        preload.isSavedFile(m('createNode', node('.cache/x.png'))),
        preload.isSavedFile(m('createNode', { absolutePath: '/elsewhere/a.md', internal: { type: 'File' } })),
        preload.isSavedFile(m('createNode', node('content/a.mdx', 'Mdx'))),
        preload.isSavedFile(m('createNode', node('content/a.mdx'), 'gatsby-plugin-other')),
        preload.isSavedFile(m('touchNode', node('content/a.mdx'))),
        preload.isSavedFile(undefined),
      ];
    `);
    expect(result).toEqual([true, true, false, false, false, false, false, false, false]);
  });

  it("fails with the registry's message when the machine changed shape", () => {
    const result = inGatsby(`
      const exports = { developMachine: { config: { states: {} }, options: {} } };
      try { preload.queueSaves(exports, gatsbyRequire); return 'patched'; } catch (error) { return error.message; }
    `);
    expect(result).toMatch(/\[gatsby-internals\] gatsby develop's handling of node changes while it runs createPages and its queries.*--off=developQueuedSaves/);
  });
});

// developLazyFirst's end of Gatsby's cycle (signalWaiting in preload.cjs), on the same machine: a cycle whose queries
// changed no source ends in `waiting` without a recompile, and the hook develop.ts sets is called as it enters.
describe("gatsby develop's machine says when a cycle is over, with or without a recompile (developLazyFirst, signalWaiting)", { timeout: 60_000 }, () => {
  /** Runs the entry actions xstate's pure transition returns, as the interpreter would, and counts the hook's calls. */
  const CYCLE = `
    const calls = [];
    globalThis[preload.DEVELOP_WAITING_HOOK] = () => calls.push('waiting');
    const cycle = (machine, sourceFilesDirty) => {
      const state = machine.transition('runningQueries', { type: 'done.invoke.run-queries' }, { compiler: {}, sourceFilesDirty });
      for (const action of state.actions) if (typeof action.exec === 'function' && !action.type.startsWith('xstate.')) try { action.exec(state.context, {}); } catch {}
      return { after: state.value, calls: calls.splice(0) };
    };
  `;

  it('patched: entering waiting after a cycle that changed no source calls the hook; a cycle that recompiles does not (its compile tells)', () => {
    const result = inGatsby(`${CYCLE}
      const exports = developModule();
      preload.queueSaves(exports, gatsbyRequire, {});
      preload.signalWaiting(exports, gatsbyRequire, {});
      return { clean: cycle(exports.developMachine, false), dirty: cycle(exports.developMachine, true) };
    `);
    expect(result.clean).toEqual({ after: 'waiting', calls: ['waiting'] });
    expect(result.dirty).toEqual({ after: 'recompiling', calls: [] });
  });

  it("Gatsby's machine calls nothing of the plugin's as it enters waiting", () => {
    const result = inGatsby(`${CYCLE}
      return cycle(developModule().developMachine, false);
    `);
    expect(result).toEqual({ after: 'waiting', calls: [] });
  });

  it("fails with the registry's message when the waiting state changed shape, or warns and leaves the machine", () => {
    const result = inGatsby(`
      const exports = developModule();
      const config = exports.developMachine.config;
      const { createMachine } = gatsbyRequire('xstate');
      exports.developMachine = createMachine({ ...config, states: { ...config.states, waiting: { ...config.states.waiting, entry: ['saveDbState'] } } }, exports.developMachine.options);
      const before = exports.developMachine;
      let thrown = '';
      try { preload.signalWaiting(exports, gatsbyRequire, {}); } catch (error) { thrown = error.message; }
      const warnings = [];
      preload.signalWaiting(exports, gatsbyRequire, { strict: false, warn: (line) => warnings.push(line) });
      return { thrown, warnings, kept: exports.developMachine === before };
    `);
    expect(result.thrown).toMatch(/^\[gatsby-internals\] gatsby develop's machine entering its waiting state.*--off=developLazyFirst/);
    expect(result.warnings).toEqual([expect.stringMatching(/^\[fast-build\] skipped developLazyFirst:/)]);
    expect(result.kept).toBe(true);
  });
});
