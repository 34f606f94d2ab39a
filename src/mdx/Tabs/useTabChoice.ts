import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, subscribeStorage, writeStorage } from '../../lib/storage';

/** Local-storage key of a tab group's choice. */
export const tabStorageKey = (groupId: string) => `react-dialog-hub.tabs.${groupId}`;

/**
 * The chosen value per groupId, shared by every tab group of the page and
 * kept across client-side navigation; storage carries it across reloads and,
 * through the `storage` event, to the site's other open browser tabs. Kept in
 * memory too, so unavailable storage only costs persistence.
 */
const choices = new Map<string, string | null>();
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

export function chooseTab(groupId: string, value: string): void {
  choices.set(groupId, value);
  writeStorage(tabStorageKey(groupId), value);
  notify();
}

function stored(groupId: string): string | null {
  if (!choices.has(groupId)) choices.set(groupId, readStorage(tabStorageKey(groupId)));
  return choices.get(groupId)!;
}

/**
 * The group's chosen value, or null. The server snapshot (so the prerendered
 * HTML and the hydrating render) is null: the stored choice applies right
 * after hydration.
 */
export function useTabChoice(groupId: string): string | null {
  const subscribe = useCallback(
    (listener: () => void) => {
      listeners.add(listener);
      // Another browser tab's choice (the storage event) replaces what this one remembers.
      const stopStorage = subscribeStorage(tabStorageKey(groupId), (value) => {
        choices.set(groupId, value);
        notify();
      });
      return () => {
        listeners.delete(listener);
        stopStorage();
      };
    },
    [groupId],
  );
  return useSyncExternalStore(
    subscribe,
    () => stored(groupId),
    () => null,
  );
}
