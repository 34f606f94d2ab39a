// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_PARSER, fileParserInternals } from './internals';
import { shareTemplateParses, type ParseFile, type ParserInternals, type ParseResult } from './shared-template-parse';

// Gatsby's own parser and store, as the build runs them.
const ROOT = path.resolve(__dirname, '../..');
const fromSite = createRequire(path.join(ROOT, 'package.json'));
// Gatsby's reporter logs over IPC when the process has a channel (the test pool's): loaded without one, it prints.
const channel = process.send;
process.send = undefined;
const { store } = fromSite('gatsby/dist/redux') as { store: Parameters<typeof fileParserInternals>[1] };
const FileParser = (fromSite('gatsby/dist/query/file-parser') as { default: ParserInternals['FileParser'] & (new () => { parseFiles(files: string[], addError: (e: unknown) => void): Promise<unknown[]> }) }).default;
fromSite('gatsby-cli/lib/reporter');
process.send = channel;
const { print } = fromSite('graphql') as { print: (doc: unknown) => string };

let dir: string;
let gatsbyParseFile: ParseFile;
/** How many times Gatsby's own parseFile ran (its results are cached by full path, so every new page path is a real parse). */
let gatsbyParses = 0;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'template-parse-'));
  gatsbyParseFile = FileParser.prototype.parseFile;
  FileParser.prototype.parseFile = function counted(this: unknown, file: string, addError: unknown) {
    gatsbyParses += 1;
    return gatsbyParseFile.call(this, file, addError);
  };
});
afterAll(() => {
  FileParser.prototype.parseFile = gatsbyParseFile;
  fs.rmSync(dir, { recursive: true, force: true });
});

const errors: unknown[] = [];
/** Page component paths of `template`, registered in the store as Gatsby's createPage does. */
function pagesOf(template: string, run: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const componentPath = `${template}?__contentFilePath=${path.join(dir, `${run}-${index}.mdx`)}`;
    store.dispatch({ type: 'CREATE_PAGE', plugin: { name: 'test' }, payload: { path: `/${run}/${index}`, component: componentPath, componentPath, componentChunkName: `component---${run}-${index}` } } as never);
    return componentPath;
  });
}

/** What extraction gives a component: its documents, printed, with their paths, and the features the store records. */
async function extract(files: string[]) {
  const parser = new FileParser();
  const documents = (await parser.parseFiles(files, (error) => errors.push(error))) as ParseResult['astDefinitions'];
  return {
    documents: documents.map(({ doc, ...rest }) => ({ ...rest, doc: print(doc) })).sort((a, b) => a.filePath.localeCompare(b.filePath)),
    features: files.map((file) => {
      const { serverData, config, Head } = (store.getState() as unknown as { components: Map<string, Record<string, unknown>> }).components.get(file) ?? {};
      return { file, serverData, config, Head };
    }),
  };
}

function template(name: string, source: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, source);
  return file;
}

