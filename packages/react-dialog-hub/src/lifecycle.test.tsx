import { Component, StrictMode, useEffect, useState, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DialogDismissedError,
  DialogProvider,
  useDialog,
  type DialogContextValue,
  type AnimatedDialogProps,
  type DialogProps,
} from './index';

/** Records every render's `open`, so a test can tell whether `open={false}` was ever seen. */
const renders: Array<{ message: string; open: boolean }> = [];

function Confirm({ message, open, resolve, reject, onExited }: AnimatedDialogProps<{ message: string }, boolean>) {
  renders.push({ message, open });
  return (
    <div role="dialog" aria-label={message} data-open={String(open)}>
      <button onClick={() => resolve(true)}>yes: {message}</button>
      <button onClick={() => reject(new Error(`no: ${message}`))}>reject: {message}</button>
      <button onClick={onExited}>exited: {message}</button>
    </div>
  );
}

function setup({ exitTimeout, children, strict }: { exitTimeout?: number; children?: ReactNode; strict?: boolean } = {}) {
  const api: { current?: DialogContextValue } = {};
  function Grab() {
    api.current = useDialog();
    return null;
  }
  const tree = (
    <DialogProvider exitTimeout={exitTimeout}>
      <Grab />
      {children}
    </DialogProvider>
  );
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  const show = ((...args: Parameters<DialogContextValue['show']>) => {
    let handle!: ReturnType<DialogContextValue['show']>;
    act(() => {
      handle = api.current!.show(...args);
    });
    handle.catch(() => {}); // tests assert rejections themselves; none may go unhandled
    return handle;
  }) as DialogContextValue['show'];
  return { ...result, show, api: () => api.current! };
}

const names = () => screen.queryAllByRole('dialog').map((el) => el.getAttribute('aria-label'));
const openState = (name: string) => screen.getByRole('dialog', { name }).getAttribute('data-open');
const click = (name: string) => act(() => screen.getByRole('button', { name }).click());
/** Lets promise callbacks run without advancing fake timers. */
const flush = () => act(async () => {});

