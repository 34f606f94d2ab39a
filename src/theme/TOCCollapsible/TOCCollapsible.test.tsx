import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import TOCCollapsible from '.';

const entries = [
  { id: 'install', title: 'Install', level: 2, children: [] },
  { id: 'use-it', title: 'Use it', level: 2, children: [] },
];

afterEach(() => {
  vi.useRealTimers();
});

// The list sits above the content: a close that slides while the browser scrolls to the
// heading pulls the heading up and out of view (theme-toc e2e, flaky at 800 px).
it('closes at once, not with the slide, when one of its links is followed', () => {
  vi.useFakeTimers();
  render(<TOCCollapsible entries={entries} />);
  const button = screen.getByRole('button', { name: 'On this page' });
  fireEvent.click(button);
  act(() => vi.runAllTimers()); // the opening slide ends
  const list = document.getElementById(button.getAttribute('aria-controls')!)!;
  expect(list.hidden).toBe(false);

  fireEvent.click(screen.getByRole('link', { name: 'Use it' }));
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(list.hidden).toBe(true); // before any timer: nothing left to slide
  expect(list.style.height).toBe('');
});

it('still slides closed from its button', () => {
  vi.useFakeTimers();
  render(<TOCCollapsible entries={entries} />);
  const button = screen.getByRole('button', { name: 'On this page' });
  fireEvent.click(button);
  act(() => vi.runAllTimers());
  const list = document.getElementById(button.getAttribute('aria-controls')!)!;
  fireEvent.click(button);
  expect(list.hidden).toBe(false); // visible while it slides
  act(() => vi.runAllTimers());
  expect(list.hidden).toBe(true);
});
