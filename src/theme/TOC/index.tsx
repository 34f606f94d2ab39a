import React from 'react';
import { tocIds, type TocEntry } from '../../lib/content/toc';
import { translate } from '../../lib/translate';
import TocList from './TocList';
import { useActiveHeading } from './useActiveHeading';
import * as styles from './styles.module.css';

/** The table of contents in its own column on wide screens. */
export default function TOC({ entries }: { entries: TocEntry[] }) {
  // Here rather than in the layout: a change re-renders the list, not the page.
  const activeId = useActiveHeading(tocIds(entries));
  if (entries.length === 0) return null;
  const label = translate({ id: 'toc.title', message: 'On this page' });
  return (
    <nav className={styles.toc} aria-label={label}>
      <p className={styles.title} aria-hidden="true">
        {label}
      </p>
      <TocList entries={entries} activeId={activeId} />
    </nav>
  );
}
