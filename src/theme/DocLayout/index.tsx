import React from 'react';
import type { DocsPageContext } from '../../lib/sidebar-types';
import Layout from '../Layout';
import DocSidebar from '../DocSidebar';
import Breadcrumbs from '../Breadcrumbs';
import DocPaginator from '../DocPaginator';
import * as styles from './styles.module.css';

interface DocLayoutProps {
  pathname: string;
  context: DocsPageContext;
  children: React.ReactNode;
}

/** Docs-area frame: sidebar on the left, breadcrumbs, the article, previous/next. */
export default function DocLayout({ pathname, context, children }: DocLayoutProps) {
  return (
    <Layout pathname={pathname}>
      <div className={styles.wrapper}>
        <aside className={styles.sidebar}>
          <DocSidebar items={context.sidebar} activePath={pathname} />
        </aside>
        <div className={styles.content}>
          <Breadcrumbs crumbs={context.breadcrumbs} />
          <article className={styles.article}>{children}</article>
          <DocPaginator previous={context.previous} next={context.next} />
        </div>
      </div>
    </Layout>
  );
}
