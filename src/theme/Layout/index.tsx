import React from 'react';
import Navbar from '../Navbar';
import Footer from '../Footer';
import ErrorBoundary from '../ErrorBoundary';
import CrashTestProbe from '../ErrorBoundary/CrashTestProbe';
import * as styles from './styles.module.css';

interface LayoutProps {
  /** Current route without the path prefix. */
  pathname: string;
  children: React.ReactNode;
}

/** The frame of every page: skip link, navbar, main content, footer. */
export default function Layout({ pathname, children }: LayoutProps) {
  return (
    <div className={styles.root}>
      <a className={styles.skipLink} href="#main-content">
        Skip to main content
      </a>
      <Navbar pathname={pathname} />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {/* A render error in the content shows the crash page; navbar and footer stay. */}
        <ErrorBoundary resetKey={pathname}>
          <CrashTestProbe />
          {children}
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
