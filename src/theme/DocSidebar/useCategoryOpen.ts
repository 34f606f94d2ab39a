import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Open/closed state of sidebar categories for the whole visit. Pages render
 * their own sidebar, so component state alone would reset on every
 * navigation; this module-level map survives client-side navigation (and
 * is shared by the desktop sidebar and the one in the mobile menu).
 */
const remembered = new Map<string, boolean>();

export function useCategoryOpen(key: string, collapsedByDefault: boolean, holdsActivePage: boolean, activePath: string) {
  const [open, setOpenState] = useState(() => holdsActivePage || (remembered.get(key) ?? !collapsedByDefault));
  const setOpen = useCallback(
    (value: boolean) => {
      remembered.set(key, value);
      setOpenState(value);
    },
    [key],
  );
  // Navigating to a page inside a closed category opens it.
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current && holdsActivePage) setOpen(true);
    mounted.current = true;
  }, [activePath, holdsActivePage, setOpen]);
  return [open, setOpen] as const;
}

/** For tests. */
export function forgetCategoryState() {
  remembered.clear();
}
