import { DialogDismissedError } from './errors';
import type { DialogHandle, DialogHub, DialogStackItem, ShowOptions } from './types';

// Bundlers replace it; declared here so the library needs no Node types.
declare const process: { env: { NODE_ENV?: string } };

// Module-wide so keys and ids stay unique across hubs (and HMR remounts).
let last = 0;

/**
 * A shown dialog as the hub keeps it. Internal names end in `_`: the build shortens them
 * (esbuild's mangleProps, with the map committed in mangle.json so every build and copy of
 * one version agrees on them).
 */
export type Entry = {
  /** React key, unique even when a closing dialog and a new one share an id. */
  key_: number;
  /** Its own props: a new object on every change, so only its own slot renders again. */
  props_: Record<string, unknown>;
  /** The dialog as `useDialogStack` shows it; a new object when `open` changes. */
  item_: DialogStackItem;
  /** The `resolve`, `reject` and `onExited` props. */
  resolve_: (value: unknown) => void;
  reject_: (reason?: unknown) => void;
  exited_: () => void;
  /** Drops a dialog that threw, or whose hub lost its last provider: rejects, unmounts at once. */
  drop_: (error: unknown, notify?: boolean) => void;
  /** Settled: `resolve`, `reject` and dismissal have been used up. */
  settled_: boolean;
  /** Replaces its own props; it renders again with them. */
  setProps_: (props: Record<string, unknown>) => void;
  /** Aborted when it settles: removes the listeners of every signal that may dismiss it. */
  settling_: AbortController;
  handle_: DialogHandle<unknown, any>;
};

/** What a mounted provider tells its hub; set in its commits, never during render. */
export type Connection = {
  exitTimeout_: number;
  onError_?: (error: unknown, dialog: DialogStackItem) => void;
  /** Drops a dialog that threw while rendering, and tells `onError_`. */
  caught_: (error: unknown, entry: Entry) => void;
  /** React 18 only: the provider's current passive effect (see DialogProvider). */
  effect_?: object;
};

/** The hub with what only the provider and hooks use. */
export type Hub = DialogHub & {
  /** The entries, oldest first; a new array only when one is added or removed. */
  entries_: readonly Entry[];
  /** Mounted providers, in mount order: the first renders the dialogs. */
  providers_: Connection[];
  /** Development only: the timer of the warning that no provider has mounted. */
  waitWarning_?: unknown;
  /** 0: no provider yet (calls wait for one); 1: connected; 2: its last provider unmounted. */
  state_: 0 | 1 | 2;
  disconnect_: (provider: Connection) => void;
};

/**
 * Creates a dialog hub outside React: `show`, `upsert`, `dismiss`, `dismissAll`, `getSnapshot`
 * and `subscribe` for code that is not a component (router loaders, API interceptors, route
 * guards, plain event handlers). Render its dialogs with `<DialogProvider hub={hub}>`.
 *
 * @remarks
 * - Before a provider with this hub has mounted, `show` waits: the dialog is kept and appears
 *   when the provider mounts (a loader may run before the first render). In development, a
 *   console warning says so if no provider has mounted 3 seconds later; nothing else ends the
 *   wait but a provider, the call's `signal`, `dismiss` or `dismissAll`.
 * - Several providers may use one hub (one per React root): the first mounted renders the
 *   dialogs; when it unmounts, the next one does (the open dialogs mount again there).
 * - When the hub's last provider unmounts, its dialogs are dismissed (in a microtask, unless a
 *   provider with the hub mounts in the same commit, as when a `key` changes: then they stay),
 *   and later `show` calls reject at once with a {@link DialogDismissedError} (with a console
 *   warning in development), until a provider with the hub mounts again.
 * - On the server (where there is no `window`) `show` rejects at once: dialogs render in the
 *   browser only, and a server render never contains one.
 * - `getSnapshot()` and `subscribe()` follow the stack outside React, e.g. in a router guard.
 * - Inside components, `useDialog()` returns this same hub.
 *
 * @since 0.3.0
 * @returns A {@link DialogHub}.
 *
 * @example
 * ```tsx
 * // @filename: dialogs.tsx
 * import { createDialogHub, type DialogProps } from 'react-dialog-hub';
 *
 * export const dialogs = createDialogHub();
 *
 * function SessionExpired({ resolve }: DialogProps<{}, 'login' | 'stay'>) {
 *   return (
 *     <div role="alertdialog" aria-label="Session expired">
 *       <button onClick={() => resolve('login')}>Sign in again</button>
 *       <button onClick={() => resolve('stay')}>Stay here</button>
 *     </div>
 *   );
 * }
 *
 * // Called by an API client on a 401, outside any component.
 * export async function onUnauthorized() {
 *   const choice = await dialogs.show(SessionExpired).catch(() => 'stay' as const);
 *   if (choice === 'login') location.assign('/login');
 * }
 * // @filename: main.tsx
 * import { createRoot } from 'react-dom/client';
 * import { DialogProvider } from 'react-dialog-hub';
 * import { dialogs } from './dialogs';
 *
 * createRoot(document.getElementById('root')!).render(
 *   <DialogProvider hub={dialogs}>
 *     <h1>My app</h1>
 *   </DialogProvider>,
 * );
 * ```
 */
