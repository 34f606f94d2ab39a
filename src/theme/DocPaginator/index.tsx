import React from 'react';
import { Link } from 'gatsby';
import type { PagerLink } from '../../lib/content/sidebar-types';
import * as styles from './styles.module.css';

/** Previous / next links in sidebar order. */
export default function DocPaginator({ previous, next }: { previous: PagerLink | null; next: PagerLink | null }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Docs pages" className={styles.pager}>
      {previous && (
        <Link to={previous.href} className={styles.card} rel="prev">
          <span className={styles.hint}>Previous</span>
          <span className={styles.title}>« {previous.label}</span>
        </Link>
      )}
      {next && (
        <Link to={next.href} className={`${styles.card} ${styles.next}`} rel="next">
          <span className={styles.hint}>Next</span>
          <span className={styles.title}>{next.label} »</span>
        </Link>
      )}
    </nav>
  );
}
