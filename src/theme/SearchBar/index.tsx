import React, { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { translate } from '../../lib/translate';
import { closeSearch, openSearch, useSearchOpen, useSearchOwner } from './search-state';
import { useSearchShortcuts } from './useSearchShortcuts';
import * as styles from './styles.module.css';
import Icon from '../Icon';

// The dialog (results, ranking, snippets) loads on first open: pages where nobody searches pay only for the button.
const SearchDialog = lazy(() => import(/* webpackChunkName: "search-dialog" */ './SearchDialog'));

const isShown = (element: HTMLElement | null): element is HTMLElement =>
  Boolean(element?.isConnected && element.getClientRects().length);

/**
 * The search control for the navbar and the mobile menu: a button that
 * opens the search dialog (also Ctrl/⌘+K and `/`). Every instance shares
 * one dialog, rendered by the first one mounted.
 */
export default function SearchBar() {
  const id = useId();
  const owner = useSearchOwner(id);
  const open = useSearchOpen();
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The server cannot know the platform: say "Ctrl K" until mounted on a Mac.
  const [mac, setMac] = useState(false);
  useEffect(() => setMac(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)), []);

  const openFromShortcut = useCallback(() => openSearch(triggerRef.current), []);
  useSearchShortcuts(owner, openFromShortcut);

  // Focus can only move back once the modal dialog is gone (the page is inert until then).
  const focusAfterClose = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open || !focusAfterClose.current) return;
    focusAfterClose.current.focus();
    focusAfterClose.current = null;
  }, [open]);

  const close = (navigating: boolean) => {
    const opener = closeSearch();
    // Back to the trigger that opened it, or this one if that is hidden now;
    // after choosing a result, the new page decides.
    if (!navigating) focusAfterClose.current = isShown(opener) ? opener : triggerRef.current;
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={(event) => openSearch(event.currentTarget)}
      >
        <Icon name="search" />
        <span className={styles.triggerLabel}>{translate({ id: 'search.trigger', message: 'Search' })}</span>
        <kbd className={styles.triggerKeys} aria-hidden="true">
          {mac ? '⌘ K' : 'Ctrl K'}
        </kbd>
      </button>
      {owner &&
        open &&
        createPortal(
          <Suspense fallback={null}>
            <SearchDialog onClose={close} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