export function createDialogHub(): DialogHub {
  const listeners = new Set<() => void>();
  let stack: readonly DialogStackItem[] = [];
  /**
   * Tells every subscriber of a change: of the stack (a dialog was added or removed, one started
   * closing, another provider renders them), or, with `restack` false, of one dialog's props.
   */
  const emit = (restack = true) => {
    // A new array for the provider, which renders again and passes each dialog its props.
    hub.entries_ = [...hub.entries_];
    if (restack) stack = hub.entries_.map((entry) => entry.item_);
    listeners.forEach((listener) => listener());
  };
  const find = (id: string) => hub.entries_.find((entry) => entry.item_.id === id);
  /** Aborting `signal` dismisses the dialog, until it settles (which removes the listener). */
  const listen = (entry: Entry, signal?: AbortSignal) =>
    signal?.addEventListener('abort', () => entry.handle_.dismiss(signal.reason), { signal: entry.settling_.signal });

  const hub: Hub = {
    entries_: [],
    providers_: [],
    state_: 0,
    getSnapshot: () => stack,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dismiss: (id, reason) => find(id)?.handle_.dismiss(reason),
    dismissAll: (reason) => hub.entries_.forEach((entry) => entry.handle_.dismiss(reason)),
    disconnect_(provider) {
      const at = hub.providers_.indexOf(provider);
      if (at < 0) return;
      hub.providers_.splice(at, 1);
      // After React's commit, which this runs inside (no updates may be scheduled here), and
      // in which a provider remounted with a new key connects again: then the dialogs stay.
      queueMicrotask(() => {
        if (!hub.providers_.length) {
          // The last provider is gone: nothing can render these dialogs any more.
          hub.state_ = 2;
          hub.entries_.forEach((entry) => entry.drop_(new DialogDismissedError(), false));
        }
        // Another provider takes over the dialogs, or there are none left to render.
        emit();
      });
    },
    upsert: ((component, props, options) => show(component, props, options, true)) as DialogHub['upsert'],
    // Its fourth parameter is upsert's; the public type has three.
    show: show as DialogHub['show'],
  };

  function show(component: DialogStackItem['component'], props?: object, options: ShowOptions = {}, replace?: boolean) {
    const { signal, exitTimeout } = options;
    const id = options.id ?? `dialog-${++last}`;
    const open = options.id === undefined ? undefined : find(id);
    if (open && !open.settled_ && open.item_.component === component && !signal?.aborted) {
      // The same dialog is open: this call shares it (and, for upsert, gives it these props).
      if (replace) open.setProps_(ownProps(props));
      listen(open, signal);
      return open.handle_;
    }

    let finish!: [(value: unknown) => void, (reason?: unknown) => void];
    let exited!: () => void;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let removed = false;
    const handle = new Promise((resolve, reject) => (finish = [resolve, reject])) as Entry['handle_'] & {
      id: string;
      exited: Promise<void>;
    };
    handle.id = id;
    handle.exited = new Promise<void>((resolve) => (exited = resolve));
    const entry = {
      key_: ++last,
      props_: ownProps(props),
      item_: { id, component, open: true },
      settled_: false,
      settling_: new AbortController(),
      handle_: handle,
    } as Entry;
    entry.setProps_ = (props_) => {
      entry.props_ = props_;
      emit(false);
    };
    const remove = (notify = true) => {
      if (removed) return;
      removed = true;
      clearTimeout(timer);
      hub.entries_ = hub.entries_.filter((other) => other !== entry);
      if (notify) emit();
      exited();
    };
    /**
     * Settles once, resolving (`outcome` 0) or rejecting (1) with `value`; then unmounts at once,
     * or shows `open={false}` until onExited/timeout.
     */
    const settle = (outcome: 0 | 1, value: unknown, animate = true) => {
      if (entry.settled_) return;
      entry.settled_ = true;
      entry.settling_.abort();
      finish[outcome](value);
      // With no provider it never rendered, so there is nothing to animate.
      const provider = hub.providers_[0];
      const ms = provider ? (exitTimeout ?? provider.exitTimeout_) : 0;
      if (!animate || !ms) return animate && remove();
      entry.item_ = { ...entry.item_, open: false };
      emit();
      // Infinity (or anything a timer cannot hold) waits for onExited() alone.
      if (ms < 2 ** 31) timer = setTimeout(remove, ms);
    };
    entry.resolve_ = handle.resolve = (value) => settle(0, value);
    entry.reject_ = (reason) => settle(1, reason);
    entry.exited_ = () => void (entry.settled_ && remove());
    // A dialog that crashed cannot animate out; one that crashed while exiting just goes.
    entry.drop_ = (error, notify) => {
      settle(1, error, false);
      remove(notify);
    };
    handle.dismiss = (reason) => settle(1, reason === undefined ? new DialogDismissedError() : reason);
    handle.update = ((patch: object | ((props: object) => object)) => {
      const { props_ } = entry;
      if (!entry.settled_) entry.setProps_({ ...props_, ...ownProps(typeof patch === 'function' ? patch(props_) : patch) });
    }) as Entry['handle_']['update'];

    const reason = signal?.aborted
      ? signal.reason
      : open && !open.settled_
        ? idInUse(id)
        : badExitTimeout(exitTimeout) || ((typeof window == 'undefined' || hub.state_ > 1) && new DialogDismissedError());
    if (reason) {
      // As fetch does, an aborted signal rejects at once and shows nothing; so does a show()
      // that nothing would ever render: on the server, or after the last provider unmounted.
      try {
        if (process.env.NODE_ENV !== 'production' && reason instanceof DialogDismissedError) {
          console.warn(
            typeof window == 'undefined'
              ? 'react-dialog-hub: show() on the server is dismissed: dialogs render in the browser only'
              : 'react-dialog-hub: show() after its last <DialogProvider> unmounted is dismissed',
          );
        }
      } catch {
        // No `process` (unbundled ES modules in a browser): no development warnings.
      }
      // Never shown: settled, with nothing to animate, so `exited` resolves at once too.
      settle(1, reason, false);
      exited();
      return handle;
    }
    // A dialog with this id still animating out goes at once: ids stay unique in the stack.
    open?.drop_(null);
    try {
      if (process.env.NODE_ENV !== 'production' && !hub.state_) {
        hub.waitWarning_ ??= setTimeout(() => {
          hub.state_ ||
            console.warn(
              'react-dialog-hub: show() has waited 3 s for a <DialogProvider hub={…}> with this hub; none has mounted, so the dialog is not shown',
            );
        }, 3000);
      }
    } catch {
      // No `process`: see above.
    }
    listen(entry, signal);
    hub.entries_ = [...hub.entries_, entry];
    emit();
    return handle;
  }
  return hub;
}

// Errors carry their full message in development; production builds keep a short one, since
// bundlers fold `process.env.NODE_ENV` and drop the branch with the long text. Without a
// bundler (no `process`) the short one too.

/** The error for an `exitTimeout` no timer can wait for (negative, `NaN`); false for a good one or none. */
export function badExitTimeout(ms: number | undefined): RangeError | false {
  if (!(ms! < 0 || ms !== ms)) return false;
  let message = 'exitTimeout < 0';
  try {
    if (process.env.NODE_ENV !== 'production') message = `exitTimeout ${ms}: use 0 or more milliseconds, or Infinity`;
  } catch {}
  return new RangeError(message);
}

/** The error for a `show` whose id belongs to an open dialog of another component. */
function idInUse(id: string): Error {
  let message = 'id in use';
  try {
    if (process.env.NODE_ENV !== 'production') message = `show(): id "${id}" is open with another component; dismiss it first`;
  } catch {}
  return new Error(message);
}

/** The props to render a dialog with: a `key` among them is React's, never the dialog's. */
function ownProps(props: object | undefined): Record<string, unknown> {
  const { key: _ignored, ...own } = (props ?? {}) as Record<string, unknown>;
  return own;
}
