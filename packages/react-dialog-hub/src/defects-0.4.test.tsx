// 0.4's defect fixes (issue 41), each written as the repro that failed on 0.3.0. Runs on React 18
// (this project) and on React 19 (packages/react-19-tests). The React-19-only repros (<Activity>,
// two React majors on one page) are in packages/react-19-tests/activity-0.4.test.tsx, the server
// ones in server.test.tsx and the type-level one in compat-0.1.test-d.ts.
//
// Imports are limited to names 0.3.0 exported, so on 0.3.0 each test fails on its own assertion.
// 0.3.0 settled an unmounted provider's dialogs from an idle callback (a timer in jsdom, which has
// no requestIdleCallback); tests that need 0.3.0 to get that far use fake timers and let the page
// go idle (`idle()`), which changes nothing in 0.4 (no idle callbacks, no timers).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { Component, StrictMode, Suspense, startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DialogDismissedError,
  DialogProvider,
  createDialogHub,
  useDialog,
  useDialogStack,
  type AnimatedDialogProps,
  type DialogContextValue,
  type DialogHub,
  type DialogProps,
  type DialogProviderProps,
} from './index';

function Note({ text, resolve }: DialogProps<{ text: string }, string>) {
  return (
    <div role="dialog" aria-label={text}>
      <button onClick={() => resolve(text)}>close {text}</button>
    </div>
  );
}

function Fading({ message, open, onExited, resolve }: AnimatedDialogProps<{ message: string }, boolean>) {
  return (
    <div role="dialog" aria-label={message} data-open={String(open)}>
      <button onClick={() => resolve(true)}>yes: {message}</button>
      <button onClick={onExited}>exited: {message}</button>
    </div>
  );
}

/** Shows which own props it was rendered with, so a stray patch is visible. */
function AskName({ label, resolve, reject: _reject, open: _open, onExited: _onExited, ...stray }: AnimatedDialogProps<{ label: string }, string>) {
  return (
    <div role="dialog" aria-label={label} data-stray-props={Object.keys(stray).join(',')}>
      <button onClick={() => resolve('Ada')}>answer {label}</button>
    </div>
  );
}

function AskAge({ question, resolve }: DialogProps<{ question: string }, number>) {
  return (
    <div role="dialog" aria-label={question}>
      <button onClick={() => resolve(36)}>answer {question}</button>
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
    <DialogProvider {...props}>
      <Grab />
      <main>app</main>
      {children}
    </DialogProvider>,
  );
  return { ...result, api: () => api.current! };
}

/** Calls `open` inside act() and keeps its rejection from going unhandled. */
function shown<T extends Promise<unknown>>(open: () => T): T {
  let handle!: T;
  act(() => {
    handle = open();
  });
  handle.catch(() => {});
  return handle;
}

/** What a promise has done so far: 'pending', or { value } / { reason }. */
function outcomeOf(promise: Promise<unknown>) {
  const state: { current: 'pending' | { value: unknown } | { reason: unknown } } = { current: 'pending' };
  promise.then(
    (value) => (state.current = { value }),
    (reason: unknown) => (state.current = { reason }),
  );
  return state;
}

/** Whether `promise` has settled, after pending microtasks ran. */
async function isSettled(promise: Promise<unknown>) {
  const state = outcomeOf(promise);
  await act(async () => {});
  return state.current !== 'pending';
}

const names = (root: HTMLElement = document.body) =>
  within(root).queryAllByRole('dialog').map((el) => el.getAttribute('aria-label'));
const click = (name: string, root: HTMLElement = document.body) =>
  act(() => within(root).getByRole('button', { name }).click());
/** Lets promise callbacks run without advancing fake timers. */
const flush = () => act(async () => {});
/** With fake timers: the page goes idle, every pending timer runs (0.3.0's unmount check ran then). */
const idle = () => act(() => void vi.runOnlyPendingTimers());

/** Roots and elements a test made by hand: removed even when the test fails. */
const leftovers: Array<() => void> = [];

