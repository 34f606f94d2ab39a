import React from 'react';
import { render, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '../../site-config';
import { preloadHeadTags } from '../HeadTags';
import Seo from '.';

describe('<Seo>', () => {
  // As after a client-side navigation: the first page's head is prerendered, Helmet loads for the next ones.
  beforeAll(() => preloadHeadTags());

  it('writes the title, canonical link and social tags into the document head', async () => {
    render(<Seo title="Comparison" description="How it compares with other modal libraries." path="/docs/comparison" />);
    await waitFor(() => expect(document.title).toBe('Comparison | React Dialog Hub'));
    const head = document.head;
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${siteConfig.url}/react-dialog-hub/docs/comparison`,
    );
    expect(head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Comparison | React Dialog Hub');
    expect(head.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'How it compares with other modal libraries.',
    );
  });
});
