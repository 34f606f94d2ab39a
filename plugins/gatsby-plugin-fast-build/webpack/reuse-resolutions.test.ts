// developReuseResolutions (reuse-resolutions.ts) on a real webpack watch: what a compile after an edit resolves again,
// and what a file added where an import looks does to the bundle, with and without the plugin's switch.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assertUnsafeCachePerCompilation } from '../internals';
import { closeWatchedSites, watchSite, type WatchedSite } from './__fixtures__/watched-site';
import { ReuseResolutions, couldBeResolved } from './reuse-resolutions';

const root = path.resolve(__dirname, '../../..');

interface Watched extends WatchedSite {
  /** Resolutions the last compile made (requests webpack's factory resolved, not taken from the last compile). */
  resolved: () => string[];
  /** What the plugin told the author. */
  lines: string[];
}

afterEach(closeWatchedSites);

async function watch({ unsafeCache, plugin, extra = [] }: { unsafeCache: boolean; plugin: boolean; extra?: string[] }): Promise<Watched> {
  const files: Record<string, string> = {
    'src/entry.js': 'import dep from "./dep";\nimport other from "./other.js";\nconsole.log(dep, other);\n',
    'src/dep/index.js': 'export default "dep from its folder";\n',
    'src/other.js': 'export default "other v0";\n',
    ...Object.fromEntries(extra.map((file) => [file, 'export {};\n'])),
  };
  const lines: string[] = [];
  let resolved: string[] = [];
  const site = await watchSite(
    files,
    () => ({ module: { unsafeCache }, plugins: plugin ? [new ReuseResolutions((line) => lines.push(line))] : [] }),
    {
      entry: 'src/entry.js',
      prepare: (compiler) => {
        compiler.hooks.normalModuleFactory.tap('test', (factory) => {
          factory.hooks.beforeResolve.tap('test', (data) => void resolved.push(data.request));
        });
        compiler.hooks.watchRun.tap('test', () => void (resolved = []));
      },
    },
  );
  return { ...site, resolved: () => resolved, lines };
}

describe('developReuseResolutions', () => {
  it("an edit's compile resolves only the edited module's imports; webpack's default resolves the unchanged entry's again", async () => {
    const reusing = await watch({ unsafeCache: true, plugin: true });
    await reusing.edit('src/other.js', 'export default "other v1";\n', 'other v1');
    expect(reusing.bundle()).toContain('other v1');
    // The entry is asked for anew by each compilation; its imports are not.
    expect(reusing.resolved()).toEqual(['./src/entry.js']);

    const resolving = await watch({ unsafeCache: false, plugin: false });
    await resolving.edit('src/other.js', 'export default "other v1";\n', 'other v1');
    expect(resolving.resolved()).toEqual(expect.arrayContaining(['./dep', './other.js']));
  });

  it('a file added where an import looks is found: every later compile resolves again, and the author is told once', async () => {
    const watched = await watch({ unsafeCache: true, plugin: true });
    expect(watched.bundle()).toContain('dep from its folder');
    // `./dep` now finds dep.js before dep/index.js; nothing imports it yet, so only the next edit compiles.
    fs.writeFileSync(path.join(watched.dir, 'src', 'dep.js'), 'export default "dep from its file";\n');
    await watched.edit('src/other.js', 'export default "other v1";\n', 'other v1');
    expect(watched.bundle()).toContain('dep from its file');
    expect(watched.lines).toEqual([expect.stringMatching(/^\[fast-build\] src\/dep\.js was added or removed: webpack resolves every import again/)]);
    await watched.edit('src/other.js', 'export default "other v2";\n', 'other v2');
    expect(watched.resolved()).toEqual(expect.arrayContaining(['./dep', './other.js']));
    expect(watched.lines).toHaveLength(1);
  });

  it('a file removed from such a folder turns the reuse off as well', async () => {
    const watched = await watch({ unsafeCache: true, plugin: true, extra: ['src/unused.js'] });
    fs.rmSync(path.join(watched.dir, 'src', 'unused.js'));
    await watched.edit('src/other.js', 'export default "other v1";\n', 'other v1');
    expect(watched.lines).toHaveLength(1);
    expect(watched.lines[0]).toContain('src/unused.js');
  });

  it("an editor's swap, lock or backup file beside a source does not turn it off", async () => {
    const watched = await watch({ unsafeCache: true, plugin: true });
    for (const name of ['.other.js.swp', '.#other.js', 'other.js~', 'other.js___jb_tmp___']) fs.writeFileSync(path.join(watched.dir, 'src', name), '');
    await watched.edit('src/other.js', 'export default "other v1";\n', 'other v1');
    expect(watched.lines).toEqual([]);
    expect(watched.resolved()).toEqual(['./src/entry.js']);
  });

  it("without the switch the added file is never found: webpack's reuse alone keeps the old resolution", async () => {
    const watched = await watch({ unsafeCache: true, plugin: false });
    fs.writeFileSync(path.join(watched.dir, 'src', 'dep.js'), 'export default "dep from its file";\n');
    await watched.edit('src/other.js', 'export default "other v1";\n', 'other v1');
    expect(watched.bundle()).toContain('other v1');
    expect(watched.bundle()).toContain('dep from its folder');
  });

  it('counts the names an import could find: extensionless names and folders, and the resolvable extensions', () => {
    const extensions = new Set(['.js', '.tsx']);
    expect(['Foo', 'Foo.tsx', 'index.js'].filter((name) => couldBeResolved(name, extensions))).toEqual(['Foo', 'Foo.tsx', 'index.js']);
    expect(['Foo.png', '.Foo.tsx.swp', '.#Foo.tsx', 'Foo.tsx~'].filter((name) => couldBeResolved(name, extensions))).toEqual([]);
  });

  it("matches this webpack's Compilation, and fails naming the flag to turn off when it reads the option otherwise", () => {
    expect(() => assertUnsafeCachePerCompilation(root)).not.toThrow();
    expect(() => assertUnsafeCachePerCompilation(root, () => 'this._unsafeCache = true;')).toThrow(
      /\[gatsby-internals\] webpack's module\.unsafeCache.*--off=developReuseResolutions/s,
    );
  });
});
