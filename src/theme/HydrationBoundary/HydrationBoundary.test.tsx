import React, { useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HYDRATED_ATTRIBUTE } from '../../constants';
import HydrationBoundary, { HydrationRoot } from '.';

/** A fresh copy of the module (its page-wide count starts over), on a page not yet marked hydrated. */
async function freshModule() {
  vi.resetModules();
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  return import('.');
}

/** Puts the server HTML of `server` in the page and hydrates `client` over it; collects recoverable errors. */
function hydrateOver(server: React.ReactElement, client: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(server);
  document.body.append(container);
  const recoverable: unknown[] = [];
  hydrateRoot(container, client, { onRecoverableError: (error) => recoverable.push(error) });
  return { container, recoverable };
}

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

  it('takes an update that arrives before it hydrated (a navigation) without a recoverable error, and the page still reports hydrated', async () => {
    // A fresh module: the first test has already marked its page hydrated.
    const { default: Boundary, HydrationRoot: Root } = await freshModule();
    const Page = ({ navigate }: { navigate: boolean }) => {
      const [path, setPath] = useState('/docs/intro');
      // The shell's effects run before React hydrates the boundaries (at a lower priority): this
      // update reaches them while they are still server HTML, as a click on the navbar can.
      useEffect(() => {
        if (navigate) setPath('/docs/api/');
      }, [navigate]);
      return (
        <Root>
          <nav>navbar</nav>
          <Boundary>
            <aside>sidebar of {path}</aside>
          </Boundary>
          <Boundary>
            <article>
              article of {path}
              <Boundary>
                <p>demo of {path}</p>
              </Boundary>
            </article>
          </Boundary>
        </Root>
      );
    };
    const { container, recoverable } = hydrateOver(<Page navigate={false} />, <Page navigate />);
    await expect.poll(() => container.textContent).toBe('navbarsidebar of /docs/api/article of /docs/api/demo of /docs/api/');
    await expect.poll(() => document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    expect(recoverable.map(String)).toEqual([]);
  });

  it('still reports the page hydrated when a boundary is removed before it hydrated (a navigation to another template)', async () => {
    const { default: Boundary, HydrationRoot: Root } = await freshModule();
    const Page = ({ navigate }: { navigate: boolean }) => {
      const [template, setTemplate] = useState('doc');
      // As above: the shell's effect runs while the boundary is still server HTML.
      useEffect(() => {
        if (navigate) setTemplate('api');
      }, [navigate]);
      return (
        <Root>
          <nav>navbar</nav>
          {template === 'doc' ? (
            <Boundary>
              <article>a doc</article>
            </Boundary>
          ) : (
            <section>the API index</section>
          )}
        </Root>
      );
    };
    const { container, recoverable } = hydrateOver(<Page navigate={false} />, <Page navigate />);
    await expect.poll(() => container.textContent).toBe('navbarthe API index');
    await expect.poll(() => document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    expect(recoverable.map(String)).toEqual([]);
  });
});
