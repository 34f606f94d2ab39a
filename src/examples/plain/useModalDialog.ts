import { useLayoutEffect, useRef } from 'react';

/**
 * Returns a ref for a <dialog> element. The element opens as a modal when it mounts.
 * When `open` turns false it gets `data-state="closed"`, which starts the stylesheet's
 * exit animation; once that has finished (at once when there is none) the element
 * closes, so the browser returns focus to where it was, and `onExited` is called.
 */
export function useModalDialog(open: boolean, onExited: () => void) {
  const ref = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    dialog.showModal();
    return () => dialog.close();
  }, []);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (open || !dialog) return;
    dialog.dataset.state = 'closed';
    const exit = () => {
      dialog.close();
      onExited();
    };
    const animations = dialog.getAnimations({ subtree: true });
    if (animations.length === 0) return exit();
    let cancelled = false;
    void Promise.allSettled(animations.map((animation) => animation.finished)).then(() => {
      if (!cancelled) exit();
    });
    return () => {
      cancelled = true;
    };
  }, [open, onExited]);

  return ref;
}
