import type { ComponentProps, ComponentType } from 'react';

/**
 * The two callbacks every dialog receives: one settles the promise returned by `show`
 * with a value, the other rejects it.
 *
 * @remarks
 * Calling either one also removes the dialog from the stack. Only the first call counts;
 * later calls to `resolve` or `reject` on the same dialog are ignored.
 *
 * @typeParam TResult - Value the dialog resolves with; the type of the awaited `show(...)` call.
 * @typeParam TError - Reason the dialog may reject with.
 *
 * @example
 * ```tsx
 * import type { DialogBase } from 'react-dialog-hub';
 *
 * function Picker({ resolve, reject }: DialogBase<'red' | 'blue', Error>) {
 *   return (
 *     <div role="dialog">
 *       <button onClick={() => resolve('red')}>Red</button>
 *       <button onClick={() => resolve('blue')}>Blue</button>
 *       <button onClick={() => reject(new Error('cancelled'))}>Cancel</button>
 *     </div>
 *   );
 * }
 * ```
 */
export type DialogBase<TResult = void, TError = unknown> = {
  /** Settles the dialog's promise with `value` and closes the dialog. */
  resolve: (value: TResult) => void;
  /** Rejects the dialog's promise with `reason` and closes the dialog. */
  reject: (reason?: TError) => void;
};

/**
 * Props of a dialog component: its own props plus `resolve` and `reject`.
 *
 * @remarks
 * Type your dialog's props with this and `show` infers everything else: which props the
 * caller must pass (`TProps`, without `resolve`/`reject`) and what the returned promise
 * resolves to (`TResult`).
 *
 * @typeParam TProps - The dialog's own props, which the caller passes to `show`.
 * @typeParam TResult - Value the dialog resolves with.
 * @typeParam TError - Reason the dialog may reject with.
 *
 * @example
 * ```tsx
 * import type { DialogProps } from 'react-dialog-hub';
 *
 * function Confirm({ message, resolve }: DialogProps<{ message: string }, boolean>) {
 *   return (
 *     <div role="dialog" aria-modal="true">
 *       <p>{message}</p>
 *       <button onClick={() => resolve(true)}>Yes</button>
 *       <button onClick={() => resolve(false)}>No</button>
 *     </div>
 *   );
 * }
 * ```
 */
export type DialogProps<TProps = {}, TResult = void, TError = unknown> = TProps &
  DialogBase<TResult, TError>;

/**
 * A React component (function or class) that can be opened with `show`.
 *
 * @remarks
 * Useful for annotating a variable or a prop that holds a dialog. Components declared with
 * {@link DialogProps} already fit this type; you rarely need to write it yourself.
 *
 * @typeParam TProps - The dialog's own props.
 * @typeParam TResult - Value the dialog resolves with.
 * @typeParam TError - Reason the dialog may reject with.
 *
 * @example
 * ```tsx
 * import type { DialogComponent } from 'react-dialog-hub';
 *
 * const Alert: DialogComponent<{ text: string }> = ({ text, resolve }) => (
 *   <div role="alertdialog">
 *     <p>{text}</p>
 *     <button onClick={() => resolve()}>OK</button>
 *   </div>
 * );
 * ```
 */
export type DialogComponent<TProps = {}, TResult = void, TError = unknown> = ComponentType<
  DialogProps<TProps, TResult, TError>
>;

