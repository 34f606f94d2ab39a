import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Compiler, Configuration } from 'webpack';
import { afterAll, describe, expect, it } from 'vitest';
import { runWebpack } from './__fixtures__/run-webpack';
import { INSTALLED_PACKAGES, cacheInputFiles, withImmutablePackages, withInputKeyedCache } from './build-dependencies';

/** The site's cache inputs, as gatsby-config.ts names them (the plugin option cacheInputs). */
const INPUTS = ['src/node'];
import { RebuiltModules } from './rebuilt-modules';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A site root with a lockfile, a loader under src/node (as the site's are) and one module it loads. */
function site(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-dependencies-'));
  dirs.push(root);
  fs.mkdirSync(path.join(root, 'src/node/output'), { recursive: true });
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}\n');
  fs.writeFileSync(path.join(root, 'src/node/output/loader.cjs'), `module.exports = (source) => source.replace('WORD', 'first');\n`);
  fs.writeFileSync(path.join(root, 'a.js'), `console.log('WORD');\n`);
  return root;
}

/** What the compiler hands the cache to resolve and snapshot, recorded. */
class BuildDependenciesProbe {
  seen: string[] = [];
  apply(compiler: Compiler) {
    compiler.cache.hooks.storeBuildDependencies.tap('probe', (dependencies) => {
      this.seen.push(...dependencies);
    });
  }
}

function config(root: string, plugins: Configuration['plugins'] = []): Configuration {
  return {
    mode: 'production',
    context: root,
    entry: './a.js',
    output: { path: path.join(root, 'out') },
    module: { rules: [{ test: /\.js$/, use: path.join(root, 'src/node/output/loader.cjs') }] },
    cache: { type: 'filesystem', cacheDirectory: path.join(root, 'cache'), buildDependencies: { config: [path.join(root, 'src/node/output/loader.cjs')] } },
    optimization: { minimize: false },
    plugins,
  };
}

/** One build: how many modules it built, and what it wrote. Each real build is a new process, so the loader is loaded afresh. */
async function build(root: string): Promise<{ line: string; output: string }> {
  delete createRequire(import.meta.url).cache[path.join(root, 'src/node/output/loader.cjs')];
  const lines: string[] = [];
  const stats = await runWebpack(withInputKeyedCache(config(root, [new RebuiltModules('test', (line) => lines.push(line))]), root, INPUTS));
  expect(stats.compilation.errors).toEqual([]);
  return { line: lines[0]!, output: fs.readFileSync(path.join(root, 'out/main.js'), 'utf8') };
}

describe('withInputKeyedCache', () => {
  it('leaves webpack nothing to resolve as build dependencies (without it: the config list, the loader, webpack itself)', async () => {
    const root = site();
    const plain = new BuildDependenciesProbe();
    await runWebpack(config(root, [plain]));
    expect(plain.seen).toContain(path.join(root, 'src/node/output/loader.cjs'));
    expect(plain.seen.length).toBeGreaterThan(1);

    fs.rmSync(path.join(root, 'cache'), { recursive: true });
    const keyed = new BuildDependenciesProbe();
    await runWebpack(withInputKeyedCache(config(root, [keyed]), root, INPUTS));
    expect(keyed.seen).toEqual([]);
  }, 60_000);

  it('builds cold again when the lockfile or a file of src/node changes, and not for a test file', async () => {
    const root = site();
    expect(await build(root)).toMatchObject({ line: '[webpack] test: built 1 of 1 modules' });
    expect(await build(root)).toMatchObject({ line: '[webpack] test: built 0 of 1 modules' });

    fs.writeFileSync(path.join(root, 'src/node/output/loader.test.ts'), `// a test of the loader\n`);
    expect(await build(root)).toMatchObject({ line: '[webpack] test: built 0 of 1 modules' });

    fs.writeFileSync(path.join(root, 'src/node/output/loader.cjs'), `module.exports = (source) => source.replace('WORD', 'second');\n`);
    const edited = await build(root);
    expect(edited.line).toBe('[webpack] test: built 1 of 1 modules');
    expect(edited.output).toContain('second');

    fs.writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}\n');
    expect(await build(root)).toMatchObject({ line: '[webpack] test: built 1 of 1 modules' });
  }, 60_000);

  it("hashes the compiled gatsby files, the site's inputs and this plugin's code, not tests, fixtures or READMEs", () => {
    const root = site();
    fs.mkdirSync(path.join(root, '.cache/compiled'), { recursive: true });
    fs.writeFileSync(path.join(root, '.cache/compiled/gatsby-node.js'), '');
    fs.mkdirSync(path.join(root, 'src/node/output/__fixtures__'));
    fs.writeFileSync(path.join(root, 'src/node/output/__fixtures__/page.mdx'), '');
    fs.writeFileSync(path.join(root, 'src/node/output/loader.test.ts'), '');
    fs.mkdirSync(path.join(root, '.cache/compiled/plugins/gatsby-plugin-x'), { recursive: true });
    fs.writeFileSync(path.join(root, '.cache/compiled/plugins/gatsby-plugin-x/gatsby-node.js'), '');
    fs.writeFileSync(path.join(root, '.cache/compiled/gatsby-files.js'), '');
    expect(cacheInputFiles(root, INPUTS).map((file) => path.relative(root, file))).toEqual([
      'package-lock.json',
      '.cache/compiled/gatsby-node.js',
      '.cache/compiled/plugins/gatsby-plugin-x/gatsby-node.js',
      'src/node/output/loader.cjs',
    ]);
    // The plugin's own code, found under the root as a local plugin is.
    fs.mkdirSync(path.join(root, 'plugins/gatsby-plugin-fast-build/webpack/loaders'), { recursive: true });
    for (const file of ['gatsby-node.ts', 'gatsby-node.test.ts', 'README.md', 'webpack/loaders/template-memo-loader.cjs']) fs.writeFileSync(path.join(root, 'plugins/gatsby-plugin-fast-build', file), '');
    expect(cacheInputFiles(root, INPUTS).map((file) => path.relative(root, file))).toEqual([
      'package-lock.json',
      '.cache/compiled/gatsby-node.js',
      '.cache/compiled/plugins/gatsby-plugin-x/gatsby-node.js',
      'plugins/gatsby-plugin-fast-build/gatsby-node.ts',
      'plugins/gatsby-plugin-fast-build/webpack/loaders/template-memo-loader.cjs',
      'src/node/output/loader.cjs',
    ]);
  });

  it('keeps the version already set (the source-map choice) and leaves a config without a filesystem cache alone', () => {
    const root = site();
    const keyed = withInputKeyedCache({ cache: { type: 'filesystem', version: 'no-source-maps' } }, root, INPUTS);
    expect((keyed.cache as { version: string }).version).toMatch(/^no-source-maps-inputs-[0-9a-f]{16}$/);
    const none = { cache: false };
    expect(withInputKeyedCache(none, root)).toBe(none);
  });
});

