import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import {
  createDialogHub,
  DialogDismissedError,
  DialogProvider,
  useDialog,
  type DialogHub,
  type DialogProps,
} from 'react-dialog-hub';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CloseDialogsOnNavigation } from './samples/CloseDialogsOnNavigation';
import { SignOutButton } from './samples/SignOutButton';
import { useReplaceableNotice } from './samples/useReplaceableNotice';
import { useSave } from './samples/useSave';
import { useSyncStatus } from './samples/useSyncStatus';
import { whyItClosed, type Ending } from './samples/why-it-closed';

/** The samples of guides/cancellation, run against the real library. */

// A question the user may answer or walk away from: No answers (false), Escape rejects with
// nothing (the docs' convention, guides/patterns "Answers resolve; no answer rejects").
function Question({ resolve, reject }: DialogProps<{}, boolean>) {
  return (
    <div role="dialog" aria-label="Question" onKeyDown={(event) => event.key === 'Escape' && reject()}>
      <button onClick={() => resolve(true)}>Yes</button>
      <button onClick={() => resolve(false)}>No</button>
    </div>
  );
}

function Crashing(_: DialogProps): never {
  throw new Error('render failed');
}

/** A provider on a hub the test holds, so it can show and dismiss from outside. */
function renderHub(children?: ReactNode) {
  const hub = createDialogHub();
  const view = render(
    <DialogProvider hub={hub} onError={() => {}}>
      {children}
    </DialogProvider>,
  );
  return { hub, ...view };
}

/** The ending `whyItClosed` gives the promise's rejection. */
const endingOf = (promise: Promise<unknown>): Promise<Ending | 'resolved'> =>
  promise.then(
    () => 'resolved' as const,
    (reason: unknown) => whyItClosed(reason),
  );

describe('whyItClosed (Telling the endings apart)', () => {
  it('classifies each way a dialog can end without an answer into one of the five endings', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the crashing dialog
    const user = userEvent.setup();
    const signOut = vi.fn(async () => {});
    function Page() {
      return <SignOutButton signOut={signOut} />;
    }
    const { hub, unmount } = renderHub(<Page />);
    const { result: notice } = renderHook(() => useReplaceableNotice(), {
      wrapper: ({ children }) => <DialogProvider hub={createDialogHub()}>{children}</DialogProvider>,
    });
    const endings: Record<string, Promise<Ending | 'resolved'>> = {};

    // AbortSignal.timeout: the signal's own TimeoutError.
    act(() => void (endings.timeout = endingOf(hub.show(Question, {}, { signal: AbortSignal.timeout(1) }))));
    await act(() => endings.timeout);
    // controller.abort() without a reason, as useSave does: an AbortError.
    const controller = new AbortController();
    act(() => void (endings.abort = endingOf(hub.show(Question, {}, { signal: controller.signal }))));
    act(() => controller.abort());
    // dismiss() and dismissAll() without a reason.
    let handle!: Promise<boolean> & { dismiss: (reason?: unknown) => void };
    act(() => void (handle = hub.show(Question)));
    endings.dismiss = endingOf(handle);
    act(() => handle.dismiss());
    act(() => void (endings.dismissAll = endingOf(hub.show(Question))));
    act(() => hub.dismissAll());
    // The page's own reasons: a replaced notice, and dismissAll(new DialogDismissedError('Signed out')).
    act(() => void (endings.replaced = endingOf(notice.current('Saved'))));
    act(() => void notice.current('Saved again'));
    act(() => void (endings.signedOut = endingOf(hub.show(Question))));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    // The user walks away (Escape): the dialog's own reject() with nothing.
    act(() => void (endings.cancel = endingOf(hub.show(Question))));
    screen.getByRole('button', { name: 'No' }).focus(); // the dialog moves no focus itself
    await user.keyboard('{Escape}');
    // A dialog that throws while rendering.
    act(() => void (endings.crash = endingOf(hub.show(Crashing))));
    // The provider unmounting.
    act(() => void (endings.unmount = endingOf(hub.show(Question))));
    unmount();

    const results = Object.fromEntries(
      await Promise.all(Object.entries(endings).map(async ([name, ending]) => [name, await ending] as const)),
    );
    expect(results).toEqual({
      timeout: 'timed out',
      abort: 'aborted',
      dismiss: 'dismissed by the app',
      dismissAll: 'dismissed by the app',
      replaced: 'dismissed by the app',
      signedOut: 'dismissed by the app',
      cancel: 'cancelled by the user',
      crash: 'failed',
      unmount: 'dismissed by the app',
    });
    // The page says five endings: every one of them occurs, and nothing else.
    expect(new Set(Object.values(results)).size).toBe(5);
  });
});

