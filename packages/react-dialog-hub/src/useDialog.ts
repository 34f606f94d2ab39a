import { useContext } from 'react';
import { DialogContext } from './context';
import type { DialogContextValue } from './types';

/**
 * Returns the dialog API (`{ show }`) of the nearest {@link DialogProvider}.
 *
 * @remarks
 * Works in any component below the provider, including inside dialogs, so a dialog can
 * open another one on top of itself. The returned object and `show` keep the same identity
 * across renders.
 *
 * @returns The context value, whose `show(Component, props)` opens a dialog and returns a
 * promise for its result.
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
 *       // the user cancelled
 *     }
 *   };
 *   return <button onClick={greet}>Greet me</button>;
 * }
 * ```
 */
export function useDialog(): DialogContextValue {
  const value = useContext(DialogContext);
  if (value === null) {
    throw new Error(
      'useDialog() must be called inside <DialogProvider>. ' +
        'Wrap your app (or the part that opens dialogs) in <DialogProvider>.',
    );
  }
  return value;
}
