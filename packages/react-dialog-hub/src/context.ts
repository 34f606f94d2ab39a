import { createContext, type Context } from 'react';
import type { DialogContextValue } from './types';

/**
 * React context that carries the dialog API from {@link DialogProvider} to `useDialog()`.
 *
 * @remarks
 * There is one context per page, whichever build loads it: the ESM and CommonJS builds (and two
 * copies of the same version) share it through a global registry key, so a provider imported
 * one way serves `useDialog` imported the other way. Its value is `null` outside a provider. Prefer `useDialog()`, which throws a helpful
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
export const DialogContext: Context<DialogContextValue | null> = ((globalThis as any)[
  Symbol.for('react-dialog-hub.context@0.3')
] ??= createContext<DialogContextValue | null>(null));
DialogContext.displayName = 'DialogContext';
