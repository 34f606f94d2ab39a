// typegenWhenChanged (preload.cjs) on Gatsby's real typegen writer and graphql-codegen, in a plain Node child
// (gatsby-child.mjs): the types file is written again exactly when one of its inputs changed, or the file did.
import { describe, expect, it } from 'vitest';
import { runInGatsby } from './gatsby-child.mjs';

const SETUP = `
    const fs = require('node:fs');
    const os = require('node:os');
    const codegenFile = gatsbyRequire.resolve('./dist/utils/graphql-typegen/ts-codegen');
    const codegenRequire = createRequire(codegenFile);
    const { buildSchema, parse } = gatsbyRequire('graphql');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'typegen-'));
    const options = { typesOutputPath: 'src/gatsby-types.d.ts', documentSearchPaths: ['./gatsby-node.ts'], generateOnBuild: true };
    const output = path.join(dir, options.typesOutputPath);
    fs.writeFileSync(path.join(dir, 'gatsby-node.ts'), 'export const createPages = () => {};\\n');
    /** Gatsby's definitions map, as query extraction leaves it, for one page query per source. */
    const definitionsOf = (queries) => new Map(Object.entries(queries).map(([name, source]) => {
      const def = parse(source).definitions[0];
      // As Gatsby's query compiler leaves a query: printedAst is kept for fragments only.
      return [name, { name, def, printedAst: null, filePath: path.join(dir, 'src/templates/' + name + '.tsx'), isFragment: false, isStaticQuery: false, isHook: false, text: source, hash: 1 }];
    }));
    const schemaV1 = buildSchema('type Query { site: Site } type Site { title: String }');
    const schemaV2 = buildSchema('type Query { site: Site } type Site { title: String, description: String }');
    const one = definitionsOf({ DocPage: 'query DocPage { site { title } }' });
    /** Gatsby's writer, counted, patched as the preload does (a fresh patch: a new process reading the record). */
    let writes = 0;
    function patched() {
      const exports = { ...codegenRequire('./ts-codegen') };
      const real = exports.writeTypeScriptTypes;
      exports.writeTypeScriptTypes = async (...args) => { writes += 1; return real(...args); };
      preload.typegenWhenChanged(exports, codegenRequire, { root: dir });
      return (schema, definitions, opts = options) => exports.writeTypeScriptTypes(dir, schema, definitions, opts);
    }
`;

