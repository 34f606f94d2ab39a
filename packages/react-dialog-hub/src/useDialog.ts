import { useContext } from './react';
import { DialogContext } from './context';
import type { DialogContextValue } from './types';

// Bundlers replace it; declared here so the library needs no Node types.
declare const process: { env: { NODE_ENV?: string } };

/**
 * Returns the dialog API (`show`, `upsert`, `dismiss`, `dismissAll`, `getSnapshot`,
 * `subscribe`) of the nearest {@link DialogProvider}: its hub.
 *
 * @remarks
 * Works in any component below the provider, including inside dialogs, so a dialog can
 * open another one on top of itself. The returned object, `show` and `dismissAll` keep the
 * same identity across renders.
 *
 * `show` ({@link ShowFn}) returns a {@link DialogHandle}: a promise for the result that can
 * also `update` or `dismiss` the dialog. Its third argument, {@link ShowOptions}, takes an
 * `AbortSignal` that dismisses the dialog. A dismissed dialog rejects with a
 * {@link DialogDismissedError} unless a reason is given. The provider's props, such as the
 * `exitTimeout` that keeps a closed dialog mounted for its exit animation, are
 * {@link DialogProviderProps}.
 *
 * @returns The {@link DialogContextValue}: `show(Component, props, options?)` opens a dialog
 * and returns a handle for its result; `dismissAll(reason?)` closes every open dialog.
 * @throws Error if called outside a {@link DialogProvider}.
 *
 * @example
 * ```tsx
 * import { useDialog, type DialogProps } from 'react-dialog-hub';
 *
 * function AskName({ resolve, reject }: DialogProps<{}, string>) {
 *   return (
 *     <form
 *       onSubmit={(event) => {
 *         event.preventDefault();
 *         resolve(new FormData(event.currentTarget).get('name') as string);
 *       }}
 *     >
 *       <input name="name" aria-label="Name" />
 *       <button type="submit">OK</button>
 *       <button type="button" onClick={() => reject()}>Cancel</button>
 *     </form>
 *   );
 * }
 *
 * function Greeter() {
 *   const { show } = useDialog();
 *   const greet = async () => {
 *     try {
 *       const name = await show(AskName); // name: string
 *       alert(`Hello, ${name}!`);
 *     } catch {
 *       // the user cancelled, or the dialog was dismissed
 *     }
 *   };
 *   return <button onClick={greet}>Greet me</button>;
 * }
 * ```
 */
export function useDialog(): DialogContextValue {
  const value = useContext(DialogContext);
  if (value === null) {
    let message = 'no <DialogProvider>';
    try {
      // The full message in development; production builds keep the short one (smaller).
      if (process.env.NODE_ENV !== 'production') {
        message = 'useDialog() must be called inside <DialogProvider>: wrap your app in one';
      }
    } catch {
      // No `process` (unbundled ES modules in a browser): the short message.
    }
    throw new Error(message);
  }
  return value;
}
