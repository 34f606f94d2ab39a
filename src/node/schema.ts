import type { GatsbyNode } from 'gatsby';

/**
 * Explicit types for the content nodes, so a missing field is a clear
 * GraphQL error instead of silently inferred away, and typegen is stable.
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
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
  `);
};
