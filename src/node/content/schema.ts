import type { GatsbyNode, NodePluginArgs, PluginOptions } from 'gatsby';
import { collectCodeMarkup, type CodeMetadata } from '../code/rehype-highlight';
import { mdxPluginOptions } from './mdx-options';
import { collectToc, TOC_METADATA, type RawTocItem } from './toc-headings';
import { siteConfig } from '../../site-config';
import type { CodeMarkup } from '../../lib/code/code-ref';

/**
 * Explicit types for the content nodes, so a missing field is a clear
 * GraphQL error instead of silently inferred away, and typegen is stable.
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = (args) => {
  const { actions, schema } = args;
  actions.createTypes([
    `
    # Declared whole (the two fields gatsby-source-filesystem leaves to inference), so Gatsby does not infer File from
    # every File node again on each build (about 30 ms); Mdx keeps the parent link inference gave it. The same schema.
    type File implements Node @dontInfer {
      blksize: Int
      blocks: Int
    }
    type Mdx implements Node @childOf(types: ["File"]) {
      frontmatter: MdxFrontmatter!
      fields: MdxFields!
    }
    type MdxFrontmatter {
      title: String!
      description: String!
      sidebar_label: String
      "true: shown by gatsby develop, left out of the production build (src/node/content/drafts.ts)."
      draft: Boolean
    }
    type MdxFields {
      "Doc id: the path under content/docs without extension, e.g. examples/plain."
      docId: String!
      "Route of the doc without the path prefix, e.g. /docs/examples/plain."
      slug: String!
      "The MDX file relative to the repository root, e.g. content/docs/intro.mdx (edit links, Markdown twins)."
      sourcePath: String!
      "ISO date of the file's last git commit; null where history is missing (src/node/content/git-last-updated.ts)."
      lastUpdated: String
      "lastUpdated as the footer prints it, e.g. November 23, 2026 (UTC); null with lastUpdated."
      lastUpdatedText: String
      "frontmatter.draft as a boolean."
      draft: Boolean!
    }
  `,
    schema.buildObjectType({
      name: 'Mdx',
      interfaces: ['Node'],
      fields: {
        codeHtml: {
          type: 'JSON!',
          description:
            'Highlighted markup of the code blocks and ?highlight imports of the page, by key (production builds; empty in develop, where the markup stays inline). See src/node/code/code-store.ts.',
          resolve: async (node: MdxNode, _args: unknown, context: ResolverContext) => {
            const { code, codeSources, file } = await collectingCompile(node, args);
            await dependOnHighlightedFiles(file, codeSources, context);
            return code;
          },
        },
        toc: {
          type: 'JSON!',
          description:
            "The page's headings down to siteConfig.constants.tocLevels.max, nested relative to the shallowest one, as src/lib/content/toc.ts reads them (src/node/content/toc-headings.ts). Taken in the same compile as codeHtml.",
          resolve: async (node: MdxNode) => (await collectingCompile(node, args)).toc,
        },
      },
    }),
  ]);
};

interface MdxNode {
  id: string;
  body: string;
  parent: string | null;
  internal: { contentDigest: string };
}

interface ResolverContext {
  nodeModel: { findOne: (query: { type: string; query: unknown }) => Promise<unknown> };
}

interface Collected {
  /** The MDX file. */
  file: string;
  code: Record<string, CodeMarkup>;
  /** Absolute paths of the files the MDX imports with `?highlight`. */
  codeSources: string[];
  toc: { items?: RawTocItem[] };
}

/**
 * A page query asks for both codeHtml and toc; their resolvers run side by
 * side, so the compile is shared through this memo (a few entries: the
 * fields of one node resolve together, as do the two pages of the main doc).
 * What a query depends on is recorded by each resolver in its own query's
 * context, never through the memo.
 */
const compiles = new Map<string, Promise<Collected>>();
const MEMO_SIZE = 16;

function collectingCompile(node: MdxNode, args: NodePluginArgs): Promise<Collected> {
  const key = `${node.id}:${node.internal.contentDigest}`;
  let compile = compiles.get(key);
  if (!compile) {
    compile = compileCollecting(node, args);
    compiles.set(key, compile);
    if (compiles.size > MEMO_SIZE) compiles.delete(compiles.keys().next().value!);
    compile.catch(() => compiles.delete(key));
  }
  return compile;
}

/**
 * Compiles the MDX again, through gatsby-plugin-mdx's own pipeline and
 * options (./mdx-options.ts, the object gatsby-config.ts configures the
 * plugin with: the same fences, metas and imports as the page's bundle),
 * with collection on, and returns what rehype-highlight and collectToc collected.
 */
async function compileCollecting(node: MdxNode, args: NodePluginArgs): Promise<Collected> {
  const file = node.parent ? (args.getNode(node.parent) as { absolutePath?: string } | undefined) : undefined;
  if (!file?.absolutePath) return { file: '', code: {}, codeSources: [], toc: {} };
  const { compileMDXWithCustomOptions } = await import('gatsby-plugin-mdx');
  const result = await compileMDXWithCustomOptions(
    { source: node.body, absolutePath: file.absolutePath },
    {
      pluginOptions: mdxPluginOptions as unknown as PluginOptions,
      customOptions: { mdxOptions: { remarkPlugins: [collectCodeMarkup, [collectToc, { maxDepth: siteConfig.constants.tocLevels.max }]] } },
      getNode: args.getNode,
      getNodesByType: args.getNodesByType,
      pathPrefix: args.pathPrefix,
      reporter: args.reporter,
      cache: args.cache,
      store: args.store,
    },
  );
  const metadata = result?.metadata as (CodeMetadata & { [TOC_METADATA]?: Collected['toc'] }) | undefined;
  return { file: file.absolutePath, code: metadata?.code ?? {}, codeSources: metadata?.codeSources ?? [], toc: metadata?.[TOC_METADATA] ?? {} };
}

/**
 * The files imported with `?highlight` are looked up as File nodes, which
 * makes the asking page query depend on them: editing one re-runs the query,
 * so a build that reuses .cache never pairs a new key with old page data.
 */
async function dependOnHighlightedFiles(file: string, sources: string[], context: ResolverContext) {
  for (const source of sources) {
    const fileNode = await context.nodeModel.findOne({ type: 'File', query: { filter: { absolutePath: { eq: source } } } });
    if (!fileNode) {
      throw new Error(
        `${file}: ${source} (imported with ?highlight) is not a File node. Add its folder to ` +
          'gatsby-source-filesystem in gatsby-config.ts, as src/examples is, so that editing it re-runs the page query.',
      );
    }
  }
}
