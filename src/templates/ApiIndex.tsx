import React from 'react';
import { graphql, Link, type PageProps } from 'gatsby';
import type { DocsPageContext } from '../lib/content/sidebar-types';
import { API_INDEX_PATH, API_INDEX_TITLE, groupApiSymbols } from '../lib/api/api-kinds';
import { siteConfig } from '../site-config';
import DocLayout from '../theme/DocLayout';
import Seo from '../theme/Seo';
import PageActions from '../theme/PageActions';
import ApiDoc from '../theme/ApiDoc';
import { routePathOf } from '../theme/route-path';
import * as styles from './ApiIndex.module.css';

/** The API reference index: every export grouped by kind, with its summary. */
export default function ApiIndex({ data, pageContext, location }: PageProps<Queries.ApiIndexQuery, DocsPageContext>) {
  const path = routePathOf(location);
  const groups = groupApiSymbols(data.allApiSymbol.nodes);
  return (
    <DocLayout pathname={path} context={pageContext}>
      <Seo
        title={API_INDEX_TITLE}
        description={`Every export of ${siteConfig.title}, generated from the library's TypeScript source: functions, type aliases and variables.`}
        path={path}
      />
      <h1>{API_INDEX_TITLE}</h1>
      <PageActions route={API_INDEX_PATH} />
      <p>
        Every export of <code>react-dialog-hub</code>, generated from its TypeScript source and TSDoc comments.
      </p>
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`api-${group.kind}`}>
          <h2 id={`api-${group.kind}`}>{group.label}</h2>
          <dl className={styles.list}>
            {group.symbols.map((symbol) => (
              <div key={symbol.name} className={styles.item}>
                <dt>
                  <Link to={symbol.slug}>
                    <code>{symbol.name}</code>
                  </Link>
                </dt>
                <dd className={styles.summary}>
                  <ApiDoc parts={symbol.summaryParts} inline />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </DocLayout>
  );
}

export const query = graphql`
  query ApiIndex {
    allApiSymbol(sort: { name: ASC }) {
      nodes {
        name
        kind
        slug
        summaryParts {
          ...ApiDocPartFields
        }
      }
    }
  }
`;
