// 0.4's defect fixes (issue 41) that need React 19: <Activity> (defects 1 and 2a) and two copies
// of the library on React 18 and React 19 on one page (defect 6). Each is the repro that failed
// on 0.3.0; imports are limited to names 0.3.0 exported.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Activity, version } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DialogContext,
  DialogDismissedError,
  DialogProvider,
  createDialogHub,
  useDialog,
  type DialogHub,
  type DialogProps,
} from '../react-dialog-hub/src';

function Note({ text, resolve }: DialogProps<{ text: string }, string>) {
  return (
    <div role="dialog" aria-label={text}>
      <button onClick={() => resolve(text)}>close {text}</button>
    </div>
  );
}

const tree = (hub: DialogHub, mode: 'visible' | 'hidden') => (
  <Activity mode={mode}>
    <DialogProvider hub={hub}>
      <main>app</main>
    </DialogProvider>
  </Activity>
);

/** What a promise has done so far: 'pending', or { value } / { reason }. */
function outcomeOf(promise: Promise<unknown>) {
  const state: { current: 'pending' | { value: unknown } | { reason: unknown } } = { current: 'pending' };
  promise.then(
    (value) => (state.current = { value }),
    (reason: unknown) => (state.current = { reason }),
  );
  return state;
}

async function isSettled(promise: Promise<unknown>) {
  const state = outcomeOf(promise);
  await act(async () => {});
  return state.current !== 'pending';
}

function shown<T extends Promise<unknown>>(open: () => T): T {
  let handle!: T;
  act(() => {
    handle = open();
  });
  handle.catch(() => {});
  return handle;
}

const names = (root: HTMLElement = document.body) =>
  within(root).queryAllByRole('dialog').map((el) => el.getAttribute('aria-label'));
/** With fake timers: the page goes idle, every pending timer runs (0.3.0's unmount check ran then). */
const idle = () => act(() => void vi.runOnlyPendingTimers());

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('defect 1: a provider unmounted while hidden by <Activity>', () => {
  it('settles its dialogs, and its hub then rejects a show() at once instead of queueing it', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hub = createDialogHub();
    const { rerender, unmount } = render(tree(hub, 'visible'));
    const open = shown(() => hub.show(Note, { text: 'open' }));
    rerender(tree(hub, 'hidden'));
    idle(); // the app stays in the background a while
    expect(await isSettled(open)).toBe(false); // hiding is not unmounting

    unmount(); // the hidden tab is closed
    idle();
    expect(await isSettled(open)).toBe(true);
    await expect(open).rejects.toBeInstanceOf(DialogDismissedError);
    await expect(open.exited).resolves.toBeUndefined();

    const late = hub.show(Note, { text: 'late' });
    late.catch(() => {});
    expect(await isSettled(late)).toBe(true);
    await expect(late).rejects.toBeInstanceOf(DialogDismissedError);
  });

  it('(also) removing the provider inside an <Activity> that stays hidden settles its dialogs', async () => {
    vi.useFakeTimers();
    const hub = createDialogHub();
    const { rerender } = render(tree(hub, 'visible'));
    const open = shown(() => hub.show(Note, { text: 'open' }));
    rerender(tree(hub, 'hidden'));
    idle();
    rerender(<Activity mode="hidden">{null}</Activity>);
    idle();
    expect(await isSettled(open)).toBe(true);
    await expect(open).rejects.toBeInstanceOf(DialogDismissedError);
  });
});

