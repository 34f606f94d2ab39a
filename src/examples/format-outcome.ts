import { translate } from '../lib/translate';

/** How a `show(...)` call settled. */
export type Outcome = { status: 'resolved'; value: unknown } | { status: 'rejected'; reason: unknown };

/** A value as a reader would write it in code: JSON for data, `Name: message` for errors. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value instanceof Error || (typeof DOMException !== 'undefined' && value instanceof DOMException)) {
    return `${value.name}: ${value.message}`;
  }
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The output line under a demo, e.g. `Resolved: true` or `Rejected: AbortError: …`. */
export function formatOutcome(outcome: Outcome): string {
  return outcome.status === 'resolved'
    ? translate({ id: 'examples.outcome.resolved', message: 'Resolved: {value}' }, { value: describeValue(outcome.value) })
    : translate({ id: 'examples.outcome.rejected', message: 'Rejected: {reason}' }, { reason: describeValue(outcome.reason) });
}
