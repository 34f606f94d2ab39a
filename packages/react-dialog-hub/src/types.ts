import type { ComponentProps, ComponentType, ReactNode } from 'react';

/**
 * The props every dialog needs: `resolve` and `reject` settle the promise returned by `show`.
 *
 * @remarks
 * Only the first `resolve`/`reject` counts; later calls are ignored. The provider also passes
 * `open` and `onExited` to every dialog; a dialog that animates out declares them by typing
 * its props with {@link AnimatedDialogProps} (or adding {@link DialogExitProps}). They are
 * not part of `DialogBase`, so a dialog rendered by hand (in a unit test, say) needs only
 * `resolve` and `reject`, as in 0.1.
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
 *     <div role="dialog" aria-label="Pick a colour">
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
};

/**
 * The two props that let a dialog animate out: `open` and `onExited`.
 *
 * @remarks
 * Closing has two phases. `resolve` or `reject` settles the promise at once, so the code
 * awaiting `show` goes on without waiting for any animation. The dialog then renders again
 * with `open={false}` and stays mounted until it calls `onExited()` (typically from its
 * exit transition's end), or until the provider's `exitTimeout` has passed. With the
 * default `exitTimeout` of `0` a settled dialog unmounts at once and never sees
 * `open={false}`. `onExited()` is ignored while the dialog is still open.
 *
 * The provider passes both props to every dialog; declare them (here, or through
 * {@link AnimatedDialogProps}) only in a dialog that uses them.
 *
 * @since 0.3.0
 *
 * @example
 * ```tsx
 * import type { DialogBase, DialogExitProps } from 'react-dialog-hub';
 *
 * function Toast({ open, onExited, resolve }: DialogBase & DialogExitProps) {
 *   return (
 *     <div
 *       role="status"
 *       className={open ? 'toast' : 'toast toast-leaving'}
 *       onTransitionEnd={() => open || onExited()}
 *     >
 *       Saved <button onClick={() => resolve()}>Dismiss</button>
 *     </div>
 *   );
 * }
 * ```
 */
