// 0.4's features: handle.resolve, the hub's getSnapshot/subscribe outside React, useCurrentDialog,
// upsert and a per-dialog exitTimeout, each with the edges a careful user hits first.
import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DialogDismissedError,
  DialogProvider,
  createDialogHub,
  useCurrentDialog,
  useDialog,
  useDialogStack,
  type CurrentDialog,
  type DialogHub,
  type DialogProps,
  type DialogStackItem,
} from './index';
import { Confirm, Fading, click, isSettled, mount, names, shown } from './test/dialogs';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('handle.resolve(value)', () => {
  it('settles the dialog from outside with the value and closes it', async () => {
    const { api } = mount();
    const handle = shown(() => api().show(Confirm, { message: 'Save?' }));
    act(() => handle.resolve(false));
    await expect(handle).resolves.toBe(false);
    expect(names()).toEqual([]);
    await expect(handle.exited).resolves.toBeUndefined();
  });

  it('is two-phase like the dialog’s own resolve: open={false} until onExited()', async () => {
    const { api } = mount({ exitTimeout: Infinity });
    const handle = shown(() => api().show(Fading, { message: 'fade' }));
    act(() => handle.resolve(true));
    await expect(handle).resolves.toBe(true);
    expect(screen.getByRole('dialog', { name: 'fade' })).toHaveAttribute('data-open', 'false');
    expect(await isSettled(handle.exited)).toBe(false);
    click('exited: fade');
    expect(names()).toEqual([]);
    expect(await isSettled(handle.exited)).toBe(true);
  });

  it('does nothing once the dialog has settled: after its own resolve, after dismiss, after a first resolve', async () => {
    const { api } = mount();
    const answered = shown(() => api().show(Confirm, { message: 'a' }));
    click('yes: a');
    act(() => answered.resolve(false));
    await expect(answered).resolves.toBe(true);

    const dismissed = shown(() => api().show(Confirm, { message: 'b' }));
    act(() => dismissed.dismiss());
    act(() => dismissed.resolve(true));
    await expect(dismissed).rejects.toBeInstanceOf(DialogDismissedError);

    const twice = shown(() => api().show(Confirm, { message: 'c' }));
    act(() => {
      twice.resolve(false);
      twice.resolve(true);
      twice.dismiss('too late');
    });
    await expect(twice).resolves.toBe(false);
  });

  it('works on a hub outside React and on the handle a repeated id returns', async () => {
    const hub = createDialogHub();
    mount({ hub });
    const first = shown(() => hub.show(Confirm, { message: 'once' }, { id: 'once' }));
    const again = shown(() => hub.show(Confirm, { message: 'once' }, { id: 'once' }));
    act(() => again.resolve(true));
    await expect(first).resolves.toBe(true);
    expect(names()).toEqual([]);
  });

  it('is typed with the dialog’s result', () => {
    const hub = createDialogHub();
    const typed = () => {
      const handle = hub.show(Confirm, { message: 'types' });
      handle.resolve(true);
      // @ts-expect-error Confirm resolves with a boolean
      handle.resolve('yes');
    };
    expect(typeof typed).toBe('function'); // checked by the compiler, never run
  });
});

