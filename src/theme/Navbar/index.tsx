import React from 'react';
import { Link, withPrefix } from 'gatsby';
import { siteConfig } from '../../site-config';
import NavbarItem from '../NavbarItem';
import SearchBar from '../SearchBar';
import * as styles from './styles.module.css';

interface NavbarProps {
  pathname: string;
}

/** Top bar: brand, then configured items on the left and right. */
export default function Navbar({ pathname }: NavbarProps) {
  const { items } = siteConfig.navbar;
  const side = (position: 'left' | 'right') =>
    items.filter((item) => (item.position ?? siteConfig.constants.defaultNavbarPosition) === position);
  return (
    <header className={styles.navbar}>
      <nav className={styles.inner} aria-label="Main">
        <Link to="/" className={styles.brand}>
          <img src={withPrefix('/img/logo.svg')} alt="" width="32" height="32" />
          <span>{siteConfig.title}</span>
        </Link>
        <div className={styles.items}>
          {side('left').map((item) => (
            <NavbarItem key={item.label} item={item} pathname={pathname} />
          ))}
        </div>
        <div className={`${styles.items} ${styles.right}`}>
          {side('right').map((item) => (
            <NavbarItem key={item.label} item={item} pathname={pathname} />
          ))}
          <SearchBar />
        </div>
      </nav>
    </header>
  );
}
