import {
  Component,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type JSX,
  type ReactNode,
} from 'react';
import { DialogContext } from './context';
import { DialogDismissedError } from './errors';
import type { DialogContextValue, DialogHandle, DialogProviderProps, ShowFn, ShowOptions, StackItem } from './types';

// Module-wide so ids stay unique even across several providers (and HMR remounts).
let lastId = 0;

/** A stack item plus what only the provider uses: how to drop a dialog that threw. */
type Entry = StackItem & { fail: (error: unknown) => void };

/**
 * Hosts the dialog stack: place it once around your app, then open dialogs anywhere below
 * it with `useDialog().show`.
 *
 * @remarks
 * The provider renders `children` first, then every open dialog in the order `show` was
 * called, so later dialogs come later in the DOM (and, with equal styling, on top). Dialogs
 * are rendered inside the provider, so they can call `useDialog()` themselves. The library
 * is headless: it renders your components as they are, without any wrapper element,
 * portal, backdrop or focus handling.
 *
 * Nothing is left hanging: when the provider unmounts, every dialog it still holds is
 * dismissed (its promise rejects with a {@link DialogDismissedError}); a dialog that throws
 * while rendering is removed and its promise rejects with the error, while the rest of the
 * app and the other dialogs keep working.
 *
 * @param props - {@link DialogProviderProps}: `children`, and `exitTimeout`, the most
 * milliseconds a closed dialog may take to animate out (default `0`: unmount at once).
 * @returns The children followed by the open dialogs.
 *
 * @example
 * ```tsx
 * // @filename: App.tsx
 * export function App() { return null; }
 * // @filename: main.tsx
 * // ---cut---
 * import { createRoot } from 'react-dom/client';
 * import { DialogProvider } from 'react-dialog-hub';
 *
 * function App() {
 *   return <h1>My app</h1>;
 * }
 *
 * createRoot(document.getElementById('root')!).render(
 *   <DialogProvider exitTimeout={300}>
 *     <App />
 *   </DialogProvider>,
 * );
 * ```
 */
export function DialogProvider({ children, exitTimeout = 0 }: DialogProviderProps): JSX.Element {
  const [stack, setStack] = useState<readonly Entry[]>([]);
  // Read when a dialog settles, so a changed prop applies to the next close.
  const exitMs = useRef(exitTimeout);
  exitMs.current = exitTimeout;
  // Dismissers of the dialogs that have not settled yet, for dismissAll and unmount.
  const unsettled = useRef(new Map<string, (reason?: unknown) => void>());

  // No dependencies: `show` only talks to the stack through functional updates and refs,
  // so one identity serves the provider's whole lifetime.
  const show = useCallback((component: StackItem['component'], props?: object, options?: ShowOptions) => {
    const id = `dialog-${++lastId}`;
    const signal = options?.signal;
    let settled = false;
    let removed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let resolvePromise!: (value: unknown) => void;
    let rejectPromise!: (reason?: unknown) => void;
    const handle = new Promise((res, rej) => {
      resolvePromise = res;
      rejectPromise = rej;
    }) as DialogHandle<unknown, Record<string, unknown>> & { id: string };

    // Updaters stay pure (StrictMode may call them twice) and find the item by id, never by
    // position, so closing one dialog never disturbs the others.
    const change = (edit: (item: Entry) => Entry) =>
      setStack((items) => items.map((item) => (item.id === id ? edit(item) : item)));
    const remove = () => {
      if (removed) return;
      removed = true;
      clearTimeout(timer);
      setStack((items) => items.filter((item) => item.id !== id));
    };
    /** Settles once; then unmounts at once, or shows `open={false}` until onExited/timeout. */
    const settle = (finish: () => void, animate = true) => {
      if (settled) return false;
      settled = true;
      unsettled.current.delete(id);
      signal?.removeEventListener('abort', onAbort);
      finish();
      if (!animate || exitMs.current <= 0) remove();
      else {
        change((item) => ({ ...item, open: false }));
        timer = setTimeout(remove, exitMs.current);
      }
      return true;
    };
    const dismiss = (reason?: unknown) =>
      void settle(() => rejectPromise(reason === undefined ? new DialogDismissedError() : reason));
    const onAbort = () => dismiss(signal!.reason);

    handle.id = id;
    handle.dismiss = dismiss;
    handle.update = (next) => {
      if (!settled) change((item) => ({ ...item, props: { ...item.props, ...ownProps(next) } }));
    };

    if (signal?.aborted) {
      // As fetch does: an aborted signal rejects at once and nothing is shown.
      settled = true;
      rejectPromise(signal.reason);
      return handle;
    }
    signal?.addEventListener('abort', onAbort);
    unsettled.current.set(id, dismiss);
    const item: Entry = {
      id,
      component,
      props: ownProps(props),
      open: true,
      resolve: (value) => void settle(() => resolvePromise(value)),
      reject: (reason) => void settle(() => rejectPromise(reason)),
      onExited: () => {
        if (settled) remove();
      },
      // A dialog that crashed cannot animate out; one that crashed while exiting just goes.
      fail: (error) => {
        if (!settle(() => rejectPromise(error), false)) remove();
      },
    };
    setStack((items) => [...items, item]);
    return handle;
  }, []) as ShowFn;

  const dismissAll = useCallback((reason?: unknown) => {
    for (const dismiss of [...unsettled.current.values()]) dismiss(reason);
  }, []);

  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // StrictMode unmounts and remounts effects in one go; only a real unmount is still
      // unmounted a microtask later, and only then are the dialogs left open dismissed.
      queueMicrotask(() => {
        if (!mounted.current) dismissAll();
      });
    };
  }, [dismissAll]);

  const value = useMemo<DialogContextValue>(() => ({ show, dismissAll }), [show, dismissAll]);

  return (
    <DialogContext.Provider value={value}>
      {children}
      {stack.map(({ id, component: Dialog, props, open, resolve, reject, onExited, fail }) => (
        <Catch key={id} onError={fail}>
          {/* The provider's props come last so a stray prop can never replace them. */}
          <Dialog {...props} open={open} resolve={resolve} reject={reject} onExited={onExited} />
        </Catch>
      ))}
    </DialogContext.Provider>
  );
}

/** The props to render a dialog with: a `key` among them is React's, never the dialog's. */
function ownProps(props: object | undefined): Record<string, unknown> {
  const { key: _ignored, ...own } = (props ?? {}) as Record<string, unknown>;
  return own;
}

/** Keeps a dialog that throws while rendering from taking the app down with it. */
class Catch extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
