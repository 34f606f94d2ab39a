// developLayoutWithoutMdx (layout-without-mdx.ts) on a real webpack watch with gatsby-plugin-mdx's own layout loader:
// which modules an edit to the doc, and one to its template, build again.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Watching } from 'webpack';
import { afterEach, describe, expect, it } from 'vitest';
import { assertLayoutReadsNoContent } from '../internals';
import { LayoutWithoutMdx, wrappedContentFile } from './layout-without-mdx';

const root = path.resolve(__dirname, '../../..');
const require = createRequire(import.meta.url);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Watched {
  bundle: () => string;
  /** The files of the modules built since the last edit began. */
  built: () => string[];
  /** Writes `file` and resolves once the bundle holds `marker` and no compile is under way. */
  edit: (file: string, text: string, marker: string) => Promise<void>;
  watching: Watching;
}

const open: Watched[] = [];
afterEach(async () => {
  for (const watched of open.splice(0)) await new Promise((resolve) => watched.watching.close(resolve));
});

async function watch(plugin: boolean): Promise<Watched> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'layout-without-mdx-'));
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'layout-without-mdx-out-'));
  const doc = path.join(dir, 'doc.mdx');
  fs.writeFileSync(doc, 'First paragraph.\n');
  fs.writeFileSync(path.join(dir, 'template.js'), 'export default function Template({ children }) {\n  return <main title="template v1">{children}</main>;\n}\n');
  fs.writeFileSync(path.join(dir, 'entry.js'), `import Page from "./template.js?__contentFilePath=${doc}&export=default";\nconsole.log(Page);\n`);
  const past = Date.now() / 1000 - 60;
  for (const file of fs.readdirSync(dir)) fs.utimesSync(path.join(dir, file), past, past);
  const compiler = webpack({
    mode: 'development',
    devtool: false,
    context: dir,
    entry: './entry.js',
    output: { path: out, filename: 'bundle.js' },
    resolve: { modules: [path.join(root, 'node_modules')] },
    module: {
      rules: [
        { test: /\.mdx$/, type: 'asset/source' },
        {
          resourceQuery: /__contentFilePath=/,
          use: [
            {
              loader: require.resolve('gatsby-plugin-mdx/dist/gatsby-layout-loader.js'),
              options: {
                nodeExists: async () => true,
                reporter: { panicOnBuild: (problem: unknown) => console.error('layout loader:', problem) },
              },
            },
          ],
        },
      ],
    },
    plugins: plugin ? [new LayoutWithoutMdx()] : [],
    infrastructureLogging: { level: 'none' },
  });
  let built: string[] = [];
  compiler.hooks.compilation.tap('test', (compilation) => {
    compilation.hooks.buildModule.tap('test', (module) => void built.push(path.basename((module as { resource?: string }).resource?.split('?')[0] ?? '')));
  });
  let compiles = 0;
  let running = false;
  compiler.hooks.watchRun.tap('test', () => void (running = true));
  compiler.hooks.done.tap('test', () => void (running = false));
  const watching = compiler.watch({ aggregateTimeout: 20 }, (error, stats) => {
    if (error) throw error;
    if (stats?.hasErrors()) throw new Error(stats.toString('errors-only'));
    compiles += 1;
  });
  while (compiles === 0) await sleep(10);
  const watched: Watched = {
    bundle: () => fs.readFileSync(path.join(out, 'bundle.js'), 'utf8'),
    built: () => built,
    watching,
    edit: async (file, text, marker) => {
      built = [];
      fs.writeFileSync(path.join(dir, file), text);
      for (let waited = 0; running || !watched.bundle().includes(marker); waited += 10) {
        if (waited > 20_000) throw new Error(`the bundle did not show the edit of ${file} in 20 s`);
        await sleep(10);
      }
      await sleep(200); // past the watcher's aggregation: a compile the write started late would have begun
      while (running) await sleep(10);
    },
  };
  open.push(watched);
  return watched;
}

describe('developLayoutWithoutMdx', () => {
  it("an edit to the doc builds the doc's module only; without it, the layout module too", async () => {
    const watched = await watch(true);
    expect(watched.bundle()).toContain('First paragraph.');
    await watched.edit('doc.mdx', 'First paragraph, edited.\n', 'First paragraph, edited.');
    expect(watched.built()).toEqual(['doc.mdx']);

    const before = await watch(false);
    await before.edit('doc.mdx', 'First paragraph, edited.\n', 'First paragraph, edited.');
    expect(before.built().sort()).toEqual(['doc.mdx', 'template.js']);
  });

  it('an edit to the template still builds the layout module', async () => {
    const watched = await watch(true);
    await watched.edit('template.js', 'export default function Template({ children }) {\n  return <main title="template v2">{children}</main>;\n}\n', 'template v2');
    expect(watched.built()).toEqual(['template.js']);
  });

  it("reads the doc's file from the layout module's query, as gatsby-core-utils splits it", () => {
    expect(wrappedContentFile('/site/src/templates/DocPage.tsx?__contentFilePath=/site/content/docs/intro.mdx&export=head')).toBe('/site/content/docs/intro.mdx');
    expect(wrappedContentFile('/site/src/templates/DocPage.tsx')).toBeNull();
    expect(wrappedContentFile(undefined)).toBeNull();
  });

  it("matches this gatsby-plugin-mdx's layout loader, and fails naming the flag to turn off when the loader reads the file", () => {
    expect(() => assertLayoutReadsNoContent(root)).not.toThrow();
    const reading = 'this.addDependency(_path.default.resolve(mdxPath));\nconst text = await fs.readFile(mdxPath);';
    expect(() => assertLayoutReadsNoContent(root, () => reading)).toThrow(/\[gatsby-internals\] gatsby-plugin-mdx's layout loader.*--off=developLayoutWithoutMdx/s);
  });
});
