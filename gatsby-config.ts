import type { GatsbyConfig } from 'gatsby';
import { mdxPluginOptions } from './src/node/content/mdx-options';
import { localSearchPlugin } from './src/node/search/search-index';
import { siteConfig } from './src/site-config';

const config: GatsbyConfig = {
  pathPrefix: siteConfig.pathPrefix,
  // Pages keep the exact paths of the route table (/docs/intro, /docs/api/).
  trailingSlash: 'ignore',
  // The example dialogs are shown as written, without `import React`: compile JSX the modern way.
  jsxRuntime: 'automatic',
  siteMetadata: {
    title: siteConfig.title,
    description: siteConfig.tagline,
    siteUrl: `${siteConfig.url}${siteConfig.pathPrefix}`,
  },
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    'gatsby-plugin-react-helmet',
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'docs', path: `${__dirname}/${siteConfig.docs.contentDir}` },
    },
    // The files docs import with `?highlight`: as File nodes, an edit re-runs the importing page's query (src/node/content/schema.ts).
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'examples', path: `${__dirname}/src/examples` },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'guides', path: `${__dirname}/src/guides` },
    },
    // Callouts, highlighting, static prose: see src/node/content/mdx-options.ts (shared with src/node/content/schema.ts).
    { resolve: 'gatsby-plugin-mdx', options: mdxPluginOptions },
    // Search index of the docs and API symbols (see src/node/search/search-index.ts).
    localSearchPlugin,
  ],
};

export default config;
