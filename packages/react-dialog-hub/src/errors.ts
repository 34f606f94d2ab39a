/**
 * The reason a dialog's promise rejects with when the dialog is closed from outside
 * without a reason of its own: `dismiss()`, `dismissAll()`, or its provider unmounting.
 *
 * @remarks
 * Check for it with `instanceof` (or `error.name === 'DialogDismissedError'` across
 * realms) to tell "closed by the app" apart from a dialog's own `reject`.
 *
 * @example
 * ```tsx
 * import { DialogDismissedError, useDialog, type DialogProps } from 'react-dialog-hub';
 *
 * function Confirm({ resolve }: DialogProps<{}, boolean>) {
 *   return <button onClick={() => resolve(true)}>Yes</button>;
 * }
 *
 * function useConfirm() {
 *   const { show } = useDialog();
 *   return async () => {
 *     try {
 *       return await show(Confirm);
 *     } catch (error) {
 *       if (error instanceof DialogDismissedError) return false; // closed from outside
 *       throw error;
 *     }
 *   };
 * }
 * ```
 */
export class DialogDismissedError extends Error {
  /** Always `'DialogDismissedError'`. */
  override name = 'DialogDismissedError' as const;

  /**
   * @param message - Defaults to `'The dialog was dismissed.'`.
   */
  constructor(message = 'The dialog was dismissed.') {
    super(message);
  }
}
