import type { JSX, ReactNode } from 'react';
import { Component, Suspense, memo, useEffect, useInsertionEffect, useState, useSyncExternalStore, version } from './react';
import { CurrentDialogContext, DialogContext } from './context';
import { badExitTimeout, createDialogHub, type Connection, type Entry, type Hub } from './hub';
import type { DialogProviderProps } from './types';

const none: readonly Entry[] = [];
const noEntries = () => none;

// React 18 has no <Activity>, so there a passive effect's cleanup that StrictMode does not run
// again at once is an unmount, even one under a Suspense fallback (which skips the insertion
// effect's cleanup in 18). React 19 cleans up passive effects when it hides a tree, too.
// (A string comparison: '18.3.1' < '19' < '19.0.0'.)
const passiveCleanupIsUnmount = version < '19';

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
 * Nothing is left hanging when it unmounts: every dialog it still holds is dismissed (its
 * promise rejects with a {@link DialogDismissedError}) in a microtask after React's commit,
 * and a later `show` rejects at once. Unmounting is told apart from hiding by React itself, not by timing: a
 * provider hidden by `<Activity mode="hidden">` keeps its dialogs, which show again with it,
 * and StrictMode's replay of effects dismisses nothing; a provider unmounted while hidden
 * settles its dialogs at that unmount. When several providers share a {@link createDialogHub}
 * hub, the first mounted renders the dialogs, and they are dismissed when the last unmounts.
 * Nothing renders dialogs on the server or during hydration: a dialog shown before
 * `hydrateRoot` appears right after it.
 *
 * @param props - {@link DialogProviderProps}: `children`, `exitTimeout` (the most
 * milliseconds a closed dialog may take to animate out; default `0`; a `show` option can set
 * it per dialog), `hub`, `fallback` and `onError`.
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
  fallback,
  onError,
}: DialogProviderProps): JSX.Element {
  const bad = badExitTimeout(exitTimeout);
  if (bad) throw bad;
  const [own] = useState(createDialogHub);
  const hub = (given ?? own) as Hub;
  const [self] = useState<Connection>(() => ({
    exitTimeout_: exitTimeout,
    caught_(error, entry) {
      entry.drop_(error);
      try {
        self.onError_?.(error, entry.item_);
      } catch (thrown) {
        console.error(thrown); // the app keeps running: an error report must not crash it
      }
    },
  }));

  // Insertion effects run in the commit, before any child's effect (so children may show
  // dialogs as they mount), and React cleans them up only when the provider leaves the tree:
  // not when <Activity> hides it, not in StrictMode's replay. That makes the cleanup the
  // unmount signal. Props reach the hub here too, so a render React discards changes nothing.
  useInsertionEffect(() => {
    self.exitTimeout_ = exitTimeout;
    self.onError_ = onError;
  });
  useInsertionEffect(() => {
    hub.providers_.push(self);
    hub.state_ = 1;
    return () => hub.disconnect_(self);
  }, [hub]);
  if (passiveCleanupIsUnmount) {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- the condition is fixed per page
    useEffect(() => {
      const effect = (self.effect_ = {});
      return () => queueMicrotask(() => self.effect_ === effect && hub.disconnect_(self));
    }, [hub]);
  }

  // Only the first provider of a hub renders its dialogs; the server and hydration none.
  const entries = useSyncExternalStore(hub.subscribe, () => (hub.providers_[0] === self ? hub.entries_ : none), noEntries);
  return (
    <DialogContext.Provider value={hub}>
      {children}
      {entries.map((entry) => (
        <Catch key={entry.key_} entry_={entry} caught_={self.caught_}>
          <Suspense fallback={fallback}>
            <CurrentDialogContext.Provider value={entry}>
              <Slot entry_={entry} props_={entry.props_} open_={entry.item_.open} />
            </CurrentDialogContext.Provider>
          </Suspense>
        </Catch>
      ))}
    </DialogContext.Provider>
  );
}

/** One dialog; renders again only when its own props or `open` change. */
type SlotProps = { entry_: Entry; props_: Entry['props_']; open_: boolean };

const Slot = memo(function Slot({ entry_: entry, props_, open_ }: SlotProps) {
  const Dialog = entry.item_.component;
  // The provider's props come last so a stray prop can never replace them.
  return <Dialog {...props_} open={open_} resolve={entry.resolve_} reject={entry.reject_} onExited={entry.exited_} />;
});

// Internal props end in `_` too: the build shortens them.
type CatchProps = { entry_: Entry; caught_: Connection['caught_']; children: ReactNode };

/** Keeps a dialog that throws while rendering from taking the app down with it. */
class Catch extends Component<CatchProps, object> {
  // State is null until the dialog throws, then an (empty) object: a state at all means failed.
  // No initial state or flag name to ship.
  static getDerivedStateFromError() {
    return {};
  }

  override componentDidCatch(error: unknown) {
    this.props.caught_(error, this.props.entry_);
  }

  override render() {
    return this.state ? null : this.props.children;
  }
}
