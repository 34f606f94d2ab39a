// @vitest-environment node
// gatsby-files.mjs (esbuildGatsbyFiles) stands in for Gatsby's Parcel compile of gatsby-config.ts, gatsby-node.ts and
// local plugins' gatsby-node.ts: these tests run both, for real, and load what each wrote.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILED_DIR, compileGatsbyFiles } from './gatsby-files.mjs';
import preload from './preload.cjs';

const ROOT = path.resolve(__dirname, '../../..');
const nodeRequire = createRequire(import.meta.url);
const COMPILE_MODULE = nodeRequire.resolve(preload.COMPILE_MODULE);
const dirs = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A folder holding `files`, with this project's node_modules linked. */
function site(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'gatsby-files-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** A copy of this site's gatsby-config, gatsby-node, its local plugins and the code they import. */
function siteCopy() {
  const copy = site({});
  for (const entry of ['gatsby-config.ts', 'gatsby-node.ts', 'package.json', 'tsconfig.json', 'src', 'plugins', 'packages/react-dialog-hub/package.json']) {
    cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
  }
  return copy;
}

/**
 * Loads gatsby-config and gatsby-node from `<dir>/.cache/compiled` as Gatsby does (fresh, config first), and the local
 * plugin's gatsby-node where Gatsby looks for it (findCompiledLocalPluginModule), when there is one.
 */
function load(dir, plugin = null) {
  const compiled = path.join(dir, COMPILED_DIR);
  for (const key of Object.keys(nodeRequire.cache)) if (key.startsWith(compiled)) delete nodeRequire.cache[key];
  const preferDefault = (m) => m?.default ?? m;
  const config = preferDefault(nodeRequire(path.join(compiled, 'gatsby-config.js')));
  const node = nodeRequire(path.join(compiled, 'gatsby-node.js'));
  if (!plugin) return { config, node };
  const { findCompiledLocalPluginModule } = nodeRequire(COMPILE_MODULE);
  const pluginFile = findCompiledLocalPluginModule(dir, plugin, 'gatsby-node');
  return { config, node, plugin: pluginFile && nodeRequire(pluginFile) };
}

/**
 * Runs `code` in a Node of its own (Gatsby's reporter and workers talk over the IPC channel of the process they run
 * in, which is vitest's here), in `cwd` as Gatsby runs in the site's folder. From a file, not `node -e`: Gatsby's
 * workers start with the parent's execArgv, which would run the code again. Returns what it printed.
 */
function inNode(cwd, code) {
  const script = path.join(mkdtempSync(path.join(tmpdir(), 'gatsby-files-script-')), 'run.cjs');
  dirs.push(path.dirname(script));
  writeFileSync(script, code);
  return execFileSync(process.execPath, [script], { cwd, encoding: 'utf8', timeout: 120_000, env: { ...process.env, PARCEL_WORKERS: '0' } });
}

/** Gatsby's own compile (Parcel), as `gatsby build` runs it without esbuildGatsbyFiles. */
async function parcel(dir, plugin) {
  rmSync(path.join(dir, COMPILED_DIR), { recursive: true, force: true });
  inNode(dir, `require(${JSON.stringify(COMPILE_MODULE)}).runParcel(${JSON.stringify(dir)}).catch((e) => { console.error(e.message, JSON.stringify(e.diagnostics)); process.exit(1); })`);
  return load(dir, plugin);
}

async function esbuild(dir, plugin) {
  await compileGatsbyFiles(dir);
  return load(dir, plugin);
}

/** Functions as their kind, so two compilations of one config compare equal. */
const shape = (value) => JSON.parse(JSON.stringify(value, (_key, v) => (typeof v === 'function' ? '<function>' : v)));

describe('gatsby-config and gatsby-node bundled with esbuild, against Parcel', () => {
  const fixture = {
    'package.json': '{ "name": "fixture-site" }\n',
    'gatsby-config.ts': [
      "import pkg from './package.json';",
      "import { record } from './src/state';",
      "import { here } from './src/deeper/here';",
      "record('config');",
      '// __dirname in a comment, and in a string: "__dirname"',
      "export default { siteMetadata: { name: pkg.name, dir: __dirname, here, text: '__dirname' }, plugins: [] };",
      '',
    ].join('\n'),
    'gatsby-node.ts': [
      "import { record, seen } from './src/state';",
      "record('node');",
      'export const onPreInit = () => seen();',
      "export const createPages = async () => (await import('node:path')).sep;",
      '',
    ].join('\n'),
    'src/state.ts': 'const calls: string[] = [];\nexport const record = (who: string) => calls.push(who);\nexport const seen = () => [...calls];\n',
    'src/deeper/here.ts': 'export const here = { dir: __dirname, file: __filename };\n',
    'plugins/gatsby-plugin-local/package.json': '{ "name": "gatsby-plugin-local" }\n',
    'plugins/gatsby-plugin-local/gatsby-node.ts': "import { seen } from '../../src/state';\nexport const onPreBootstrap = () => [__dirname, seen()];\n",
  };
  let parcelSide;
  let esbuildSide;
  let dir;
  beforeAll(async () => {
    dir = site(fixture);
    parcelSide = await parcel(dir, 'gatsby-plugin-local');
    esbuildSide = await esbuild(dir, 'gatsby-plugin-local');
  }, 120_000);

  it("gives __dirname and __filename of the source file (Parcel's rewrite), not of .cache/compiled, and leaves strings alone", () => {
    const expected = { name: 'fixture-site', dir, here: { dir: path.join(dir, 'src/deeper'), file: path.join(dir, 'src/deeper/here.ts') }, text: '__dirname' };
    expect(parcelSide.config.siteMetadata).toEqual(expected);
    expect(esbuildSide.config.siteMetadata).toEqual(expected);
  });

  it('shares one copy of a module between gatsby-config and gatsby-node, as Parcel does', () => {
    expect(parcelSide.node.onPreInit()).toEqual(['config', 'node']);
    expect(esbuildSide.node.onPreInit()).toEqual(['config', 'node']);
  });

  it("writes a local plugin's gatsby-node where Gatsby finds Parcel's, sharing the site's modules", () => {
    expect(parcelSide.plugin.onPreBootstrap()[1]).toEqual(['config', 'node']);
    expect(esbuildSide.plugin.onPreBootstrap()).toEqual([path.join(dir, 'plugins/gatsby-plugin-local'), ['config', 'node']]);
    // Parcel resolves a local plugin's __dirname against its nested output folder: gatsby-plugin-fast-build's code
    // therefore never reads __dirname (it finds its folder from the site root), and the two compiles may differ there.
    expect(parcelSide.plugin.onPreBootstrap()[0]).toBe(path.join(dir, '.cache/compiled/plugins/gatsby-plugin-local'));
    const pluginCode = readdirSync(path.join(ROOT, 'plugins/gatsby-plugin-fast-build'), { recursive: true })
      .filter((file) => /\.(ts|mjs|cjs)$/.test(file) && !/\.test\.|__fixtures__|\.d\.mts$|^node\/|^internals\.ts$/.test(file))
      .filter((file) => /\b__(dirname|filename)\b/.test(readFileSync(path.join(ROOT, 'plugins/gatsby-plugin-fast-build', file), 'utf8').replace(/\/\/.*|\/\*[\s\S]*?\*\//g, '')));
    expect(pluginCode).toEqual([]);
  });

  it('exports the same node APIs, and keeps import() of packages', async () => {
    expect(Object.keys(esbuildSide.node).sort()).toEqual(Object.keys(parcelSide.node).filter((k) => k !== '__esModule').sort());
    expect(await esbuildSide.node.createPages()).toBe(path.sep);
  });

  it("gives this site's config and node APIs as Parcel does", async () => {
    const copy = siteCopy();
    const fromParcel = await parcel(copy, 'gatsby-plugin-fast-build');
    const fromEsbuild = await esbuild(copy, 'gatsby-plugin-fast-build');
    expect(shape(fromEsbuild.config)).toEqual(shape(fromParcel.config));
    expect(shape(fromEsbuild.config).plugins).toContainEqual(expect.objectContaining({ options: expect.objectContaining({ path: path.join(copy, 'content/docs') }) }));
    const apis = Object.keys(fromEsbuild.node).sort();
    expect(apis).toEqual(Object.keys(fromParcel.node).filter((k) => k !== '__esModule').sort());
    expect(apis).toEqual(expect.arrayContaining(['createPages', 'onCreateWebpackConfig', 'onPostBuild']));
    const pluginApis = Object.keys(fromEsbuild.plugin).sort();
    expect(pluginApis).toEqual(Object.keys(fromParcel.plugin).filter((k) => k !== '__esModule').sort());
    expect(pluginApis).toEqual(expect.arrayContaining(['onCreateWebpackConfig', 'onPreExtractQueries', 'pluginOptionsSchema']));
  }, 120_000);

  it("loads neither TypeScript nor twoslash with gatsby-node: Gatsby's worker, which loads it too, never uses them (src/node/lazy-packages.ts)", async () => {
    const copy = siteCopy();
    await esbuild(copy);
    const loaded = JSON.parse(
      inNode(copy, `require(${JSON.stringify(path.join(copy, COMPILED_DIR, 'gatsby-node.js'))});\nconsole.log(JSON.stringify(Object.keys(require.cache).map((file) => file.match(/node_modules\\/(typescript|twoslash)\\//)?.[1]).filter(Boolean)));`),
    );
    expect(loaded).toEqual([]);
  }, 120_000);
});

describe("Gatsby's compileGatsbyFiles taking the bundle (node/preload.cjs)", () => {
  /** Gatsby's real compileGatsbyFiles, replaced by takePrecompiled for `hash`, run on `dir`; returns what it reported. */
  const compileWithPreload = (dir, hash, command = 'build') =>
    JSON.parse(
      inNode(dir, `
        process.env.gatsby_executing_command = ${JSON.stringify(command)};
        const preload = require(${JSON.stringify(path.join(__dirname, 'preload.cjs'))});
        const compile = require(${JSON.stringify(COMPILE_MODULE)});
        const said = [];
        preload.takePrecompiled(compile, ${JSON.stringify(hash)}, { info: (m) => said.push(['info', m]), warn: (m) => said.push(['warn', m]) });
        // Gatsby's reporter wraps console.log at the terminal's width; Parcel's cache keeps the process alive.
        compile.compileGatsbyFiles(${JSON.stringify(dir)}).then(() => {
          process.stdout.write('\\n' + JSON.stringify(said));
          process.exit(0);
        });
      `).trim().split('\n').pop(),
    );

  it('takes the files this build bundled, and falls back to Parcel when they are not there', async () => {
    const dir = site({ 'package.json': '{ "name": "fallback" }\n', 'gatsby-config.ts': 'export default { plugins: [] };\n', 'gatsby-node.ts': 'export const onPreInit = () => "node";\n' });
    const { hash } = await compileGatsbyFiles(dir);
    const bundle = readFileSync(path.join(dir, COMPILED_DIR, preload.BUNDLE), 'utf8');
    expect(compileWithPreload(dir, hash)).toEqual([['info', expect.stringContaining('bundled with esbuild')]]);
    expect(readFileSync(path.join(dir, COMPILED_DIR, preload.BUNDLE), 'utf8')).toBe(bundle);

    // Changed after build.mjs bundled it: the recorded hash no longer matches, so Gatsby compiles (Parcel).
    writeFileSync(path.join(dir, COMPILED_DIR, preload.BUNDLE), `${bundle}\n// edited\n`);
    expect(compileWithPreload(dir, hash)).toEqual([['warn', expect.stringContaining('compiles gatsby-config and gatsby-node with Parcel')]]);
    expect(readFileSync(path.join(dir, COMPILED_DIR, 'gatsby-node.js'), 'utf8')).toContain('parcelRequire');
    expect(load(dir).node.onPreInit()).toBe('node');
  }, 120_000);

  /** A site whose files were written a while ago (a source written as it is bundled is taken for changed). */
  const settledSite = (files) => {
    const dir = site(files);
    const past = new Date(Date.now() - 60_000);
    for (const file of Object.keys(files)) utimesSync(path.join(dir, file), past, past);
    return dir;
  };

  it('bundles them again in gatsby develop when a source changed, so an edit to gatsby-node that restarts develop applies', async () => {
    const dir = settledSite({ 'package.json': '{ "name": "develop" }\n', 'gatsby-config.ts': 'export default { plugins: [] };\n', 'gatsby-node.ts': 'export const onPreInit = () => "before";\n' });
    const { hash } = await compileGatsbyFiles(dir);
    writeFileSync(path.join(dir, 'gatsby-node.ts'), 'export const onPreInit = () => "after the edit";\n');
    // A build takes what was bundled before it started (the hash matches)...
    expect(compileWithPreload(dir, hash)).toEqual([['info', expect.stringContaining('bundled with esbuild before Gatsby started')]]);
    expect(load(dir).node.onPreInit()).toBe('before');
    // ...develop bundles the sources as they are now, with esbuild (not Parcel).
    expect(compileWithPreload(dir, hash, 'develop')).toEqual([['info', expect.stringContaining('develop bundles them again when it restarts after an edit')]]);
    expect(readFileSync(path.join(dir, COMPILED_DIR, 'gatsby-node.js'), 'utf8')).not.toContain('parcelRequire');
    expect(load(dir).node.onPreInit()).toBe('after the edit');
  }, 120_000);

  it("takes the bundle in develop's first start while its sources are unchanged, down to a module gatsby-node imports", async () => {
    const dir = settledSite({
      'package.json': '{ "name": "develop-first" }\n',
      'gatsby-config.ts': 'export default { plugins: [] };\n',
      'gatsby-node.ts': 'import { word } from "./src/word";\nexport const onPreInit = () => word;\n',
      'src/word.ts': 'export const word = "first";\n',
    });
    const { hash } = await compileGatsbyFiles(dir);
    const bundle = path.join(dir, COMPILED_DIR, preload.BUNDLE);
    const madeAt = statSync(bundle).mtimeMs;
    expect(compileWithPreload(dir, hash, 'develop')).toEqual([['info', expect.stringContaining('bundled with esbuild before Gatsby started')]]);
    expect(statSync(bundle).mtimeMs).toBe(madeAt);
    expect(load(dir).node.onPreInit()).toBe('first');

    // The same size, a new time: an edit an editor saved.
    writeFileSync(path.join(dir, 'src/word.ts'), 'export const word = "again";\n');
    expect(compileWithPreload(dir, hash, 'develop')).toEqual([['info', expect.stringContaining('develop bundles them again')]]);
    expect(load(dir).node.onPreInit()).toBe('again');
    // The restart wrote a bundle of its own: the hash develop was started with no longer names it.
    expect(preload.inputsUnchanged(dir, hash)).toBe(false);
  }, 120_000);

  it('records no sources when one is written as it bundles (its text is unknown), and a local plugin added since is a change', async () => {
    const dir = site({ 'package.json': '{ "name": "racy" }\n', 'gatsby-config.ts': 'export default { plugins: [] };\n', 'gatsby-node.ts': 'export const onPreInit = () => 1;\n' });
    const fresh = await compileGatsbyFiles(dir);
    expect(existsSync(path.join(dir, COMPILED_DIR, preload.INPUTS))).toBe(false);
    expect(preload.inputsUnchanged(dir, fresh.hash)).toBe(false);

    const past = new Date(Date.now() - 60_000);
    for (const file of ['gatsby-config.ts', 'gatsby-node.ts']) utimesSync(path.join(dir, file), past, past);
    const { hash } = await compileGatsbyFiles(dir);
    const record = JSON.parse(readFileSync(path.join(dir, COMPILED_DIR, preload.INPUTS), 'utf8'));
    expect(Object.keys(record.files).sort()).toEqual(['gatsby-config.ts', 'gatsby-node.ts']);
    expect(preload.inputsUnchanged(dir, hash)).toBe(true);
    mkdirSync(path.join(dir, 'plugins/local'), { recursive: true });
    writeFileSync(path.join(dir, 'plugins/local/gatsby-node.ts'), 'export const onPreInit = () => 2;\n');
    expect(preload.inputsUnchanged(dir, hash)).toBe(false);
  }, 120_000);

  it('keeps the last bundle without running esbuild while nothing it was made from changed', async () => {
    const dir = settledSite({
      'package.json': '{ "name": "kept" }\n',
      'tsconfig.json': '{ "compilerOptions": { "strict": true } }\n',
      'gatsby-config.ts': 'export default { plugins: [] };\n',
      'gatsby-node.ts': 'import { word } from "./src/word";\nexport const onPreInit = () => word;\n',
      'src/word/index.ts': 'export const word = "from the folder";\n',
      'src/other.ts': 'export const other = 1;\n',
    });
    const bundle = path.join(dir, COMPILED_DIR, preload.BUNDLE);
    const first = await compileGatsbyFiles(dir);
    expect(first.kept).toBe(false);
    const madeAt = statSync(bundle).mtimeMs;
    const again = await compileGatsbyFiles(dir);
    expect(again).toEqual({ hash: first.hash, kept: true });
    expect(statSync(bundle).mtimeMs).toBe(madeAt);
    expect(load(dir).node.onPreInit()).toBe('from the folder');

    // A name added beside a source, where an import now resolves to it: every source read is unchanged.
    writeFileSync(path.join(dir, 'src/word.ts'), 'export const word = "from the file";\n');
    utimesSync(path.join(dir, 'src/word.ts'), new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    expect(preload.inputsUnchanged(dir, first.hash)).toBe(true);
    const shadowed = await compileGatsbyFiles(dir);
    expect(shadowed.kept).toBe(false);
    expect(load(dir).node.onPreInit()).toBe('from the file');
    expect((await compileGatsbyFiles(dir)).kept).toBe(true);

    // The settings esbuild reads: a changed tsconfig.json bundles again.
    writeFileSync(path.join(dir, 'tsconfig.json'), '{ "compilerOptions": { "strict": false } }\n');
    expect((await compileGatsbyFiles(dir)).kept).toBe(false);
    expect((await compileGatsbyFiles(dir)).kept).toBe(true);

    // A written file that is no longer the bundle's (removed, or another build's) is bundled again.
    writeFileSync(path.join(dir, COMPILED_DIR, 'gatsby-node.js'), 'module.exports = {};\n');
    expect((await compileGatsbyFiles(dir)).kept).toBe(false);
    expect(load(dir).node.onPreInit()).toBe('from the file');

    // An edited source.
    writeFileSync(path.join(dir, 'src/word.ts'), 'export const word = "edited";\n');
    const edited = await compileGatsbyFiles(dir);
    expect(edited.kept).toBe(false);
    expect(load(dir).node.onPreInit()).toBe('edited');
  }, 120_000);

  it("fails with the file to fix when Gatsby's module changes shape (strict), or leaves Gatsby's compile with a warning", () => {
    const reporter = { info() {}, warn() {} };
    expect(() => preload.takePrecompiled({ COMPILED_CACHE_DIR: '.cache/compiled' }, 'x', reporter)).toThrow(
      /^\[gatsby-internals\] Gatsby's compileGatsbyFiles export: expected a writable compileGatsbyFiles.*Fix plugins\/gatsby-plugin-fast-build\/node\/preload\.cjs: /,
    );
    const warned = [];
    const own = () => 'parcel';
    const exports = { COMPILED_CACHE_DIR: '.cache/built', compileGatsbyFiles: own };
    preload.takePrecompiled(exports, 'x', { info() {}, warn: (line) => warned.push(line) }, { strict: false });
    expect(exports.compileGatsbyFiles).toBe(own);
    expect(warned).toEqual([expect.stringMatching(/^\[fast-build\] skipped esbuildGatsbyFiles: \[gatsby-internals\] .*found function and "\.cache\/built"/)]);
    expect(() => preload.takePrecompiled({ COMPILED_CACHE_DIR: '.cache/built', compileGatsbyFiles: () => {} }, 'x', reporter)).toThrow(/found function and "\.cache\/built"/);
  });

  it("Gatsby's initialize calls compileGatsbyFiles through the module's exports, where the preload replaces it", () => {
    const initialize = readFileSync(nodeRequire.resolve('gatsby/dist/services/initialize.js'), 'utf8');
    expect(initialize).toContain('(0, _compileGatsbyFiles.compileGatsbyFiles)(siteDirectory)');
  });
});
