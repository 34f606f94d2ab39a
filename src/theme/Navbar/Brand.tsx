import React from 'react';
import { Link, withPrefix } from 'gatsby';
import { siteConfig } from '../../site-config';
import * as styles from './styles.module.css';

const { version } = siteConfig.library;

/** Logo and site title, linking home; then the documented version, linking its changelog. */
export default function Brand() {
  return (
    <>
      <Link to="/" className={styles.brand}>
        <img src={withPrefix(siteConfig.footer.logo.src)} alt="" width="32" height="32" />
        <span>{siteConfig.title}</span>
      </Link>
      <a className={styles.version} href={siteConfig.changelogUrl} data-library-version={version}>
        <span className="visually-hidden">Changelog of version </span>v{version}
      </a>
    </>
  );
}