export type DialogExitProps = {
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
 * Props of a dialog component: its own props plus the {@link DialogBase} props
 * (`resolve`, `reject`).
 *
 * @remarks
 * The provider also passes `open` and `onExited`; a dialog that animates out declares them
 * with {@link AnimatedDialogProps}. Type your dialog's props with this and `show` infers everything else: which props the
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
 * function Confirm({ message, resolve }: DialogProps<{ message: string }, boolean>) {
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
 * Props of a dialog that animates out: {@link DialogProps} plus `open` and `onExited`
 * ({@link DialogExitProps}).
 *
 * @remarks
 * `show` treats it exactly like {@link DialogProps}: the caller passes the same own props and
 * awaits the same result; `open` and `onExited` come from the provider.
 *
 * @since 0.3.0
 * @typeParam TProps - The dialog's own props, which the caller passes to `show`.
 * @typeParam TResult - Value the dialog resolves with.
 * @typeParam TError - Reason the dialog may reject with.
 *
 * @example
 * ```tsx
 * import type { AnimatedDialogProps } from 'react-dialog-hub';
 *
 * function Confirm({ message, open, onExited, resolve }: AnimatedDialogProps<{ message: string }, boolean>) {
 *   return (
 *     <div
 *       role="dialog"
 *       aria-label="Confirm"
 *       className={open ? 'fade-in' : 'fade-out'}
 *       onAnimationEnd={() => open || onExited()}
 *     >
 *       <p>{message}</p>
 *       <button onClick={() => resolve(true)}>Yes</button>
 *       <button onClick={() => resolve(false)}>No</button>
 *     </div>
 *   );
 * }
 * ```
 */
export type AnimatedDialogProps<TProps = {}, TResult = void, TError = unknown> = DialogProps<
  TProps,
  TResult,
  TError
> &
  DialogExitProps;

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
 * @since 0.2.0
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
  /**
   * The dialog's identity. While a dialog with this id is open, `show` with the same id opens
   * nothing and returns that dialog's handle unchanged (its props stay as they are; call
   * `update` to change them), so a double click opens one dialog; a `signal` given to that
   * call dismisses the shared dialog too. With another component open under the id, the call
   * rejects at once with an `Error` and leaves that dialog alone. Once the dialog has settled,
   * the id is free again: a new dialog with it removes the old one at once, even mid-exit, so
   * no two dialogs in the stack share an id you chose. Without it, the library makes one up:
   * `dialog-` and a number. Those are not checked against the ids you pass, so pick ids that do
   * not look like them (`delete:${name}`, not `dialog-4`).
   *
   * @since 0.3.0
   */
  id?: string;
  /**
   * This dialog's exit time, in place of the provider's `exitTimeout`: the most milliseconds
   * it stays mounted with `open={false}` after settling. A negative number or `NaN` rejects
   * the call with a `RangeError` and shows nothing.
   *
   * @since 0.4.0
   */
  exitTimeout?: number;
};

/**
 * The `update` function of a {@link DialogHandle}: merges a patch into the open dialog's
 * own props, or computes it from the current ones.
 *
 * @remarks
 * The patch is checked against the props: a required prop cannot be set to `undefined`, a
 * prop the dialog does not have is an error, and on a dialog whose props are a union only
 * the props that every member has, with a value every member accepts, can be patched (so a
 * patch can never turn one member into another with the wrong fields). The updater form
 * receives the current props, including every earlier update.
 *
 * @since 0.3.0
 * @typeParam TProps - The dialog's own props.
 *
 * @example
 * ```tsx
 * import { useDialog, type DialogProps } from 'react-dialog-hub';
 *
 * function Progress({ done, total }: DialogProps<{ done: number; total: number }>) {
 *   return <div role="dialog" aria-label="Copying">{done} of {total}</div>;
 * }
 *
 * function useCopyAll() {
 *   const { show } = useDialog();
 *   return async (files: string[], copy: (file: string) => Promise<void>) => {
 *     const handle = show(Progress, { done: 0, total: files.length });
 *     handle.catch(() => {}); // dismissed below; nobody else awaits it
 *     for (const file of files) {
 *       await copy(file);
 *       handle.update((prev) => ({ done: prev.done + 1 }));
 *     }
 *     handle.dismiss();
 *   };
 * }
 * ```
 */
export type DialogUpdate<TProps> = [keyof TProps] extends [never]
  ? (patch: Record<string, never>) => void
  : <K extends keyof TProps>(patch: DialogPatch<TProps, K> | ((props: TProps) => DialogPatch<TProps, K>)) => void;

/** The patch `update` takes: the keys `K` of `TProps`, each with a value all members accept. */
type DialogPatch<TProps, K extends keyof TProps> = { [P in K]: ValueForAll<TProps, P> };

/** A value of prop `K` that every member of the union `TProps` accepts (their intersection). */
type ValueForAll<TProps, K extends PropertyKey> = (
  TProps extends unknown ? (value: TProps[K & keyof TProps]) => void : never
) extends (value: infer V) => void
  ? V
  : never;

/**
 * What `show` returns: a real `Promise` for the dialog's result that also lets you control
 * the open dialog from outside.
 *
 * @remarks
 * `handle instanceof Promise` is `true`, so it can be awaited, chained and passed to
 * `Promise.race` like any promise. `update`, `dismiss` and `resolve` do nothing once the
 * dialog has settled. `exited` resolves (never rejects) once the dialog has left the screen: after its
 * exit animation, at once when it never rendered, or when its provider unmounts.
 *
 * @since 0.2.0
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
 *       await handle.exited; // the upload dialog is gone: safe to open the next one
 *     }
 *   };
 * }
 * ```
 */
export type DialogHandle<TResult = unknown, TProps = {}> = Promise<TResult> & {
  /** The dialog's id: the `id` given in {@link ShowOptions}, or one the library made up (`dialog-` and a number) */
  readonly id: string;
  /**
   * Resolves when the dialog has unmounted: after its exit animation (`onExited()` or the
   * provider's `exitTimeout`), at once if it was never shown, or when its provider unmounts.
   * Never rejects.
   *
   * @since 0.3.0
   */
  readonly exited: Promise<void>;
  /**
   * Merges a patch into the dialog's own props (or one computed from the current props, in
   * the updater form); the dialog renders again with them. See {@link DialogUpdate}.
   */
  update: DialogUpdate<TProps>;
  /**
   * Closes the dialog from outside (two-phase, like `resolve`). The promise rejects with
   * `reason`, or with a {@link DialogDismissedError} when no reason is given.
   */
  dismiss: (reason?: unknown) => void;
  /**
   * Closes the dialog from outside with a result (two-phase, like the dialog's own
   * `resolve`): the promise resolves with `value`. For a dialog that the work it shows ends,
   * such as a progress dialog closed by the task that finishes.
   *
   * @since 0.4.0
   */
  resolve(value: TResult): void;
};

/**
 * Opens a dialog and returns a {@link DialogHandle}: a promise for its result that can also
 * update or dismiss the dialog.
 *
 * @remarks
 * The second argument is the dialog's own props ({@link DialogOwnProps}), i.e. its props
 * without `resolve`, `reject`, `open` and `onExited`, which the provider supplies. It is
 * optional exactly when none of those props is required. The promise resolves with the value
 * passed to the dialog's `resolve` ({@link DialogResult}), or rejects with the reason passed to
 * its `reject`, with the reason given to `dismiss`, or with a {@link DialogDismissedError}. A
 * component whose props have no `resolve` callback is a compile error: it could never settle.
 * For a generic dialog, pick its type argument with an instantiation expression:
 * `show(Select<string>, { options })`. The third argument is {@link ShowOptions}.
 *
 * The signature names four helper types; the last two are exported:
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
 * `reject` or is dismissed, with `id`, `exited`, `update`, `dismiss` and `resolve`.
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

/**
 * Shows a dialog, or, when one with the same `id` and component is open, gives it new props
 * in place: `upsert` on a {@link DialogHub}.
 *
 * @remarks
 * The open dialog keeps its state (a half-typed input stays) and its promise; `props` replace
 * its own props entirely, as if it had been shown with them. When no dialog with the id is
 * open, this is `show(component, props, options)`. With another component open under the
 * id, the call rejects at once and changes nothing.
 *
 * @since 0.4.0
 * @typeParam C - The dialog component.
 *
 * @example
 * ```tsx
 * import { useDialog, type DialogProps } from 'react-dialog-hub';
 *
 * function Saving({ file }: DialogProps<{ file: string }>) {
 *   return <div role="status">Saving {file}…</div>;
 * }
 *
 * function useSavingNotice() {
 *   const { upsert } = useDialog();
 *   // One notice, whatever the number of saves in flight: the latest file name wins.
 *   return (file: string) => upsert(Saving, { file }, { id: 'saving' });
 * }
 * ```
 */
export type UpsertFn = <C extends ComponentType<any>>(
  component: C & RequireResolve<C>,
  props: DialogOwnProps<C> & { [K in keyof DialogBase | keyof DialogExitProps]?: never },
  options: ShowOptions & { id: string },
) => DialogHandle<DialogResult<C>, DialogOwnProps<C>>;

/**
 * The props a caller passes to `show` for dialog `C`: its props without `resolve`, `reject`,
 * `open` and `onExited`. A union of props stays a union.
 *
 * @since 0.3.0
 * @typeParam C - The dialog component.
 *
 * @example
 * ```tsx
 * import type { DialogOwnProps, DialogProps } from 'react-dialog-hub';
 *
 * function Rename({ name, resolve }: DialogProps<{ name: string }, string>) {
 *   return <button onClick={() => resolve(name.trim())}>Rename</button>;
 * }
 *
 * const defaults: DialogOwnProps<typeof Rename> = { name: 'untitled' };
 * ```
 */
export type DialogOwnProps<C extends ComponentType<any>> =
  ComponentProps<C> extends infer P ? (P extends unknown ? Omit<P, 'resolve' | 'reject' | 'open' | 'onExited'> : never) : never;

/**
 * The value dialog `C` resolves with, read from the parameter of its `resolve` prop: what
 * `await show(C, …)` gives.
 *
 * @since 0.3.0
 * @typeParam C - The dialog component.
 *
 * @example
 * ```tsx
 * import type { DialogProps, DialogResult } from 'react-dialog-hub';
 *
 * function PickSize({ resolve }: DialogProps<{}, 'S' | 'M' | 'L'>) {
 *   return <button onClick={() => resolve('M')}>Medium</button>;
 * }
 *
 * let lastSize: DialogResult<typeof PickSize> = 'S';
 * ```
 */
export type DialogResult<C extends ComponentType<any>> =
  ComponentProps<C> extends { resolve: (value: infer R) => void } ? R : never;

// Helpers for ShowFn's signature: not exported, only the public names are API.

type ProviderPropName = keyof DialogBase | keyof DialogExitProps;

/** `show`'s rest parameters: the props may be left out iff no own prop is required; the
 * provider's props are forbidden even where no excess-property check runs. */
type ShowArgs<C extends ComponentType<any>> =
  {} extends DialogOwnProps<C>
    ? [props?: DialogOwnProps<C> & { [K in ProviderPropName]?: never }, options?: ShowOptions]
    : [props: DialogOwnProps<C> & { [K in ProviderPropName]?: never }, options?: ShowOptions];

/** Makes a component without a `resolve` prop a compile error, with a readable message. */
type RequireResolve<C extends ComponentType<any>> =
  ComponentProps<C> extends { resolve: (value: never) => void }
    ? unknown
    : { 'show(): a dialog component needs a `resolve` prop (type its props with DialogProps)': never };

/**
 * What `useDialog()` returns and {@link createDialogHub} creates: open and close dialogs.
 *
 * @remarks
 * The object and its functions keep the same identity for the lifetime of the provider (or
 * hub), so they are safe to put in effect and callback dependency lists.
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
   * Shows a dialog, or gives the open one with the same `id` new props; see {@link UpsertFn}.
   *
   * @since 0.4.0
   */
  upsert: UpsertFn;
  /**
   * The dialogs, oldest first, as {@link useDialogStack} returns them: the same array until
   * the stack changes, so it suits `useSyncExternalStore` and code outside React.
   *
   * @since 0.4.0
   */
  getSnapshot: () => readonly DialogStackItem[];
  /**
   * Calls `listener` after every change of the stack (a dialog opens, starts to close or
   * unmounts) and of a dialog's props (`update`, `upsert`); returns the function that stops
   * it. `getSnapshot()` returns the same array when only props changed, so compare it to
   * tell the two apart.
   *
   * @since 0.4.0
   */
  subscribe: (listener: () => void) => () => void;
  /**
   * Dismisses the open dialog with this id (see {@link ShowOptions}): its promise rejects with
   * `reason`, or with a {@link DialogDismissedError}. Does nothing when no open dialog has it.
   *
   * @since 0.3.0
   */
  dismiss: (id: string, reason?: unknown) => void;
  /**
   * Dismisses every open dialog: each promise rejects with `reason`, or with a
   * {@link DialogDismissedError} when none is given. Dialogs already animating out are left
   * to finish.
   *
   * @since 0.2.0
   */
  dismissAll: (reason?: unknown) => void;
};

