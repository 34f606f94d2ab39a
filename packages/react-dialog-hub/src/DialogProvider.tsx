import { useCallback, useMemo, useState, type JSX, type ReactNode } from 'react';
import { DialogContext } from './context';
import type { DialogContextValue, ShowFn, StackItem } from './types';

// Module-wide so ids stay unique even across several providers (and HMR remounts).
let lastId = 0;

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
 * @param props - `children`: the part of the app that may open dialogs.
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
 * import { App } from './App';
 *
 * createRoot(document.getElementById('root')!).render(
 *   <DialogProvider>
 *     <App />
 *   </DialogProvider>,
 * );
 * ```
 */
export function DialogProvider({ children }: { children?: ReactNode }): JSX.Element {
  const [stack, setStack] = useState<readonly StackItem[]>([]);

  // No dependencies: `show` only talks to the stack through functional updates,
  // so one identity serves the provider's whole lifetime.
  const show = useCallback(
    (component: StackItem['component'], props?: object) =>
      new Promise<unknown>((resolvePromise, rejectPromise) => {
        const id = `dialog-${++lastId}`;
        let settled = false;
        // Removes by id, not by position, so closing one dialog never disturbs the others.
        const settle = (finish: () => void) => {
          if (settled) return;
          settled = true;
          setStack((items) => items.filter((item) => item.id !== id));
          finish();
        };
        const item: StackItem = {
          id,
          component,
          props: { ...props },
          resolve: (value) => settle(() => resolvePromise(value)),
          reject: (reason) => settle(() => rejectPromise(reason)),
        };
        // Updaters stay pure (StrictMode may call them twice); the id is made outside.
        setStack((items) => [...items, item]);
      }),
    [],
  ) as ShowFn;

  const value = useMemo<DialogContextValue>(() => ({ show }), [show]);

  return (
    <DialogContext.Provider value={value}>
      {children}
      {stack.map(({ id, component: Dialog, props, resolve, reject }) => (
        // resolve/reject come last so a stray prop can never replace them.
        <Dialog key={id} {...props} resolve={resolve} reject={reject} />
      ))}
    </DialogContext.Provider>
  );
}
