import React from 'react';
import { Link, type PageProps } from 'gatsby';
import Layout from '../theme/Layout';
import Seo from '../theme/Seo';
import { routePathOf } from '../theme/route-path';
import * as styles from './404.module.css';

/** Shown for any path outside the route table (GitHub Pages serves 404.html). */
export default function NotFoundPage({ location }: PageProps) {
  const path = routePathOf(location);
  return (
    <Layout pathname={path}>
      <Seo title="Page Not Found" description="We could not find what you were looking for." path="/404" />
      <div className={styles.box}>
        <h1>Page Not Found</h1>
        <p>We could not find what you were looking for.</p>
        <p>
          Try the <Link to="/docs/intro">introduction</Link> or the <Link to="/docs/api/">API reference</Link>, or go
          back to the <Link to="/">home page</Link>.
        </p>
      </div>
    </Layout>
  );
}
