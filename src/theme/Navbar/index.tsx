import React, { Suspense, lazy, useId } from 'react';
import { siteConfig, type NavbarPosition } from '../../site-config';
import type { ResolvedSidebarItem } from '../../lib/content/sidebar-types';
import { translate } from '../../lib/translate';
import NavbarItem from '../NavbarItem';
import SearchBar from '../SearchBar';
import ColorModeToggle from '../ColorModeToggle';
import { useMobileMenu } from '../MobileMenu/useMobileMenu';
import Brand from './Brand';
import { useHideOnScroll } from './useHideOnScroll';
import * as styles from './styles.module.css';
import Icon from '../Icon';

// The panel (sidebar copy, focus trap) loads when first opened: desktop readers never pay for it.
const MobileMenu = lazy(() => import(/* webpackChunkName: "mobile-menu" */ '../MobileMenu'));

interface NavbarProps {
  pathname: string;
  /** The docs sidebar on docs pages: the mobile menu shows it first. */
  sidebar?: ResolvedSidebarItem[];
}

/** Top bar: menu button (narrow screens), brand, items left and right, search, colour toggle. */
export default function Navbar({ pathname, sidebar }: NavbarProps) {
  const { items } = siteConfig.navbar;
  const side = (position: NavbarPosition) =>
    items.filter((item) => (item.position ?? siteConfig.constants.defaultNavbarPosition) === position);
  const menu = useMobileMenu(pathname);
  const { hidden, headerRef, onFocus } = useHideOnScroll(siteConfig.navbar.hideOnScroll, menu.open, pathname);
  const panelId = useId();
  return (
    <>
      <header ref={headerRef} className={`${styles.navbar} ${hidden ? styles.hidden : ''}`} onFocus={onFocus} data-hidden={hidden || undefined}>
        <nav className={styles.inner} aria-label={translate({ id: 'navbar.label', message: 'Main' })}>
          <button
            ref={menu.buttonRef}
            type="button"
            className={styles.menuButton}
            aria-label={translate({ id: 'navbar.menu.open', message: 'Open navigation menu' })}
            aria-expanded={menu.open}
            aria-controls={menu.open ? panelId : undefined}
            onClick={() => menu.setOpen(true)}
          >
            <Icon name="menu" />
          </button>
          <Brand />
          <div className={styles.items}>
            {side('left').map((item) => (
              <NavbarItem key={item.label} item={item} pathname={pathname} />
            ))}
          </div>
          <div className={`${styles.items} ${styles.right}`}>
            {side('right').map((item) => (
              <NavbarItem key={item.label} item={item} pathname={pathname} />
            ))}
          </div>
          {/* Search and the colour toggle stay in the bar on phones too. */}
          <div className={styles.tools}>
            <div className={styles.search}>
              <SearchBar />
            </div>
            <ColorModeToggle />
          </div>
        </nav>
      </header>
      {menu.open && (
        <Suspense fallback={null}>
          <MobileMenu id={panelId} pathname={pathname} sidebar={sidebar} onClose={menu.close} />
        </Suspense>
      )}
    </>
  );
}