describe('withImmutablePackages (immutablePackages)', () => {
  /** A site whose module imports a package from node_modules, installed as npm records it. */
  function siteWithPackage(): string {
    const root = site();
    fs.writeFileSync(path.join(root, 'a.js'), `import word from 'pkg';\nconsole.log(word);\n`);
    install(root, '1.0.0', 'first');
    return root;
  }
  /** Writes the package; `record` also rewrites npm's record of node_modules, as every npm install does. */
  function install(root: string, version: string, word: string, record = true) {
    fs.mkdirSync(path.join(root, 'node_modules/pkg'), { recursive: true });
    fs.writeFileSync(path.join(root, 'node_modules/pkg/package.json'), JSON.stringify({ name: 'pkg', version, main: 'index.js' }));
    fs.writeFileSync(path.join(root, 'node_modules/pkg/index.js'), `export default '${word}';\n`);
    if (record) fs.writeFileSync(path.join(root, INSTALLED_PACKAGES), JSON.stringify({ packages: { 'node_modules/pkg': { version } } }));
  }
  async function build(root: string, immutable: boolean): Promise<{ line: string; output: string }> {
    const lines: string[] = [];
    const keyed = withInputKeyedCache(config(root, [new RebuiltModules('test', (line) => lines.push(line))]), root, INPUTS);
    const stats = await runWebpack(immutable ? withImmutablePackages(keyed) : keyed);
    expect(stats.compilation.errors).toEqual([]);
    return { line: lines[0]!, output: fs.readFileSync(path.join(root, 'out/main.js'), 'utf8') };
  }

  it("keys the cache to npm's record of node_modules: a package npm installed anew makes a new cache", async () => {
    const root = siteWithPackage();
    expect(cacheInputFiles(root, INPUTS).map((file) => path.relative(root, file))).toContain(INSTALLED_PACKAGES);
    expect((await build(root, true)).line).toBe('[webpack] test: built 2 of 2 modules');
    expect((await build(root, true)).line).toBe('[webpack] test: built 0 of 2 modules');
    // `npm install pkg@2 --no-save`: the lockfile stays, npm's record changes.
    install(root, '2.0.0', 'second');
    const updated = await build(root, true);
    expect(updated.line).toBe('[webpack] test: built 2 of 2 modules');
    expect(updated.output).toContain('second');
  }, 60_000);

  it('leaves webpack nothing to check under node_modules: a package changed behind npm’s back is no longer read (webpack compared its version)', async () => {
    for (const immutable of [false, true]) {
      const root = siteWithPackage();
      await build(root, immutable);
      // A hand edit of the installed package (its version too), npm's record untouched.
      install(root, '1.0.1', 'edited', false);
      const next = await build(root, immutable);
      expect(next.line).toBe(immutable ? '[webpack] test: built 0 of 2 modules' : '[webpack] test: built 1 of 2 modules');
      expect(next.output).toContain(immutable ? 'first' : 'edited');
    }
  }, 60_000);

  it('still checks the site’s own files, and keeps immutable paths already set', async () => {
    const root = siteWithPackage();
    await build(root, true);
    fs.writeFileSync(path.join(root, 'a.js'), `import word from 'pkg';\nconsole.log(word, 'again');\n`);
    const edited = await build(root, true);
    expect(edited.line).toBe('[webpack] test: built 1 of 2 modules');
    expect(edited.output).toContain('again');
    const snapshot = withImmutablePackages({ snapshot: { immutablePaths: ['/opt/vendor/'] } }).snapshot as { immutablePaths: unknown[]; managedPaths: unknown[] };
    expect(snapshot.immutablePaths).toEqual(['/opt/vendor/', /^(.+?[\\/]node_modules[\\/])/]);
    expect(snapshot.managedPaths).toEqual([]);
  }, 60_000);
});
