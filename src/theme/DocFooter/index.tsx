import React from 'react';
import * as styles from './styles.module.css';

interface DocFooterProps {
  /** "Edit this page" target (MDX docs). */
  editUrl?: string;
  /** "View source" target (API pages: the declaration's file and line). */
  sourceUrl?: string;
  /** ISO date of the file's last commit; absent where git history is missing. */
  lastUpdated?: string | null;
  /** The same date in words, formatted at build time (src/node/content/git-last-updated.ts). */
  lastUpdatedText?: string | null;
}

/** End of a docs page: where to edit it or read its source, and when it last changed. */
export default function DocFooter({ editUrl, sourceUrl, lastUpdated, lastUpdatedText }: DocFooterProps) {
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
          Last updated on <time dateTime={lastUpdated}>{lastUpdatedText ?? lastUpdated}</time>
        </p>
      ) : null}
    </div>
  );
}
