import React from 'react';
import { withPrefix } from 'gatsby';
import { siteConfig } from '../../site-config';
import SmartLink from '../SmartLink';
import * as styles from './styles.module.css';

/** Link columns, logo and copyright from the site config. */
export default function Footer() {
  const { columns, logo, copyright } = siteConfig.footer;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          {columns.map((column) => (
            <div key={column.title}>
              <h2 className={styles.title}>{column.title}</h2>
              <ul className={styles.list}>
                {column.items.map((item) => (
                  <li key={item.label}>
                    <SmartLink href={item.to ?? item.href}>{item.label}</SmartLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className={styles.bottom}>
          <img src={withPrefix(logo.src)} alt={logo.alt} width="40" height="40" />
          <p className={styles.copyright}>{copyright}</p>
        </div>
      </div>
    </footer>
  );
}
