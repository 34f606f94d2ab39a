import { useSyncExternalStore } from './react';
import type { DialogStackItem } from './types';
import { useDialog } from './useDialog';

const empty: readonly DialogStackItem[] = [];
/** The server and hydration render no dialogs (see DialogProvider), so their stack is empty. */
export const emptyStack = () => empty;

/**
 * Returns the dialogs of the nearest {@link DialogProvider}, oldest first, each as a
 * {@link DialogStackItem} (`id`, `component`, `open`).
 *
 * @remarks
 * The component renders again only when the stack changes: a dialog opens, starts to close
 * (`open` turns `false`) or unmounts. `update` calls do not change the stack. The array and
 * its items keep their identity while nothing changes. It is empty on the server and
 * during hydration, like the provider's dialogs. Outside React, a hub's `getSnapshot` and
 * `subscribe` give the same stack.
 *
 * @since 0.3.0
 * @returns The open and closing dialogs, in the order they were shown.
 * @throws Error if called outside a {@link DialogProvider}.
 *
 * @example
 * ```tsx
 * import { useEffect } from 'react';
 * import { useDialogStack } from 'react-dialog-hub';
 *
 * // Keyboard shortcuts pause while any dialog is open.
 * function useShortcut(key: string, run: () => void) {
 *   const paused = useDialogStack().some((dialog) => dialog.open);
 *   useEffect(() => {
 *     if (paused) return;
 *     const onKey = (event: KeyboardEvent) => event.key === key && run();
 *     window.addEventListener('keydown', onKey);
 *     return () => window.removeEventListener('keydown', onKey);
 *   }, [key, run, paused]);
 * }
 * ```
 */
export function useDialogStack(): readonly DialogStackItem[] {
  const hub = useDialog();
  return useSyncExternalStore(hub.subscribe, hub.getSnapshot, emptyStack);
}