afterEach(() => {
  leftovers.splice(0).forEach((undo) => undo());
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('defect 2 (b): unmount settles without waiting for an idle callback', () => {
  it('unmounting the provider rejects its dialogs within two microtasks even when requestIdleCallback never calls back', async () => {
    vi.stubGlobal('requestIdleCallback', () => 1); // a page that is never idle
    vi.stubGlobal('cancelIdleCallback', () => {});
    const { api, unmount } = mount({ exitTimeout: 300 });
    const a = shown(() => api().show(Note, { text: 'a' }));
    const b = shown(() => api().show(Note, { text: 'b' }));
    const outcomes = [outcomeOf(a), outcomeOf(b)];
    unmount();
    await Promise.resolve();
    await Promise.resolve();
    expect(outcomes.map((o) => o.current)).toEqual([
      { reason: expect.any(DialogDismissedError) },
      { reason: expect.any(DialogDismissedError) },
    ]);
    expect(await isSettled(a.exited)).toBe(true);
  });
});

describe('defect 1 on both Reacts: a provider removed while a Suspense fallback hides it', () => {
  it('(also) settles its dialogs; while only hidden it keeps them', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hub = createDialogHub();
    const never = new Promise<never>(() => {});
    function Route({ loading }: { loading: boolean }) {
      if (loading) throw never; // a lazy route still loading
      return null;
    }
    const tree = (loading: boolean) => (
      <Suspense fallback={<p>loading</p>}>
        <DialogProvider hub={hub}>
          <main>app</main>
        </DialogProvider>
        <Route loading={loading} />
      </Suspense>
    );
    const { rerender } = render(tree(false));
    const open = shown(() => hub.show(Note, { text: 'open' }));
    rerender(tree(true)); // the fallback hides the provider
    idle();
    expect(await isSettled(open)).toBe(false);
    rerender(<p>another page</p>); // and the app navigates away while it is hidden (no idle time)
    expect(screen.queryByRole('main', { hidden: true })).toBeNull(); // the provider is gone
    expect(await isSettled(open)).toBe(true);
    await expect(open).rejects.toBeInstanceOf(DialogDismissedError);
  });
});

describe('defect 3: remounting a provider with the same hub', () => {
  it("a child's mount effects (useLayoutEffect and useEffect) can show, without a warning", async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hub = createDialogHub(); // module-level in an app
    const first = render(
      <DialogProvider hub={hub}>
        <main>first mount</main>
      </DialogProvider>,
    );
    first.unmount();
    idle();

    const outcomes: Array<ReturnType<typeof outcomeOf>> = [];
    function OpensOnMount() {
      const { show } = useDialog();
      useLayoutEffect(() => {
        outcomes.push(outcomeOf(show(Note, { text: 'from useLayoutEffect' })));
      }, [show]);
      useEffect(() => {
        outcomes.push(outcomeOf(show(Note, { text: 'from useEffect' })));
      }, [show]);
      return null;
    }
    render(
      <DialogProvider hub={hub}>
        <OpensOnMount />
      </DialogProvider>,
    );
    await flush();
    expect(outcomes.map((o) => o.current)).toEqual(['pending', 'pending']);
    expect(names()).toEqual(['from useLayoutEffect', 'from useEffect']);
    expect(warn).not.toHaveBeenCalled();
    click('close from useEffect');
    await flush();
    expect(outcomes[1]!.current).toEqual({ value: 'from useEffect' });
  });

  it('(also) under StrictMode: the remounted provider keeps its dialogs through the effect replay', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hub = createDialogHub();
    const first = render(
      <StrictMode>
        <DialogProvider hub={hub} />
      </StrictMode>,
    );
    first.unmount();
    idle();
    const outcomes: Array<ReturnType<typeof outcomeOf>> = [];
    function OpensOnMount() {
      const { show } = useDialog();
      useEffect(() => {
        outcomes.push(outcomeOf(show(Note, { text: 'on mount' }, { id: 'on-mount' })));
      }, [show]);
      return null;
    }
    render(
      <StrictMode>
        <DialogProvider hub={hub}>
          <OpensOnMount />
        </DialogProvider>
      </StrictMode>,
    );
    idle();
    await flush();
    expect(outcomes.map((o) => o.current)).toEqual(['pending', 'pending']); // the replay shares the dialog
    expect(names()).toEqual(['on mount']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('(also) a key change that remounts the provider in one commit keeps the hub working', async () => {
    vi.useFakeTimers();
    const hub = createDialogHub();
    const tree = (key: string) => (
      <DialogProvider key={key} hub={hub}>
        <main>{key}</main>
      </DialogProvider>
    );
    const { rerender } = render(tree('one'));
    rerender(tree('two'));
    idle();
    const answer = shown(() => hub.show(Note, { text: 'after remount' }));
    expect(names()).toEqual(['after remount']);
    click('close after remount');
    await expect(answer).resolves.toBe('after remount');
  });
});

describe('defect 4: hydration', () => {
  it('a show() queued before hydrateRoot appears after hydration, without a hydration error', async () => {
    const hub = createDialogHub(); // module-level in an app
    const app = (
      <DialogProvider hub={hub}>
        <main>app</main>
      </DialogProvider>
    );
    // The server's HTML: its hub holds no dialog (the server answers before the client's loader runs).
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    leftovers.push(() => container.remove());
    expect(container.innerHTML).toBe('<main>app</main>');

    const queued = hub.show(Note, { text: 'queued before hydration' }); // a client loader
    queued.catch(() => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, app, { onRecoverableError: recoverable });
    });
    leftovers.unshift(() => act(() => root.unmount()));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(names(container)).toEqual(['queued before hydration']);
    expect(within(container).getByRole('main')).toHaveTextContent('app');
    click('close queued before hydration', container);
    await expect(queued).resolves.toBe('queued before hydration');
  });
});

