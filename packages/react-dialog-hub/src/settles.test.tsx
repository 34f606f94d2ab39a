// 0.3's defect fixes, each written as the repro that failed on 0.2.0.
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DialogDismissedError,
  DialogProvider,
  useDialog,
  type AnimatedDialogProps,
  type DialogContextValue,
  type DialogHandle,
  type DialogProps,
  type DialogProviderProps,
} from './index';

function Confirm({ message, resolve }: DialogProps<{ message: string }, boolean>) {
  return (
    <div role="dialog" aria-label={message}>
      <button onClick={() => resolve(true)}>yes: {message}</button>
    </div>
  );
}

function mount(props: Omit<DialogProviderProps, 'children'> = {}, children?: ReactNode) {
  const api: { current?: DialogContextValue } = {};
  function Grab() {
    api.current = useDialog();
    return null;
  }
  const result = render(
    <Suspense fallback={<p>app is loading</p>}>
      <DialogProvider {...props}>
        <Grab />
        <main>app</main>
        {children}
      </DialogProvider>
    </Suspense>,
  );
  return { ...result, api: () => api.current! };
}

const names = () => screen.queryAllByRole('dialog').map((el) => el.getAttribute('aria-label'));
/** Lets timers of 0 ms (the idle fallback) and promise callbacks run. */
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('defect 1: show() after the provider unmounted', () => {
  it('rejects at once with DialogDismissedError and warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api, unmount } = mount();
    const show = api().show; // kept by a click handler that awaits a fetch
    unmount();
    await tick();
    const late = show(Confirm, { message: 'too late' });
    let outcome: unknown = 'pending';
    late.then(() => (outcome = 'resolved'), (error: unknown) => (outcome = error));
    await null; // one microtask: only a promise rejected in the show() call has settled
    expect(outcome).toBeInstanceOf(DialogDismissedError);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/show\(\) after its last <DialogProvider> unmounted/));
    await expect(late.exited).resolves.toBeUndefined();
  });
});

describe('defect 2: a lazy dialog suspends only itself', () => {
  it('keeps the app on screen and shows the provider fallback until the chunk loads', async () => {
    let load!: (module: { default: typeof Confirm }) => void;
    const LazyConfirm = lazy(() => new Promise<{ default: typeof Confirm }>((resolve) => (load = resolve)));
    const { api } = mount({ fallback: <p>dialog is loading</p> });
    let answer!: Promise<boolean>;
    act(() => {
      answer = api().show(LazyConfirm, { message: 'lazy' });
      answer.catch(() => {});
    });
    expect(screen.getByRole('main')).toBeVisible();
    expect(screen.queryByText('app is loading')).toBeNull();
    expect(screen.getByText('dialog is loading')).toBeInTheDocument();
    await act(async () => load({ default: Confirm }));
    expect(names()).toEqual(['lazy']);
    expect(screen.queryByText('dialog is loading')).toBeNull();
    act(() => screen.getByRole('button', { name: 'yes: lazy' }).click());
    await expect(answer).resolves.toBe(true);
  });

  it('shows nothing in its place by default', async () => {
    const LazyConfirm = lazy(() => new Promise<{ default: typeof Confirm }>(() => {}));
    const { api, container } = mount();
    act(() => {
      void api().show(LazyConfirm, { message: 'never' }).catch(() => {});
    });
    expect(screen.getByRole('main')).toBeVisible();
    expect(container.textContent).toBe('app');
  });
});

describe('defect 4: exitTimeout', () => {
  function Fading({ open, onExited, resolve }: AnimatedDialogProps<{}, boolean>) {
    return (
      <div role="dialog" aria-label="fading" data-open={String(open)}>
        <button onClick={() => resolve(true)}>ok</button>
        <button onClick={onExited}>exited</button>
      </div>
    );
  }

  it.each([Infinity, 2 ** 31, 2 ** 40])('%s waits for onExited() alone', async (exitTimeout) => {
    vi.useFakeTimers();
    const { api } = mount({ exitTimeout });
    act(() => void api().show(Fading).catch(() => {}));
    act(() => screen.getByRole('button', { name: 'ok' }).click());
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-open', 'false');
    act(() => screen.getByRole('button', { name: 'exited' }).click());
    expect(names()).toEqual([]);
  });

  it.each([-1, NaN])('%s is an error naming the prop', (exitTimeout) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => mount({ exitTimeout })).toThrowError(/exitTimeout/);
  });
});

describe('defect 6: an update renders only its own dialog', () => {
  it('60 updates on one dialog render three other open dialogs no more', () => {
    const renders = new Map<string, number>();
    function Counted({ name, step }: DialogProps<{ name: string; step: number }>) {
      renders.set(name, (renders.get(name) ?? 0) + 1);
      return <div role="dialog" aria-label={name}>{step}</div>;
    }
    const { api } = mount();
    let handle!: ReturnType<DialogContextValue['show']>;
    act(() => {
      for (const name of ['a', 'b', 'c']) void api().show(Counted, { name, step: 0 }).catch(() => {});
      handle = api().show(Counted, { name: 'busy', step: 0 });
      handle.catch(() => {});
    });
    const before = new Map(renders);
    for (let step = 1; step <= 60; step += 1) act(() => handle.update({ step }));
    expect(screen.getByRole('dialog', { name: 'busy' })).toHaveTextContent('60');
    for (const name of ['a', 'b', 'c']) expect(renders.get(name), name).toBe(before.get(name));
    expect(renders.get('busy')! - before.get('busy')!).toBe(60);
  });

  it('opening and closing a dialog does not render the others', async () => {
    const renders: string[] = [];
    function Logged({ name, resolve }: DialogProps<{ name: string }>) {
      renders.push(name);
      return <button onClick={() => resolve()}>close {name}</button>;
    }
    const { api } = mount();
    act(() => void api().show(Logged, { name: 'first' }).catch(() => {}));
    renders.length = 0;
    act(() => void api().show(Logged, { name: 'second' }));
    act(() => screen.getByRole('button', { name: 'close second' }).click());
    expect(renders).toEqual(['second']);
  });
});

describe('updater form', () => {
  it('receives the current props, including earlier updates', () => {
    function Count({ n }: DialogProps<{ n: number }>) {
      return <div role="dialog" aria-label="count">{n}</div>;
    }
    const { api } = mount();
    let handle!: DialogHandle<void, { n: number }>;
    act(() => {
      handle = api().show(Count, { n: 1 });
      handle.catch(() => {});
    });
    act(() => {
      handle.update((props) => ({ n: props.n + 1 }));
      handle.update((props) => ({ n: props.n * 10 }));
    });
    expect(screen.getByRole('dialog')).toHaveTextContent('20');
  });
});

describe('a component that owns the provider state', () => {
  it('re-rendering the provider with new children keeps the dialogs', () => {
    function App() {
      const [n, setN] = useState(0);
      return (
        <DialogProvider>
          <button onClick={() => setN(n + 1)}>render {n}</button>
          <Opener />
        </DialogProvider>
      );
    }
    function Opener() {
      const { show } = useDialog();
      return <button onClick={() => void show(Confirm, { message: 'kept' }).catch(() => {})}>open</button>;
    }
    render(<App />);
    act(() => screen.getByRole('button', { name: 'open' }).click());
    act(() => screen.getByRole('button', { name: 'render 0' }).click());
    expect(names()).toEqual(['kept']);
  });
});