describe("Gatsby's GraphQL types written only when their inputs changed (typegenWhenChanged)", { timeout: 120_000 }, () => {
  it('writes once, then again exactly when the schema, a query, a gatsby-node file, the options or the file itself changed', async () => {
    const result = runInGatsby(SETUP, `
      const steps = {};
      const step = async (name, run) => { const before = writes; await run(); steps[name] = writes - before; };
      let write = patched();
      await step('first', () => write(schemaV1, one));
      const first = fs.readFileSync(output, 'utf8');
      await step('same inputs', () => write(schemaV1, one));
      await step('same inputs, a new process', () => { write = patched(); return write(schemaV1, one); });
      await step('a field added to the schema', () => write(schemaV2, one));
      await step('a query added', () => write(schemaV2, definitionsOf({ DocPage: 'query DocPage { site { title } }', ApiPage: 'query ApiPage { site { description } }' })));
      await step('the query removed again', () => write(schemaV2, one));
      await step('a field asked for in the same query', () => write(schemaV2, definitionsOf({ DocPage: 'query DocPage { site { title description } }' })));
      await step('the field dropped again', () => write(schemaV2, one));
      await step('same again', () => write(schemaV2, one));
      fs.appendFileSync(path.join(dir, 'gatsby-node.ts'), '// edited\\n');
      await step('gatsby-node.ts edited', () => write(schemaV2, one));
      await step('other options', () => write(schemaV2, one, { ...options, generateOnBuild: false }));
      fs.writeFileSync(output, 'edited by hand');
      await step('the types file edited by hand', () => write(schemaV2, one, { ...options, generateOnBuild: false }));
      fs.rmSync(output);
      await step('the types file removed', () => write(schemaV2, one, { ...options, generateOnBuild: false }));
      const last = fs.readFileSync(output, 'utf8');
      fs.rmSync(dir, { recursive: true, force: true });
      return { steps, firstHasTitle: /title/.test(first) && !/description/.test(first), lastHasDescription: /description/.test(last) };
    `);
    expect(result.steps).toEqual({
      first: 1,
      'same inputs': 0,
      'same inputs, a new process': 0,
      'a field added to the schema': 1,
      'a query added': 1,
      'the query removed again': 1,
      'a field asked for in the same query': 1,
      'the field dropped again': 1,
      'same again': 0,
      'gatsby-node.ts edited': 1,
      'other options': 1,
      'the types file edited by hand': 1,
      'the types file removed': 1,
    });
    expect(result.firstHasTitle).toBe(true);
    expect(result.lastHasDescription).toBe(true);
  });

  it("on another shape it keeps Gatsby's writer: a warning naming the flag, or (strict) an error naming the file to fix", () => {
    const result = runInGatsby(SETUP, `
      const exports = { writeTypeScriptTypes: 'not a function' };
      const warnings = [];
      preload.typegenWhenChanged(exports, codegenRequire, { strict: false, warn: (line) => warnings.push(line), root: dir });
      let thrown = '';
      try { preload.typegenWhenChanged({}, codegenRequire, { root: dir }); } catch (error) { thrown = error.message; }
      fs.rmSync(dir, { recursive: true, force: true });
      return { kept: exports.writeTypeScriptTypes === 'not a function', warnings, thrown };
    `);
    expect(result.kept).toBe(true);
    expect(result.warnings).toEqual([expect.stringMatching(/^\[fast-build\] skipped typegenWhenChanged: \[gatsby-internals\] Gatsby's GraphQL typegen writer .*found writeTypeScriptTypes: string/)]);
    expect(result.thrown).toMatch(/Fix typegenWhenChanged in plugins\/gatsby-plugin-fast-build\/node\/preload\.cjs.*--off=typegenWhenChanged/);
  });

  it('developLateTypegen: in develop, writes wait until develop is idle, and then only the last is written; later ones at once', async () => {
    const result = runInGatsby(SETUP, `
      const exports = { ...codegenRequire('./ts-codegen') };
      const real = exports.writeTypeScriptTypes;
      const written = [];
      exports.writeTypeScriptTypes = async (...args) => { await real(...args); written.push(fs.readFileSync(output, 'utf8')); };
      preload.typegenWhenChanged(exports, codegenRequire, { root: dir });
      // develop.ts's state, as gatsby-node leaves it on globalThis: quiet resolves once develop has been idle.
      let becameQuiet;
      globalThis[preload.DEVELOP_STATE] = { quiet: new Promise((resolve) => (becameQuiet = resolve)) };
      const said = [];
      preload.typegenLater(exports, preload.developQuietOrNull(), { info: (line) => said.push(line) });
      const write = (schema, definitions) => exports.writeTypeScriptTypes(dir, schema, definitions, options);
      const started = Date.now();
      await write(schemaV1, one);
      await write(schemaV2, one);
      const beforeQuiet = { writes: written.length, file: fs.existsSync(output), returnedAtOnce: Date.now() - started < 1000 };
      becameQuiet();
      for (let waited = 0; written.length === 0 && waited < 20000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const atQuiet = { writes: written.length, hasDescription: /description/.test(written[0] ?? '') };
      await write(schemaV1, one);
      const after = { writes: written.length, hasDescription: /description/.test(written.at(-1)) };
      fs.rmSync(dir, { recursive: true, force: true });
      delete globalThis[preload.DEVELOP_STATE];
      return { beforeQuiet, atQuiet, after, said };
    `);
    // Nothing written before develop is idle, and Gatsby was not held up.
    expect(result.beforeQuiet).toEqual({ writes: 0, file: false, returnedAtOnce: true });
    // Then once, from the last schema (the one with description).
    expect(result.atQuiet).toEqual({ writes: 1, hasDescription: true });
    // Afterwards a write happens at once (typegenWhenChanged writes it: the schema changed back).
    expect(result.after).toEqual({ writes: 2, hasDescription: false });
    expect(result.said).toEqual(['[fast-build] GraphQL types written once develop was idle after its first compile (developLateTypegen)']);
  });

  it('developLateTypegen writes at once outside develop (no develop state) and refuses a writer of another shape', () => {
    const result = runInGatsby(SETUP, `
      const exports = { writeTypeScriptTypes: async () => 'written' };
      preload.typegenLater(exports, preload.developQuietOrNull());
      let thrown = '';
      try { preload.typegenLater({ writeTypeScriptTypes: 'x' }, () => null); } catch (error) { thrown = error.message; }
      fs.rmSync(dir, { recursive: true, force: true });
      return exports.writeTypeScriptTypes().then((value) => ({ value, thrown }));
    `);
    expect(result.value).toBe('written');
    expect(result.thrown).toMatch(/--off=developLateTypegen/);
  });
});
