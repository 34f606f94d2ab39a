import { useLayoutEffect, useRef } from 'react';

/**
 * Returns a ref for a <dialog> element. The element opens as a modal when it mounts
 * and closes just before it unmounts, so the browser returns focus to where it was.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    dialog.showModal();
    return () => dialog.close();
  }, []);

  return ref;
}
