import type { GatsbyNode, NodePluginArgs, PluginOptions } from 'gatsby';
import type { CodeMetadata } from './rehype-highlight';

/**
 * Explicit types for the content nodes, so a missing field is a clear
 * GraphQL error instead of silently inferred away, and typegen is stable.
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = (args) => {
  const { actions, schema } = args;
  actions.createTypes([
    `
    type Mdx implements Node {
      frontmatter: MdxFrontmatter!
      fields: MdxFields!
    }
    type MdxFrontmatter {
      title: String!
      description: String!
      sidebar_label: String
    }
    type MdxFields {
      "Doc id: the path under content/docs without extension, e.g. examples/plain."
      docId: String!
      "Route of the doc without the path prefix, e.g. /docs/examples/plain."
      slug: String!
    }
  `,
    schema.buildObjectType({
      name: 'Mdx',
      interfaces: ['Node'],
      fields: {
        codeHtml: {
          type: 'JSON!',
          description:
            'Highlighted markup of the code blocks and ?highlight imports of the page, by key (production builds; empty in develop, where the markup stays inline). See src/node/code-store.ts.',
          resolve: (node: MdxNode) => codeHtmlOf(node, args),
        },
      },
    }),
  ]);
};

interface MdxNode {
  body: string;
  parent: string | null;
}

/**
 * Compiles the MDX again, through gatsby-plugin-mdx's own pipeline and
 * options (so with the same fences, metas and imports as the page's bundle),
 * and returns what rehype-highlight collected.
 */
async function codeHtmlOf(node: MdxNode, args: NodePluginArgs): Promise<Record<string, string>> {
  const file = node.parent ? (args.getNode(node.parent) as { absolutePath?: string } | undefined) : undefined;
  if (!file?.absolutePath) return {};
  const mdxPlugin = (args.store.getState() as { flattenedPlugins: Array<{ name: string; pluginOptions: PluginOptions }> }).flattenedPlugins.find(
    (plugin) => plugin.name === 'gatsby-plugin-mdx',
  );
  if (!mdxPlugin) throw new Error('Mdx.codeHtml: gatsby-plugin-mdx is not configured in gatsby-config.ts.');
  const { compileMDXWithCustomOptions } = await import('gatsby-plugin-mdx');
  const result = await compileMDXWithCustomOptions(
    { source: node.body, absolutePath: file.absolutePath },
    {
      pluginOptions: mdxPlugin.pluginOptions,
      customOptions: {},
      getNode: args.getNode,
      getNodesByType: args.getNodesByType,
      pathPrefix: args.pathPrefix,
      reporter: args.reporter,
      cache: args.cache,
      store: args.store,
    },
  );
  return (result?.metadata as CodeMetadata | undefined)?.code ?? {};
}
