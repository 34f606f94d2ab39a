import React from 'react';
import Layout from '../Layout';
import { routePathOf } from '../route-path';
import ErrorBoundary from './index';
import ErrorPageContent from './ErrorPageContent';

/**
 * Outermost boundary, around the whole page element (gatsby-browser's
 * wrapPageElement): a template that throws before it renders its Layout
 * still gets the crash page with a working navbar and footer.
 */
export default function PageErrorBoundary({
  location,
  children,
}: {
  location: { pathname: string };
  children: React.ReactNode;
}) {
  return (
    <ErrorBoundary
      resetKey={location.pathname}
      fallback={(props) => (
        <Layout pathname={routePathOf(location)}>
          <ErrorPageContent {...props} />
        </Layout>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