describe('defect 5: two providers on one hub (two React roots)', () => {
  function twoRoots(strict = false) {
    const hub = createDialogHub();
    const containers = [document.createElement('div'), document.createElement('div')] as const;
    const mountIn = (container: HTMLElement, n: number) => {
      document.body.append(container);
      const provider = (
        <DialogProvider hub={hub}>
          <main>root {n}</main>
        </DialogProvider>
      );
      return render(strict ? <StrictMode>{provider}</StrictMode> : provider, { container });
    };
    const roots = [mountIn(containers[0], 0), mountIn(containers[1], 1)] as const;
    return { hub, containers, roots };
  }

  it('renders each dialog once, in the provider connected first', () => {
    const { hub, containers } = twoRoots();
    shown(() => hub.show(Note, { text: 'once' }));
    expect(names()).toEqual(['once']);
    expect(names(containers[0])).toEqual(['once']);
  });

  it('(also) under StrictMode: the first root still owns the dialogs, and the owner leaving hands them over', async () => {
    vi.useFakeTimers();
    const { hub, containers, roots } = twoRoots(true);
    const open = shown(() => hub.show(Note, { text: 'strict' }));
    expect(names()).toEqual(['strict']);
    expect(names(containers[0])).toEqual(['strict']);
    roots[0].unmount();
    idle();
    await flush();
    expect(names(containers[1])).toEqual(['strict']);
    click('close strict', containers[1]);
    await expect(open).resolves.toBe('strict');
  });

  it('unmounting the provider that does not render the dialogs changes nothing', async () => {
    vi.useFakeTimers();
    const { hub, containers, roots } = twoRoots();
    const open = shown(() => hub.show(Note, { text: 'open' }));
    roots[1].unmount();
    idle();
    expect(await isSettled(open)).toBe(false);
    expect(names()).toEqual(['open']);
    const later = shown(() => hub.show(Note, { text: 'later' }));
    expect(names(containers[0])).toEqual(['open', 'later']);
    click('close later');
    await expect(later).resolves.toBe('later');
  });

  it('unmounting the owner moves the open dialogs to the other provider; unmounting the last dismisses', async () => {
    vi.useFakeTimers();
    const { hub, containers, roots } = twoRoots();
    const a = shown(() => hub.show(Note, { text: 'a' }));
    const b = shown(() => hub.show(Note, { text: 'b' }));
    roots[0].unmount();
    idle();
    expect(await isSettled(a)).toBe(false);
    expect(names()).toEqual(['a', 'b']); // rendered once, now by the remaining provider
    expect(names(containers[1])).toEqual(['a', 'b']);
    click('close a', containers[1]);
    await expect(a).resolves.toBe('a');

    roots[1].unmount();
    idle();
    await expect(b).rejects.toBeInstanceOf(DialogDismissedError);
    expect(names()).toEqual([]);
  });
});

