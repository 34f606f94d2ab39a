import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DialogDismissedError, DialogProvider, useDialog, type AnimatedDialogProps, type DialogProps, type ShowFn } from 'react-dialog-hub';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The dialog under test: it fades out (a CSS animation in the app; jsdom runs none).
function ConfirmDelete({ name, open, resolve, onExited }: AnimatedDialogProps<{ name: string }, boolean>) {
  return (
    <div
      role="dialog"
      aria-label="Delete file"
      data-state={open ? 'open' : 'closed'}
      onAnimationEnd={() => {
        if (!open) onExited();
      }}
    >
      <p>Delete {name}?</p>
      <button onClick={() => resolve(false)}>Cancel</button>
      <button onClick={() => resolve(true)}>Delete</button>
    </div>
  );
}

// A component that awaits the dialog, as app code does.
function FileRow({ name }: { name: string }) {
  const { show } = useDialog();
  const [deleted, setDeleted] = useState(false);
  return (
    <p>
      {name}: {deleted ? 'deleted' : 'kept'}
      <button onClick={async () => setDeleted(await show(ConfirmDelete, { name }))}>Delete {name}</button>
    </p>
  );
}

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
  });

  it('settles at once, stays while it fades, and unmounts after exitTimeout', async () => {
    vi.useFakeTimers();
    const { show } = renderProvider(300);
    let answer!: Promise<boolean>;
    act(() => {
      answer = show(ConfirmDelete, { name: 'report.pdf' });
    });

    // fireEvent is synchronous: nothing in it waits on the (now fake) clock.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

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
