import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DemoProps, ExampleModule } from '../../examples/types';
import LazyDemo from './LazyDemo';
import { loadFlavour } from './loaders';

// The kit chunks need a real browser (dialogs, kit CSS); here a stand-in kit
// shows what the live demo was asked to do. e2e/examples-*.spec.ts run the real ones.
vi.mock('./loaders', () => ({ loadFlavour: vi.fn() }));
const load = vi.mocked(loadFlavour);

const kit: ExampleModule = {
  Demo: ({ name, openOnMount }: DemoProps) => <p>{`live ${name}${openOnMount ? ', opening' : ''}`}</p>,
};

const deferred = () => {
  let resolve!: (m: ExampleModule) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<ExampleModule>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('<LazyDemo>', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    load.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('renders an enabled button and loads nothing until the reader shows intent', async () => {
    render(<LazyDemo flavour="mui" name="Alert" />);
    const button = screen.getByRole('button', { name: 'Open Alert' });
    expect(button).toBeEnabled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(load).not.toHaveBeenCalled();

    load.mockReturnValue(deferred().promise);
    fireEvent.pointerEnter(button);
    expect(load).toHaveBeenLastCalledWith('mui');
    fireEvent.focus(button);
    expect(load).toHaveBeenCalledTimes(2);
    // Prefetching alone neither shows a spinner nor swaps in the live demo.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText(/Loading/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Open Alert' })).toBe(button);
  });

  it('after a click: the same button stays, a spinner after 200 ms, then the live demo opens its dialog', async () => {
    const d = deferred();
    load.mockReturnValue(d.promise);
    render(<LazyDemo flavour="radix" name="Confirm" />);
    const button = screen.getByRole('button', { name: 'Open Confirm' });
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(screen.queryByText(/Loading/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Loading the Confirm demo…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Confirm' })).toBe(button);
    await act(async () => d.resolve(kit));
    expect(screen.getByText('live Confirm, opening')).toBeInTheDocument();
    expect(screen.queryByText(/Loading/)).toBeNull();
  });

  it('a failed load shows Retry; Retry loads again and then opens the dialog', async () => {
    load.mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(kit);
    render(<LazyDemo flavour="plain" name="Prompt" />);
    fireEvent.click(screen.getByRole('button', { name: 'Open Prompt' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the Prompt demo. chunk failed');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('live Prompt, opening')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
