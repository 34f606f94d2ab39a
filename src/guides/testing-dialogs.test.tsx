import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDialogHub, DialogDismissedError, DialogProvider, useDialog, type ShowFn } from 'react-dialog-hub';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDelete, FileRow } from './samples/ConfirmDelete';

/** Renders a provider and hands out its `show`, to test a dialog on its own. */
function renderProvider(exitTimeout?: number) {
  let show!: ShowFn;
  function Capture() {
    show = useDialog().show;
    return null;
  }
  const view = render(
    <DialogProvider exitTimeout={exitTimeout}>
      <Capture />
    </DialogProvider>,
  );
  return { ...view, show };
}

describe('ConfirmDelete', () => {
  it('resolves with true when the user confirms', async () => {
    const user = userEvent.setup();
    const { show } = renderProvider();
    let answer!: Promise<boolean>;
    act(() => {
      answer = show(ConfirmDelete, { name: 'report.pdf' });
    });

    expect(screen.getByRole('dialog', { name: 'Delete file' })).toHaveTextContent('Delete report.pdf?');
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('drives the component that awaits it', async () => {
    const user = userEvent.setup();
    render(
      <DialogProvider>
        <FileRow name="notes.txt" />
      </DialogProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Delete notes.txt' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('notes.txt: deleted')).toBeInTheDocument();
  });

  it('keeps the file when the app dismisses the dialog (a route change, say)', async () => {
    const user = userEvent.setup();
    // A hub made outside React, so the test can call dismissAll as the app's router would.
    const dialogs = createDialogHub();
    render(
      <DialogProvider hub={dialogs}>
        <FileRow name="notes.txt" />
      </DialogProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Delete notes.txt' }));
    act(() => dialogs.dismissAll());

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('notes.txt: kept')).toBeInTheDocument();
    // Without FileRow's .catch, the dismissal would be an unhandled rejection, and Vitest fails the run.
  });

  it('rejects with DialogDismissedError when the provider unmounts first', async () => {
    const { show, unmount } = renderProvider();
    let answer!: Promise<boolean>;
    act(() => {
      answer = show(ConfirmDelete, { name: 'report.pdf' });
    });

    unmount();

    await expect(answer).rejects.toBeInstanceOf(DialogDismissedError);
  });
});

describe('ConfirmDelete with an exit animation', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('settles at once, stays while it fades, and unmounts after exitTimeout', async () => {
    vi.useFakeTimers();
    // user-event waits between steps with setTimeout: let it move the fake clock itself.
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // Testing Library's async wrapper also waits on setTimeout, and moves only Jest's fake
    // clock (react-testing-library#1197): under Vitest, point it at vi.
    vi.stubGlobal('jest', { advanceTimersByTime: vi.advanceTimersByTime });
    const { show } = renderProvider(300);
    let answer!: Promise<boolean>;
    act(() => {
      answer = show(ConfirmDelete, { name: 'report.pdf' });
    });

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await expect(answer).resolves.toBe(false); // the caller never waits for the animation
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'closed');
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('unmounts as soon as the exit animation ends', async () => {
    const user = userEvent.setup();
    const { show } = renderProvider(300);
    let answer!: Promise<boolean>;
    act(() => {
      answer = show(ConfirmDelete, { name: 'report.pdf' });
    });

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(answer).resolves.toBe(true);
    fireEvent.animationEnd(screen.getByRole('dialog'));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