describe('defect 2 (a): without requestIdleCallback (Safari)', () => {
  it('a hide of 100 ms keeps the dialogs', async () => {
    // A browser, not a test's act(): React renders the hidden tree later, at idle priority, and
    // timers may run first. jsdom has no requestIdleCallback either; deleted in case it gains one.
    const idleCallback = Object.getOwnPropertyDescriptor(globalThis, 'requestIdleCallback');
    Reflect.deleteProperty(globalThis, 'requestIdleCallback');
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }); // React's scheduler keeps the real ones
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    try {
      const hub = createDialogHub();
      flushSync(() => root.render(tree(hub, 'visible')));
      let handle!: Promise<string>;
      flushSync(() => {
        handle = hub.show(Note, { text: 'kept' });
      });
      handle.catch(() => {});
      const outcome = outcomeOf(handle);

      flushSync(() => root.render(tree(hub, 'hidden'))); // the hide commits, effects cleaned up
      vi.advanceTimersByTime(100); // 100 ms in the background
      flushSync(() => root.render(tree(hub, 'visible')));

      expect(within(container).getByRole('dialog', { name: 'kept' })).toBeVisible();
      await Promise.resolve();
      await Promise.resolve();
      expect(outcome.current).toBe('pending');
      flushSync(() => within(container).getByRole('button', { name: 'close kept' }).click());
      await expect(handle).resolves.toBe('kept');
    } finally {
      flushSync(() => root.unmount());
      container.remove();
      vi.useRealTimers();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      if (idleCallback) Object.defineProperty(globalThis, 'requestIdleCallback', idleCallback);
    }
  });
});

describe('defect 6: copies of the library on React 18 and React 19 on one page', () => {
  it('each copy has its own context (the key includes React’s version) and each works with its own React', async () => {
    // The repository root's React 18, loaded by Node (this project resolves `react` to React 19).
    const require18 = createRequire(join(dirname(fileURLToPath(import.meta.url)), '../../package.json'));
    const React18 = require18('react') as typeof import('react');
    const ReactDOM18 = require18('react-dom/client') as typeof import('react-dom/client');
    const jsx18 = require18('react/jsx-runtime') as object;
    const jsxDev18 = require18('react/jsx-dev-runtime') as object;
    expect(React18.version).toMatch(/^18\./);
    expect(version).toMatch(/^19\./);

    // A second copy of the library, whose `react` is React 18 (a micro-frontend still on 18).
    vi.resetModules();
    vi.doMock('react', () => ({ ...React18, default: React18 }));
    vi.doMock('react/jsx-runtime', () => ({ ...jsx18, default: jsx18 }));
    vi.doMock('react/jsx-dev-runtime', () => ({ ...jsxDev18, default: jsxDev18 }));
    let lib18: typeof import('../react-dialog-hub/src');
    try {
      lib18 = await import('../react-dialog-hub/src');
    } finally {
      vi.doUnmock('react');
      vi.doUnmock('react/jsx-runtime');
      vi.doUnmock('react/jsx-dev-runtime');
    }
    expect(lib18.DialogProvider).not.toBe(DialogProvider); // truly a second copy
    expect(lib18.DialogContext).not.toBe(DialogContext);

    // The React 18 part of the page.
    const h = React18.createElement;
    function Note18({ text, resolve }: DialogProps<{ text: string }, string>) {
      return h('div', { role: 'dialog', 'aria-label': text }, h('button', { onClick: () => resolve(text) }, `close ${text}`));
    }
    function Uses18() {
      return h('p', null, `18 has ${typeof lib18.useDialog().show}`);
    }
    const container18 = document.createElement('div');
    document.body.append(container18);
    const root18 = ReactDOM18.createRoot(container18);
    const hub18 = lib18.createDialogHub();
    React18.act(() => root18.render(h(lib18.DialogProvider, { hub: hub18 }, h(Uses18))));

    // The React 19 part.
    function Uses19() {
      return <p>19 has {typeof useDialog().show}</p>;
    }
    const hub19 = createDialogHub();
    const { container: container19 } = render(
      <DialogProvider hub={hub19}>
        <Uses19 />
      </DialogProvider>,
    );

    let answer18!: Promise<string>;
    React18.act(() => {
      answer18 = hub18.show(Note18, { text: 'on 18' });
    });
    const answer19 = shown(() => hub19.show(Note, { text: 'on 19' }));
    expect(container18).toHaveTextContent('18 has function');
    expect(container19).toHaveTextContent('19 has function');
    expect(names(container18)).toEqual(['on 18']);
    expect(names(container19)).toEqual(['on 19']);

    React18.act(() => within(container18).getByRole('button', { name: 'close on 18' }).click());
    act(() => screen.getByRole('button', { name: 'close on 19' }).click());
    await expect(answer18).resolves.toBe('on 18');
    await expect(answer19).resolves.toBe('on 19');
    React18.act(() => root18.unmount());
    container18.remove();
  });
});
