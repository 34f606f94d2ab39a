import React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ErrorBoundary from './index';
import { errorChain } from './error-chain';

let shouldThrow: unknown = null;
function Flaky() {
  if (shouldThrow) throw shouldThrow;
  return <p>Content is back</p>;
}

describe('errorChain', () => {
  it('lists the message and every cause, outermost first', () => {
    const error = new Error('Could not render the page', {
      cause: new Error('Could not load the example', { cause: new Error('Network down') }),
    });
    expect(errorChain(error)).toEqual(['Could not render the page', 'Could not load the example', 'Network down']);
  });

  it('shows non-Error causes as text and stops on a cycle', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as Error & { cause?: unknown }).cause = b;
    expect(errorChain(a)).toEqual(['a', 'b']);
    expect(errorChain(new Error('x', { cause: 'timeout' }))).toEqual(['x', 'timeout']);
    expect(errorChain('plain string')).toEqual(['plain string']);
  });
});

describe('ErrorBoundary', () => {
  beforeEach(() => {
    // React reports caught render errors on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    shouldThrow = null;
    vi.restoreAllMocks();
  });

  it('renders its children when nothing throws', () => {
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Content is back')).toBeInTheDocument();
  });

  it('shows the crash page with the message and each cause under a "Cause:" label', () => {
    shouldThrow = new Error('Cannot read the dialog', {
      cause: new Error('The example module failed', { cause: new Error('Chunk 42 timed out') }),
    });
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page crashed.');
    expect(screen.getByText('Cannot read the dialog')).toBeInTheDocument();
    const causes = screen.getAllByText('Cause:').map((label) => label.parentElement?.textContent);
    expect(causes).toEqual(['Cause: The example module failed', 'Cause: Chunk 42 timed out']);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows no "Cause:" label for an error without a cause', () => {
    shouldThrow = new Error('Just this');
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Just this')).toBeInTheDocument();
    expect(screen.queryByText('Cause:')).toBeNull();
  });

  it('titles the tab "Page Error" with the site suffix, on the very page the visit started on', async () => {
    shouldThrow = new Error('boom');
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    // The crash page loads the head manager itself (a visit's first page has no Helmet until then).
    await waitFor(() => expect(document.title).toBe('Page Error | React Dialog Hub'));
  });

  it('"Try again" clears the error and renders the children again', async () => {
    shouldThrow = new Error('transient');
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('transient')).toBeInTheDocument();
    shouldThrow = null;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Content is back')).toBeInTheDocument();
    expect(screen.queryByText('This page crashed.')).toBeNull();
  });

  it('"Try again" shows the crash page again if the error persists', async () => {
    shouldThrow = new Error('still broken');
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('still broken')).toBeInTheDocument();
  });

  it('a new resetKey (another route) clears the error', () => {
    shouldThrow = new Error('on page A');
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Flaky />
      </ErrorBoundary>,
    );
    shouldThrow = null;
    rerender(
      <ErrorBoundary resetKey="/b">
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Content is back')).toBeInTheDocument();
  });
});
