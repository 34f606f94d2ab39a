import type { ComponentProps, ComponentType, ReactNode } from 'react';

/**
 * The props the provider gives every dialog: `resolve` and `reject` settle the promise
 * returned by `show`; `open` and `onExited` let the dialog animate out.
 *
 * @remarks
 * Closing has two phases. `resolve` or `reject` settles the promise at once, so the code
 * awaiting `show` goes on without waiting for any animation. The dialog then renders again
 * with `open={false}` and stays mounted until it calls `onExited()` (typically from its
 * exit transition's end), or until the provider's `exitTimeout` has passed. With the
 * default `exitTimeout` of `0` a settled dialog unmounts at once and never sees
 * `open={false}`. Only the first `resolve`/`reject` counts; later calls are ignored, and so
 * is `onExited()` while the dialog is still open.
 *
 * @typeParam TResult - Value the dialog resolves with; the type of the awaited `show(...)` call.
 * @typeParam TError - Reason the dialog may reject with.
 *
 * @example
 * ```tsx
 * import type { DialogBase } from 'react-dialog-hub';
 *
 * function Picker({ open, resolve, reject }: DialogBase<'red' | 'blue', Error>) {
 *   return (
 *     <div role="dialog" aria-label="Pick a colour" hidden={!open}>
 *       <button onClick={() => resolve('red')}>Red</button>
 *       <button onClick={() => resolve('blue')}>Blue</button>
 *       <button onClick={() => reject(new Error('cancelled'))}>Cancel</button>
 *     </div>
 *   );
 * }
 * ```
 */
export type DialogBase<TResult = void, TError = unknown> = {
  /** Settles the dialog's promise with `value` and starts closing the dialog. */
  resolve: (value: TResult) => void;
  /** Rejects the dialog's promise with `reason` and starts closing the dialog. */
  reject: (reason?: TError) => void;
  /**
   * `true` while the dialog is shown; `false` once it has been settled or dismissed and
   * is animating out. Pass it to your UI kit's `open` prop.
   */
  open: boolean;
  /**
   * Call when the exit animation has finished: the provider then unmounts the dialog.
   * Ignored while `open` is `true` and after the first call.
   */
  onExited: () => void;
};

/**
 * Props of a dialog component: its own props plus the {@link DialogBase} props the provider
 * supplies (`resolve`, `reject`, `open`, `onExited`).
 *
 * @remarks
 * Type your dialog's props with this and `show` infers everything else: which props the
 * caller must pass (`TProps`) and what the returned promise resolves to (`TResult`).
 * `TProps` may be a union (`{ kind: 'a'; a: string } | { kind: 'b'; b: number }`); `show`
 * then accepts any member of it.
 *
 * @typeParam TProps - The dialog's own props, which the caller passes to `show`.
 * @typeParam TResult - Value the dialog resolves with.
 * @typeParam TError - Reason the dialog may reject with.
 *
 * @example
 * ```tsx
 * import type { DialogProps } from 'react-dialog-hub';
 *
 * function Confirm({ message, open, resolve }: DialogProps<{ message: string }, boolean>) {
 *   if (!open) return null; // no exit animation: hide at once
 *   return (
 *     <div role="dialog" aria-modal="true" aria-label="Confirm">
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
 *   <div role="alertdialog" aria-label="Alert">
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
 * Options of a `show` call, its optional third argument.
 *
 * @example
 * ```tsx
 * import { useDialog, type DialogProps } from 'react-dialog-hub';
 *
 * function Wait({ resolve }: DialogProps) {
 *   return <button onClick={() => resolve()}>Close</button>;
 * }
 *
 * function useWaitAtMostFiveSeconds() {
 *   const { show } = useDialog();
 *   // The dialog is dismissed after five seconds; the promise rejects with the signal's reason.
 *   return () => show(Wait, {}, { signal: AbortSignal.timeout(5000) });
 * }
 * ```
 */
export type ShowOptions = {
  /**
   * Aborting it dismisses the dialog, and the promise rejects with `signal.reason`. A signal
   * that is already aborted rejects at once and shows nothing, as `fetch` does.
   */
  signal?: AbortSignal;
};

