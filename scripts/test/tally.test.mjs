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
  it('steps run side by side print their output whole, each in one block, and a failing one is not ok', async () => {
    const printed = [];
    vi.spyOn(console, 'log').mockImplementation((line) => printed.push(line));
    const tally = createTally();
    // Two commands whose lines interleave in time: a, b, a, b…
    const script = (name, code) =>
      `let i = 0; const t = setInterval(() => { console.log('${name}' + i); if (++i === 4) { clearInterval(t); process.exitCode = ${code}; } }, 40);`;
    const [a, b] = await Promise.all([
      tally.runHeld('a', process.execPath, ['-e', script('a', 0)]),
      tally.runHeld('b', process.execPath, ['-e', script('b', 1)]),
    ]);
    expect([a.ok, b.ok]).toEqual([true, false]);
    expect(a.output.trim().split('\n')).toEqual(['a0', 'a1', 'a2', 'a3']);
    expect(printed).toHaveLength(2);
    for (const block of printed) {
      const [header, ...lines] = block.trim().split('\n');
      const name = /^▶ (\w):/.exec(header)[1];
      expect(lines).toEqual([0, 1, 2, 3].map((n) => `${name}${n}`));
    }
    expect(tally.timings.map(([label]) => label).sort()).toEqual(['a', 'b']);
  });
});