describe('useReplaceableNotice', () => {
  it('shows one notice at a time, the newest', () => {
    const { result } = renderHook(() => useReplaceableNotice(), {
      wrapper: ({ children }) => <DialogProvider>{children}</DialogProvider>,
    });
    act(() => void result.current('First'));
    act(() => void result.current('Second'));
    expect(screen.getAllByRole('dialog', { name: 'Notice' })).toHaveLength(1);
    expect(screen.getByRole('dialog')).toHaveTextContent('Second');
  });
});

describe('useSyncStatus (upsert)', () => {
  it('a double click opens one notice, and both calls get its handle', () => {
    const { result } = renderHook(() => useSyncStatus(), {
      wrapper: ({ children }) => <DialogProvider>{children}</DialogProvider>,
    });
    let first!: Promise<void>;
    let second!: Promise<void>;
    act(() => void (first = result.current('Syncing…')));
    act(() => void (second = result.current('Syncing…')));
    expect(second).toBe(first);
    expect(screen.getAllByRole('dialog', { name: 'Sync status' })).toHaveLength(1);
  });

  it('later calls change the text in place; once hidden, the next call opens a new notice', async () => {
    const user = userEvent.setup();
    const { result } = renderHook(() => useSyncStatus(), {
      wrapper: ({ children }) => <DialogProvider>{children}</DialogProvider>,
    });
    let first!: Promise<void>;
    act(() => void (first = result.current('Syncing 1 of 2…')));
    const dialog = screen.getByRole('dialog', { name: 'Sync status' });
    act(() => void result.current('Syncing 2 of 2…'));
    expect(screen.getByRole('dialog', { name: 'Sync status' })).toBe(dialog); // the same element: not remounted
    expect(screen.getByRole('status')).toHaveTextContent('Syncing 2 of 2…');

    await user.click(screen.getByRole('button', { name: 'Hide' }));
    await expect(first).resolves.toBeUndefined();
    let next!: Promise<void>;
    act(() => void (next = result.current('Synced')));
    expect(next).not.toBe(first);
    expect(screen.getByRole('status')).toHaveTextContent('Synced');
  });
});

