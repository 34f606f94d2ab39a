import { describe, expect, it } from 'vitest';
import { checkProcesses, SAMPLES_PER_PROCESS } from './snippet-source';

describe('checkProcesses (how many processes check the code samples)', () => {
  it('checks a docs site of today’s size in one process, whatever the machine', () => {
    expect(checkProcesses(76, 2)).toBe(1);
    expect(checkProcesses(76, 16)).toBe(1);
    expect(checkProcesses(0, 2)).toBe(1);
  });

  it('adds a process per SAMPLES_PER_PROCESS samples, up to the cores and at most four', () => {
    expect(checkProcesses(SAMPLES_PER_PROCESS + 1, 8)).toBe(2);
    expect(checkProcesses(376, 2)).toBe(2);
    expect(checkProcesses(376, 8)).toBe(3);
    expect(checkProcesses(10_000, 16)).toBe(4);
    expect(checkProcesses(10_000, 1)).toBe(1);
  });
});
