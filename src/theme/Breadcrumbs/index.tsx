import React from 'react';
import { Link } from 'gatsby';
import type { Crumb } from '../../lib/content/sidebar-types';
import * as styles from './styles.module.css';
import Icon from '../Icon';

/** Home → category → page, from the sidebar. */
export default function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link to="/" aria-label="Home page" className={styles.home}>
            <Icon name="home" />
          </Link>
        </li>
        {crumbs.map((crumb, i) => (
          <li key={`${crumb.label}-${i}`}>
            {crumb.href && i < crumbs.length - 1 ? (
              <Link to={crumb.href}>{crumb.label}</Link>
            ) : (
              <span aria-current={i === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
