import React from 'react';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HeadTags from '.';

// A file of its own: Helmet must not have loaded yet when these run.
describe('<HeadTags> after a client-side navigation', () => {
  it('loads Helmet itself when it mounts on another path than the first, and writes its tags', async () => {
    window.history.pushState({}, '', '/docs/guides/lifecycle');
    render(
      <HeadTags>
        <title>Lifecycle</title>
        <link rel="canonical" href="https://example.org/docs/guides/lifecycle" />
      </HeadTags>,
    );
    await waitFor(() => expect(document.title).toBe('Lifecycle'));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://example.org/docs/guides/lifecycle');
  });
});
