import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDialogHub, DialogProvider } from 'react-dialog-hub';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileRow } from './samples/ConfirmDelete';
import { DeleteButton } from './samples/DeleteButton';

/**
 * The server-rendering guide (DeleteButton) and the testing guide (FileRow) await `show` in a
 * click handler, on pages that also dismiss every dialog on a route change. A dismissal must
 * not become an unhandled rejection: these tests collect them and fail on any.
 */
let unhandled: unknown[] = [];
const collect = (reason: unknown) => void unhandled.push(reason);
beforeEach(() => {
  unhandled = [];
  process.on('unhandledRejection', collect);
});
afterEach(() => {
  process.off('unhandledRejection', collect);
});

/** Lets Node report the rejections that nobody handled (it does so after the microtasks drain). */
const settleRejections = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the Next.js DeleteButton (guides/server-rendering)', () => {
  it('deletes nothing and leaves no unhandled rejection when a route change dismisses its dialog', async () => {
    const user = userEvent.setup();
    const dialogs = createDialogHub();
    const onDelete = vi.fn(async () => {});
    render(
      <DialogProvider hub={dialogs}>
        <DeleteButton onDelete={onDelete} />
      </DialogProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete this post?' })).toBeInTheDocument();
    act(() => dialogs.dismissAll()); // what CloseDialogsOnNavigation does on a route change
    await settleRejections();

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
    expect(unhandled).toEqual([]);
  });

  it('deletes when the user confirms', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn(async () => {});
    render(
      <DialogProvider>
        <DeleteButton onDelete={onDelete} />
      </DialogProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('keeps the post on Escape (no answer), without an unhandled rejection', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn(async () => {});
    render(
      <DialogProvider>
        <DeleteButton onDelete={onDelete} />
      </DialogProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    screen.getByRole('button', { name: 'Keep' }).focus(); // the sample moves no focus itself
    await user.keyboard('{Escape}');
    await settleRejections();

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
    expect(unhandled).toEqual([]);
  });
});

describe('FileRow (guides/testing)', () => {
  it('keeps the file and leaves no unhandled rejection when its dialog is dismissed or the provider unmounts', async () => {
    const user = userEvent.setup();
    const dialogs = createDialogHub();
    const { unmount } = render(
      <DialogProvider hub={dialogs}>
        <FileRow name="notes.txt" />
      </DialogProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Delete notes.txt' }));
    act(() => dialogs.dismissAll());
    await settleRejections();
    expect(screen.getByText('notes.txt: kept')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete notes.txt' }));
    unmount(); // as Testing Library's cleanup does after a test that leaves a dialog open
    await settleRejections();

    expect(unhandled).toEqual([]);
  });
});