/**
 * What `show` returns: a real `Promise` for the dialog's result that also lets you control
 * the open dialog from outside.
 *
 * @remarks
 * `handle instanceof Promise` is `true`, so it can be awaited, chained and passed to
 * `Promise.race` like any promise. `update` and `dismiss` do nothing once the dialog has
 * settled.
 *
 * @typeParam TResult - What the promise resolves with.
 * @typeParam TProps - The dialog's own props, which `update` accepts a part of.
 *
 * @example
 * ```tsx
 * import { useDialog, type DialogProps } from 'react-dialog-hub';
 *
 * function Upload({ percent }: DialogProps<{ percent: number }>) {
 *   return <div role="dialog" aria-label="Uploading">{percent}%</div>;
 * }
 *
 * function useUpload() {
 *   const { show } = useDialog();
 *   return async (send: (onProgress: (percent: number) => void) => Promise<void>) => {
 *     const handle = show(Upload, { percent: 0 });
 *     handle.catch(() => {}); // dismissed below; nobody else awaits it
 *     try {
 *       await send((percent) => handle.update({ percent }));
 *     } finally {
 *       handle.dismiss();
 *     }
 *   };
 * }
 * ```
 */
export type DialogHandle<TResult = unknown, TProps = {}> = Promise<TResult> & {
  /** The provider's id of this dialog (`dialog-1`, `dialog-2`, …); also its React key. */
  readonly id: string;
  /** Merges `props` into the dialog's own props; the dialog renders again with them. */
  update: (props: Partial<TProps>) => void;
  /**
   * Closes the dialog from outside (two-phase, like `resolve`). The promise rejects with
   * `reason`, or with a {@link DialogDismissedError} when no reason is given.
   */
  dismiss: (reason?: unknown) => void;
};

/**
 * Opens a dialog and returns a {@link DialogHandle}: a promise for its result that can also
 * update or dismiss the dialog.
 *
 * @remarks
 * The second argument is the dialog's own props, i.e. its props without the
 * {@link DialogBase} ones, which the provider supplies. It is optional exactly when none of
 * those props is required. The promise resolves with the value passed to the dialog's
 * `resolve`, or rejects with the reason passed to its `reject`, with the reason given to
 * `dismiss`, or with a {@link DialogDismissedError}. A component whose props have no
 * `resolve` callback is a compile error: it could never settle. For a generic dialog, pick
 * its type argument with an instantiation expression: `show(Select<string>, { options })`.
 * How long a closed dialog stays mounted for its exit animation is the provider's
 * `exitTimeout` ({@link DialogProviderProps}).
 *
 * The signature uses four helper types that are not exported:
 *
 * - `RequireResolve<C>`: nothing when `C`'s props have a `resolve` callback; otherwise a
 *   type no value fits, so the call fails with a message saying why.
 * - `ShowArgs<C>`: `[props, options?]`, where `props` is optional exactly when every own
 *   prop is, and may not contain `resolve`, `reject`, `open` or `onExited`.
 * - `DialogOwnProps<C>`: the props of `C` without `resolve`, `reject`, `open` and
 *   `onExited`; a union of props stays a union.
 * - `DialogResult<C>`: the type of the value `C` passes to `resolve`.
 *
 * @typeParam C - The dialog component; its props decide the accepted props and the result type.
 * @param component - The dialog component to render on top of the stack.
 * @param args - The dialog's own props (optional when none is required), then {@link ShowOptions}.
 * @returns A {@link DialogHandle}: a promise that settles when the dialog calls `resolve` or
 * `reject` or is dismissed, with `id`, `update` and `dismiss`.
 *
 * @example
 * ```tsx
 * import { useDialog, type DialogProps } from 'react-dialog-hub';
 *
 * function Confirm({ message, resolve }: DialogProps<{ message: string }, boolean>) {
 *   return (
 *     <div role="dialog" aria-label="Confirm">
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
export type ShowFn = <C extends ComponentType<any>>(
  component: C & RequireResolve<C>,
  ...args: ShowArgs<C>
) => DialogHandle<DialogResult<C>, DialogOwnProps<C>>;

// Helpers for ShowFn's signature: deliberately not exported, only the public names are
// API. ShowFn's TSDoc explains DialogOwnProps and DialogResult in words.

type ProviderPropName = keyof DialogBase;

/** Omit that keeps a union a union (the built-in one merges its members). */
type OmitEach<P, K extends PropertyKey> = P extends unknown ? Omit<P, K> : never;

/** The props a caller passes for dialog `C`: its props minus the provider's. */
type DialogOwnProps<C extends ComponentType<any>> = OmitEach<ComponentProps<C>, ProviderPropName>;

