import { useEffect, useSyncExternalStore } from 'react';

/**
 * One search dialog per page, shared by every SearchBar (the navbar's and
 * the mobile menu's): the open flag, which trigger opened it (focus goes
 * back there), and which instance owns the dialog and the shortcuts (the
 * first mounted one, so there is never a second listener or dialog).
 */

let open = false;
let opener: HTMLElement | null = null;
const owners: string[] = [];
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function openSearch(from: HTMLElement | null) {
  if (open) return;
  opener = from;
  open = true;
  emit();
}

/** Closes the dialog and returns the element that opened it. */
export function closeSearch(): HTMLElement | null {
  const from = opener;
  opener = null;
  open = false;
  emit();
  return from;
}

export function useSearchOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open, () => false);
}

/** Registers this SearchBar; true while it is the first one mounted. */
export function useSearchOwner(id: string): boolean {
  useEffect(() => {
    owners.push(id);
    emit();
    return () => {
      owners.splice(owners.indexOf(id), 1);
      emit();
    };
  }, [id]);
  return useSyncExternalStore(subscribe, () => owners[0] === id, () => false);
}