describe('pages of one template share its parse (query extraction in builds and in gatsby develop)', () => {
  it('gives every page the same documents and features as Gatsby gives it, parsing the template twice', async () => {
    const docPage = path.join(ROOT, 'src/templates/DocPage.tsx');
    const withHead = template(
      'WithHead.tsx',
      "import { graphql } from 'gatsby';\nexport default function Page() { return null; }\nexport function Head() { return null; }\nexport const query = graphql`query WithHead($id: String!) { mdx(id: { eq: $id }) { id } }`;\n",
    );
    const expected = { gatsby: [] as unknown[], shared: [] as unknown[] };
    for (const file of [docPage, withHead]) expected.gatsby.push(await extract(pagesOf(file, `gatsby-${path.basename(file)}`, 6)));
    const before = gatsbyParses;
    shareTemplateParses(fileParserInternals(ROOT, store));
    for (const file of [docPage, withHead]) expected.shared.push(await extract(pagesOf(file, `shared-${path.basename(file)}`, 6)));
    expect(gatsbyParses - before).toBe(4);

    const rename = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll('gatsby-', 'shared-')) as unknown;
    expect(expected.shared).toEqual(rename(expected.gatsby));
    expect((expected.shared[0] as { documents: Array<{ doc: string }> }).documents[0]?.doc).toMatch(/^query DocPage\(/);
    expect((expected.shared[1] as { features: Array<{ Head: boolean }> }).features.every((f) => f.Head === true)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('in gatsby develop, an edit to the template reaches every page of it on the next extraction (the shared parse is keyed to its content)', async () => {
    shareTemplateParses(fileParserInternals(ROOT, store));
    const source = (name: string) =>
      `import { graphql } from 'gatsby';\nexport default function Page() { return null; }\nexport const query = graphql\`query ${name}($id: String!) { mdx(id: { eq: $id }) { id } }\`;\n`;
    const file = template('Edited.tsx', source('BeforeEdit'));
    const pages = pagesOf(file, 'edited', 4);
    const queryNames = async () => (await extract(pages)).documents.map((d) => d.doc.split('(')[0]);
    expect(await queryNames()).toEqual(Array(4).fill('query BeforeEdit'));
    template('Edited.tsx', source('AfterEdit'));
    expect(await queryNames()).toEqual(Array(4).fill('query AfterEdit'));
    expect(errors).toEqual([]);
  });

  it('keeps Gatsby’s parse for every page when the pages’ results differ by more than the path (an unnamed query is named after its file)', async () => {
    const unnamed = template(
      'Unnamed.tsx',
      "import { graphql } from 'gatsby';\nexport default function Page() { return null; }\nexport const query = graphql`query { site { id } }`;\n",
    );
    const before = gatsbyParses;
    const { documents } = await extract(pagesOf(unnamed, 'unnamed', 5));
    expect(gatsbyParses - before).toBe(5);
    expect(new Set(documents.map((d) => d.doc.split('\n')[0])).size).toBe(5);
    expect(documents.every((d) => d.doc.includes(d.filePath.includes('unnamed-') ? 'Unnamed' : '?'))).toBe(true);
  });

  it('a template Gatsby cannot parse is reported for each page, as before', async () => {
    const broken = template('Broken.tsx', "import { graphql } from 'gatsby';\nexport const query = graphql`query Broken { site { id } }`;\nexport default function Page( {\n");
    errors.length = 0;
    await extract(pagesOf(broken, 'broken', 4));
    expect(errors).toHaveLength(4);
  });
});

describe('files that are not components', () => {
  it('are not parsed when they can hold no query or slice, though they mention config or Head (Gatsby parsed those)', async () => {
    shareTemplateParses(fileParserInternals(ROOT, store));
    const plain = template('site-helper.ts', "import { siteConfig } from './site-config';\nexport const Head = () => siteConfig.title;\n");
    const before = gatsbyParses;
    errors.length = 0;
    expect(await extract([plain])).toEqual({ documents: [], features: [{ file: plain, serverData: undefined, config: undefined, Head: undefined }] });
    expect(gatsbyParses - before).toBe(0);
    expect(errors).toEqual([]);
  });

  it("are not parsed when they call createPages' graphql(…) (Node code), which Gatsby's own parse finds nothing in either", async () => {
    const source = "import type { GatsbyNode } from 'gatsby';\nexport const createPages: GatsbyNode['createPages'] = async ({ graphql }) => {\n  await graphql(`{ site { id } }`);\n};\n";
    const nodeCode = template('create-pages.ts', source);
    const before = gatsbyParses;
    errors.length = 0;
    expect((await extract([nodeCode])).documents).toEqual([]);
    expect(gatsbyParses - before).toBe(0);
    expect(errors).toEqual([]);
    const gatsby = await gatsbyParseFile.call(new FileParser(), template('create-pages-gatsby.ts', source), () => {});
    expect(gatsby?.astDefinitions ?? []).toEqual([]);
  });

  it('still give Gatsby a fragment whose graphql tag is renamed on import, as its own parse does', async () => {
    const source = "import { graphql as gql } from 'gatsby';\nexport const fields = gql`\n  fragment RenamedTagFields on Site { id }\n`;\n";
    const renamed = template('renamed-tag.ts', source);
    const ours = await extract([renamed]);
    const gatsby = (await gatsbyParseFile.call(new FileParser(), template('renamed-tag-gatsby.ts', source), () => {}))!;
    expect(ours.documents.map((d) => d.doc)).toEqual([expect.stringMatching(/^fragment RenamedTagFields/)]);
    expect(ours.documents.map((d) => d.doc)).toEqual(gatsby.astDefinitions.map((d) => print(d.doc)));
  });

  it('still give Gatsby their static queries and fragments', async () => {
    const source = "import { graphql, useStaticQuery } from 'gatsby';\nexport const useTitle = () => useStaticQuery(graphql`query SiteTitle { site { id } }`);\n";
    const withQuery = template('use-title.ts', source);
    const unpatched = template('use-title-gatsby.ts', source);
    const before = gatsbyParses;
    const shared = await extract([withQuery]);
    expect(gatsbyParses - before).toBe(1);
    expect(shared.documents.map((d) => d.doc)).toEqual([expect.stringMatching(/^query SiteTitle/)]);
    expect(shared.documents[0]?.isStaticQuery).toBe(true);
    // The same as Gatsby's own parse of the same text.
    const gatsby = (await gatsbyParseFile.call(new FileParser(), unpatched, () => {}))!;
    expect(shared.documents.map(({ filePath, doc, ...rest }) => ({ ...rest, doc }))).toEqual(
      gatsby.astDefinitions.map(({ filePath, doc, ...rest }) => ({ ...rest, doc: print(doc) })),
    );
  });
});

describe(`the fence: ${FILE_PARSER}`, () => {
  const store = (state: unknown) => ({ getState: () => state, dispatch: (action: unknown) => action }) as never;

  it("today's Gatsby has the parser, the path helper and the components Map shared-template-parse.ts uses", () => {
    const internals = fileParserInternals(ROOT, store({ components: new Map() }));
    expect(typeof internals.FileParser.prototype.parseFile).toBe('function');
    expect(internals.layoutPath('/site/src/templates/DocPage.tsx?__contentFilePath=/site/content/docs/a.mdx')).toBe('/site/src/templates/DocPage.tsx');
  });

  it('fails the build, naming the file, when FileParser loses parseFile', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'file-parser-'));
    try {
      fs.writeFileSync(path.join(root, 'package.json'), '{}');
      fs.mkdirSync(path.join(root, 'node_modules/gatsby/dist/query'), { recursive: true });
      fs.writeFileSync(path.join(root, 'node_modules/gatsby/dist/query/file-parser.js'), 'exports.default = class { parse() {} };');
      let message = '';
      try {
        fileParserInternals(root, store({ components: new Map() }));
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/^\[gatsby-internals\] .*: expected a FileParser class with parseFile\(file, addError\), found .*\. Fix gatsby\/dist\/query\/file-parser\.js: /);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('fails the build when the store keeps components in something else than a Map', () => {
    expect(() => fileParserInternals(ROOT, store({ components: {} }))).toThrow(/expected a components Map in the store, found .*\. Fix gatsby\/dist\/redux\/reducers\/components\.js: /);
  });
});

