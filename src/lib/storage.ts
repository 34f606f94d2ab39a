/**
 * All browser storage goes through here. Storage can be missing or throw
 * (private windows, blocked cookies, quota): then we warn once and carry on
 * without persistence. Touching it during server rendering is a bug in the
 * caller, so that throws with a hint instead of silently returning nothing.
 */
let warned = false;

function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(
    '[react-dialog-hub] Browser storage is unavailable; settings will not be remembered.',
    error instanceof Error ? error.message : error,
  );
}

/** For tests: forget that we already warned. */
export function resetStorageWarning(): void {
  warned = false;
}

function storage(): Storage | null {
  if (typeof window === 'undefined') {
    throw new Error(
      'Browser storage was used during server rendering. Read or write it in an effect or event handler, not while rendering.',
    );
  }
  try {
    return window.localStorage;
  } catch (error) {
    warnOnce(error);
    return null;
  }
}

export function readStorage(key: string): string | null {
  const store = storage();
  if (!store) return null;
  try {
    return store.getItem(key);
  } catch (error) {
    warnOnce(error);
    return null;
  }
}

/** Writes a value; `null` removes the key. Returns whether it was stored. */
export function writeStorage(key: string, value: string | null): boolean {
  const store = storage();
  if (!store) return false;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
    return true;
  } catch (error) {
    warnOnce(error);
    return false;
  }
}

/** Calls `listener` when another tab changes `key` (the `storage` event). */
export function subscribeStorage(key: string, listener: (value: string | null) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    // `key === null` means the other tab cleared all storage.
    if (event.key === key || event.key === null) listener(event.key === null ? null : event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
