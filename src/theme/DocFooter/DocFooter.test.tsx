import React from 'react';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import DocFooter, { formatDate } from './index';

it('formats dates the way en-US long dates read, in UTC', () => {
  for (const iso of ['2026-11-23T20:09:43Z', '2024-01-01T00:30:00+02:00', '2025-02-28T23:59:59Z', '2025-07-04T12:00:00Z']) {
    const expected = new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    expect(formatDate(iso)).toBe(expected);
  }
  // Late evening in a zone east of UTC is still the previous day in UTC.
  expect(formatDate('2024-01-01T00:30:00+02:00')).toBe('December 31, 2023');
});

it('shows the last-updated date with a machine-readable datetime', () => {
  render(<DocFooter lastUpdated="2026-11-23T20:09:43Z" editUrl="https://example.com/edit" />);
  const time = screen.getByText('November 23, 2026');
  expect(time.tagName).toBe('TIME');
  expect(time.getAttribute('dateTime')).toBe('2026-11-23T20:09:43Z');
  expect(screen.getByRole('link', { name: 'Edit this page' }).getAttribute('href')).toBe('https://example.com/edit');
});
