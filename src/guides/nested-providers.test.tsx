import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createDialogHub, DialogDismissedError, DialogProvider, useDialogStack, type DialogProps } from 'react-dialog-hub';
import { describe, expect, it } from 'vitest';
import { NoteButton, Panel } from './samples/Panel';

/** The hubs page's (guides/hubs) "Nested providers" and "Several providers on one hub", with its Panel sample. */

function StackSize() {
  return <p>App dialogs: {useDialogStack().length}</p>;
}

function App() {
  const [panel, setPanel] = useState(true);
  return (
    <DialogProvider>
      <StackSize />
      <NoteButton text="app note" />
      <button type="button" onClick={() => setPanel(false)}>
        Close panel
      </button>
      {panel && (
        <Panel label="Inspector">
          <NoteButton text="panel note" />
        </Panel>
      )}
    </DialogProvider>
  );
}

describe('nested providers', () => {
  it('useDialog reaches the nearest provider, whose dialogs render inside it', async () => {
    const user = userEvent.setup();
    render(<App />);
    const panel = screen.getByRole('complementary', { name: 'Inspector' });

    await user.click(screen.getByRole('button', { name: 'Show panel note' }));
    expect(within(panel).getByRole('dialog', { name: 'panel note' })).toBeInTheDocument();
    expect(screen.getByText('App dialogs: 0')).toBeInTheDocument(); // not in the app provider's stack

    await user.click(screen.getByRole('button', { name: 'Show app note' }));
    const appNote = screen.getByRole('dialog', { name: 'app note' });
    expect(panel).not.toContainElement(appNote);
    expect(screen.getByText('App dialogs: 1')).toBeInTheDocument();
  });

  it('the inner provider dismisses its own dialogs when it unmounts; the outer ones stay', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Show panel note' }));
    await user.click(screen.getByRole('button', { name: 'Show app note' }));

    await user.click(screen.getByRole('button', { name: 'Close panel' }));

    expect(screen.queryByRole('dialog', { name: 'panel note' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'app note' })).toBeInTheDocument();
  });
});

function Note({ resolve }: DialogProps) {
  return (
    <div role="dialog" aria-label="Shared">
      <button onClick={() => resolve()}>OK</button>
    </div>
  );
}

describe('two React roots sharing one hub', () => {
  it('the first mounted renders the dialogs, the next takes them over, the last to unmount dismisses them', async () => {
    const dialogs = createDialogHub();
    const first = document.body.appendChild(document.createElement('div'));
    const second = document.body.appendChild(document.createElement('div'));
    const one = render(<DialogProvider hub={dialogs}>first root</DialogProvider>, { container: first });
    const two = render(<DialogProvider hub={dialogs}>second root</DialogProvider>, { container: second });

    let answer!: Promise<unknown>;
    act(() => {
      answer = dialogs.show(Note).catch((reason: unknown) => reason);
    });
    expect(within(first).getByRole('dialog', { name: 'Shared' })).toBeInTheDocument();
    expect(within(second).queryByRole('dialog')).not.toBeInTheDocument();

    one.unmount();
    await act(async () => {}); // the hand-over happens a microtask after the commit
    expect(within(second).getByRole('dialog', { name: 'Shared' })).toBeInTheDocument();

    two.unmount();
    expect(await answer).toBeInstanceOf(DialogDismissedError);
  });
});
