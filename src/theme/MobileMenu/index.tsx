import React, { useEffect, useRef, useState } from 'react';
import { siteConfig } from '../../site-config';
import type { ResolvedSidebarItem } from '../../lib/content/sidebar-types';
import { translate } from '../../lib/translate';
import Brand from '../Navbar/Brand';
import NavbarItem from '../NavbarItem';
import SearchBar from '../SearchBar';
import ColorModeToggle from '../ColorModeToggle';
import DocSidebar from '../DocSidebar';
import { useFocusTrap } from './useFocusTrap';
import * as styles from './styles.module.css';
import Icon from '../Icon';

interface MobileMenuProps {
  id: string;
  pathname: string;
  /** On docs pages: shown first, with a button back to the navbar items. */
  sidebar?: ResolvedSidebarItem[];
  onClose: () => void;
}

/** The navigation panel of narrow screens: a modal drawer that traps focus and closes on Escape. */
export default function MobileMenu({ id, pathname, sidebar, onClose }: MobileMenuProps) {
  const [view, setView] = useState<'sidebar' | 'main'>(sidebar ? 'sidebar' : 'main');
  const panelRef = useFocusTrap<HTMLDivElement>(true, onClose);
  const mainRef = useRef<HTMLUListElement>(null);
  const switched = useRef(false);

  useEffect(() => {
    // After "Back to main menu" the button is gone: put focus on the first item.
    if (view === 'main' && switched.current) mainRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [view]);

  // A link tapped in the panel closes it, even when it points at the current page.
  const onClick = (event: React.MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) onClose();
  };

  return (
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={translate({ id: 'navbar.menu.label', message: 'Navigation menu' })}
        className={styles.panel}
        onClick={onClick}
      >
        <div className={styles.header}>
          <Brand />
          <ColorModeToggle />
          <button
            type="button"
            className={styles.close}
            aria-label={translate({ id: 'navbar.menu.close', message: 'Close navigation menu' })}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </div>
        <div className={styles.search}>
          <SearchBar />
        </div>
        <div className={styles.body}>
          {view === 'sidebar' && sidebar ? (
            <>
              <button
                type="button"
                className={styles.back}
                onClick={() => {
                  switched.current = true;
                  setView('main');
                }}
              >
                {translate({ id: 'navbar.menu.back', message: '← Back to main menu' })}
              </button>
              <DocSidebar items={sidebar} activePath={pathname} />
            </>
          ) : (
            <nav aria-label={translate({ id: 'navbar.menu.main', message: 'Main menu' })}>
              <ul ref={mainRef} className={styles.mainList}>
                {siteConfig.navbar.items.map((item) => (
                  <li key={item.label}>
                    <NavbarItem item={item} pathname={pathname} block />
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>
    </div>
  );
}
