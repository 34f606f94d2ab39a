// First: the stylesheet order of every docs page (see the module).
import '../theme/stylesheet-order';
import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import type { DocsPageContext } from '../lib/content/sidebar-types';
import { apiHeading, metaDescription } from '../lib/api/api-format';
import DocLayout from '../theme/DocLayout';
import Seo from '../theme/Seo';
import PageActions from '../theme/PageActions';
import DocFooter from '../theme/DocFooter';
import ApiDoc from '../theme/ApiDoc';
import ApiExample from '../theme/ApiExample';
import ApiSignature from '../theme/ApiSignature';
import { Members, Signatures, TypeParameters } from '../theme/ApiSections';
import { routePathOf } from '../theme/route-path';
import AddedIn from '../theme/AddedIn';

type ApiPageProps = PageProps<Queries.ApiPageQuery, DocsPageContext & { id: string }>;

/** One exported symbol of the library, generated from its TypeScript source. */
export default function ApiPage({ data, pageContext, location }: ApiPageProps) {
  const path = routePathOf(location);
  const symbol = data.apiSymbol!;
  const heading = apiHeading(symbol.kind, symbol.name);
  return (
    <DocLayout pathname={path} context={pageContext}>
      <Seo title={symbol.name} description={metaDescription(symbol.summary)} path={path} />
      <h1>{heading}</h1>
      {symbol.since ? <AddedIn version={symbol.since} /> : null}
      <PageActions route={symbol.slug} />
      <ApiDoc parts={symbol.summaryParts} />
      <ApiSignature tokens={symbol.declaration} label={`Declaration of ${symbol.name}`} />
      {symbol.remarksParts.length > 0 ? (
        <section>
          <h2 id="remarks">Remarks</h2>
          <ApiDoc parts={symbol.remarksParts} />
        </section>
      ) : null}
      <TypeParameters params={symbol.typeParameters} />
      {symbol.signatures.length > 0 ? <Signatures signatures={symbol.signatures} name={symbol.name} /> : null}
      <Members members={symbol.members} />
      {symbol.examples.length > 0 ? (
        <section>
          <h2 id="examples">{symbol.examples.length > 1 ? 'Examples' : 'Example'}</h2>
          {symbol.examples.map((example, i) => (
            <ApiExample key={i} html={example.html} types={example.types ? [...example.types] : undefined} language={example.highlightLanguage} caption={example.caption} />
          ))}
        </section>
      ) : null}
      <section>
        <h2 id="defined-in">Defined in</h2>
        <p>
          <a href={symbol.sourceUrl} data-defined-in="">
            {symbol.sourceFile}:{symbol.sourceLine}
          </a>
        </p>
      </section>
      <DocFooter sourceUrl={symbol.sourceUrl} />
    </DocLayout>
  );
}

export const query = graphql`
  query ApiPage($id: String!) {
    apiSymbol(id: { eq: $id }) {
      name
      kind
      slug
      summary
      summaryParts {
        ...ApiDocPartFields
      }
      remarksParts {
        ...ApiDocPartFields
      }
      declaration {
        ...ApiTokenFields
      }
      typeParameters {
        ...ApiTypeParameterFields
      }
      signatures {
        ...ApiSignatureFields
      }
      since
      members {
        name
        since
        optional
        readonly
        type {
          ...ApiTokenFields
        }
        description {
          ...ApiDocPartFields
        }
      }
      examples {
        caption
        highlightLanguage
        html
        types
      }
      sourceFile
      sourceLine
      sourceUrl
    }
  }
`;
