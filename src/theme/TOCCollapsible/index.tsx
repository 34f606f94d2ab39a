import React, { useId, useState } from 'react';
import type { TocEntry } from '../../lib/content/toc';
import { translate } from '../../lib/translate';
import Collapsible from '../Collapsible';
import TocList from '../TOC/TocList';
import { useActiveHeading } from '../TOC/useActiveHeading';
import { tocIds } from '../../lib/content/toc';
import * as styles from './styles.module.css';

/** "On this page" above the content on narrower screens: a button that slides the list open. */
export default function TOCCollapsible({ entries }: { entries: TocEntry[] }) {
  // `instant`: closed by following a link. The list sits above the content, so a sliding close
  // would pull the heading the browser just scrolled to up and out of view.
  const [{ open, instant }, setState] = useState({ open: false, instant: false });
  const activeId = useActiveHeading(tocIds(entries));
  const id = useId();
  if (entries.length === 0) return null;
  const label = translate({ id: 'toc.title', message: 'On this page' });
  return (
    <nav className={styles.collapsible} aria-label={label}>
      <button type="button" className={styles.button} aria-expanded={open} aria-controls={id} onClick={() => setState({ open: !open, instant: false })}>
        {label}
        <span aria-hidden="true" className={`${styles.chevron} ${open ? styles.chevronOpen : ''}`} />
      </button>
      <Collapsible id={id} open={open} instant={instant} className={styles.content}>
        <TocList entries={entries} activeId={activeId} onNavigate={() => setState({ open: false, instant: true })} />
      </Collapsible>
    </nav>
  );
}
