import {
  Component,
  Suspense,
  memo,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type JSX,
  type ReactNode,
} from 'react';
import { DialogContext } from './context';
import { createDialogHub, type Entry, type Hub } from './hub';
import type { DialogProviderProps } from './types';

/** Runs `task` once the browser is idle: after React's own idle-priority renders. */
const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(task) : setTimeout(task);

/**
 * Hosts the dialog stack: place it once around your app, then open dialogs anywhere below
 * it with `useDialog().show`, or from outside React through a {@link createDialogHub} hub.
 *
 * @remarks
 * The provider renders `children` first, then every open dialog in the order `show` was
 * called, so later dialogs come later in the DOM (and, with equal styling, on top). Dialogs
 * are rendered inside the provider, so they can call `useDialog()` themselves. The library
 * is headless: it renders your components as they are, without any wrapper element,
 * portal, backdrop or focus handling.
 *
 * Each dialog renders on its own: `update` on one dialog renders that dialog only. Each has
 * its own Suspense boundary (showing `fallback`) and error boundary, so a dialog that
 * suspends makes only itself wait, and one that throws is removed, its promise rejects with
 * the error, `onError` hears of it, and the rest of the app keeps working.
 *
 * Nothing is left hanging: when the provider unmounts, every dialog it still holds is
 * dismissed (its promise rejects with a {@link DialogDismissedError}), and a later `show`
 * rejects at once. Hiding it (React's `<Activity mode="hidden">`) is not unmounting: its
 * dialogs stay, and show again with it.
 *
 * @param props - {@link DialogProviderProps}: `children`, `exitTimeout` (the most
 * milliseconds a closed dialog may take to animate out; default `0`), `hub`, `fallback` and
 * `onError`.
 * @returns The children followed by the open dialogs.
 * @throws RangeError if `exitTimeout` is negative or `NaN`.
 *
 * @example
 * ```tsx
 * import { createRoot } from 'react-dom/client';
 * import { DialogProvider } from 'react-dialog-hub';
 *
 * function App() {
 *   return <h1>My app</h1>;
 * }
 *
 * createRoot(document.getElementById('root')!).render(
 *   <DialogProvider exitTimeout={300} onError={(error) => console.error('dialog crashed', error)}>
 *     <App />
 *   </DialogProvider>,
 * );
 * ```
 */
export function DialogProvider({
  children,
  exitTimeout = 0,
  hub: given,
  fallback = null,
  onError,
}: DialogProviderProps): JSX.Element {
  if (!(exitTimeout >= 0)) {
    throw new RangeError(`<DialogProvider exitTimeout={${exitTimeout}}>: use 0 or more milliseconds, or Infinity`);
  }
  const [own] = useState(() => (given ? null : createDialogHub()));
  const hub = (given ?? own) as Hub;
  hub.t = exitTimeout;
  const report = useRef(onError);
  report.current = onError;
  const [caught] = useState(() => (error: unknown, entry: Entry) => {
    entry.f(error);
    report.current?.(error, entry.i);
  });

  // Effects are cleaned up both when the provider unmounts and when an <Activity> hides it.
  // Only a hidden provider renders again (the state update below), so if it has not by the
  // time the browser is idle, it is gone and its dialogs are dismissed.
  const [, probe] = useState(0);
  const rendered = useRef(true);
  if (hub.c !== 1) rendered.current = true;
  useEffect(() => {
    hub.c = 1;
    return () => {
      hub.c = 0;
      rendered.current = false;
      probe((n) => n + 1);
      whenIdle(() => hub.c || rendered.current || hub.end());
    };
  }, [hub]);

  const entries = useSyncExternalStore(hub.sub, () => hub.e, () => hub.e);
  return (
    <DialogContext.Provider value={hub}>
      {children}
      {entries.map((entry) => (
        <Catch key={entry.k} entry={entry} onError={caught}>
          <Suspense fallback={fallback}>
            <Slot entry={entry} />
          </Suspense>
        </Catch>
      ))}
    </DialogContext.Provider>
  );
}

/** One dialog; renders again only when its own props or `open` change. */
const Slot = memo(function Slot({ entry }: { entry: Entry }) {
  const get = () => entry.v;
  const { p, o } = useSyncExternalStore(entry.u, get, get);
  const Dialog = entry.i.component;
  // The provider's props come last so a stray prop can never replace them.
  return <Dialog {...p} open={o} resolve={entry.r} reject={entry.j} onExited={entry.x} />;
});

type CatchProps = { entry: Entry; onError: (error: unknown, entry: Entry) => void; children: ReactNode };

/** Keeps a dialog that throws while rendering from taking the app down with it. */
class Catch extends Component<CatchProps, { failed?: boolean }> {
  override state: { failed?: boolean } = {};

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error, this.props.entry);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
