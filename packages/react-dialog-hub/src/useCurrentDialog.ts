import { useContext, useSyncExternalStore } from './react';
import { CurrentDialogContext, DialogContext } from './context';
import type { CurrentDialog } from './types';
import { emptyStack } from './useDialogStack';

/**
 * Returns the dialog the calling component is rendered in: its `id`, `component` and `open`,
 * its `index` in the stack (`0` is the oldest) and the `stackSize`.
 *
 * @remarks
 * Call it in a dialog opened with `show`, or in any component below one, to know which dialog
 * it is without passing its id down: to style the topmost dialog, to number stacked dialogs,
 * or to `dismiss` itself by id. It renders again when the stack changes. Closing dialogs
 * (animating out) count in `index` and `stackSize`.
 *
 * @since 0.4.0
 * @returns The {@link CurrentDialog}.
 * @throws Error if called outside a dialog.
 *
 * @example
 * ```tsx
 * import { useCurrentDialog, type DialogProps } from 'react-dialog-hub';
 *
 * function Step({ resolve }: DialogProps) {
 *   const { index, stackSize } = useCurrentDialog();
 *   const topmost = index === stackSize - 1;
 *   return (
 *     <div role="dialog" aria-label={`Step ${index + 1}`} className={topmost ? 'step' : 'step step-behind'}>
 *       <button onClick={() => resolve()}>Done</button>
 *     </div>
 *   );
 * }
 * ```
 */
export function useCurrentDialog(): CurrentDialog {
  const entry = useContext(CurrentDialogContext);
  if (!entry) throw new Error('useCurrentDialog() must be called inside a dialog opened with show().');
  // The hub of the provider that renders the dialog.
  const hub = useContext(DialogContext)!;
  const stack = useSyncExternalStore(hub.subscribe, hub.getSnapshot, emptyStack);
  return { ...entry.item_, index: stack.indexOf(entry.item_), stackSize: stack.length };
}
