import React from 'react';
import { Link, withPrefix } from 'gatsby';
import { siteConfig } from '../../site-config';
import * as styles from './styles.module.css';

/** Logo and site title, linking home. */
export default function Brand() {
  return (
    <Link to="/" className={styles.brand}>
      <img src={withPrefix(siteConfig.footer.logo.src)} alt="" width="32" height="32" />
      <span>{siteConfig.title}</span>
    </Link>
  );
}