beforeEach(() => {
  renders.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('two-phase close', () => {
  it('with the default exitTimeout 0 a settled dialog unmounts in the same update and never sees open=false', async () => {
    const { show } = setup();
    const answer = show(Confirm, { message: 'a' });
    click('yes: a');
    expect(names()).toEqual([]);
    await expect(answer).resolves.toBe(true);
    expect(renders.every((r) => r.open)).toBe(true);
  });

  it('settles at once, then renders open=false until onExited()', async () => {
    vi.useFakeTimers();
    const { show } = setup({ exitTimeout: 500 });
    const answer = show(Confirm, { message: 'a' });
    let value: boolean | undefined;
    void answer.then((v) => (value = v));
    expect(openState('a')).toBe('true');

    click('yes: a');
    await flush();
    expect(value).toBe(true); // the awaiting code does not wait for the exit
    expect(openState('a')).toBe('false');

    act(() => vi.advanceTimersByTime(100));
    expect(names()).toEqual(['a']);
    click('exited: a');
    expect(names()).toEqual([]);
  });

  it('unmounts after exitTimeout when the dialog never calls onExited()', async () => {
    vi.useFakeTimers();
    const { show } = setup({ exitTimeout: 300 });
    void show(Confirm, { message: 'a' });
    click('yes: a');
    act(() => vi.advanceTimersByTime(299));
    expect(openState('a')).toBe('false');
    act(() => vi.advanceTimersByTime(1));
    expect(names()).toEqual([]);
  });

  it('ignores onExited() while the dialog is open, and a second onExited()', () => {
    vi.useFakeTimers();
    const { show } = setup({ exitTimeout: 300 });
    void show(Confirm, { message: 'a' });
    void show(Confirm, { message: 'b' });
    click('exited: a'); // still open: ignored
    expect(names()).toEqual(['a', 'b']);
    click('yes: a');
    click('exited: a');
    expect(names()).toEqual(['b']);
    expect(openState('b')).toBe('true');
  });

  it('after the first settle, resolve and reject change nothing', async () => {
    vi.useFakeTimers();
    const { show } = setup({ exitTimeout: 300 });
    const answer = show(Confirm, { message: 'a' });
    click('yes: a');
    click('reject: a');
    click('yes: a');
    await expect(answer).resolves.toBe(true);
    expect(openState('a')).toBe('false');
    act(() => vi.advanceTimersByTime(300));
    expect(names()).toEqual([]);
  });
});

describe('the handle', () => {
  it('is a real Promise with the provider id', () => {
    const { show } = setup();
    const first = show(Confirm, { message: 'a' });
    const second = show(Confirm, { message: 'b' });
    expect(first).toBeInstanceOf(Promise);
    expect(first.id).toMatch(/^dialog-\d+$/);
    expect(second.id).not.toBe(first.id);
  });

  it('update merges props and the dialog renders with them, keeping its state', () => {
    function Progress({ label, percent }: DialogProps<{ label: string; percent: number }>) {
      const [clicks, setClicks] = useState(0);
      return (
        <div role="dialog" aria-label={label}>
          <button onClick={() => setClicks((n) => n + 1)}>clicks {clicks}</button>
          <progress aria-label="upload" value={percent} max={100} />
        </div>
      );
    }
    const { show } = setup();
    const handle = show(Progress, { label: 'Uploading', percent: 0 });
    click('clicks 0');
    act(() => handle.update({ percent: 40 }));
    expect(screen.getByRole('progressbar', { name: 'upload' })).toHaveAttribute('value', '40');
    expect(screen.getByRole('dialog', { name: 'Uploading' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'clicks 1' })).toBeInTheDocument();
  });

  it('update after the dialog settled changes nothing', () => {
    vi.useFakeTimers();
    const { show } = setup({ exitTimeout: 300 });
    const handle = show(Confirm, { message: 'a' });
    click('yes: a');
    act(() => handle.update({ message: 'changed' }));
    expect(names()).toEqual(['a']);
  });

  it('dismiss() rejects with a DialogDismissedError and closes two-phase', async () => {
    vi.useFakeTimers();
    const { show } = setup({ exitTimeout: 300 });
    const handle = show(Confirm, { message: 'a' });
    act(() => handle.dismiss());
    const error = await handle.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DialogDismissedError);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('DialogDismissedError');
    expect(openState('a')).toBe('false');
    click('exited: a');
    expect(names()).toEqual([]);
  });

  it('dismiss(reason) rejects with that reason', async () => {
    const { show } = setup();
    const handle = show(Confirm, { message: 'a' });
    const reason = { why: 'route change' };
    act(() => handle.dismiss(reason));
    await expect(handle).rejects.toBe(reason);
    expect(names()).toEqual([]);
  });

  it('dismissing a dialog that is animating out or already gone changes nothing', async () => {
    vi.useFakeTimers();
    const { show } = setup({ exitTimeout: 300 });
    const handle = show(Confirm, { message: 'a' });
    click('yes: a');
    act(() => handle.dismiss(new Error('late')));
    await expect(handle).resolves.toBe(true);
    act(() => vi.advanceTimersByTime(299));
    expect(openState('a')).toBe('false'); // its exit runs to the end
    act(() => vi.advanceTimersByTime(1));
    act(() => handle.dismiss());
    expect(names()).toEqual([]);
  });
});

describe('AbortSignal', () => {
  it('aborting dismisses the dialog with the signal reason', async () => {
    const { show } = setup();
    const controller = new AbortController();
    const handle = show(Confirm, { message: 'a' }, { signal: controller.signal });
    expect(names()).toEqual(['a']);
    act(() => controller.abort('timed out'));
    await expect(handle).rejects.toBe('timed out');
    expect(names()).toEqual([]);
  });

  it('an already aborted signal rejects at once and shows nothing', async () => {
    const { show } = setup();
    const controller = new AbortController();
    controller.abort();
    const handle = show(Confirm, { message: 'a' }, { signal: controller.signal });
    expect(names()).toEqual([]);
    const error = await handle.catch((e: unknown) => e);
    expect(error).toBe(controller.signal.reason);
    expect((error as Error).name).toBe('AbortError');
  });

  it('aborting after the dialog settled changes nothing', async () => {
    const { show } = setup();
    const controller = new AbortController();
    const handle = show(Confirm, { message: 'a' }, { signal: controller.signal });
    click('yes: a');
    controller.abort();
    await expect(handle).resolves.toBe(true);
  });
});

describe('dismissAll', () => {
  it('dismisses every open dialog and leaves exiting ones to finish', async () => {
    vi.useFakeTimers();
    const { show, api } = setup({ exitTimeout: 300 });
    const a = show(Confirm, { message: 'a' });
    const b = show(Confirm, { message: 'b' });
    const c = show(Confirm, { message: 'c' });
    click('yes: a');
    act(() => vi.advanceTimersByTime(200));
    act(() => api().dismissAll('sign out'));
    await expect(a).resolves.toBe(true);
    await expect(b).rejects.toBe('sign out');
    await expect(c).rejects.toBe('sign out');
    expect(names()).toEqual(['a', 'b', 'c']);
    act(() => vi.advanceTimersByTime(100));
    expect(names()).toEqual(['b', 'c']); // a's exit was not restarted
    act(() => vi.advanceTimersByTime(200));
    expect(names()).toEqual([]);
  });

  it('without a reason rejects with DialogDismissedError', async () => {
    const { show, api } = setup();
    const a = show(Confirm, { message: 'a' });
    act(() => api().dismissAll());
    await expect(a).rejects.toBeInstanceOf(DialogDismissedError);
  });
});

describe('nothing hangs', () => {
  it('unmounting the provider rejects every promise it holds', async () => {
    const { show, unmount } = setup({ exitTimeout: 300 });
    const a = show(Confirm, { message: 'a' });
    const b = show(Confirm, { message: 'b' });
    unmount();
    await expect(a).rejects.toBeInstanceOf(DialogDismissedError);
    await expect(b).rejects.toBeInstanceOf(DialogDismissedError);
  });

  it("StrictMode's effect replay does not dismiss a dialog opened on mount", async () => {
    const results: unknown[] = [];
    function OpenOnMount() {
      const { show } = useDialog();
      useEffect(() => {
        show(Confirm, { message: 'on mount' }).then(
          (v) => results.push(v),
          (e: unknown) => results.push(e),
        );
      }, [show]);
      return null;
    }
    setup({ strict: true, children: <OpenOnMount /> });
    await flush();
    // StrictMode runs the effect twice: two dialogs, neither dismissed by the replay.
    expect(names()).toEqual(['on mount', 'on mount']);
    expect(results).toEqual([]);
  });

  it('a dialog that throws is removed, rejects with the error, and the rest keeps working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React logs caught errors
    const boom = new Error('render failed');
    function Broken(_: DialogProps<{ when: string }>): ReactNode {
      throw boom;
    }
    const outerCaught: unknown[] = [];
    class AppBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
      override state = { error: null as unknown };
      static getDerivedStateFromError(error: unknown) {
        return { error };
      }
      override componentDidCatch(error: unknown) {
        outerCaught.push(error);
      }
      override render() {
        return this.state.error ? <p>app crashed</p> : this.props.children;
      }
    }
    const api: { current?: DialogContextValue } = {};
    function Grab() {
      api.current = useDialog();
      return <main>app</main>;
    }
    render(
      <AppBoundary>
        <DialogProvider>
          <Grab />
        </DialogProvider>
      </AppBoundary>,
    );
    let first!: Promise<boolean>;
    let broken!: Promise<void>;
    act(() => {
      first = api.current!.show(Confirm, { message: 'a' });
    });
    act(() => {
      broken = api.current!.show(Broken, { when: 'now' });
    });
    await expect(broken).rejects.toBe(boom);
    expect(outerCaught).toEqual([]);
    expect(screen.getByRole('main')).toHaveTextContent('app');
    expect(names()).toEqual(['a']);
    click('yes: a');
    await expect(first).resolves.toBe(true);
    act(() => {
      void api.current!.show(Confirm, { message: 'after' }).catch(() => {});
    });
    expect(names()).toEqual(['after']);
  });
});

describe('ids are the provider’s', () => {
  it('two dialogs opened with the same key are two dialogs', async () => {
    const { show } = setup();
    const a = show(Confirm, { message: 'same', key: 'k' } as { message: string });
    const b = show(Confirm, { message: 'same', key: 'k' } as { message: string });
    expect(names()).toEqual(['same', 'same']);
    act(() => a.dismiss());
    expect(names()).toEqual(['same']);
    act(() => screen.getByRole('button', { name: 'yes: same' }).click());
    await expect(b).resolves.toBe(true);
  });

  it('an id prop reaches the dialog but does not replace its identity', () => {
    function Labelled({ id }: DialogProps<{ id: string }>) {
      return <div role="dialog" aria-label={`labelled ${id}`} />;
    }
    const { show } = setup();
    const a = show(Labelled, { id: 'x' });
    const b = show(Labelled, { id: 'x' });
    expect(a.id).not.toBe('x');
    expect(b.id).not.toBe(a.id);
    expect(names()).toEqual(['labelled x', 'labelled x']);
    act(() => b.dismiss());
    expect(names()).toEqual(['labelled x']);
  });
});
