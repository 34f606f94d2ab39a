import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTally } from './tally.mjs';

describe('the test pipelines\' tally (scripts/test/tally.mjs)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a Vitest run that exits non-zero with no failed test (a suite error) fails the tally', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const tally = createTally();
    tally.addVitest({ numPassedTests: 5, numFailedTests: 0, numPendingTests: 1 }, false);
    expect(tally.results).toEqual({ passed: 5, failed: 1, skipped: 1 });
    expect(tally.failures).toEqual(['vitest', 'vitest (suite errors)']);
    expect(tally.printSummary('x', Date.now())).toBe(1);
  });

  it('no report is a failure; a clean report and passing steps exit 0 with the closing counts', () => {
    const lines = [];
    vi.spyOn(console, 'log').mockImplementation((line) => lines.push(line));
    const missing = createTally();
    missing.addVitest(null, true);
    expect(missing.printSummary('x', Date.now())).toBe(1);

    const clean = createTally();
    clean.step('library build', true);
    clean.addVitest({ numPassedTests: 3, numFailedTests: 0, numPendingTests: 0, numTodoTests: 2 }, true);
    expect(clean.printSummary('x', Date.now())).toBe(0);
    expect(lines.at(-1)).toBe('tests: 4 passed, 0 failed, 2 skipped');
  });
});
