import React from 'react';
import type { ResolvedSidebarItem } from '../../lib/content/sidebar-types';
import { translate } from '../../lib/translate';
import AnnouncementBar from '../AnnouncementBar';
import Navbar from '../Navbar';
import Footer from '../Footer';
import ErrorBoundary from '../ErrorBoundary';
import * as styles from './styles.module.css';

interface LayoutProps {
  /** Current route without the path prefix. */
  pathname: string;
  /** The docs sidebar, on docs pages (the mobile menu shows it). */
  sidebar?: ResolvedSidebarItem[];
  children: React.ReactNode;
}

export const MAIN_CONTENT_ID = 'main-content';

/** Focus (not just scroll) the main content, so the next Tab starts there. */
function skipToContent(event: React.MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/** The frame of every page: skip link, announcement, navbar, main content, footer. */
export default function Layout({ pathname, sidebar, children }: LayoutProps) {
  return (
    <div className={styles.root}>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={skipToContent}>
        {translate({ id: 'layout.skipToContent', message: 'Skip to main content' })}
      </a>
      <AnnouncementBar />
      <Navbar pathname={pathname} sidebar={sidebar} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {/* A render error in the content shows the crash page; navbar and footer stay. */}
        <ErrorBoundary resetKey={pathname}>
          {children}
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
