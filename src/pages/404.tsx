import React from 'react';
import { Link, type PageProps } from 'gatsby';
import Layout from '../theme/Layout';
import Seo from '../theme/Seo';
import Translate from '../lib/Translate';
import { translate } from '../lib/translate';
import { routePathOf } from '../theme/route-path';
import * as styles from './404.module.css';

/**
 * Shown for any path outside the route table: GitHub Pages serves 404.html
 * with status 404, and Gatsby's router renders it for unknown client-side
 * routes. Malformed addresses land here too (see src/browser/client-entry.ts).
 */
export default function NotFoundPage({ location }: PageProps) {
  const path = routePathOf(location);
  const title = translate({ id: 'notFound.title', message: 'Page Not Found' });
  const description = translate({ id: 'notFound.description', message: 'We could not find what you were looking for.' });
  return (
    <Layout pathname={path}>
      <Seo title={title} description={description} path="/404" />
      <div className={styles.box}>
        <h1>{title}</h1>
        <p>{description}</p>
        <p>
          <Translate id="notFound.try">Try the</Translate> <Link to="/docs/intro"><Translate id="notFound.intro">introduction</Translate></Link>{' '}
          <Translate id="notFound.or">or the</Translate>{' '}
          <Link to="/docs/api/"><Translate id="notFound.api">API reference</Translate></Link>
          <Translate id="notFound.orHome">, or go back to the</Translate>{' '}
          <Link to="/"><Translate id="notFound.home">home page</Translate></Link>.
        </p>
      </div>
    </Layout>
  );
}
