// One behaviour claim of content/docs/comparison.mdx, run in a process of its own by
// scripts/compare/peer-behaviour.mjs (a library's module state, such as nice-modal-react's
// dispatch or react-modal-promise's `window.factoryStack`, never leaks from one claim into the
// next):
//
//   node scripts/compare/peer-behaviour-harness.mjs <install folder> <claims file> <claim index>
//
// Packages are imported from the install folder (its load.mjs imports them, so a bare name
// resolves there, with the ESM entry a bundler would pick), never from this repository, so the
// claim runs against the published peer and the one React it uses. A claim with env 'dom' runs
// in a jsdom window (React's act() environment); env 'server' runs with no window at all.
// Prints the claim's outcome as the last stdout line: `@@outcome {"outcome": "..."}`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describeValue, directivePrologue } from './peer-behaviour-values.mjs';

/** Makes jsdom's window the global scope, as a browser test runner does; Node's own globals stay. */
async function installDom() {
  const { JSDOM } = await import('jsdom');
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/', pretendToBeVisual: true });
  const { window } = dom;
  for (const key of Object.getOwnPropertyNames(window)) {
    if (key in globalThis || key.startsWith('_')) continue;
    Object.defineProperty(globalThis, key, { configurable: true, writable: true, value: window[key] });
  }
  globalThis.window = window;
  // jsdom computes no pseudo-element styles and says so on stderr; rc-component asks for one.
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element) => getComputedStyle(element);
  globalThis.getComputedStyle = window.getComputedStyle;
  // What jsdom lacks and the UI kits read while rendering.
  window.matchMedia ??= (query) => ({
    matches: false, media: query, onchange: null,
    addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false,
  });
  globalThis.matchMedia = window.matchMedia;
  class ResizeObserver { observe() {} unobserve() {} disconnect() {} }
  window.ResizeObserver ??= ResizeObserver;
  globalThis.ResizeObserver ??= ResizeObserver;
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
}

/** What a claim's run() receives. */
async function context(dir, env) {
  const load = (await import(pathToFileURL(path.join(dir, 'load.mjs')).href)).default;
  const React = await load('react');
  const h = React.createElement;
  /** React's act(), awaiting what `fn` returns: write `() => { hide(); }` for a call whose promise may never settle. */
  const act = (fn) => React.act(async () => {
    await fn();
  });
  const wait = (ms) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
  const macrotasks = (n) => act(async () => {
    for (let i = 0; i < n; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });

  /**
   * Watches a promise from the moment it exists (so a rejection is never unhandled);
   * outcome() gives 'pending', 'resolves <value>' or 'rejects <reason>' after SETTLE: 10
   * macrotasks, 100 ms (several animation frames, which overlay-kit opens in) and 10 more
   * macrotasks, all inside act() so React renders and runs effects in between.
   */
  const track = (promise) => {
    let state = 'pending';
    Promise.resolve(promise).then(
      (value) => { state = `resolves ${describeValue(value)}`; },
      (reason) => { state = `rejects ${describeValue(reason)}`; },
    );
    return {
      get state() { return state; },
      async outcome() {
        await macrotasks(10);
        await wait(100);
        await macrotasks(10);
        return state;
      },
    };
  };

  /**
   * Calls `open` (which opens a dialog and returns its promise) inside act(), tracks the
   * promise, and lets React render for 50 ms (a few animation frames).
   */
  const start = async (open) => {
    let tracked;
    await act(() => {
      tracked = track(open());
    });
    await wait(50);
    return tracked;
  };

  /** 'returns <value>' or 'throws <error>' for a synchronous call. */
  const attempt = (fn) => {
    try {
      return `returns ${describeValue(fn())}`;
    } catch (error) {
      return `throws ${describeValue(error)}`;
    }
  };

  /** Mounts an element in a new root under document.body. */
  const render = async (element) => {
    const { createRoot } = await load('react-dom/client');
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(() => root.render(element));
    return { container, root, rerender: (next) => act(() => root.render(next)), unmount: () => act(() => root.unmount()) };
  };

  /** The package's folder in the install folder. */
  const packageDir = (pkg) => path.join(dir, 'node_modules', pkg);
  /** The directive prologue ('use client', 'use strict') of a file of a package. */
  const directives = (pkg, file) => directivePrologue(readFileSync(path.join(packageDir(pkg), file), 'utf8'));
  /** "'use client'" when every file's prologue has it, "no 'use client'" when none has, else each file's. */
  const useClient = (pkg, files) => {
    const marked = files.map((file) => directives(pkg, file).includes('use client'));
    if (marked.every(Boolean)) return "'use client'";
    if (!marked.some(Boolean)) return "no 'use client'";
    return files.map((file, i) => `${file}: ${marked[i] ? "'use client'" : "no 'use client'"}`).join(', ');
  };

  /** Clicks the button whose text is `name` (exactly, spaces ignored) inside document.body. */
  const click = (name) => act(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.replace(/\s+/g, '') === name.replace(/\s+/g, ''));
    if (!button) throw new Error(`no button "${name}" in ${document.body.innerHTML.slice(0, 500)}`);
    button.click();
  });

  /** Whether document.body's text contains `text`. */
  const shows = (text) => document.body.textContent.includes(text);
  /** Stops the scenario when the package did not do what the scenario relies on (an error, not an outcome). */
  const check = (condition, what) => {
    if (!condition) throw new Error(`scenario: expected ${what}; body: ${typeof document === 'undefined' ? '(server)' : document.body.innerHTML.slice(0, 300)}`);
  };

  return { env, load, React, h, act, macrotasks, track, start, attempt, render, directives, useClient, click, shows, check, wait, packageDir };
}

async function main() {
  const [dir, file, index] = process.argv.slice(2);
  const { claims } = await import(pathToFileURL(file).href);
  const claim = claims[Number(index)];
  if (claim.env !== 'server') await installDom();
  const outcome = await claim.run(await context(dir, claim.env ?? 'dom'));
  process.stdout.write(`\n@@outcome ${JSON.stringify({ outcome })}\n`);
  process.exit(0);
}

// The event loop emptied before run() returned: it awaited a promise that never settles.
process.on('beforeExit', () => {
  process.stdout.write(`\n@@outcome ${JSON.stringify({ error: 'run() awaited a promise that never settles (the event loop emptied)' })}\n`);
  process.exit(1);
});

main().catch((error) => {
  process.stdout.write(`\n@@outcome ${JSON.stringify({ error: error?.stack ?? String(error) })}\n`);
  process.exit(1);
});