describe('hub.getSnapshot() and hub.subscribe() outside React', () => {
  it('a router guard asks whether a dialog is open and follows the changes', async () => {
    const hub = createDialogHub();
    const isDialogOpen = () => hub.getSnapshot().some((dialog) => dialog.open);
    const heard: boolean[] = [];
    const unsubscribe = hub.subscribe(() => heard.push(isDialogOpen()));
    mount({ hub });
    expect(isDialogOpen()).toBe(false);

    const handle = shown(() => hub.show(Confirm, { message: 'unsaved changes' }));
    expect(isDialogOpen()).toBe(true);
    click('yes: unsaved changes');
    await expect(handle).resolves.toBe(true);
    expect(isDialogOpen()).toBe(false);
    expect(heard).toEqual([true, false]);

    unsubscribe();
    shown(() => hub.show(Confirm, { message: 'not heard' }));
    expect(heard).toEqual([true, false]);
    expect(isDialogOpen()).toBe(true);
    unsubscribe(); // twice: harmless
  });

  it('hears every stack change (shown, closing, removed); an update is no stack change', () => {
    const hub = createDialogHub();
    mount({ hub, exitTimeout: Infinity });
    // The stacks a listener saw, one entry per change (a listener may also be called without one).
    const stacks: Array<readonly DialogStackItem[]> = [];
    hub.subscribe(() => {
      if (hub.getSnapshot() !== stacks.at(-1)) stacks.push(hub.getSnapshot());
    });
    const handle = shown(() => hub.show(Fading, { message: 'm' }, { id: 'm' }));
    expect(stacks).toEqual([[{ id: 'm', component: Fading, open: true }]]);
    act(() => handle.update({ message: 'changed' }));
    expect(stacks).toHaveLength(1);
    act(() => handle.resolve(true));
    expect(stacks).toHaveLength(2);
    expect(stacks[1]).toEqual([{ id: 'm', component: Fading, open: false }]);
    click('exited: changed');
    expect(stacks).toHaveLength(3);
    expect(stacks[2]).toEqual([]);
  });

  it('returns the array useDialogStack returns, oldest first; the array and its items keep identity while unchanged', () => {
    const hub = createDialogHub();
    const seen: Array<readonly DialogStackItem[]> = [];
    function StackView() {
      seen.push(useDialogStack());
      return null;
    }
    mount({ hub }, <StackView />);
    const a = shown(() => hub.show(Confirm, { message: 'a' }, { id: 'a' }));
    shown(() => hub.show(Confirm, { message: 'b' }, { id: 'b' }));
    const snapshot = hub.getSnapshot();
    expect(snapshot).toBe(seen.at(-1));
    expect(hub.getSnapshot()).toBe(snapshot);
    expect(snapshot.map((item) => item.id)).toEqual(['a', 'b']);
    const itemB = snapshot[1];
    act(() => a.update({ message: 'a2' }));
    expect(hub.getSnapshot()).toBe(snapshot);
    click('yes: a2');
    expect(hub.getSnapshot()).not.toBe(snapshot);
    expect(hub.getSnapshot()).toEqual([itemB]);
    expect(hub.getSnapshot()[0]).toBe(itemB);
  });

  it('a listener that unsubscribes itself while being called does not stop the others', () => {
    const hub = createDialogHub();
    mount({ hub });
    const calls: string[] = [];
    const stop = hub.subscribe(() => {
      calls.push('once');
      stop();
    });
    hub.subscribe(() => calls.push('always'));
    shown(() => hub.show(Confirm, { message: 'x' }));
    click('yes: x');
    expect(calls).toEqual(['once', 'always', 'always']);
  });

  it('useDialog() of a provider without a hub prop has them too', () => {
    const { api } = mount();
    const listener = vi.fn();
    api().subscribe(listener);
    shown(() => api().show(Confirm, { message: 'own hub' }, { id: 'own' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(api().getSnapshot().map((item) => item.id)).toEqual(['own']);
  });
});

describe('useCurrentDialog()', () => {
  function Where({ label, resolve }: DialogProps<{ label: string }>) {
    const me = useCurrentDialog();
    return (
      <div role="dialog" aria-label={label} data-component={me.component === Where ? 'Where' : 'other'}>
        {`${me.id} ${me.index + 1}/${me.stackSize} ${me.open ? 'open' : 'closing'}`}
        <button onClick={() => resolve()}>close {label}</button>
      </div>
    );
  }
  const text = (label: string) => screen.getByRole('dialog', { name: label }).textContent?.replace(/close .*$/, '');

  it('inside a dialog: its id, component, index, stack size and open; renders again when the stack changes', () => {
    const { api } = mount({ exitTimeout: Infinity });
    shown(() => api().show(Where, { label: 'first' }, { id: 'one' }));
    expect(text('first')).toBe('one 1/1 open');
    expect(screen.getByRole('dialog', { name: 'first' })).toHaveAttribute('data-component', 'Where');
    const second = shown(() => api().show(Where, { label: 'second' }));
    expect(text('first')).toBe('one 1/2 open');
    expect(text('second')).toBe(`${second.id} 2/2 open`);
    click('close second');
    expect(text('second')).toBe(`${second.id} 2/2 closing`);
  });

  it('follows the index when an older dialog leaves', () => {
    const { api } = mount();
    shown(() => api().show(Where, { label: 'a' }, { id: 'a' }));
    shown(() => api().show(Where, { label: 'b' }, { id: 'b' }));
    shown(() => api().show(Where, { label: 'c' }, { id: 'c' }));
    click('close a');
    expect(text('b')).toBe('b 1/2 open');
    expect(text('c')).toBe('c 2/2 open');
  });

  it('works in a component rendered inside the dialog', () => {
    function Title() {
      const { id } = useCurrentDialog();
      return <h2>{`title of ${id}`}</h2>;
    }
    function Framed(_: DialogProps) {
      return (
        <div role="dialog" aria-label="framed">
          <Title />
        </div>
      );
    }
    const { api } = mount();
    shown(() => api().show(Framed, {}, { id: 'framed' }));
    expect(screen.getByRole('heading')).toHaveTextContent('title of framed');
  });

  it('throws outside a dialog: in the app below the provider, and outside any provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React logs the render error
    function NotADialog() {
      useCurrentDialog();
      return null;
    }
    const thrownBy = (ui: ReactNode) => {
      try {
        render(ui);
      } catch (error) {
        return error;
      }
      return 'nothing thrown';
    };
    for (const error of [thrownBy(<DialogProvider><NotADialog /></DialogProvider>), thrownBy(<NotADialog />)]) {
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(TypeError); // the hook's own error, not a crash
    }
  });

  it('is typed as CurrentDialog', () => {
    const check = (value: CurrentDialog) => [value.id, value.index, value.stackSize, value.open, value.component] as const;
    expect(typeof check).toBe('function');
  });
});

describe('upsert(Component, props, { id })', () => {
  function Editor({ title, hint, resolve }: DialogProps<{ title: string; hint?: string }, string>) {
    const [text, setText] = useState('');
    return (
      <div role="dialog" aria-label="editor">
        <h2>{title}</h2>
        {hint !== undefined && <p>hint: {hint}</p>}
        <input aria-label="text" value={text} onChange={(event) => setText(event.target.value)} />
        <button onClick={() => resolve(text)}>save</button>
      </div>
    );
  }

  it('shows the dialog when no dialog has the id', async () => {
    const { api } = mount();
    const handle = shown(() => api().upsert(Editor, { title: 'New note' }, { id: 'editor' }));
    expect(handle.id).toBe('editor');
    expect(screen.getByRole('heading')).toHaveTextContent('New note');
    click('save');
    await expect(handle).resolves.toBe('');
  });

  it('replaces the open dialog’s props in place: typed text survives, a prop left out is gone, same handle', async () => {
    const hub = createDialogHub();
    mount({ hub });
    const first = shown(() => hub.upsert(Editor, { title: 'Draft 1', hint: 'be brief' }, { id: 'editor' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'text' }), { target: { value: 'typed by the user' } });
    const stack = hub.getSnapshot();

    const second = shown(() => hub.upsert(Editor, { title: 'Draft 2' }, { id: 'editor' }));
    expect(second).toBe(first);
    expect(names()).toEqual(['editor']);
    expect(screen.getByRole('heading')).toHaveTextContent('Draft 2');
    expect(screen.queryByText(/hint:/)).toBeNull(); // replaced, not merged
    expect(screen.getByRole('textbox', { name: 'text' })).toHaveValue('typed by the user');
    expect(hub.getSnapshot()).toBe(stack); // new props are not a stack change
    click('save');
    await expect(first).resolves.toBe('typed by the user');
  });

  it('with a different component on that id rejects naming the id; the open dialog is untouched', async () => {
    const { api } = mount();
    const editor = shown(() => api().upsert(Editor, { title: 'Mine' }, { id: 'slot' }));
    const other = shown(() => api().upsert(Confirm, { message: 'Other' }, { id: 'slot' }));
    expect(other).not.toBe(editor);
    await expect(other).rejects.toThrowError(/slot/);
    act(() => {
      other.update({ message: 'patched' });
      other.resolve(true);
      other.dismiss();
    });
    expect(names()).toEqual(['editor']);
    expect(screen.getByRole('heading')).toHaveTextContent('Mine');
    expect(await isSettled(editor)).toBe(false);
  });

  it('after the dialog settled (even while it animates out) shows a new one', async () => {
    const { api } = mount({ exitTimeout: Infinity });
    const first = shown(() => api().upsert(Fading, { message: 'one' }, { id: 'x' }));
    click('yes: one');
    await expect(first).resolves.toBe(true);
    const second = shown(() => api().upsert(Fading, { message: 'two' }, { id: 'x' }));
    expect(second).not.toBe(first);
    expect(names()).toEqual(['two']); // the old one left at once, as with show
    expect(await isSettled(first.exited)).toBe(true);
  });

  it('before any provider has mounted (a router loader): the dialog waits, with the latest props', async () => {
    const hub = createDialogHub();
    const first = hub.upsert(Editor, { title: 'Loading…' }, { id: 'editor' });
    const second = hub.upsert(Editor, { title: 'Loaded' }, { id: 'editor' });
    expect(second).toBe(first);
    expect(await isSettled(first)).toBe(false);
    mount({ hub });
    expect(names()).toEqual(['editor']);
    expect(screen.getByRole('heading')).toHaveTextContent('Loaded');
    click('save');
    await expect(first).resolves.toBe('');
  });

  it('in an effect under StrictMode opens one dialog', () => {
    function KeepsEditorOpen({ title }: { title: string }) {
      const { upsert } = useDialog();
      useEffect(() => {
        upsert(Editor, { title }, { id: 'editor' }).catch(() => {});
      }, [upsert, title]);
      return null;
    }
    const { rerender } = render(
      <StrictMode>
        <DialogProvider>
          <KeepsEditorOpen title="one" />
        </DialogProvider>
      </StrictMode>,
    );
    expect(names()).toEqual(['editor']);
    rerender(
      <StrictMode>
        <DialogProvider>
          <KeepsEditorOpen title="two" />
        </DialogProvider>
      </StrictMode>,
    );
    expect(names()).toEqual(['editor']);
    expect(screen.getByRole('heading')).toHaveTextContent('two');
  });

  it('requires the props and an id (types)', () => {
    const hub: DialogHub = createDialogHub();
    const typed = () => {
      // @ts-expect-error the id is required
      void hub.upsert(Editor, { title: 'x' }, {});
      // @ts-expect-error the props are required
      void hub.upsert(Editor);
      // @ts-expect-error the full own props: `title` is required
      void hub.upsert(Editor, { hint: 'only a hint' }, { id: 'e' });
    };
    expect(typeof typed).toBe('function'); // checked by the compiler, never run
  });
});

describe('show(…, { exitTimeout }) per dialog', () => {
  it('a longer one than the provider’s keeps that dialog open={false} for its own time', async () => {
    vi.useFakeTimers();
    const { api } = mount(); // the provider's exitTimeout: 0
    const handle = shown(() => api().show(Fading, { message: 'slow' }, { exitTimeout: 300 }));
    click('yes: slow');
    await expect(handle).resolves.toBe(true);
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByRole('dialog', { name: 'slow' })).toHaveAttribute('data-open', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(names()).toEqual([]);

    const other = shown(() => api().show(Fading, { message: 'provider default' }));
    click('yes: provider default');
    await expect(other).resolves.toBe(true);
    expect(names()).toEqual([]); // other dialogs keep the provider's
  });

  it('a shorter one (0) unmounts that dialog at once under a provider with a long exitTimeout, also on dismiss', async () => {
    const { api } = mount({ exitTimeout: 60_000 });
    const quick = shown(() => api().show(Fading, { message: 'quick' }, { exitTimeout: 0 }));
    click('yes: quick');
    await expect(quick).resolves.toBe(true);
    expect(names()).toEqual([]);
    const dismissed = shown(() => api().show(Fading, { message: 'dismissed' }, { exitTimeout: 0 }));
    act(() => dismissed.dismiss());
    expect(names()).toEqual([]);
  });

  it('Infinity waits for onExited() alone', () => {
    vi.useFakeTimers();
    const { api } = mount();
    shown(() => api().show(Fading, { message: 'until told' }, { exitTimeout: Infinity }));
    click('yes: until told');
    act(() => vi.advanceTimersByTime(600_000));
    expect(screen.getByRole('dialog', { name: 'until told' })).toHaveAttribute('data-open', 'false');
    click('exited: until told');
    expect(names()).toEqual([]);
  });

  it.each([-1, NaN])('%s rejects that show with a RangeError and shows nothing', async (exitTimeout) => {
    const hub = createDialogHub();
    mount({ hub });
    const open = shown(() => hub.show(Confirm, { message: 'kept' }));
    const handle = shown(() => hub.show(Confirm, { message: 'never' }, { exitTimeout }));
    expect(await isSettled(handle)).toBe(true);
    await expect(handle).rejects.toBeInstanceOf(RangeError);
    expect(names()).toEqual(['kept']);
    expect(hub.getSnapshot()).toHaveLength(1);
    expect(await isSettled(open)).toBe(false);
    await expect(handle.exited).resolves.toBeUndefined();
  });
});

describe('the stack’s items in onError', () => {
  it('onError receives the DialogStackItem of the dialog that threw', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const boom = new Error('render failed');
    function Broken(_: DialogProps): ReactNode {
      throw boom;
    }
    const heard: Array<[unknown, DialogStackItem]> = [];
    const { api } = mount({ onError: (error, dialog) => heard.push([error, dialog]) });
    const handle = shown(() => api().show(Broken, {}, { id: 'broken' }));
    await expect(handle).rejects.toBe(boom);
    expect(heard).toEqual([[boom, expect.objectContaining({ id: 'broken', component: Broken })]]);
    expect(within(document.body).getByRole('main')).toHaveTextContent('app');
  });
});
