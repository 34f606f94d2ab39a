import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDialogHub, DialogDismissedError, DialogProvider, type DialogProps } from 'react-dialog-hub';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BackButtonDemo } from './sample-apps/CloseDialogsOnBack';
import { closeDialogsOnBack } from './samples/CloseDialogsOnBack';

/**
 * The Back-button recipe of guides/cancellation (src/guides/samples/CloseDialogsOnBack.tsx) in
 * jsdom, whose history fires popstate a task after history.back() as browsers do. Chromium runs
 * the same sample on the guide's page with real history: e2e/back-button.spec.ts.
 */

/** How many dialog entries the history entry shown stands for (the recipe's own marker). */
const depth = () => ((history.state as { openDialogs?: number } | null)?.openDialogs ?? 0);
/** Presses Back and waits for its popstate, and for the recipe's own history.go if it makes one. */
async function back() {
  const landed = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  act(() => history.back());
  await act(() => landed);
}

function Note({ text, resolve }: DialogProps<{ text: string }>) {
  return (
    <div role="dialog" aria-label={text}>
      <button onClick={() => resolve()}>OK</button>
    </div>
  );
}

let start: string;
beforeEach(() => {
  history.replaceState(null, ''); // a page entry with no marker, as a fresh page has
  start = location.href;
});
afterEach(() => expect(location.href).toBe(start)); // never leaves the page

describe('closeDialogsOnBack', () => {
  it('pushes one entry per open dialog, and Back dismisses the topmost with a DialogDismissedError', async () => {
    const dialogs = createDialogHub();
    render(<DialogProvider hub={dialogs}>page</DialogProvider>);
    const stop = closeDialogsOnBack(dialogs);
    const length = history.length;

    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      // What each promise rejects with, caught at once: Back dismisses them later.
      first = dialogs.show(Note, { text: 'First' }).catch((reason: unknown) => reason);
      second = dialogs.show(Note, { text: 'Second' }).catch((reason: unknown) => reason);
    });
    expect(history.length).toBe(length + 2);
    expect(depth()).toBe(2);

    await back();
    expect(await second).toBeInstanceOf(DialogDismissedError);
    expect(await second).toHaveProperty('message', 'Back button');
    expect(screen.queryByRole('dialog', { name: 'Second' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();

    await back();
    expect(await first).toBeInstanceOf(DialogDismissedError);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(depth()).toBe(0);
    stop();
  });

  it('takes the entry back off when the dialog closes another way', async () => {
    const user = userEvent.setup();
    const dialogs = createDialogHub();
    render(<DialogProvider hub={dialogs}>page</DialogProvider>);
    const stop = closeDialogsOnBack(dialogs);

    let answer!: Promise<void>;
    act(() => {
      answer = dialogs.show(Note, { text: 'Note' });
    });
    expect(depth()).toBe(1);
    const landed = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBeUndefined();
    await landed; // the recipe's history.go(-1)
    expect(depth()).toBe(0); // back on the page's own entry: the next Back leaves the page

    stop();
  });

  it('Forward onto a closed dialog\'s entry goes straight back off it', async () => {
    const dialogs = createDialogHub();
    render(<DialogProvider hub={dialogs}>page</DialogProvider>);
    const stop = closeDialogsOnBack(dialogs);
    act(() => void dialogs.show(Note, { text: 'Note' }).catch(() => {}));
    await back();
    expect(depth()).toBe(0);

    // Forward lands on the dialog's entry; the recipe's history.go(-1) then lands back on the page's.
    const twice = new Promise<void>((resolve) => {
      let pops = 0;
      const count = () => ++pops === 2 && (window.removeEventListener('popstate', count), resolve());
      window.addEventListener('popstate', count);
    });
    act(() => history.forward());
    await act(() => twice);
    expect(depth()).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument(); // nothing reopened
    stop();
  });

  it('stops when its stop function is called', async () => {
    const dialogs = createDialogHub();
    render(<DialogProvider hub={dialogs}>page</DialogProvider>);
    closeDialogsOnBack(dialogs)();
    act(() => void dialogs.show(Note, { text: 'Note' }).catch(() => {}));
    expect(depth()).toBe(0);
    act(() => dialogs.dismissAll());
  });
});

describe('<CloseDialogsOnBack /> in the guide\'s live demo', () => {
  it('Back closes the second dialog, then the first; the demo says why', async () => {
    const user = userEvent.setup();
    render(
      <DialogProvider>
        <BackButtonDemo />
      </DialogProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Settings' })).getByRole('button', { name: 'Reset…' }));
    expect(screen.getByRole('alertdialog', { name: 'Reset the settings?' })).toBeInTheDocument();

    await back();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();

    await back();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Settings were dismissed by the app: Back button.')).toBeInTheDocument();
  });

  it('an answered dialog leaves no entry behind', async () => {
    const user = userEvent.setup();
    render(
      <DialogProvider>
        <BackButtonDemo />
      </DialogProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    const landed = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await act(() => landed);

    expect(await screen.findByText('Settings were saved.')).toBeInTheDocument();
    expect(depth()).toBe(0);
  });

  it('unmounting the provider stops it: a later Back does not reach the dialogs', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <DialogProvider>
        <BackButtonDemo />
      </DialogProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    expect(depth()).toBe(1);
    unmount(); // the dialog is dismissed with the provider; its entry stays, as a route change would leave it
    await back();
    expect(depth()).toBe(0);
  });
});