/** `show`'s props argument; forbids the provider's props even where no excess-property check runs. */
type PropsFor<C extends ComponentType<any>> = DialogOwnProps<C> & { [K in ProviderPropName]?: never };

/** `show`'s rest parameters: the props may be left out iff no own prop is required. */
type ShowArgs<C extends ComponentType<any>> =
  {} extends DialogOwnProps<C>
    ? [props?: PropsFor<C>, options?: ShowOptions]
    : [props: PropsFor<C>, options?: ShowOptions];

/** What dialog `C` resolves with, read from the parameter of its `resolve` prop. */
type DialogResult<C extends ComponentType<any>> =
  ComponentProps<C> extends { resolve: (value: infer R) => void } ? R : never;

/** Makes a component without a `resolve` prop a compile error, with a readable message. */
type RequireResolve<C extends ComponentType<any>> =
  ComponentProps<C> extends { resolve: (value: never) => void }
    ? unknown
    : { 'show(): a dialog component needs a `resolve` prop (type its props with DialogProps)': never };

/**
 * The value provided by {@link DialogContext} and returned by `useDialog()`.
 *
 * @remarks
 * The object and its functions keep the same identity for the lifetime of the provider,
 * so they are safe to put in effect and callback dependency lists.
 *
 * @example
 * ```tsx
 * import { useEffect } from 'react';
 * import { useDialog } from 'react-dialog-hub';
 *
 * // Closes every dialog when the user signs out.
 * function useCloseDialogsOn(signedOut: boolean) {
 *   const { dismissAll } = useDialog();
 *   useEffect(() => {
 *     if (signedOut) dismissAll();
 *   }, [signedOut, dismissAll]);
 * }
 * ```
 */
export type DialogContextValue = {
  /** Opens a dialog; see {@link ShowFn}. */
  show: ShowFn;
  /**
   * Dismisses every open dialog of this provider: each promise rejects with `reason`, or
   * with a {@link DialogDismissedError} when none is given. Dialogs already animating out
   * are left to finish.
   */
  dismissAll: (reason?: unknown) => void;
};

/**
 * Props of {@link DialogProvider}: the part of the app that may open dialogs, and how long
 * a closed dialog may take to animate out.
 *
 * @example
 * ```tsx
 * import type { ReactNode } from 'react';
 * import { DialogProvider, type DialogProviderProps } from 'react-dialog-hub';
 *
 * // Gives settled dialogs up to 300 ms to play their exit animation.
 * const dialogOptions: Omit<DialogProviderProps, 'children'> = { exitTimeout: 300 };
 *
 * function Root({ children }: { children: ReactNode }) {
 *   return <DialogProvider {...dialogOptions}>{children}</DialogProvider>;
 * }
 * ```
 */
export type DialogProviderProps = {
  /** The part of the app that may open dialogs. */
  children?: ReactNode;
  /**
   * Milliseconds a settled or dismissed dialog stays mounted with `open={false}` when it
   * does not call `onExited()` sooner. `0` (the default) unmounts it at once.
   */
  exitTimeout?: number;
};

/**
 * One dialog as the provider keeps it in its stack, for tools that inspect the stack.
 *
 * @remarks
 * The provider does not expose its stack; this type describes its items for people
 * building their own provider or devtools on top of {@link DialogBase}. An item stays in the
 * stack from `show` until the dialog unmounts, including while it animates out.
 *
 * @example
 * ```tsx
 * import type { StackItem } from 'react-dialog-hub';
 *
 * function renderItem({ id, component: Dialog, props, open, resolve, reject, onExited }: StackItem) {
 *   return <Dialog key={id} {...props} open={open} resolve={resolve} reject={reject} onExited={onExited} />;
 * }
 * ```
 */
export type StackItem = {
  /** Unique id of this dialog (`dialog-1`, `dialog-2`, …); also its React key. */
  id: string;
  /** The component passed to `show`. */
  component: ComponentType<any>;
  /** The dialog's own props: those passed to `show`, merged with every `update`. */
  props: Record<string, unknown>;
  /** `false` once the dialog has settled and is animating out. */
  open: boolean;
  /** Resolves the dialog's promise and starts closing it; later calls do nothing. */
  resolve: (value: unknown) => void;
  /** Rejects the dialog's promise and starts closing it; later calls do nothing. */
  reject: (reason?: unknown) => void;
  /** Unmounts the dialog once it is closed; ignored while it is open. */
  onExited: () => void;
};
