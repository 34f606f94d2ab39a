// developLayoutWithoutMdx (layout-without-mdx.ts) on a real webpack watch with gatsby-plugin-mdx's own layout loader:
// which modules an edit to the doc, and one to its template, build again.
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assertLayoutReadsNoContent } from '../internals';
import { closeWatchedSites, watchSite, type WatchedSite } from './__fixtures__/watched-site';
import { LayoutWithoutMdx, wrappedContentFile } from './layout-without-mdx';

const root = path.resolve(__dirname, '../../..');
const require = createRequire(import.meta.url);

interface Watched extends WatchedSite {
  /** The files of the modules built since the last edit began. */
  built: () => string[];
}

afterEach(closeWatchedSites);

const template = (version: string) => `export default function Template({ children }) {\n  return <main title="template ${version}">{children}</main>;\n}\n`;

async function watch(plugin: boolean): Promise<Watched> {
  let built: string[] = [];
  const site = await watchSite(
    (dir) => ({
      'doc.mdx': 'First paragraph.\n',
      'template.js': template('v1'),
      // The entry as Gatsby's async-requires imports a doc page: the template, with the doc in its query.
      'entry.js': `import Page from "./template.js?__contentFilePath=${path.join(dir, 'doc.mdx')}&export=default";\nconsole.log(Page);\n`,
    }),
    () => ({
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
    }),
    {
      prepare: (compiler) =>
        compiler.hooks.compilation.tap('test', (compilation) => {
          compilation.hooks.buildModule.tap('test', (module) => void built.push(path.basename((module as { resource?: string }).resource?.split('?')[0] ?? '')));
        }),
    },
  );
  return {
    ...site,
    built: () => built,
    edit: async (file, text, marker) => {
      built = [];
      await site.edit(file, text, marker);
    },
  };
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
    await watched.edit('template.js', template('v2'), 'template v2');
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
