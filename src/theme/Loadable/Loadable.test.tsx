import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Loadable from '.';

const deferred = <T,>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('<Loadable>', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows only the fallback at first, a spinner after 200 ms, then the content', async () => {
    const d = deferred<string>();
    render(<Loadable load={() => d.promise} label="demo" fallback={<p>static code</p>}>{(v) => <p>{v}</p>}</Loadable>);
    expect(screen.getByText('static code')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(screen.queryByRole('status')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading demo…');
    await act(async () => d.resolve('live demo'));
    expect(screen.getByText('live demo')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('never shows the spinner when content arrives within the delay', async () => {
    render(<Loadable load={() => Promise.resolve('fast')} label="demo">{(v) => <p>{v}</p>}</Loadable>);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('fast')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows an error box with Retry, and Retry loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce('second try');
    render(<Loadable load={load} label="demo">{(v) => <p>{String(v)}</p>}</Loadable>);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load demo. chunk failed');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('second try')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
