import { useEffect, useRef, useState } from 'react';

/**
 * Hides the navbar while the reader scrolls down and shows it again as soon
 * as they scroll up. It never hides near the top of the page (within the
 * navbar's own height) or while `locked` (a menu is open), and it shows
 * again after a navigation (`resetKey` changes).
 */
export function useHideOnScroll(enabled: boolean, locked: boolean, resetKey: string) {
  const [hidden, setHidden] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const lastY = useRef(0);

  useEffect(() => {
    setHidden(false);
    lastY.current = window.scrollY;
  }, [resetKey]);

  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const height = headerRef.current?.offsetHeight ?? 0;
      if (locked || y <= height) setHidden(false);
      else if (y > lastY.current) setHidden(true);
      else if (y < lastY.current) setHidden(false);
      lastY.current = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [enabled, locked]);

  useEffect(() => {
    if (locked) setHidden(false);
  }, [locked]);

  // Keyboard users tabbing into a hidden navbar see it again.
  const onFocus = () => setHidden(false);
  return { hidden: enabled && hidden, headerRef, onFocus };
}
