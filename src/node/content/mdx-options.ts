import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkCallouts from './remark-callouts';
import remarkAuthorImports from './remark-author-imports';
import remarkSiteConfigCommands from './remark-site-config-commands';
import rehypeHeadingIds from './rehype-heading-ids';
import rehypeHighlight from '../code/rehype-highlight';
import rehypeStaticHtml from './rehype-static-html';
import { codeInPageData } from '../code/code-store';

/**
 * gatsby-plugin-mdx's options, in one object: gatsby-config.ts configures the
 * plugin with it, and src/node/content/schema.ts compiles the MDX again with the same
 * options (Gatsby has no public API to read another plugin's options).
 */
export const mdxPluginOptions = {
  extensions: ['.mdx', '.md'],
  mdxOptions: {
    // :::note … :::danger callouts (remark-directive@2 is the unified 10 line MDX 2 uses); <Tabs> imported where used.
    // `{siteConfig.…}` in shell fences written out (Getting Started's install command names the site's URL).
    remarkPlugins: [remarkGfm, remarkDirective, remarkCallouts, remarkAuthorImports, remarkSiteConfigCommands],
    // In `gatsby build`, code markup goes to the page data instead of the page's JS (src/node/code/code-store.ts).
    rehypePlugins: [rehypeHeadingIds, [rehypeHighlight, { pageData: codeInPageData() }], [rehypeStaticHtml, { pageData: codeInPageData() }]],
  },
};
