import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gatsbyGlobal } from './gatsby-internals';
import { applyPrefetchPolicy, checkNavigationWatched, watchNavigations } from './client-entry';

// Gatsby 5.16's globals, as gatsby/cache-dir/navigation.js and production-app.js set them.
type TestWindow = Window & Record<string, unknown>;
const w = window as unknown as TestWindow;

let errors: string[];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((message: string) => void errors.push(message));
});
afterEach(() => {
  vi.restoreAllMocks();
  for (const name of ['___navigate', '___nav', '___loader']) delete w[name];
});

const progress = () => ({ begin: vi.fn(), end: vi.fn() });

describe('gatsbyGlobal', () => {
  it('returns the function, silently, when the global has the expected shape', () => {
    const hovering = () => {};
    w.___loader = { hovering };
    expect(gatsbyGlobal('___loader.hovering')).toBe(hovering);
    expect(errors).toEqual([]);
  });

  it.each([
    ['the owner is missing', undefined, 'undefined'],
    ['the owner is null', null, 'undefined'],
    ['the function is renamed', { hover: () => {} }, 'undefined'],
    ['the function becomes a value', { hovering: true }, 'boolean'],
  ])('reports, without throwing, when %s', (_, loader, found) => {
    w.___loader = loader;
    expect(gatsbyGlobal('___loader.hovering')).toBeUndefined();
    expect(errors).toEqual([
      `[gatsby-internals] window.___loader.hovering: expected a function, found ${found}. Fix src/browser/client-entry.ts`,
    ]);
  });
});

describe('window.___navigate (the progress bar)', () => {
  it('is wrapped: a navigation to another path starts the bar, then Gatsby navigates', () => {
    const navigate = vi.fn();
    w.___navigate = navigate;
    const bar = progress();
    watchNavigations(bar.begin);
    (w.___navigate as (to: string) => void)('/docs/other');
    expect(bar.begin).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/docs/other', undefined);
    expect(errors).toEqual([]);
  });

  it('defined after onClientEntry (gatsby develop sets it once the first page loaded): wrapped when Gatsby assigns it, no error', () => {
    const bar = progress();
    watchNavigations(bar.begin);
    const navigate = vi.fn();
    w.___navigate = navigate; // what gatsby/cache-dir/navigation.js init() does, after app.js loaded the page
    checkNavigationWatched();
    (w.___navigate as (to: string) => void)('/docs/other');
    expect(bar.begin).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/docs/other', undefined);
    expect(errors).toEqual([]);
  });

  it('renamed by Gatsby: after the first render a console error names it and the file to fix; nothing is wrapped or thrown', () => {
    const navigate = vi.fn();
    const bar = progress();
    expect(() => watchNavigations(bar.begin)).not.toThrow();
    w.___nav = navigate; // the simulated rename
    expect(errors).toEqual([]);
    checkNavigationWatched();
    expect(errors).toEqual(['[gatsby-internals] window.___navigate: expected a function, found undefined. Fix src/browser/client-entry.ts']);
    expect(w.___navigate).toBeUndefined();
    expect(w.___nav).toBe(navigate);
  });
});

describe('window.___loader.hovering (the prefetch policy on hover)', () => {
  it('is wrapped: hovering loads on a normal connection', () => {
    const hovering = vi.fn();
    const loader = { hovering };
    w.___loader = loader;
    const onPrefetch = vi.fn();
    applyPrefetchPolicy(onPrefetch);
    expect(loader.hovering).not.toBe(hovering);
    loader.hovering('/docs/other');
    expect(hovering).toHaveBeenCalledWith('/docs/other');
    expect(onPrefetch).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([]);
  });

  it('with Save-Data on, a hover loads neither the page nor what a page change needs', () => {
    const hovering = vi.fn();
    const loader = { hovering };
    w.___loader = loader;
    const onPrefetch = vi.fn();
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      applyPrefetchPolicy(onPrefetch);
      loader.hovering('/docs/other');
    } finally {
      delete (navigator as Navigator & { connection?: unknown }).connection;
    }
    expect(hovering).not.toHaveBeenCalled();
    expect(onPrefetch).not.toHaveBeenCalled();
  });

  it('renamed by Gatsby: a console error names it and the file to fix; the loader is left alone', () => {
    const hover = vi.fn();
    const loader = { hover }; // the simulated rename
    w.___loader = loader;
    expect(() => applyPrefetchPolicy()).not.toThrow();
    expect(errors).toEqual(['[gatsby-internals] window.___loader.hovering: expected a function, found undefined. Fix src/browser/client-entry.ts']);
    expect(loader).toEqual({ hover });
  });
});