describe('defect 7: a repeated id', () => {
  it('show(AskAge, …, { id }) on an id held by AskName rejects naming the id; AskName stays as it was', async () => {
    const { api } = mount();
    const name = shown(() => api().show(AskName, { label: 'Your name?' }, { id: 'ask' }));
    const age = shown(() => api().show(AskAge, { question: 'Your age?' }, { id: 'ask' }));
    expect(age).not.toBe(name);
    expect(await isSettled(age)).toBe(true);
    await expect(age).rejects.toThrowError(/ask/);
    expect(names()).toEqual(['Your name?']);
    expect(await isSettled(name)).toBe(false);
    click('answer Your name?');
    await expect(name).resolves.toBe('Ada');
  });

  it("the rejected call's handle changes nothing: its update does not patch the other dialog, its dismiss does not close it", async () => {
    const { api } = mount();
    const name = shown(() => api().show(AskName, { label: 'Your name?' }, { id: 'ask' }));
    const age = shown(() => api().show(AskAge, { question: 'Your age?' }, { id: 'ask' }));
    act(() => age.update({ question: 'patched' }));
    expect(names()).toEqual(['Your name?']);
    expect(screen.getByRole('dialog', { name: 'Your name?' })).toHaveAttribute('data-stray-props', '');
    act(() => age.dismiss('from the wrong handle'));
    expect(await isSettled(name)).toBe(false);
    act(() => age.resolve(1));
    expect(await isSettled(name)).toBe(false);
    expect(names()).toEqual(['Your name?']);
  });

  it('an already-aborted signal on the repeated call rejects that call with its reason; the open dialog is untouched', async () => {
    const { api } = mount();
    const first = shown(() => api().show(Note, { text: 'open' }, { id: 'n' }));
    const reason = new Error('navigated away');
    const again = shown(() => api().show(Note, { text: 'open' }, { id: 'n', signal: AbortSignal.abort(reason) }));
    expect(await isSettled(again)).toBe(true);
    await expect(again).rejects.toBe(reason);
    expect(await isSettled(first)).toBe(false);
    expect(names()).toEqual(['open']);
  });

  it("the repeated call's own signal is honoured: aborting it dismisses the dialog with its reason", async () => {
    const { api } = mount();
    const first = shown(() => api().show(Note, { text: 'open' }, { id: 'n' }));
    const controller = new AbortController();
    const again = shown(() => api().show(Note, { text: 'open' }, { id: 'n', signal: controller.signal }));
    expect(again).toBe(first); // same component: the open dialog's handle
    act(() => controller.abort('second caller gave up'));
    expect(await isSettled(first)).toBe(true);
    await expect(first).rejects.toBe('second caller gave up');
    expect(names()).toEqual([]);
  });
});

describe('defect 8: exitTimeout is applied in a commit, not during render', () => {
  it('a render React discards (a transition that suspends) does not change the committed exitTimeout', async () => {
    const never = new Promise<never>(() => {});
    let renderedSuspending = false;
    function MaybeSuspend({ suspend }: { suspend: boolean }) {
      if (suspend) {
        renderedSuspending = true;
        throw never; // a lazy route that never loads
      }
      return null;
    }
    const api: { current?: DialogContextValue } = {};
    function Grab() {
      api.current = useDialog();
      return null;
    }
    let set!: (next: { exitTimeout: number; suspend: boolean }) => void;
    function App() {
      const [state, setState] = useState({ exitTimeout: 0, suspend: false });
      set = setState;
      return (
        <Suspense fallback={<p>loading</p>}>
          <DialogProvider exitTimeout={state.exitTimeout}>
            <Grab />
            <MaybeSuspend suspend={state.suspend} />
          </DialogProvider>
        </Suspense>
      );
    }
    render(<App />);
    const first = shown(() => api.current!.show(Fading, { message: 'first' }));

    act(() => startTransition(() => set({ exitTimeout: 60_000, suspend: true })));
    expect(renderedSuspending).toBe(true); // the provider did render with 60 000 …
    expect(screen.queryByText('loading')).toBeNull(); // … and React threw that render away

    click('yes: first');
    await expect(first).resolves.toBe(true);
    expect(names()).toEqual([]); // unmounted at once: the committed exitTimeout is still 0

    // A committed change does apply.
    act(() => set({ exitTimeout: 60_000, suspend: false }));
    const second = shown(() => api.current!.show(Fading, { message: 'second' }));
    click('yes: second');
    await expect(second).resolves.toBe(true);
    expect(screen.getByRole('dialog', { name: 'second' })).toHaveAttribute('data-open', 'false');
    click('exited: second');
    expect(names()).toEqual([]);
  });
});

