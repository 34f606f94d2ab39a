import { useCallback, useEffect, useRef, useState } from 'react';
import { DESKTOP_MEDIA_QUERY } from '../../lib/breakpoints';

/**
 * Open state of the mobile menu: closes on navigation and when the window
 * grows past the desktop breakpoint; locks page scrolling while open and
 * returns focus to the menu button when it closes.
 */
export function useMobileMenu(pathname: string) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  const close = useCallback(() => setOpen(false), []);

  useEffect(() => close(), [pathname, close]);

  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(DESKTOP_MEDIA_QUERY);
    const onChange = () => {
      if (desktop.matches) close();
    };
    onChange();
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [open, close]);

  useEffect(() => {
    if (!open) {
      if (wasOpen.current && buttonRef.current?.offsetParent) buttonRef.current.focus();
      wasOpen.current = false;
      return;
    }
    wasOpen.current = true;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  return { open, setOpen, close, buttonRef };
}
