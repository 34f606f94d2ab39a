// developEditFirst's earlier half (hookBeforeSchema in preload.cjs) on Gatsby's real data layer machines: what
// develop.ts sets runs before every schema build, in order, and a failing hook leaves the build as it was. The
// machines run in a plain Node child (gatsby-child.mjs); Gatsby's own schema build needs its store, so a recorder
// stands in for it.
import { describe, expect, it } from 'vitest';
import { runInGatsby } from './gatsby-child.mjs';

const SETUP = `
    const servicesModule = gatsbyRequire('./dist/state-machines/data-layer/services');
    const { initializeDataMachine, recreatePagesMachine } = gatsbyRequire('./dist/state-machines/data-layer');
    const calls = [];
    // Stands in for Gatsby's schema build (its store is not set up here); the patch wraps whatever the module holds.
    servicesModule.dataLayerServices.buildSchema = async function buildSchema() { calls.push('schema'); };
    const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
`;

describe("gatsby develop's schema build waits for the early compile (developEditFirst, hookBeforeSchema)", { timeout: 60_000 }, () => {
  it('runs the hook before the schema build, and the machines that rebuild the schema call the wrapped service', async () => {
    const result = runInGatsby(SETUP, `
      const warnings = [];
      preload.hookBeforeSchema(servicesModule, { warn: (line) => warnings.push(line) });
      const wrapped = servicesModule.dataLayerServices.buildSchema;
      const sameInMachines = [initializeDataMachine, recreatePagesMachine].map((machine) => machine.options.services.buildSchema === wrapped);
      // Nothing set yet (the first schema build of a start, before the plugin's gatsby-node runs): the build alone.
      await wrapped({}, {});
      globalThis[preload.BEFORE_SCHEMA_HOOK] = async () => { calls.push('compile starts'); await sleep(50); calls.push('compile done'); };
      await wrapped({}, {});
      globalThis[preload.BEFORE_SCHEMA_HOOK] = async () => { throw new Error('webpack is gone'); };
      await wrapped({}, {});
      return { sameInMachines, calls, warnings };
    `);
    expect(result.sameInMachines).toEqual([true, true]);
    expect(result.calls).toEqual(['schema', 'compile starts', 'compile done', 'schema', 'schema']);
    expect(result.warnings).toEqual([expect.stringMatching(/^\[fast-build\] developEditFirst: the compile before the schema build failed \(webpack is gone\); the schema is built as before\.$/)]);
  });

  it("on another shape it keeps Gatsby's service: a warning naming the flag, or (strict) an error naming the file to fix", () => {
    const result = runInGatsby(SETUP, `
      const changed = { dataLayerServices: { ...servicesModule.dataLayerServices } };
      Object.defineProperty(changed.dataLayerServices, 'buildSchema', { value: changed.dataLayerServices.buildSchema, writable: false });
      const kept = changed.dataLayerServices.buildSchema;
      const warnings = [];
      preload.hookBeforeSchema(changed, { strict: false, warn: (line) => warnings.push(line) });
      let thrown = '';
      try { preload.hookBeforeSchema({}); } catch (error) { thrown = error.message; }
      return { kept: changed.dataLayerServices.buildSchema === kept, warnings, thrown };
    `);
    expect(result.kept).toBe(true);
    expect(result.warnings).toEqual([expect.stringMatching(/^\[fast-build\] skipped developEditFirst: \[gatsby-internals\] gatsby develop's schema rebuild .*found buildSchema: function/)]);
    expect(result.thrown).toMatch(/found no dataLayerServices\. Fix hookBeforeSchema in plugins\/gatsby-plugin-fast-build\/node\/preload\.cjs.*--off=developEditFirst/);
  });
});
