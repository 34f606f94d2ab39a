// Defect 3 of 0.2: hiding the provider with React 19's <Activity> cleaned up its effects,
// which 0.2 took for an unmount: every dialog was dismissed, and gone when shown again.
import { Activity, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { DialogDismissedError, DialogProvider, useDialog, type DialogContextValue, type DialogProps } from '../react-dialog-hub/src';

function Note({ text, resolve }: DialogProps<{ text: string }, string>) {
  return (
    <div role="dialog" aria-label={text}>
      <button onClick={() => resolve(text)}>close {text}</button>
    </div>
  );
}

function setup() {
  const api: { current?: DialogContextValue } = {};
  function Grab() {
    api.current = useDialog();
    return null;
  }
  const tree = (mode: 'visible' | 'hidden', children: ReactNode = <Grab />) => (
    <Activity mode={mode}>
      <DialogProvider>{children}</DialogProvider>
    </Activity>
  );
  const result = render(tree('visible'));
  return { ...result, tree, api: () => api.current! };
}

const later = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

it('open dialogs survive a hide and show of the provider', async () => {
  const { api, rerender, tree } = setup();
  let answer!: Promise<string>;
  act(() => {
    answer = api().show(Note, { text: 'kept' });
  });
  let outcome: unknown = 'pending';
  answer.then((v) => (outcome = v), (e: unknown) => (outcome = e));

  rerender(tree('hidden'));
  await later();
  expect(outcome).toBe('pending');
  expect(screen.queryByRole('dialog')).toBeNull(); // hidden with the provider

  rerender(tree('visible'));
  await later();
  expect(screen.getByRole('dialog', { name: 'kept' })).toBeVisible();
  act(() => screen.getByRole('button', { name: 'close kept' }).click());
  await expect(answer).resolves.toBe('kept');
});

it('a real unmount after a hide and show still dismisses', async () => {
  const { api, rerender, tree, unmount } = setup();
  let answer!: Promise<string>;
  act(() => {
    answer = api().show(Note, { text: 'gone' });
  });
  answer.catch(() => {});
  rerender(tree('hidden'));
  await later();
  rerender(tree('visible'));
  unmount();
  await expect(answer).rejects.toBeInstanceOf(DialogDismissedError);
});
