import { act, fireEvent, render, screen } from '@testing-library/react';
import { DialogProvider, useDialog, type DialogProps, type ShowFn } from 'react-dialog-hub';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaticNotice } from './samples/StaticNotice';

/** guides/animations, "exitTimeout is a safety net": what a dialog that ignores `open` does under a timeout. */

// Written for 0.1, or without animations in mind: it never reads `open`.
function IgnoresOpen({ text, resolve }: DialogProps<{ text: string }>) {
  return (
    <div role="dialog" aria-label="Notice">
      <p>{text}</p>
      <button onClick={() => resolve()}>OK</button>
    </div>
  );
}

function renderProvider(exitTimeout: number) {
  let show!: ShowFn;
  function Capture() {
    show = useDialog().show;
    return null;
  }
  render(
    <DialogProvider exitTimeout={exitTimeout}>
      <Capture />
    </DialogProvider>,
  );
  return show;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a dialog that ignores open', () => {
  it('with exitTimeout 0: leaves as soon as it is answered', async () => {
    const show = renderProvider(0);
    let answer!: Promise<void>;
    act(() => void (answer = show(IgnoresOpen, { text: 'Saved' })));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBeUndefined();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with exitTimeout 300: stays on screen, unchanged and clickable, until the timeout ends', async () => {
    const show = renderProvider(300);
    let answer!: Promise<void>;
    act(() => void (answer = show(IgnoresOpen, { text: 'Saved' })));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBeUndefined(); // the caller has its answer…

    act(() => void vi.advanceTimersByTime(299));
    const button = screen.getByRole('button', { name: 'OK' }); // …but the dialog is still there
    expect(button).toBeEnabled();
    fireEvent.click(button); // and takes clicks, which change nothing now

    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('StaticNotice (reads open)', () => {
  it('with exitTimeout 300: leaves the screen as soon as it is answered', async () => {
    const show = renderProvider(300);
    let answer!: Promise<void>;
    act(() => void (answer = show(StaticNotice, { text: 'Saved' })));
    expect(screen.getByRole('dialog', { name: 'Notice' })).toHaveTextContent('Saved');

    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    await expect(answer).resolves.toBeUndefined();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
