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
    // Gatsby adds this one itself after the plugins listed here, with these options; listed, it runs before the next.
    { resolve: 'gatsby-plugin-typescript', options: { allExtensions: false, isTSX: false, jsxPragma: 'React' } },
    // The build's speed and memory optimizations, one flag each (plugins/gatsby-plugin-fast-build/README.md); last, so
    // that it rewrites the webpack rules gatsby-plugin-mdx and gatsby-plugin-typescript add. `npm run build -- --plain`
    // turns them all off.
    // cacheInputs: the site's build code whose loaders webpack references by path (the webpack cache's version hashes it).
    { resolve: 'gatsby-plugin-fast-build', options: { cacheInputs: ['src/node'] } },
  ],
};

export default config;