describe('defect 9: an onError that throws', () => {
  it('does not take the app down; console.error reports what it threw', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {}); // React logs caught errors too
    const boom = new Error('dialog render failed');
    const oops = new Error('onError itself failed');
    function Broken(_: DialogProps): ReactNode {
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
        <DialogProvider
          onError={() => {
            throw oops;
          }}
        >
          <Grab />
        </DialogProvider>
      </AppBoundary>,
    );
    let broken!: Promise<void>;
    expect(() =>
      act(() => {
        broken = api.current!.show(Broken);
        broken.catch(() => {});
      }),
    ).not.toThrow();
    await expect(broken).rejects.toBe(boom);
    await flush();
    expect(outerCaught).toEqual([]);
    expect(screen.getByRole('main')).toHaveTextContent('app');
    expect(errors.mock.calls.some((args) => args.includes(oops))).toBe(true);
    const after = shown(() => api.current!.show(Note, { text: 'after' }));
    click('close after');
    await expect(after).resolves.toBe('after');
  });
});

describe('defect 10: a hub whose provider never mounts', () => {
  it('warns once after 3 s, naming DialogProvider; an abort still rejects and releases the dialog', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hub = createDialogHub();
    const controller = new AbortController();
    const waiting = hub.show(Note, { text: 'waiting' }, { signal: controller.signal });
    waiting.catch(() => {});
    vi.advanceTimersByTime(2_999);
    expect(warn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/DialogProvider/);
    vi.advanceTimersByTime(60_000);
    expect(warn).toHaveBeenCalledTimes(1);

    controller.abort('gave up');
    await expect(waiting).rejects.toBe('gave up');
    await expect(waiting.exited).resolves.toBeUndefined();
    render(<DialogProvider hub={hub} />);
    expect(names()).toEqual([]); // released: a provider mounting later does not show it
  });
});

describe('defect 11: hub={hub} to hub={undefined}', () => {
  it('the provider switches to a hub of its own; the old hub loses it', async () => {
    const hub = createDialogHub();
    const api: { current?: DialogContextValue } = {};
    function Grab() {
      api.current = useDialog();
      return null;
    }
    const tree = (given?: DialogHub) => (
      <DialogProvider hub={given}>
        <Grab />
        <main>app</main>
      </DialogProvider>
    );
    const { rerender } = render(tree(hub));
    const old = shown(() => hub.show(Note, { text: 'on the given hub' }));
    expect(() => rerender(tree(undefined))).not.toThrow();
    expect(screen.getByRole('main')).toHaveTextContent('app');
    expect(api.current).not.toBe(hub);
    await expect(old).rejects.toBeInstanceOf(DialogDismissedError); // its only provider left
    const own = shown(() => api.current!.show(Note, { text: 'on its own hub' }));
    expect(names()).toEqual(['on its own hub']);
    click('close on its own hub');
    await expect(own).resolves.toBe('on its own hub');
  });
});