/**
 * Opens a dialog and returns a promise for its result.
 *
 * @remarks
 * The second argument is the dialog's own props, i.e. its props without `resolve` and
 * `reject`, which the provider supplies. It is optional exactly when none of those props
 * are required. The promise resolves with the value passed to the dialog's `resolve`, or
 * rejects with the reason passed to its `reject`; either call also closes the dialog.
 *
 * @typeParam C - The dialog component; its props decide the accepted props and the result type.
 * @param component - The dialog component to render on top of the stack.
 * @param props - The dialog's own props (without `resolve`/`reject`); optional when none is required.
 * @returns A promise that settles when the dialog calls `resolve` or `reject`.
 *
 * @example
 * ```tsx
 * import { useDialog, type DialogProps } from 'react-dialog-hub';
 *
 * function Confirm({ message, resolve }: DialogProps<{ message: string }, boolean>) {
 *   return (
 *     <div role="dialog">
 *       <p>{message}</p>
 *       <button onClick={() => resolve(true)}>Yes</button>
 *       <button onClick={() => resolve(false)}>No</button>
 *     </div>
 *   );
 * }
 *
 * function DeleteButton() {
 *   const { show } = useDialog();
 *   return (
 *     <button
 *       onClick={async () => {
 *         const ok = await show(Confirm, { message: 'Delete this file?' }); // ok: boolean
 *         if (ok) console.log('deleted');
 *       }}
 *     >
 *       Delete
 *     </button>
 *   );
 * }
 * ```
 */
export type ShowFn = <C extends DialogComponent<any, any, any>>(
  component: C,
  ...props: PropsArg<C>
) => Promise<ResultOf<C>>;

// Helpers for ShowFn. Deliberately not exported from the package: only the nine public
// names are API, and these are an implementation detail of ShowFn's signature.

/** The props a caller passes for dialog `C`: its props minus `resolve`/`reject`. */
type OwnProps<C extends DialogComponent<any, any, any>> = Omit<
  ComponentProps<C>,
  keyof DialogBase
> &
  // Forbids `resolve`/`reject` even where no excess-property check runs (e.g. `{}` props).
  { [K in keyof DialogBase]?: never };

/** `show`'s rest parameter: the props argument may be left out iff no own prop is required. */
type PropsArg<C extends DialogComponent<any, any, any>> =
  {} extends OwnProps<C> ? [props?: OwnProps<C>] : [props: OwnProps<C>];

/** What dialog `C` resolves with, read from the parameter of its `resolve` prop. */
type ResultOf<C extends DialogComponent<any, any, any>> =
  ComponentProps<C> extends { resolve: (value: infer R) => void } ? R : unknown;

/**
 * The value provided by {@link DialogContext} and returned by `useDialog()`.
 *
 * @remarks
 * The object and its `show` function keep the same identity for the lifetime of the
 * provider, so they are safe to put in effect and callback dependency lists.
 *
 * @example
 * ```tsx
 * import { useDialog, type DialogContextValue } from 'react-dialog-hub';
 *
 * function useNotify() {
 *   const dialogs: DialogContextValue = useDialog();
 *   return dialogs.show;
 * }
 * ```
 */
export type DialogContextValue = {
  /** Opens a dialog; see {@link ShowFn}. */
  show: ShowFn;
};

/**
 * One open dialog, as the provider keeps it in its stack.
 *
 * @remarks
 * `resolve` and `reject` here are the ones handed to the dialog: they settle the promise
 * returned by `show` and remove this item (and only this item) from the stack. Most apps
 * never see this type; it is exported for people building their own provider or devtools.
 *
 * @example
 * ```tsx
 * import type { StackItem } from 'react-dialog-hub';
 *
 * function renderItem({ id, component: Dialog, props, resolve, reject }: StackItem) {
 *   return <Dialog key={id} {...props} resolve={resolve} reject={reject} />;
 * }
 * ```
 */
export type StackItem = {
  /** Unique id of this dialog (`dialog-1`, `dialog-2`, …); also its React key. */
  id: string;
  /** The component passed to `show`. */
  component: DialogComponent<any, any, any>;
  /** The props passed to `show` (without `resolve`/`reject`). */
  props: Record<string, unknown>;
  /** Resolves the dialog's promise and removes the dialog; later calls do nothing. */
  resolve: (value: unknown) => void;
  /** Rejects the dialog's promise and removes the dialog; later calls do nothing. */
  reject: (reason?: unknown) => void;
};