describe('useSave', () => {
  type Call = { signal: AbortSignal; abortedAtCall: boolean; respond: (ok: boolean) => void };
  /** fetch as the sample uses it: honours the signal; the test decides when the server answers. */
  function serverThatWaits() {
    const calls: Call[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      const signal = init.signal!;
      return new Promise((resolve, reject) => {
        calls.push({ signal, abortedAtCall: signal.aborted, respond: (ok) => resolve({ ok, status: ok ? 200 : 500 }) });
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener('abort', () => reject(signal.reason));
      });
    });
    return calls;
  }
  const renderSave = () =>
    renderHook(() => useSave(), { wrapper: ({ children }) => <DialogProvider>{children}</DialogProvider> }).result;

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('with a signal that is already aborted: shows nothing, sends nothing and rejects with its reason', async () => {
    const calls = serverThatWaits();
    const save = renderSave();
    const signal = AbortSignal.abort();
    let saving!: Promise<void>;
    act(() => void (saving = save.current('draft', signal)));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.map((call) => call.abortedAtCall)).toEqual([true]); // fetch sends no request
    await expect(saving).rejects.toBe(signal.reason);
  });

  it('with a signal aborted later: closes the dialog, aborts the request and rejects with its reason', async () => {
    const calls = serverThatWaits();
    const save = renderSave();
    const outer = new AbortController();
    let saving!: Promise<void>;
    act(() => void (saving = save.current('draft', outer.signal)));
    expect(screen.getByRole('dialog', { name: 'Saving' })).toBeInTheDocument();
    expect(calls[0]!.signal.aborted).toBe(false);

    act(() => outer.abort());

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls[0]!.signal.reason).toBe(outer.signal.reason);
    await expect(saving).rejects.toBe(outer.signal.reason);
  });

  it('closes the dialog when the request is over, and stops listening to the caller’s signal', async () => {
    const calls = serverThatWaits();
    const save = renderSave();
    const outer = new AbortController();
    const added = vi.spyOn(outer.signal, 'addEventListener');
    const removed = vi.spyOn(outer.signal, 'removeEventListener');
    let saving!: Promise<void>;
    act(() => void (saving = save.current('draft', outer.signal)));
    expect(screen.getByRole('dialog', { name: 'Saving' })).toBeInTheDocument();

    await act(async () => {
      calls[0]!.respond(true);
      await saving;
    });

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(added).toHaveBeenCalledOnce();
    expect(removed).toHaveBeenCalledWith('abort', added.mock.calls[0]![1]);
  });
});

describe('CloseDialogsOnNavigation', () => {
  // A dialog opened by a page's mount effect, as a "welcome" or "resume draft?" prompt is.
  function Welcome({ resolve }: DialogProps) {
    return (
      <div role="dialog" aria-label="Welcome">
        <button onClick={() => resolve()}>OK</button>
      </div>
    );
  }
  let welcome: Promise<void> | undefined;
  function Page({ path }: { path: string }) {
    const { show } = useDialog();
    useEffect(() => {
      if (path !== '/welcome') return;
      welcome = show(Welcome);
      welcome.catch(() => {});
    }, [path, show]);
    return <main>{path}</main>;
  }
  /** The app's root: the provider, the router's current page, and the component where `placement` says. */
  function App({ pathname, placement, hub }: { pathname: string; placement: 'before' | 'after'; hub?: DialogHub }) {
    const close = <CloseDialogsOnNavigation pathname={pathname} />;
    return (
      <DialogProvider hub={hub}>
        {placement === 'before' && close}
        <Page key={pathname} path={pathname} />
        {placement === 'after' && close}
      </DialogProvider>
    );
  }

  afterEach(() => {
    welcome = undefined;
  });

  it('closes the dialogs of the page the user leaves', () => {
    const hub = createDialogHub();
    const { rerender } = render(<App pathname="/a" placement="before" hub={hub} />);
    let left!: Promise<void>;
    act(() => void (left = hub.show(Welcome)));
    left.catch(() => {});
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    rerender(<App pathname="/b" placement="before" hub={hub} />);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    return expect(left).rejects.toBeInstanceOf(DialogDismissedError);
  });

  it('rendered before the page: keeps the dialog the new page opens on mount', () => {
    const { rerender } = render(<App pathname="/a" placement="before" />);
    rerender(<App pathname="/welcome" placement="before" />);
    expect(screen.getByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('rendered after the page: dismisses the dialog the new page has just opened', async () => {
    const { rerender } = render(<App pathname="/a" placement="after" />);
    rerender(<App pathname="/welcome" placement="after" />);
    expect(screen.queryByRole('dialog', { name: 'Welcome' })).not.toBeInTheDocument();
    await expect(welcome).rejects.toBeInstanceOf(DialogDismissedError);
  });

  it('on the first render dismisses nothing: a dialog shown before the provider mounted stays', () => {
    const hub = createDialogHub();
    hub.show(Welcome).catch(() => {}); // from a router loader, before React rendered
    render(<App pathname="/a" placement="after" hub={hub} />);
    expect(screen.getByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
  });
});
