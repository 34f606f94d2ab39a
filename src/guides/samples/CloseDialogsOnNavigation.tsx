import { useEffect, useRef } from 'react';
import { useDialog } from 'react-dialog-hub';

/** Dismisses every open dialog when `pathname` changes. Render it inside the provider, before the page. */
export function CloseDialogsOnNavigation({ pathname }: { pathname: string }) {
  const { dismissAll } = useDialog();
  const current = useRef(pathname);
  useEffect(() => {
    // Not on mount: a dialog shown before the first render (from a router loader, say) stays.
    if (current.current === pathname) return;
    current.current = pathname;
    dismissAll();
  }, [pathname, dismissAll]);
  return null;
}
