/**
 * @vitest-environment jsdom
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUNDLE_SCRIPT_TAGS } from '../../../plugins/gatsby-plugin-fast-build/internals';
import { DEFERRED_SCRIPTS_ID, deferBundleScripts, deferPageScripts, deferredScriptsLoader } from './deferred-scripts';
import { rewriteHtmlFiles } from './check-links';

/** The end of a page as Gatsby 5.16 stitches its `_gatsby-scripts` slice in (gatsby-webpack-stats-extractor.js). */
const gatsbyPage = (tags: string) =>
  `<html><body><div id="___gatsby"><p>Text</p></div><script id="gatsby-script-loader">window.pagePath="/docs/intro";</script>` +
  `<script>window.___chunkMapping={}</script><script>window.___webpackCompilationHash="x";</script>${tags}</body></html>`;
const GATSBY_TAGS =
  '<script src="/p/webpack-runtime-1.js" async></script><script src="/p/framework-2.js" async></script><script src="/p/app-3.js" async></script>';

describe('deferBundleScripts', () => {
  it('replaces the bundle tags by one loader for the same URLs, in order, where they were', () => {
    const html = deferBundleScripts(gatsbyPage(GATSBY_TAGS));
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html.indexOf('___webpackCompilationHash')).toBeLessThan(html.indexOf(DEFERRED_SCRIPTS_ID));
    expect(html).toContain('["/p/webpack-runtime-1.js","/p/framework-2.js","/p/app-3.js"]');
    expect(html.endsWith('</script></body></html>')).toBe(true);
  });

  it('leaves a page without bundle tags alone', () => {
    expect(deferBundleScripts(gatsbyPage(''))).toBe(gatsbyPage(''));
  });
});

describe(`deferPageScripts, fencing ${BUNDLE_SCRIPT_TAGS}`, () => {
  const site = (tags: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deferred-'));
    fs.mkdirSync(path.join(dir, 'docs/intro'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'docs/intro/index.html'), gatsbyPage(tags));
    return dir;
  };

  it('rewrites every page', async () => {
    const dir = site(GATSBY_TAGS);
    expect(await rewriteHtmlFiles(dir, [deferPageScripts])).toEqual([1]);
    expect(fs.readFileSync(path.join(dir, 'docs/intro/index.html'), 'utf8')).toContain(`<script id="${DEFERRED_SCRIPTS_ID}">`);
  });

  it.each([
    ['the tags gain an attribute', GATSBY_TAGS.replaceAll(' async>', ' async defer>')],
    ['the tags become modules', GATSBY_TAGS.replaceAll(' async>', ' type="module">')],
    ['the scripts slice is gone', ''],
  ])('fails the build, naming the internal and the file to fix, when %s', async (_, tags) => {
    const error = await rewriteHtmlFiles(site(tags), [deferPageScripts]).then(
      () => null,
      (thrown: Error) => thrown.message,
    );
    expect(error).toMatch(new RegExp(`^\\[gatsby-internals\\] ${BUNDLE_SCRIPT_TAGS.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: expected `));
    expect(error).toContain('docs/intro/index.html');
    expect(error).toContain('src/node/output/deferred-scripts.ts (BUNDLE_SCRIPT)');
  });
});

describe('the loader', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  const added = () => [...document.body.querySelectorAll('script')].map((s) => [s.getAttribute('src'), s.async]);
  const run = (sources: string[]) => new Function(deferredScriptsLoader(sources))();
  const visibility = (value: string) => Object.defineProperty(document, 'visibilityState', { value, configurable: true });

  /** A stand-in for the browser's paint timing: `paint(name)` delivers an entry to the observers. */
  function paintTiming(painted: string[] = []) {
    const observers: Array<{ callback: (list: unknown, observer: unknown) => void; connected: boolean }> = [];
    const entriesList = (names: string[]) => ({ getEntriesByName: (name: string) => names.filter((n) => n === name).map((n) => ({ name: n })) });
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      private record;
      constructor(callback: (list: unknown, observer: unknown) => void) {
        this.record = { callback, connected: false };
        observers.push(this.record);
      }
      observe(options: { type: string }) {
        expect(options.type).toBe('paint');
        this.record.connected = true;
      }
      disconnect() {
        this.record.connected = false;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name: string) => entriesList(painted).getEntriesByName(name) as PerformanceEntryList);
    return {
      paint: (name: string) => {
        for (const o of observers.filter((o) => o.connected)) o.callback(entriesList([name]), { disconnect: () => (o.connected = false) });
      },
      connected: () => observers.filter((o) => o.connected).length,
    };
  }

  it('adds the scripts just after the first contentful paint, once', () => {
    vi.useFakeTimers();
    visibility('visible');
    const timing = paintTiming();
    run(['/a.js', '/b.js']);
    timing.paint('first-paint'); // a paint without content does not count
    vi.advanceTimersByTime(0);
    expect(added()).toEqual([]);
    timing.paint('first-contentful-paint');
    expect(added()).toEqual([]); // not inside the paint's own callback
    vi.advanceTimersByTime(0);
    expect(added()).toEqual([['/a.js', true], ['/b.js', true]]);
    expect(timing.connected()).toBe(0);
    vi.advanceTimersByTime(5000); // the fallback timer does not add them twice
    expect(added()).toHaveLength(2);
  });

  it('adds them at once when the page has already painted', () => {
    visibility('visible');
    paintTiming(['first-paint', 'first-contentful-paint']);
    run(['/a.js']);
    expect(added()).toEqual([['/a.js', true]]);
  });

  it('still adds them after 1.5 s when no paint comes', () => {
    vi.useFakeTimers();
    visibility('visible');
    paintTiming();
    run(['/a.js']);
    vi.advanceTimersByTime(1499);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toEqual([['/a.js', true]]);
  });

  it('waits for an animation frame where paint timing is missing', () => {
    vi.useFakeTimers();
    visibility('visible');
    vi.stubGlobal('PerformanceObserver', undefined);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    run(['/a.js']);
    expect(added()).toEqual([]);
    frames.shift()!(0);
    vi.advanceTimersByTime(0);
    expect(added()).toEqual([['/a.js', true]]);
  });

  it('adds them at once in a hidden tab, which does not paint', () => {
    visibility('hidden');
    run(['/a.js']);
    expect(added()).toEqual([['/a.js', true]]);
  });

  it('cannot be closed early by a URL holding "</script>"', () => {
    expect(deferredScriptsLoader(['/x</script>.js'])).not.toContain('</script>');
  });
});
