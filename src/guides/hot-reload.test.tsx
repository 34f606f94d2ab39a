import { act, render, screen } from '@testing-library/react';
import { createDialogHub, DialogDismissedError, DialogProvider, type DialogProps } from 'react-dialog-hub';
import { expect, it, vi } from 'vitest';

/**
 * What troubleshooting's "Open dialogs close after a hot update" says happens when the module
 * that creates the hub is hot-updated: the component that renders the provider runs again with
 * the new module's hub. (Checked by hand with Vite 7.3 and @vitejs/plugin-react 5.2 in Chromium;
 * here, the same re-render without a bundler.)
 */
function Note({ resolve }: DialogProps) {
  return (
    <div role="dialog" aria-label="Note">
      <button onClick={() => resolve()}>OK</button>
    </div>
  );
}

it("a provider given a new hub dismisses the old hub's dialogs; the new hub starts empty", async () => {
  const before = createDialogHub(); // the hub module as first loaded
  const { rerender } = render(<DialogProvider hub={before}>app</DialogProvider>);
  let answer!: Promise<unknown>;
  act(() => {
    answer = before.show(Note).catch((reason: unknown) => reason);
  });
  expect(screen.getByRole('dialog', { name: 'Note' })).toBeInTheDocument();

  const after = createDialogHub(); // the hub module run again by the hot update
  rerender(<DialogProvider hub={after}>app</DialogProvider>);

  expect(await answer).toBeInstanceOf(DialogDismissedError);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(after.getSnapshot()).toEqual([]);
  // The old hub has no provider left: a show on it (from a module still holding it) rejects.
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  await expect(before.show(Note)).rejects.toBeInstanceOf(DialogDismissedError);
  expect(warn).toHaveBeenCalledOnce();
  warn.mockRestore();
});
