/**
 * The reason a dialog's promise rejects with when the dialog is closed from outside
 * without a reason of its own: `dismiss()`, `dismissAll()`, or its provider unmounting.
 *
 * @remarks
 * Check for it with `instanceof` to tell "closed by the app" apart from a dialog's own
 * `reject`. `instanceof` is true for any error named `DialogDismissedError`, so it holds
 * across the package's ESM and CommonJS builds, two copies of the package and other realms.
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

  /** @hidden Matches by name, so the class of another build or copy matches too. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof Error && value.name === 'DialogDismissedError';
  }
}
