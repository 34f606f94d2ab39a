import { describe, expect, it } from 'vitest';
import { describeValue, formatOutcome } from './format-outcome';

describe('formatOutcome', () => {
  it('shows resolved values as code would print them', () => {
    expect(formatOutcome({ status: 'resolved', value: true })).toBe('Resolved: true');
    expect(formatOutcome({ status: 'resolved', value: 'report.pdf' })).toBe('Resolved: "report.pdf"');
    expect(formatOutcome({ status: 'resolved', value: ['cheese', 'basil'] })).toBe('Resolved: ["cheese","basil"]');
    expect(formatOutcome({ status: 'resolved', value: undefined })).toBe('Resolved: undefined');
  });

  it('names errors and DOMExceptions with their message', () => {
    const controller = new AbortController();
    controller.abort();
    expect(formatOutcome({ status: 'rejected', reason: controller.signal.reason })).toMatch(/^Rejected: AbortError: .+/);
    expect(formatOutcome({ status: 'rejected', reason: new TypeError('bad') })).toBe('Rejected: TypeError: bad');
    expect(formatOutcome({ status: 'rejected', reason: undefined })).toBe('Rejected: undefined');
  });

  it('falls back to String for values JSON cannot write', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(describeValue(cyclic)).toBe('[object Object]');
    expect(describeValue(() => 1)).toBe('() => 1');
  });
});