/**
 * A dialog hub made outside React with {@link createDialogHub}: the same `show`, `upsert`,
 * `dismiss`, `dismissAll`, `getSnapshot` and `subscribe` as `useDialog()`, for router loaders,
 * API interceptors, route guards and other code that is not a component.
 *
 * @since 0.3.0
 *
 * @example
 * ```tsx
 * import { createDialogHub, type DialogHub } from 'react-dialog-hub';
 *
 * export const dialogs: DialogHub = createDialogHub();
 * ```
 */
export type DialogHub = DialogContextValue;

/**
 * Props of {@link DialogProvider}: how long closed dialogs may animate out, the hub it renders,
 * what a suspended dialog shows, and who hears of a dialog that throws.
 *
 * @since 0.2.0
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
   * does not call `onExited()` sooner. `0` (the default) unmounts it at once; `Infinity`
   * waits for `onExited()` alone. A negative number or `NaN` throws an error.
   */
  exitTimeout?: number;
  /**
   * The hub from {@link createDialogHub} whose dialogs this provider renders, so code outside
   * React can open them. Without it the provider has a hub of its own.
   *
   * @since 0.3.0
   */
  hub?: DialogHub;
  /**
   * What a dialog that suspends (a `lazy` component, say) shows until it is ready. Each
   * dialog has its own Suspense boundary, so only that dialog waits. Default: nothing.
   *
   * @since 0.3.0
   */
  fallback?: ReactNode;
  /**
   * Called when a dialog throws while rendering, after it has been removed and its promise
   * rejected with the error: report it to your error monitoring here.
   *
   * @since 0.3.0
   */
  onError?: (error: unknown, dialog: DialogStackItem) => void;
};

