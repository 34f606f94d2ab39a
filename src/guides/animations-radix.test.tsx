import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DialogProvider, useDialog } from 'react-dialog-hub';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../examples/radix/ConfirmDialog';

/**
 * guides/animations, "Radix Themes": the Radix Confirm example, which the page shows, with the
 * real @radix-ui/themes. Under reduced motion Radix Themes runs no exit animation; the dialog
 * must then call onExited() at once (not wait out exitTimeout) and give focus back to the
 * button that opened it.
 */

// jsdom implements no Web Animations. An element with no animations, which is what a browser
// reports under prefers-reduced-motion (Radix Themes then defines none), answers [].
const hadGetAnimations = 'getAnimations' in Element.prototype;
beforeEach(() => {
  if (!hadGetAnimations) Element.prototype.getAnimations = () => [];
});
afterEach(() => {
  if (!hadGetAnimations) delete (Element.prototype as Partial<Element>).getAnimations;
});

/** The open dialog's `exited` promise. */
let exited: Promise<void> | undefined;
function DeleteButton() {
  const { show } = useDialog();
  const [answer, setAnswer] = useState('none yet');
  return (
    <>
      <button
        onClick={async () => {
          const handle = show(ConfirmDialog, { title: 'Delete file?', message: 'It cannot be undone.', confirmLabel: 'Delete' });
          exited = handle.exited;
          setAnswer(String(await handle.catch(() => 'no answer')));
        }}
      >
        Delete file
      </button>
      <output>{answer}</output>
    </>
  );
}

describe('Radix ConfirmDialog under reduced motion', () => {
  it.each([
    ['Delete', 'true'],
    ['Cancel', 'false'],
  ])('after %s: leaves at once, well before exitTimeout, and focus is back on the opener', async (label, answer) => {
    const user = userEvent.setup();
    render(
      <DialogProvider exitTimeout={10_000}>
        <DeleteButton />
      </DialogProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Delete file' });

    await user.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete file?' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement); // Radix moved focus in

    let gone = false;
    void exited!.then(() => (gone = true));
    await user.click(screen.getByRole('button', { name: label }));

    expect(await screen.findByText(answer)).toBeInTheDocument();
    // Unmounted by onExited(), not by the 10 s exitTimeout: the test would time out first.
    await vi.waitFor(() => expect(gone).toBe(true));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(opener).toHaveFocus());
  });

  it('Escape means no answer: rejects, and focus is back on the opener', async () => {
    const user = userEvent.setup();
    render(
      <DialogProvider exitTimeout={10_000}>
        <DeleteButton />
      </DialogProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Delete file' });
    await user.click(opener);
    await screen.findByRole('alertdialog');

    await user.keyboard('{Escape}');

    expect(await screen.findByText('no answer')).toBeInTheDocument();
    await act(() => exited!);
    await vi.waitFor(() => expect(opener).toHaveFocus());
  });
});
