// Set on every instance; the global symbol registry is shared by every realm of a page.
const mark = Symbol.for('react-dialog-hub.dismissed');

/**
 * The reason a dialog's promise rejects with when the dialog is closed from outside
 * without a reason of its own: `dismiss()`, `dismissAll()`, or its provider unmounting.
 *
 * @remarks
 * Check for it with `instanceof` to tell "closed by the app" apart from a dialog's own
 * `reject`. Every instance carries a mark from the global symbol registry, which all realms
 * of a page share, and `instanceof` checks that mark: it holds across the package's ESM and
 * CommonJS builds, two copies of the package and another realm of the same page (an
 * iframe's copy), and is false for any other error, even one named `DialogDismissedError`.
 * The mark does not survive `structuredClone` or `postMessage`.
 *
 * @since 0.2.0
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
    (this as any)[mark] = true;
  }
}

// Matches by mark, so the class of another build, copy or realm matches too. Defined, not assigned:
// a bundler that transpiles dependencies in loose mode (Gatsby's Babel does) would turn a
// static method into an assignment, which throws because Function.prototype's is read-only.
Object.defineProperty(DialogDismissedError, Symbol.hasInstance, {
  value: (value: unknown): boolean => !!(value as any)?.[mark],
});
