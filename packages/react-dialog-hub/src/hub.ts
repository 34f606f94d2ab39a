import { DialogDismissedError } from './errors';
import type { DialogHandle, DialogHub, ShowOptions, StackItem } from './types';

// Bundlers replace it; declared here so the library needs no Node types.
declare const process: { env: { NODE_ENV?: string } };

// Module-wide so keys and ids stay unique across hubs (and HMR remounts).
let last = 0;

/** A shown dialog as the hub keeps it. Short names: property names survive minification. */
export type Entry = {
  /** React key, unique even when a closing dialog and a new one share an id. */
  k: number;
  /** What the dialog renders with (own props, open); a new object on every change. */
  v: { p: Record<string, unknown>; o: boolean };
  /** Subscribes the dialog's slot to `v`. */
  u: (listener: () => void) => () => void;
  /** The dialog as `useDialogStack` shows it; a new object when `open` changes. */
  i: StackItem;
  /** resolve, reject, onExited, dismiss. */
  r: (value: unknown) => void;
  j: (reason?: unknown) => void;
  x: () => void;
  d: (reason?: unknown) => void;
  /** Drops a dialog that threw: rejects with the error, unmounts at once. */
  f: (error: unknown) => void;
  /** Settled: `resolve`, `reject` and `dismiss` have been used up. */
  s: boolean;
  h: DialogHandle<unknown, any>;
};

/** The hub with what only the provider and hooks use. */
export type Hub = DialogHub & {
  /** The entries, oldest first; a new array only when one is added or removed. */
  e: readonly Entry[];
  /** The stack as `useDialogStack` returns it; a new array when it changes. */
  st: readonly StackItem[];
  sub: (listener: () => void) => () => void;
  /** The provider's exitTimeout, read when a dialog settles. */
  t: number;
  /** 0: no provider connected (calls wait for one); 1: connected; 2: its provider unmounted. */
  c: 0 | 1 | 2;
  /** The provider unmounted: every dialog is dismissed and unmounted, later calls reject. */
  end: () => void;
};

/**
 * Creates a dialog hub outside React: `show`, `dismiss` and `dismissAll` for code that is
 * not a component (router loaders, API interceptors, plain event handlers). Render its
 * dialogs with `<DialogProvider hub={hub}>`.
 *
 * @remarks
 * - Before a provider with this hub has mounted, `show` waits: the dialog is kept and appears
 *   when the provider mounts (a loader may run before the first render).
 * - When that provider unmounts, its dialogs are dismissed as with any provider, and later
 *   `show` calls reject at once with a {@link DialogDismissedError} (with a console warning in development),
 *   until a provider with the hub mounts again.
 * - Inside components, `useDialog()` returns this same hub.
 * - Connect one provider at a time to a hub.
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
  /** The stack changed: a dialog was added or removed, or one started closing. */
  const emit = () => {
    hub.st = hub.e.map((entry) => entry.i);
    listeners.forEach((listener) => listener());
  };
  const find = (id: string) => hub.e.find((entry) => !entry.s && entry.i.id === id);

  const hub: Hub = {
    e: [],
    st: [],
    t: 0,
    c: 0,
    sub(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dismiss: (id, reason) => find(id)?.d(reason),
    dismissAll: (reason) => hub.e.forEach((entry) => entry.d(reason)),
    end() {
      hub.c = 2;
      hub.e.forEach((entry) => entry.f(new DialogDismissedError()));
    },
    show: ((component, props?: object, options: ShowOptions = {}) => {
      const { signal, id = `dialog-${++last}` } = options;
      const open = options.id !== undefined && find(id);
      if (open) return open.h;

      let finish!: [(value: unknown) => void, (reason?: unknown) => void];
      let exited!: () => void;
      const handle = new Promise((resolve, reject) => (finish = [resolve, reject])) as Entry['h'] & {
        id: string;
        exited: Promise<void>;
      };
      handle.id = id;
      handle.exited = new Promise<void>((resolve) => (exited = resolve));

      if (signal?.aborted || hub.c > 1) {
        // As fetch does, an aborted signal rejects at once and nothing is shown; so does a
        // show() after the provider unmounted, since nothing would ever render the dialog.
        // Development only: bundlers drop it from production builds.
        if (process.env.NODE_ENV !== 'production' && !signal?.aborted) {
          console.warn('react-dialog-hub: show() after its <DialogProvider> unmounted is dismissed');
        }
        finish[1](signal?.aborted ? signal.reason : new DialogDismissedError());
        handle.update = handle.dismiss = () => {};
        exited();
        return handle;
      }

      const slot = new Set<() => void>();
      let timer: ReturnType<typeof setTimeout> | undefined;
      let removed = false;
      const entry = {
        k: ++last,
        v: { p: ownProps(props), o: true },
        u: (listener: () => void) => (slot.add(listener), () => void slot.delete(listener)),
        i: { id, component, open: true },
        s: false,
        h: handle,
      } as Entry;
      const change = (v: Entry['v']) => {
        entry.v = v;
        slot.forEach((listener) => listener());
      };
      const remove = () => {
        if (removed) return;
        removed = true;
        clearTimeout(timer);
        hub.e = hub.e.filter((other) => other !== entry);
        emit();
        exited();
      };
      /** Settles once; then unmounts at once, or shows `open={false}` until onExited/timeout. */
      const settle = (end: () => void, animate = true) => {
        if (entry.s) return false;
        entry.s = true;
        signal?.removeEventListener('abort', onAbort);
        end();
        const ms = hub.t;
        if (!animate || !ms) remove();
        else {
          entry.i = { ...entry.i, open: false };
          change({ ...entry.v, o: false });
          emit();
          // Infinity (or anything a timer cannot hold) waits for onExited() alone.
          if (ms < 2 ** 31) timer = setTimeout(remove, ms);
        }
        return true;
      };
      entry.r = (value) => void settle(() => finish[0](value));
      entry.j = (reason) => void settle(() => finish[1](reason));
      entry.d = (reason) => void settle(() => finish[1](reason === undefined ? new DialogDismissedError() : reason));
      // A dialog that crashed cannot animate out; one that crashed while exiting just goes.
      entry.f = (error) => void (settle(() => finish[1](error), false) || remove());
      entry.x = () => void (entry.s && remove());
      const onAbort = () => entry.d(signal!.reason);

      handle.dismiss = entry.d;
      handle.update = ((patch: object | ((props: object) => object)) => {
        if (!entry.s) {
          const next = typeof patch === 'function' ? patch(entry.v.p) : patch;
          change({ ...entry.v, p: { ...entry.v.p, ...ownProps(next) } });
        }
      }) as Entry['h']['update'];

      signal?.addEventListener('abort', onAbort);
      hub.e = [...hub.e, entry];
      emit();
      return handle;
    }) as DialogHub['show'],
  };
  return hub;
}

/** The props to render a dialog with: a `key` among them is React's, never the dialog's. */
function ownProps(props: object | undefined): Record<string, unknown> {
  const { key: _ignored, ...own } = (props ?? {}) as Record<string, unknown>;
  return own;
}
