import React from 'react';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import DocFooter from './index';

it('shows the build-time date text with the machine-readable date', () => {
  render(<DocFooter lastUpdated="2026-11-23T20:09:43Z" lastUpdatedText="November 23, 2026" editUrl="https://example.com/edit" />);
  const time = screen.getByText('November 23, 2026');
  expect(time.tagName).toBe('TIME');
  expect(time.getAttribute('dateTime')).toBe('2026-11-23T20:09:43Z');
  expect(screen.getByRole('link', { name: 'Edit this page' }).getAttribute('href')).toBe('https://example.com/edit');
});

it('renders nothing without a link or a date', () => {
  const { container } = render(<DocFooter />);
  expect(container.innerHTML).toBe('');
});
