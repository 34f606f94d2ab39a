// 0.3's features: the hub outside React, ids, `exited`, the stack hook and onError.
import { StrictMode, useEffect, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DialogDismissedError,
  DialogProvider,
  createDialogHub,
  useDialog,
  useDialogStack,
  type DialogProps,
  type DialogStackItem,
} from './index';
import { Confirm, Fading, click, isSettled, mount, names, shown } from './test/dialogs';

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createDialogHub: dialogs from outside React', () => {
  it('show and dismissAll work from plain code and render in the connected provider', async () => {
    const hub = createDialogHub();
    mount({ hub });
    const answer = shown(() => hub.show(Confirm, { message: 'from a loader' }));
    expect(names()).toEqual(['from a loader']);
    click('yes: from a loader');
    await expect(answer).resolves.toBe(true);

    const a = shown(() => hub.show(Confirm, { message: 'a' }));
    const b = shown(() => hub.show(Confirm, { message: 'b' }));
    act(() => hub.dismissAll());
    await expect(a).rejects.toBeInstanceOf(DialogDismissedError);
    await expect(b).rejects.toBeInstanceOf(DialogDismissedError);
    expect(names()).toEqual([]);
  });

  it('useDialog() inside the provider returns the same hub', () => {
    const hub = createDialogHub();
    const { api } = mount({ hub });
    expect(api()).toBe(hub);
  });

  it('a show before any provider mounts waits and appears when the provider mounts', async () => {
    const hub = createDialogHub();
    const early = hub.show(Confirm, { message: 'queued' });
    expect(await isSettled(early)).toBe(false);
    mount({ hub });
    expect(names()).toEqual(['queued']);
    click('yes: queued');
    await expect(early).resolves.toBe(true);
  });

  it('its provider unmounting dismisses the open dialogs; later shows reject until a provider mounts again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hub = createDialogHub();
    const first = mount({ hub });
    const open = shown(() => hub.show(Confirm, { message: 'open' }));
    first.unmount();
    await expect(open).rejects.toBeInstanceOf(DialogDismissedError);
    const late = hub.show(Confirm, { message: 'late' });
    late.catch(() => {});
    expect(await isSettled(late)).toBe(true);
    await expect(late).rejects.toBeInstanceOf(DialogDismissedError);

    mount({ hub });
    const again = shown(() => hub.show(Confirm, { message: 'again' }));
    expect(names()).toEqual(['again']);
    click('yes: again');
    await expect(again).resolves.toBe(true);
  });
});

describe('show(…, { id })', () => {
  it('a second show with the id of an open dialog returns the first handle and opens nothing', async () => {
    const { api } = mount();
    const first = shown(() => api().show(Confirm, { message: 'Delete?' }, { id: 'delete' }));
    const second = shown(() => api().show(Confirm, { message: 'Delete twice?' }, { id: 'delete' }));
    expect(second).toBe(first);
    expect(first.id).toBe('delete');
    expect(names()).toEqual(['Delete?']); // the first call's props stay
    click('yes: Delete?');
    await expect(second).resolves.toBe(true);
  });

  it('dismiss(id) closes that dialog only, with a reason or DialogDismissedError', async () => {
    const { api } = mount();
    const a = shown(() => api().show(Confirm, { message: 'a' }, { id: 'a' }));
    const b = shown(() => api().show(Confirm, { message: 'b' }, { id: 'b' }));
    act(() => api().dismiss('a'));
    await expect(a).rejects.toBeInstanceOf(DialogDismissedError);
    expect(names()).toEqual(['b']);
    act(() => api().dismiss('b', 'navigated away'));
    await expect(b).rejects.toBe('navigated away');
    act(() => api().dismiss('nobody')); // no such dialog: nothing happens
    expect(names()).toEqual([]);
  });

  it('once settled the id is free: a new dialog with it removes the one still animating out (0.4)', async () => {
    vi.useFakeTimers();
    const { api } = mount({ exitTimeout: 200 });
    const first = shown(() => api().show(Fading, { message: 'one' }, { id: 'x' }));
    click('yes: one');
    await expect(first).resolves.toBe(true);
    expect(names()).toEqual(['one']); // animating out
    const second = shown(() => api().show(Fading, { message: 'two' }, { id: 'x' }));
    expect(second).not.toBe(first);
    expect(names()).toEqual(['two']); // one id, one dialog in the stack
    await expect(first.exited).resolves.toBeUndefined();
    act(() => api().dismiss('x'));
    await expect(second).rejects.toBeInstanceOf(DialogDismissedError);
    act(() => vi.advanceTimersByTime(200));
    expect(names()).toEqual([]);
  });
});

