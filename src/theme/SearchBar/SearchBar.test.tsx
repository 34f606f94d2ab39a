import React from 'react';
import { act, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SearchResults as Results } from '../../lib/search/search-rank';
import Highlighted from './Highlighted';
import SearchResults from './SearchResults';
import SearchStatus from './SearchStatus';
import { closeSearch, openSearch, useSearchOpen, useSearchOwner } from './search-state';
import { useSearchShortcuts } from './useSearchShortcuts';

const results: Results = {
  query: 'dialog',
  terms: ['dialog'],
  groups: [
    {
      key: '/docs/api/functions/useDialog',
      page: 'useDialog',
      kind: 'function',
      hits: [{ id: '1', url: '/docs/api/functions/useDialog', page: 'useDialog', kind: 'function', text: 'Opens a dialog.', score: 100, edits: 0 }],
    },
    {
      key: '/docs/intro',
      page: 'Introduction',
      hits: [
        { id: '2', url: '/docs/intro#features', page: 'Introduction', section: 'Features', text: 'Await a dialog.', score: 0, edits: 0 },
        { id: '3', url: '/docs/intro', page: 'Introduction', text: 'Turns a <dialog> into a call.', score: 0, edits: 0 },
      ],
    },
  ],
  hits: [],
};
results.hits = results.groups.flatMap((g) => g.hits);

describe('SearchResults', () => {
  it('is a listbox of options grouped by page, the active one selected', () => {
    const onChoose = vi.fn();
    render(<SearchResults id="lb" results={results} active={1} optionId={(i) => `lb-${i}`} onHover={() => {}} onChoose={onChoose} />);
    const listbox = screen.getByRole('listbox', { name: 'Search results' });
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-labelledby')).map((id) => document.getElementById(id!)?.textContent)).toEqual([
      'useDialog',
      'Introduction',
    ]);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.id)).toEqual(['lb-0', 'lb-1', 'lb-2']);
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(options[0]).toHaveTextContent('useDialog function');
    expect(options[1].querySelectorAll('mark')).toHaveLength(1);
    fireEvent.click(options[2]);
    expect(onChoose).toHaveBeenCalledWith(results.hits[2]);
  });

  it('shows markup from the text as text', () => {
    render(<SearchResults id="lb" results={results} active={0} optionId={(i) => `lb-${i}`} onHover={() => {}} onChoose={() => {}} />);
    expect(screen.getByRole('listbox').querySelector('dialog')).toBeNull();
    expect(screen.getAllByRole('option')[2]).toHaveTextContent('Turns a <dialog> into a call.');
  });
});

describe('Highlighted and SearchStatus', () => {
  it('never turns a query into markup', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const { container } = render(<Highlighted segments={[{ text: evil, match: true }, { text: evil, match: false }]} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('mark')).toHaveTextContent(evil);
  });

  it('says "No results for “…”" on a miss and announces counts politely', () => {
    const { rerender } = render(<SearchStatus query="zzz " count={0} />);
    expect(screen.getByRole('status')).toHaveTextContent('No results for “zzz”');
    rerender(<SearchStatus query="dialog" count={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('3 results');
    rerender(<SearchStatus query="" count={0} />);
    expect(screen.getByText('Type to search the docs and the API reference.')).toBeInTheDocument();
  });
});

describe('shortcuts and shared state', () => {
  it('Ctrl+K and ⌘K open anywhere; `/` only outside text fields', () => {
    const onOpen = vi.fn();
    renderHook(() => useSearchShortcuts(true, onOpen));
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'K', metaKey: true });
    expect(onOpen).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(document.body, { key: '/' });
    expect(onOpen).toHaveBeenCalledTimes(3);
    const input = document.createElement('input');
    document.body.append(input);
    fireEvent.keyDown(input, { key: '/' });
    fireEvent.keyDown(window, { key: 'k' });
    expect(onOpen).toHaveBeenCalledTimes(3);
    input.remove();
  });

  it('does nothing while disabled (only the owning SearchBar listens)', () => {
    const onOpen = vi.fn();
    renderHook(() => useSearchShortcuts(false, onOpen));
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('the first mounted SearchBar owns the dialog; the open flag is shared and remembers the opener', () => {
    const first = renderHook(() => [useSearchOwner('a'), useSearchOpen()] as const);
    const second = renderHook(() => [useSearchOwner('b'), useSearchOpen()] as const);
    expect(first.result.current[0]).toBe(true);
    expect(second.result.current[0]).toBe(false);
    const button = document.createElement('button');
    act(() => openSearch(button));
    expect(first.result.current[1]).toBe(true);
    expect(second.result.current[1]).toBe(true);
    let opener: HTMLElement | null = null;
    act(() => {
      opener = closeSearch();
    });
    expect(opener).toBe(button);
    expect(first.result.current[1]).toBe(false);
    first.unmount();
    expect(second.result.current[0]).toBe(true);
    second.unmount();
  });
});
