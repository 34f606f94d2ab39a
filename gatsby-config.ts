import type { GatsbyConfig } from 'gatsby';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkCallouts from './src/node/remark-callouts';
import remarkAuthorImports from './src/node/remark-author-imports';
import rehypeHeadingIds from './src/node/rehype-heading-ids';
import rehypeHighlight from './src/node/rehype-highlight';
import rehypeStaticHtml from './src/node/rehype-static-html';
import { codeInPageData } from './src/node/code-store';
import { localSearchPlugin } from './src/node/search-index';
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
    // The files docs import with `?highlight`: as File nodes, an edit re-runs the importing page's query (src/node/schema.ts).
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'examples', path: `${__dirname}/src/examples` },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'guides', path: `${__dirname}/src/guides` },
    },
    {
      resolve: 'gatsby-plugin-mdx',
      options: {
        extensions: ['.mdx', '.md'],
        mdxOptions: {
          // :::note … :::danger callouts (remark-directive@2 is the unified 10 line MDX 2 uses); <Tabs> imported where used.
          remarkPlugins: [remarkGfm, remarkDirective, remarkCallouts, remarkAuthorImports],
          // In `gatsby build`, code markup goes to the page data instead of the page's JS (src/node/code-store.ts).
          rehypePlugins: [rehypeHeadingIds, [rehypeHighlight, { pageData: codeInPageData() }], [rehypeStaticHtml, { pageData: codeInPageData() }]],
        },
      },
    },
    // Search index of the docs and API symbols (see src/node/search-index.ts).
    localSearchPlugin,
  ],
};

export default config;
