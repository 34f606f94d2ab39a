// Dialogs and helpers the runtime tests share: a provider mounted with a handle on its API,
// two dialogs (one that animates out), and act()-wrapped calls.
import { StrictMode, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import {
  DialogProvider,
  useDialog,
  type AnimatedDialogProps,
  type DialogContextValue,
  type DialogProps,
  type DialogProviderProps,
} from '../index';

export function Confirm({ message, resolve }: DialogProps<{ message: string }, boolean>) {
  return (
    <div role="dialog" aria-label={message}>
      <button onClick={() => resolve(true)}>yes: {message}</button>
    </div>
  );
}

export function Fading({ message, open, onExited, resolve }: AnimatedDialogProps<{ message: string }, boolean>) {
  return (
    <div role="dialog" aria-label={message} data-open={String(open)}>
      <button onClick={() => resolve(true)}>yes: {message}</button>
      <button onClick={onExited}>exited: {message}</button>
    </div>
  );
}

/** Renders a provider (in StrictMode when asked) around `children`; `api()` is its `useDialog()`. */
export function mount(props: Omit<DialogProviderProps, 'children'> = {}, children?: ReactNode, strict = false) {
  const api: { current?: DialogContextValue } = {};
  function Grab() {
    api.current = useDialog();
    return null;
  }
  const tree = (
    <DialogProvider {...props}>
      <Grab />
      <main>app</main>
      {children}
    </DialogProvider>
  );
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...result, api: () => api.current! };
}

/** Calls `open` inside act() and keeps its rejection from going unhandled. */
export function shown<T extends Promise<unknown>>(open: () => T): T {
  let handle!: T;
  act(() => {
    handle = open();
  });
  handle.catch(() => {});
  return handle;
}

/** Whether `promise` has settled, after pending microtasks ran. */
export async function isSettled(promise: Promise<unknown>) {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await act(async () => {});
  return settled;
}

/** The accessible names of the dialogs on screen, in DOM order. */
export const names = () => screen.queryAllByRole('dialog').map((el) => el.getAttribute('aria-label'));
export const click = (name: string) => act(() => screen.getByRole('button', { name }).click());
