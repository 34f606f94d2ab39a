import { useLayoutEffect, useRef } from 'react';

/**
 * Returns a ref for `Dialog.Content`. When `open` turns false, Radix Themes plays its
 * exit animation (none with prefers-reduced-motion); `onExited` is called once it has
 * finished, or at once when nothing animates.
 */
export function useExitAnimation(open: boolean, onExited: () => void) {
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (open) return;
    const animations = ref.current?.getAnimations() ?? [];
    if (animations.length === 0) return onExited();
    let cancelled = false;
    void Promise.allSettled(animations.map((animation) => animation.finished)).then(() => {
      if (!cancelled) onExited();
    });
    return () => {
      cancelled = true;
    };
  }, [open, onExited]);

  return ref;
}
