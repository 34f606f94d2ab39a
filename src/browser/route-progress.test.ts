import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRouteProgress } from './route-progress';

describe('createRouteProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const bar = { start: vi.fn(), done: vi.fn() };
    return { bar, progress: createRouteProgress(bar, 200) };
  };

  it('shows nothing for a navigation that lands within the delay', () => {
    const { bar, progress } = setup();
    progress.begin();
    vi.advanceTimersByTime(199);
    progress.end();
    vi.advanceTimersByTime(1000);
    expect(bar.start).not.toHaveBeenCalled();
    expect(bar.done).not.toHaveBeenCalled();
  });

  it('starts after the delay and finishes when the route lands', () => {
    const { bar, progress } = setup();
    progress.begin();
    vi.advanceTimersByTime(200);
    expect(bar.start).toHaveBeenCalledTimes(1);
    progress.end();
    expect(bar.done).toHaveBeenCalledTimes(1);
  });

  it('does not restart while a navigation is already pending or shown', () => {
    const { bar, progress } = setup();
    progress.begin();
    vi.advanceTimersByTime(150);
    progress.begin();
    vi.advanceTimersByTime(50);
    expect(bar.start).toHaveBeenCalledTimes(1);
    progress.begin();
    vi.advanceTimersByTime(500);
    expect(bar.start).toHaveBeenCalledTimes(1);
  });

  it('can run again after a navigation finished', () => {
    const { bar, progress } = setup();
    progress.begin();
    vi.advanceTimersByTime(300);
    progress.end();
    progress.begin();
    vi.advanceTimersByTime(300);
    expect(bar.start).toHaveBeenCalledTimes(2);
  });

  it('ignores an end without a begin', () => {
    const { bar, progress } = setup();
    progress.end();
    expect(bar.done).not.toHaveBeenCalled();
  });
});