describe('handle.exited', () => {
  it('resolves after the exit animation, not when the promise settles', async () => {
    const { api } = mount({ exitTimeout: Infinity });
    const handle = shown(() => api().show(Fading, { message: 'bye' }));
    act(() => handle.dismiss());
    await expect(handle).rejects.toBeInstanceOf(DialogDismissedError);
    expect(await isSettled(handle.exited)).toBe(false);
    expect(names()).toEqual(['bye']);
    click('exited: bye');
    await expect(handle.exited).resolves.toBeUndefined();
    expect(names()).toEqual([]);
  });

  it('resolves after exitTimeout when the dialog never calls onExited', async () => {
    vi.useFakeTimers();
    const { api } = mount({ exitTimeout: 300 });
    const handle = shown(() => api().show(Confirm, { message: 'plain' }));
    click('yes: plain');
    expect(await isSettled(handle.exited)).toBe(false);
    act(() => vi.advanceTimersByTime(300));
    expect(await isSettled(handle.exited)).toBe(true);
  });

  it('resolves when the provider unmounts, and at once for a dialog never shown', async () => {
    const { api, unmount } = mount({ exitTimeout: Infinity });
    const handle = shown(() => api().show(Fading, { message: 'stays' }));
    unmount();
    await tick();
    await expect(handle.exited).resolves.toBeUndefined();
    const aborted = api().show(Confirm, { message: 'x' }, { signal: AbortSignal.abort() });
    aborted.catch(() => {});
    expect(await isSettled(aborted.exited)).toBe(true);
  });

  it('sequences dialogs: the next opens after the previous has left', async () => {
    const { api } = mount({ exitTimeout: Infinity });
    const first = shown(() => api().show(Fading, { message: 'first' }));
    const order: string[] = [];
    const next = first.then(async () => {
      await first.exited;
      order.push(`open second with ${names().join(',') || 'nothing'} on screen`);
    });
    click('yes: first');
    click('exited: first');
    await next;
    expect(order).toEqual(['open second with nothing on screen']);
  });
});

describe('useDialogStack', () => {
  function StackView({ log }: { log: Array<readonly DialogStackItem[]> }) {
    const stack = useDialogStack();
    log.push(stack);
    return <output aria-label="stack">{stack.map((item) => `${item.id}:${item.open ? 'open' : 'closing'}`).join(' ')}</output>;
  }

  it('lists the dialogs with their state and renders only when the stack changes', async () => {
    vi.useFakeTimers();
    const log: Array<readonly DialogStackItem[]> = [];
    const { api } = mount({ exitTimeout: 100 }, <StackView log={log} />);
    expect(screen.getByRole('status', { name: 'stack' })).toHaveTextContent('');
    const handle = shown(() => api().show(Fading, { message: 'm' }, { id: 'm' }));
    expect(screen.getByRole('status', { name: 'stack' })).toHaveTextContent('m:open');
    expect(log.at(-1)![0]!.component).toBe(Fading);
    const renders = log.length;
    act(() => handle.update({ message: 'changed' }));
    expect(log.length).toBe(renders); // an update is not a stack change
    click('yes: changed');
    expect(screen.getByRole('status', { name: 'stack' })).toHaveTextContent('m:closing');
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status', { name: 'stack' })).toHaveTextContent(/^$/);
  });

  it('works under StrictMode', () => {
    const log: Array<readonly DialogStackItem[]> = [];
    const { api } = mount({}, <StackView log={log} />, true);
    shown(() => api().show(Confirm, { message: 'strict' }, { id: 's' }));
    expect(screen.getByRole('status', { name: 'stack' })).toHaveTextContent('s:open');
    click('yes: strict');
    expect(screen.getByRole('status', { name: 'stack' })).toHaveTextContent(/^$/);
  });

  it('throws outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Lonely() {
      useDialogStack();
      return null;
    }
    expect(() => render(<Lonely />)).toThrowError(/<DialogProvider>/);
  });
});

describe('onError', () => {
  it('hears of a dialog that throws, after its promise rejected', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React logs caught errors
    const boom = new Error('render failed');
    function Broken(_: DialogProps): ReactNode {
      throw boom;
    }
    const heard: Array<[unknown, DialogStackItem]> = [];
    const { api } = mount({ onError: (error, dialog) => heard.push([error, dialog]) });
    const handle = shown(() => api().show(Broken, {}, { id: 'broken' }));
    await expect(handle).rejects.toBe(boom);
    expect(heard).toEqual([[boom, expect.objectContaining({ id: 'broken', component: Broken })]]);
  });
});

describe('nothing hangs in StrictMode with a hub', () => {
  it('opening on mount through a hub survives the effect replay', async () => {
    const hub = createDialogHub();
    const results: unknown[] = [];
    function OpenOnMount() {
      useEffect(() => {
        hub.show(Confirm, { message: 'once' }, { id: 'once' }).then(
          (v) => results.push(v),
          (e: unknown) => results.push(e),
        );
      }, []);
      return null;
    }
    mount({ hub }, <OpenOnMount />, true);
    await tick();
    expect(names()).toEqual(['once']); // the id makes the replayed show a no-op
    expect(results).toEqual([]);
  });
});
