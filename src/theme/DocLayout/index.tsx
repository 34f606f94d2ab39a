import React from 'react';
import type { DocsPageContext } from '../../lib/content/sidebar-types';
import type { TocEntry } from '../../lib/content/toc';
import Layout from '../Layout';
import DocSidebar from '../DocSidebar';
import Breadcrumbs from '../Breadcrumbs';
import DocPaginator from '../DocPaginator';
import TOC from '../TOC';
import TOCCollapsible from '../TOCCollapsible';
import HydrationBoundary from '../HydrationBoundary';
import * as styles from './styles.module.css';

interface DocLayoutProps {
  pathname: string;
  context: DocsPageContext;
  /** Headings of the page (h2–h3); none for generated pages. */
  toc?: TocEntry[];
  children: React.ReactNode;
}

/**
 * Docs-area frame: sidebar | breadcrumbs, article, previous/next | table of
 * contents. Narrower screens drop the TOC column for a collapsible above the
 * article, and below the desktop breakpoint the sidebar moves into the menu.
 * Sidebar, article and table of contents hydrate separately, after the navbar.
 */
export default function DocLayout({ pathname, context, toc = [], children }: DocLayoutProps) {
  return (
    <Layout pathname={pathname} sidebar={context.sidebar}>
      <div className={styles.wrapper}>
        <aside className={styles.sidebar}>
          <div className={styles.sidebarInner}>
            <HydrationBoundary>
              <DocSidebar items={context.sidebar} activePath={pathname} />
            </HydrationBoundary>
          </div>
        </aside>
        <div className={styles.content}>
          <Breadcrumbs crumbs={context.breadcrumbs} />
          {toc.length > 0 && (
            <div className={styles.tocCollapsible}>
              <TOCCollapsible entries={toc} />
            </div>
          )}
          <HydrationBoundary>
            <article className={styles.article}>{children}</article>
          </HydrationBoundary>
          <DocPaginator previous={context.previous} next={context.next} />
        </div>
        {toc.length > 0 && (
          <div className={styles.toc}>
            <HydrationBoundary>
              <TOC entries={toc} />
            </HydrationBoundary>
          </div>
        )}
      </div>
    </Layout>
  );
}