/**
 * One dialog of the stack, as {@link useDialogStack} and a hub's `getSnapshot` return it.
 *
 * @remarks
 * A dialog is in the stack from `show` until it unmounts, including while it animates out
 * (`open` is then `false`). 0.3 called this type `StackItem`; that name is 0.1's again.
 *
 * @since 0.4.0
 *
 * @example
 * ```tsx
 * import { useDialogStack, type DialogStackItem } from 'react-dialog-hub';
 *
 * const isShown = (item: DialogStackItem) => item.open;
 *
 * function OpenDialogCount() {
 *   return <span>{useDialogStack().filter(isShown).length} open</span>;
 * }
 * ```
 */
export type DialogStackItem = {
  /** The dialog's id: the `id` given to `show`, or one the library made up (`dialog-` and a number) */
  readonly id: string;
  /** The component passed to `show`. */
  readonly component: ComponentType<any>;
  /** `false` once the dialog has settled and is animating out. */
  readonly open: boolean;
};

/**
 * The dialog a component is rendered in, as {@link useCurrentDialog} returns it: its stack
 * item, its place in the stack and the stack's size.
 *
 * @since 0.4.0
 *
 * @example
 * ```tsx
 * import { useCurrentDialog, type CurrentDialog, type DialogProps } from 'react-dialog-hub';
 *
 * const position = ({ index, stackSize }: CurrentDialog) => `${index + 1} of ${stackSize}`;
 *
 * function Layer({ resolve }: DialogProps) {
 *   return (
 *     <div role="dialog" aria-label={`Layer ${position(useCurrentDialog())}`}>
 *       <button onClick={() => resolve()}>Close</button>
 *     </div>
 *   );
 * }
 * ```
 */
export type CurrentDialog = DialogStackItem & {
  /** Its place in the stack: `0` is the oldest dialog. Closing dialogs count. */
  readonly index: number;
  /** How many dialogs the stack holds, closing ones included. */
  readonly stackSize: number;
};

/**
 * One dialog as 0.1 described it, for code written against 0.1 that renders dialogs by hand.
 *
 * @deprecated Nothing in the library gives out this shape since 0.2; the stack that
 * {@link useDialogStack} returns is made of {@link DialogStackItem}s.
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
  /** Unique id of this dialog; also its React key. */
  id: string;
  /** The component passed to `show`. */
  component: DialogComponent<any, any, any>;
  /** The props passed to `show` (without `resolve`/`reject`). */
  props: Record<string, unknown>;
  /** Resolves the dialog's promise. */
  resolve: (value: unknown) => void;
  /** Rejects the dialog's promise. */
  reject: (reason?: unknown) => void;
};
