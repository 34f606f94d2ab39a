import React, { Suspense, useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStorageWarning } from '../../lib/storage';
import ColorModeProvider, { useColorMode } from '.';
import { ColorModeContext } from './context';

function Probe() {
  const { mode, choice, next, setChoice } = useColorMode();
  return (
    <button type="button" onClick={() => setChoice(next)} data-mode={mode} data-choice={String(choice)}>
      probe
    </button>
  );
}

let setter: (value: unknown) => void = () => {};
function Capture() {
  const { setChoice } = useColorMode();
  setter = setChoice as (value: unknown) => void;
  return null;
}

const html = document.documentElement;
const media = (dark: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: query.includes('dark') ? dark : !dark, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  );

describe('ColorModeProvider', () => {
  beforeEach(() => {
    if (!window.matchMedia) window.matchMedia = (() => ({ matches: false })) as never;
    localStorage.clear();
    resetStorageWarning();
    html.removeAttribute('data-theme');
  });
  afterEach(() => vi.restoreAllMocks());

  it('reads the stored choice after mount and writes data-theme', () => {
    media(false);
    localStorage.setItem('theme', 'dark');
    render(<ColorModeProvider><Probe /></ColorModeProvider>);
    expect(screen.getByRole('button')).toHaveAttribute('data-mode', 'dark');
    expect(html.getAttribute('data-theme')).toBe('dark');
  });

  it('cycles system → light → dark → system and stores each choice', () => {
    media(true);
    render(<ColorModeProvider><Probe /></ColorModeProvider>);
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('data-mode', 'dark');
    const seen: Array<[string | null, string | null]> = [];
    for (let i = 0; i < 3; i++) {
      act(() => button.click());
      seen.push([localStorage.getItem('theme'), html.getAttribute('data-theme')]);
    }
    expect(seen).toEqual([
      ['light', 'light'],
      ['dark', 'dark'],
      [null, 'dark'],
    ]);
  });

  it('follows another tab through the storage event', () => {
    media(false);
    render(<ColorModeProvider><Probe /></ColorModeProvider>);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(screen.getByRole('button')).toHaveAttribute('data-choice', 'dark');
    expect(html.getAttribute('data-theme')).toBe('dark');
  });

  it('warns about and ignores an unexpected stored value', () => {
    media(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('theme', 'purple');
    render(<ColorModeProvider><Probe /></ColorModeProvider>);
    expect(screen.getByRole('button')).toHaveAttribute('data-choice', 'null');
    expect(screen.getByRole('button')).toHaveAttribute('data-mode', 'light');
    expect(warn.mock.calls.flat().join(' ')).toMatch(/purple/);
  });

  it('throws when the setter gets an unexpected value', () => {
    media(false);
    render(<ColorModeProvider><Capture /></ColorModeProvider>);
    expect(() => setter('purple')).toThrow(/Unexpected colour mode "purple"/);
  });

  it('keeps working for the session when storage throws', () => {
    media(false);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    render(<ColorModeProvider><Probe /></ColorModeProvider>);
    act(() => screen.getByRole('button').click());
    expect(html.getAttribute('data-theme')).toBe('light');
    act(() => screen.getByRole('button').click());
    expect(html.getAttribute('data-theme')).toBe('dark');
  });

  it('useColorMode outside the provider is a developer error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow(/outside <ColorModeProvider>/);
  });

  it('gives its subtree one context value for good: reading storage and a new choice re-render only the readers', () => {
    media(false);
    localStorage.setItem('theme', 'dark');
    // A change of the context value would reach every part of the page still being hydrated (see context.ts).
    const values: unknown[] = [];
    function ContextReader() {
      values.push(useContext(ColorModeContext));
      return null;
    }
    const Unrelated = React.memo(ContextReader);
    render(<ColorModeProvider><Unrelated /><Probe /></ColorModeProvider>);
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('data-mode', 'dark');
    act(() => button.click());
    expect(button).toHaveAttribute('data-choice', 'null');
    expect(values).toHaveLength(1);
  });

  it('hydrates a page whose stored choice differs from the server render without dropping server HTML', async () => {
    media(false);
    const app = (
      <ColorModeProvider>
        <Probe />
        <Suspense fallback={null}>
          <article>still server HTML</article>
        </Suspense>
      </ColorModeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    const article = container.querySelector('article');
    localStorage.setItem('theme', 'dark');
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, app, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(screen.getByRole('button')).toHaveAttribute('data-mode', 'dark');
    expect(html.getAttribute('data-theme')).toBe('dark');
    expect(recoverable.map(String)).toEqual([]);
    expect(container.querySelector('article'), 'the server-rendered part was kept, not rendered again').toBe(article);
    container.remove();
  });
});
