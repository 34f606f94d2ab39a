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
const listeners = new Map<string, Set<() => void>>();

function notify(groupId: string) {
  for (const listener of listeners.get(groupId) ?? []) listener();
}

function current(groupId: string): string | null {
  if (!choices.has(groupId)) choices.set(groupId, readStorage(tabStorageKey(groupId)));
  return choices.get(groupId) ?? null;
}

export function chooseTab(groupId: string, value: string): void {
  choices.set(groupId, value);
  writeStorage(tabStorageKey(groupId), value);
  notify(groupId);
}

function subscribe(groupId: string, listener: () => void): () => void {
  const set = listeners.get(groupId) ?? new Set();
  listeners.set(groupId, set);
  set.add(listener);
  const unsubscribeStorage =
    set.size === 1
      ? subscribeStorage(tabStorageKey(groupId), (value) => {
          choices.set(groupId, value);
          notify(groupId);
        })
      : null;
  if (unsubscribeStorage) storageSubscriptions.set(groupId, unsubscribeStorage);
  return () => {
    set.delete(listener);
    if (set.size === 0) {
      storageSubscriptions.get(groupId)?.();
      storageSubscriptions.delete(groupId);
    }
  };
}
const storageSubscriptions = new Map<string, () => void>();

/**
 * The selected value of a group: the group's stored choice when it is one of
 * `values`, else the first value. The server snapshot (and so the
 * prerendered HTML and the hydrating render) is always the first value; the
 * stored choice applies right after hydration. Without a groupId the choice
 * is local to the group.
 */
export function useTabChoice(groupId: string | undefined, values: string[], local: string | null): [string, (value: string) => void] {
  const stored = useSyncExternalStore(
    useCallback((listener: () => void) => (groupId ? subscribe(groupId, listener) : () => {}), [groupId]),
    () => (groupId ? current(groupId) : null),
    () => null,
  );
  const wanted = groupId ? stored : local;
  const selected = wanted !== null && values.includes(wanted) ? wanted : values[0];
  return [selected, useCallback((value: string) => (groupId ? chooseTab(groupId, value) : undefined), [groupId])];
}
