import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_UPLOAD_STEPS, demoUpload, wait } from './demo-calls';

describe('demoUpload', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports rising percentages up to 100, then resolves', async () => {
    const reports: number[] = [];
    const done = demoUpload((percent) => reports.push(percent), new AbortController().signal);
    await vi.runAllTimersAsync();
    await expect(done).resolves.toBeUndefined();
    expect(reports).toHaveLength(DEMO_UPLOAD_STEPS);
    expect(reports.at(-1)).toBe(100);
    expect(reports.every((value, i) => i === 0 || value > reports[i - 1])).toBe(true);
  });

  it('stops and rejects with the AbortError when the signal aborts', async () => {
    const controller = new AbortController();
    const reports: number[] = [];
    const done = demoUpload((percent) => reports.push(percent), controller.signal);
    const settled = expect(done).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(250);
    controller.abort();
    await settled;
    const seen = reports.length;
    await vi.runAllTimersAsync();
    expect(reports).toHaveLength(seen);
    expect(seen).toBeLessThan(DEMO_UPLOAD_STEPS);
  });

  it('wait rejects at once on an already aborted signal', async () => {
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(wait(10, controller.signal)).rejects.toThrow('gone');
  });
});
