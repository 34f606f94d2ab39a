import React from 'react';
import * as styles from './styles.module.css';

interface DocFooterProps {
  /** "Edit this page" target (MDX docs). */
  editUrl?: string;
  /** "View source" target (API pages: the declaration's file and line). */
  sourceUrl?: string;
  /** ISO date of the file's last commit; absent where git history is missing. */
  lastUpdated?: string | null;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "November 23, 2026", in UTC, so the server and the browser print the same
 * words. Written out rather than `toLocaleDateString`: setting up an Intl date
 * formatter cost about 25 ms of main thread while the page hydrates.
 */
export const formatDate = (iso: string) => {
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
};

/** End of a docs page: where to edit it or read its source, and when it last changed. */
export default function DocFooter({ editUrl, sourceUrl, lastUpdated }: DocFooterProps) {
  if (!editUrl && !sourceUrl && !lastUpdated) return null;
  return (
    <div className={styles.footer}>
      {editUrl ? (
        <a href={editUrl} className={styles.link}>
          Edit this page
        </a>
      ) : null}
      {sourceUrl ? (
        <a href={sourceUrl} className={styles.link}>
          View source
        </a>
      ) : null}
      {lastUpdated ? (
        <p className={styles.updated}>
          Last updated on <time dateTime={lastUpdated}>{formatDate(lastUpdated)}</time>
        </p>
      ) : null}
    </div>
  );
}
