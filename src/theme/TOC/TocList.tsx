import React from 'react';
import type { TocEntry } from '../../lib/content/toc';
import * as styles from './styles.module.css';

interface TocListProps {
  entries: TocEntry[];
  activeId: string | null;
  onNavigate?: () => void;
}

/** Nested links to the headings; the section in view is marked. */
export default function TocList({ entries, activeId, onNavigate }: TocListProps) {
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            className={`${styles.link} ${entry.id === activeId ? styles.active : ''}`}
            aria-current={entry.id === activeId ? 'location' : undefined}
            onClick={onNavigate}
          >
            {entry.title}
          </a>
          {entry.children.length > 0 && <TocList entries={entry.children} activeId={activeId} onNavigate={onNavigate} />}
        </li>
      ))}
    </ul>
  );
}
