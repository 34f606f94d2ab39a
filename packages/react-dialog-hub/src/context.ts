import type { Context } from 'react';
import { createContext, version } from './react';
import type { Entry } from './hub';
import type { DialogContextValue } from './types';

// Bundlers replace it; declared here so the library needs no Node types.
declare const process: { env: { NODE_ENV?: string } };

// Keyed by React's version too: a context object made by one React must never reach another.
const [dialog, current] = ((globalThis as any)[Symbol.for(`react-dialog-hub@0.4/react@${version}`)] ??= [
  createContext<DialogContextValue | null>(null),
  createContext<Entry | null>(null),
]) as [Context<DialogContextValue | null>, Context<Entry | null>];

/**
 * React context that carries the dialog API from {@link DialogProvider} to `useDialog()`.
 *
 * @remarks
 * There is one context per page for each minor version of this library and version of React,
 * whichever build loads it: the ESM and CommonJS builds (and two copies of 0.4.x) share it
 * through a global registry key, so a provider imported one way serves `useDialog` imported
 * the other way. Copies on different React versions (an embedded widget, a micro-frontend)
 * each have their own, as do other minor versions. Its value is `null` outside a provider. Prefer `useDialog()`, which throws a helpful
 * error in that case; read the context directly only when a missing provider is expected
 * and should be handled, e.g. with `useContext(DialogContext)?.show`.
 *
 * @example
 * ```tsx
 * import { useContext } from 'react';
 * import { DialogContext, type DialogProps } from 'react-dialog-hub';
 *
 * function OptionalHelpButton() {
 *   const dialogs = useContext(DialogContext);
 *   if (!dialogs) return null; // rendered outside a DialogProvider
 *   return <button onClick={() => dialogs.show(HelpDialog).catch(() => {})}>Help</button>;
 * }
 *
 * function HelpDialog({ resolve }: DialogProps) {
 *   return <button onClick={() => resolve()}>Close help</button>;
 * }
 * ```
 */
export const DialogContext: Context<DialogContextValue | null> = dialog;
try {
  // For React DevTools; production builds leave it out.
  if (process.env.NODE_ENV !== 'production') DialogContext.displayName = 'DialogContext';
} catch {
  // No `process` (unbundled ES modules in a browser): development helpers stay off.
}

/** The dialog a component is rendered in, for `useCurrentDialog`. */
export const CurrentDialogContext: Context<Entry | null> = current;