describe('defect 12: re-showing an id while the old dialog exits', () => {
  it('useDialogStack never lists one id twice; the old dialog goes at once and its exited resolves', async () => {
    const errors = vi.spyOn(console, 'error');
    function StackList() {
      const stack = useDialogStack();
      return (
        <ul aria-label="stack">
          {stack.map((item) => (
            <li key={item.id}>
              {item.id}:{item.open ? 'open' : 'closing'}
            </li>
          ))}
        </ul>
      );
    }
    const { api } = mount({ exitTimeout: Infinity }, <StackList />);
    const stackText = () =>
      within(screen.getByRole('list', { name: 'stack' }))
        .queryAllByRole('listitem')
        .map((li) => li.textContent);
    const old = shown(() => api().show(Fading, { message: 'old' }, { id: 'x' }));
    click('yes: old');
    expect(stackText()).toEqual(['x:closing']);
    const next = shown(() => api().show(Fading, { message: 'new' }, { id: 'x' }));
    expect(next).not.toBe(old);
    expect(stackText()).toEqual(['x:open']);
    expect(names()).toEqual(['new']);
    expect(await isSettled(old.exited)).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('defect 13: DialogDismissedError and instanceof', () => {
  const here = dirname(fileURLToPath(import.meta.url));

  it('a TypeError renamed DialogDismissedError is not one', () => {
    const impostor = new TypeError('not dismissed');
    impostor.name = 'DialogDismissedError';
    expect(impostor instanceof DialogDismissedError).toBe(false);
    expect(new Error('plain') instanceof DialogDismissedError).toBe(false);
    expect(new DialogDismissedError() instanceof DialogDismissedError).toBe(true);
  });

  /** Another copy of the library, as CommonJS source: the library's source bundled, or the published build. */
  const copies = {
    'the source, bundled by esbuild': () => {
      const esbuild = join(dirname(createRequire(import.meta.url).resolve('esbuild/package.json')), 'bin/esbuild');
      return execFileSync(
        esbuild,
        [join(here, 'index.ts'), '--bundle', '--format=cjs', '--jsx=automatic', '--external:react', '--external:react/jsx-runtime', '--log-level=error'],
        { encoding: 'utf8' },
      );
    },
    'the published build, dist/index.cjs': () => {
      const file = join(here, '../dist/index.cjs');
      if (!existsSync(file)) throw new Error('dist is missing: run `npm run build -w react-dialog-hub` first.');
      return readFileSync(file, 'utf8');
    },
  };

  it.each(Object.keys(copies) as Array<keyof typeof copies>)('an instance made in another realm by %s is one', (copy) => {
    // Loaded the way a second copy in an iframe or a test runner's VM would be: a new realm,
    // with its own Error, sharing only React.
    const modules: Record<string, unknown> = { react: React, 'react/jsx-runtime': jsxRuntime };
    const realm = vm.createContext({
      module: { exports: {} },
      require: (id: string) => {
        if (id in modules) return modules[id];
        throw new Error(`unexpected require(${id})`);
      },
      process: { env: { NODE_ENV: 'development' } },
      console,
    });
    vm.runInContext(`exports = module.exports;\n${copies[copy]()}`, realm);
    const foreign: unknown = vm.runInContext('new module.exports.DialogDismissedError()', realm);
    const foreignPlain: unknown = vm.runInContext('new Error("plain")', realm);
    expect(foreign instanceof Error).toBe(false); // truly another realm: its Error is not ours
    expect(foreign instanceof DialogDismissedError).toBe(true);
    expect(foreignPlain instanceof DialogDismissedError).toBe(false);
    const Foreign = vm.runInContext('module.exports.DialogDismissedError', realm) as typeof DialogDismissedError;
    expect(new DialogDismissedError() instanceof Foreign).toBe(true);
  });
});

describe('defect 14: no process global (unbundled ESM in a browser)', () => {
  it('show() after the last provider unmounted and show() on a hub that waits neither throw nor warn', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api, unmount } = mount();
    const show = api().show; // kept by a click handler
    unmount();
    idle();
    const waitingHub = createDialogHub();

    const processDescriptor = Object.getOwnPropertyDescriptor(globalThis, 'process')!;
    let thrown: unknown = null;
    let late: Promise<string> | undefined;
    let waiting: Promise<string> | undefined;
    Reflect.deleteProperty(globalThis, 'process');
    try {
      late = show(Note, { text: 'late' });
      waiting = waitingHub.show(Note, { text: 'waiting' });
      vi.advanceTimersByTime(10_000); // past the 3 s development warning for a hub never connected
    } catch (error) {
      thrown = error;
    } finally {
      Object.defineProperty(globalThis, 'process', processDescriptor);
    }
    late?.catch(() => {});
    waiting?.catch(() => {});
    expect(thrown).toBeNull();
    await expect(late).rejects.toBeInstanceOf(DialogDismissedError);
    expect(await isSettled(waiting!)).toBe(false);
    expect(warn).not.toHaveBeenCalled(); // development warnings are silent without process
    render(<DialogProvider hub={waitingHub} />);
    expect(names()).toEqual(['waiting']);
  });
});
