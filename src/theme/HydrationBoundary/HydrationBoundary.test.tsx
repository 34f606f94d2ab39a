import React, { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { HYDRATED_ATTRIBUTE } from '../../constants';
import HydrationBoundary, { HydrationRoot } from '.';

describe('HydrationBoundary', () => {
  it('sets data-hydrated on <html> only once the shell and every boundary, nested ones too, have hydrated', async () => {
    const hydrated: string[] = [];
    const Part = ({ name }: { name: string }) => {
      useEffect(() => {
        hydrated.push(name);
        // Each part sees the attribute missing: the page is not done while any part is pending.
        if (document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) hydrated.push(`${name} after the mark`);
      }, [name]);
      return <p>{name}</p>;
    };
    const app = (
      <HydrationRoot>
        <Part name="navbar" />
        <HydrationBoundary>
          <Part name="sidebar" />
        </HydrationBoundary>
        <HydrationBoundary>
          <Part name="article" />
          <HydrationBoundary>
            <Part name="demo" />
          </HydrationBoundary>
        </HydrationBoundary>
      </HydrationRoot>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);

    await act(async () => {
      hydrateRoot(container, app);
    });
    await expect.poll(() => document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    expect(hydrated.sort()).toEqual(['article', 'demo', 'navbar', 'sidebar']);
  });
});
