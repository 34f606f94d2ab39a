import React from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HeadTags, { preloadHeadTags } from '.';

// Module state (whether Helmet has loaded) carries from one test to the next: they run in order.
describe('<HeadTags> on the page the visit started on', () => {
  it('leaves the prerendered head alone and loads nothing', async () => {
    // Warm the module cache, so that an import HeadTags started would settle well within the wait below.
    await import('react-helmet');
    document.title = 'Prerendered | React Dialog Hub';
    render(
      <HeadTags>
        <title>Written by Helmet</title>
      </HeadTags>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(document.title).toBe('Prerendered | React Dialog Hub');
  });

  it('writes its tags once a navigation loads Helmet (preloadHeadTags)', async () => {
    const { unmount } = render(
      <HeadTags titleTemplate="%s | Site">
        <title>Comparison</title>
        <meta name="description" content="How it compares." />
      </HeadTags>,
    );
    await act(() => preloadHeadTags());
    await waitFor(() => expect(document.title).toBe('Comparison | Site'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('How it compares.');
    unmount();
  });
});
