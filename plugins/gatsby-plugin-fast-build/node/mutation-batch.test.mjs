// developQuickMutations (quickMutationBatch in preload.cjs) on Gatsby's real waiting machine, its timers on xstate's
// simulated clock: when a batch of node changes is committed, before and after the patch. The machine runs in a plain
// Node child: Gatsby's modules report through process.send when it exists, which is Vitest's own channel here.
import { describe, expect, it } from 'vitest';
import { runInGatsby } from './gatsby-child.mjs';

/** Runs `body` in a child with `preload`, `gatsbyRequire`, `waitingModule()` and `afterChanges(machine, count, ms)`; returns what it prints as JSON. */
const SETUP = `
    const { interpret } = gatsbyRequire('xstate');
    const { SimulatedClock } = gatsbyRequire('xstate/lib/SimulatedClock');
    // A copy of the module's exports: the patch assigns to it as it would to the module.
    const waitingModule = () => ({ ...gatsbyRequire('./dist/state-machines/waiting') });
    // The state after \`count\` node changes and \`ms\` of simulated time; the batch's work (Gatsby's store) never starts.
    function afterChanges(machine, count, ms) {
      const clock = new SimulatedClock();
      // Fresh arrays: Gatsby's action pushes into the context's array, which the machine's initial context would share.
      const fresh = machine.withConfig({ services: { runMutationBatch: () => new Promise(() => {}) } }).withContext({ nodeMutationBatch: [], runningBatch: [] });
      const service = interpret(fresh, { clock }).start();
      for (let i = 0; i < count; i += 1) service.send({ type: 'ADD_NODE_MUTATION', payload: { type: 'CREATE_NODE', payload: { id: String(i) } } });
      clock.increment(ms);
      const result = { state: service.state.value, running: service.state.context.runningBatch.length };
      service.stop();
      return result;
    }
`;

const inGatsby = (body) => runInGatsby(SETUP, body);

describe("gatsby develop's node change batch (developQuickMutations)", { timeout: 60_000 }, () => {
  it("Gatsby's machine waits 500 ms before it commits a node change", () => {
    expect(inGatsby(`const m = waitingModule().waitingMachine; return [afterChanges(m, 1, 499), afterChanges(m, 1, 500)];`)).toEqual([
      { state: 'batchingNodeMutations', running: 0 },
      { state: 'committingBatch', running: 1 },
    ]);
  });

  it('patched, it commits after 20 ms, says so, and keeps the rest of the machine (100 changes commit at once)', () => {
    const result = inGatsby(`
      const exports = waitingModule();
      const lines = [];
      preload.quickMutationBatch(exports, gatsbyRequire, { info: (line) => lines.push(line) });
      const m = exports.waitingMachine;
      return { lines, before: afterChanges(m, 1, 19), at: afterChanges(m, 1, 20), full: afterChanges(m, 100, 0) };
    `);
    expect(result).toEqual({
      lines: ['[fast-build] gatsby develop commits node changes after 20 ms, not 500 ms (developQuickMutations)'],
      before: { state: 'batchingNodeMutations', running: 0 },
      at: { state: 'committingBatch', running: 1 },
      full: { state: 'committingBatch', running: 100 },
    });
  });

  it("on another shape it keeps Gatsby's machine: a warning naming the flag, or (strict) an error naming the file to fix", () => {
    const result = inGatsby(`
      const exports = waitingModule();
      const original = exports.waitingMachine;
      exports.waitingStates = { ...exports.waitingStates, states: { ...exports.waitingStates.states, batchingNodeMutations: { after: { 500: 'committingBatch', 2000: 'idle' } } } };
      const warnings = [];
      preload.quickMutationBatch(exports, gatsbyRequire, { strict: false, warn: (line) => warnings.push(line) });
      let thrown = '';
      try { preload.quickMutationBatch(exports, gatsbyRequire); } catch (error) { thrown = error.message; }
      return { kept: exports.waitingMachine === original, warnings, thrown };
    `);
    expect(result.kept).toBe(true);
    expect(result.warnings).toEqual([expect.stringMatching(/^\[fast-build\] skipped developQuickMutations: \[gatsby-internals\] .*found 2 delayed transitions \(500 → committingBatch, 2000 → idle\)/)]);
    expect(result.thrown).toMatch(/Fix quickMutationBatch in plugins\/gatsby-plugin-fast-build\/node\/preload\.cjs.*--off=developQuickMutations/);
  });
});
