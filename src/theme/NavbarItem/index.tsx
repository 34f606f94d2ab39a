import React from 'react';
import { Link } from 'gatsby';
import type { NavbarItem as NavbarItemConfig } from '../../site-config';
import * as styles from './styles.module.css';

interface NavbarItemProps {
  item: NavbarItemConfig;
  /** Current route without the path prefix, to mark the active item. */
  pathname: string;
}

function ExternalIcon() {
  return (
    <svg className={styles.externalIcon} width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3zM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z" />
    </svg>
  );
}

/** One navbar entry, chosen by its configured `type`. */
export default function NavbarItem({ item, pathname }: NavbarItemProps) {
  switch (item.type) {
    case 'docSidebar': {
      const active = pathname.startsWith('/docs') && !pathname.startsWith('/docs/api');
      return (
        // Link computes aria-current from its own target; Docs is current anywhere in the docs area.
        <Link to="/docs/intro" className={styles.link} getProps={() => ({ 'aria-current': active ? 'page' : undefined })}>
          {item.label}
        </Link>
      );
    }
    case 'link':
      return (
        <Link to={item.to} className={styles.link} partiallyActive activeClassName={styles.active}>
          {item.label}
        </Link>
      );
    case 'href':
      return (
        <a href={item.href} className={styles.link} target="_blank" rel="noopener noreferrer">
          {item.label}
          <ExternalIcon />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      );
    default:
      throw new Error(
        `A navbar item failed to render: unknown type in ${JSON.stringify(item)}. ` +
          'Use "docSidebar", "link" or "href" in src/site-config.ts.',
      );
  }
}
