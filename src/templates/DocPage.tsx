// First: the stylesheet order of every docs page (see the module).
import '../theme/stylesheet-order';
import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { MDXProvider } from '@mdx-js/react';
import { siteConfig } from '../site-config';
import type { DocsPageContext } from '../lib/content/sidebar-types';
import { tocFromMdx } from '../lib/content/toc';
import { mdxComponents } from '../mdx/components';
import { CodeHtmlProvider } from '../theme/CodeBlock/code-html';
import DocLayout from '../theme/DocLayout';
import Seo from '../theme/Seo';
import PageActions from '../theme/PageActions';
import DocFooter from '../theme/DocFooter';
import { routePathOf } from '../theme/route-path';

type DocPageProps = PageProps<Queries.DocPageQuery, DocsPageContext & { id: string }>;

/** One MDX doc: its front-matter title as h1, then the compiled MDX, with its table of contents. */
export default function DocPage({ data, pageContext, location, children }: DocPageProps) {
  const path = routePathOf(location);
  const doc = data.mdx!;
  const toc = tocFromMdx(doc.toc, siteConfig.constants.tocLevels);
  return (
    <DocLayout pathname={path} context={pageContext} toc={toc}>
      <Seo title={doc.frontmatter.title} description={doc.frontmatter.description} path={path} />
      <h1>{doc.frontmatter.title}</h1>
      <PageActions route={doc.fields.slug} />
      <CodeHtmlProvider value={doc.codeHtml as Record<string, string>}>
        <MDXProvider components={mdxComponents}>{children}</MDXProvider>
      </CodeHtmlProvider>
      <DocFooter editUrl={`${siteConfig.repoEditUrl}/${doc.fields.sourcePath}`} lastUpdated={doc.fields.lastUpdated} lastUpdatedText={doc.fields.lastUpdatedText} />
    </DocLayout>
  );
}

export const query = graphql`
  query DocPage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
      }
      fields {
        slug
        sourcePath
        lastUpdated
        lastUpdatedText
      }
      # Headings nested relative to the shallowest (h2 in docs), and the markup of the page's
      # code blocks by key (production builds; src/node/code/code-store.ts): one compile gives both.
      toc
      codeHtml
    }
  }
`;
