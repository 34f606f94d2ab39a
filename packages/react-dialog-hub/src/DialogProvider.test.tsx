import { StrictMode, useState, type ReactNode } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogContext, DialogProvider, useDialog, type DialogProps, type ShowFn } from './index';

function Confirm({ message, resolve, reject }: DialogProps<{ message: string }, boolean, string>) {
  return (
    <div role="dialog" aria-label={message}>
      <p>{message}</p>
      <button onClick={() => resolve(true)}>yes: {message}</button>
      <button onClick={() => resolve(false)}>no: {message}</button>
      <button onClick={() => reject(`cancelled ${message}`)}>cancel: {message}</button>
    </div>
  );
}

/** Renders a provider around `children` and hands out the `show` it provides. */
function setup(children?: ReactNode, { strict = false } = {}) {
  const captured: { show?: ShowFn } = {};
  function Grab() {
    captured.show = useDialog().show;
    return null;
  }
  const tree = (
    <DialogProvider>
      <Grab />
      {children}
    </DialogProvider>
  );
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  // `show` wrapped in act() so the new dialog is rendered when this returns.
  const open = ((...args: Parameters<ShowFn>) => {
    let promise!: Promise<unknown>;
    act(() => {
      promise = captured.show!(...args);
    });
    // Dialogs still open at cleanup are dismissed (0.2): tests that never await one
    // must not fail on the rejection. Awaiters still see it.
    promise.catch(() => {});
    return promise;
  }) as ShowFn;
  return { ...result, show: () => captured.show!, open };
}

const dialogNames = () => screen.queryAllByRole('dialog').map((el) => el.getAttribute('aria-label'));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DialogProvider', () => {
  it('renders its children', () => {
    render(
      <DialogProvider>
        <main>app content</main>
      </DialogProvider>,
    );
    expect(screen.getByText('app content')).toBeInTheDocument();
  });

  it('renders nothing extra while no dialog is open', () => {
    const { container } = render(
      <DialogProvider>
        <span>only child</span>
      </DialogProvider>,
    );
    expect(container.innerHTML).toBe('<span>only child</span>');
  });

  it('renders open dialogs after its children, in call order', () => {
    const { container, open } = setup(<main>app</main>);
    void open(Confirm, { message: 'first' });
    void open(Confirm, { message: 'second' });
    void open(Confirm, { message: 'third' });

    expect(dialogNames()).toEqual(['first', 'second', 'third']);
    const main = screen.getByRole('main');
    const first = screen.getByRole('dialog', { name: 'first' });
    expect(container.lastElementChild).toBe(screen.getByRole('dialog', { name: 'third' }));
    expect(main.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('passes the props given to show to the dialog', () => {
    const { open } = setup();
    void open(Confirm, { message: 'Delete everything?' });
    expect(screen.getByText('Delete everything?')).toBeInTheDocument();
  });
});

describe('resolve', () => {
  it('settles the promise with the value and removes only that dialog', async () => {
    const user = userEvent.setup();
    const { open } = setup();
    const first = open(Confirm, { message: 'first' });
    const second = open(Confirm, { message: 'second' });
    const third = open(Confirm, { message: 'third' });
    const pending = vi.fn();
    void second.then(pending, pending);
    void third.then(pending, pending);

    await user.click(screen.getByRole('button', { name: 'no: first' }));

    await expect(first).resolves.toBe(false);
    expect(dialogNames()).toEqual(['second', 'third']);

    await user.click(screen.getByRole('button', { name: 'yes: third' }));
    await expect(third).resolves.toBe(true);
    expect(dialogNames()).toEqual(['second']);
    expect(pending).toHaveBeenCalledTimes(1); // only `third`; `second` is still open
  });

  it('a second resolve or reject is a no-op', async () => {
    const user = userEvent.setup();
    function Twice({ resolve, reject }: DialogProps<{}, string>) {
      return (
        <div role="dialog" aria-label="twice">
          <button
            onClick={() => {
              resolve('first');
              resolve('second');
              reject('late');
            }}
          >
            settle
          </button>
        </div>
      );
    }
    const { open } = setup();
    void open(Confirm, { message: 'before' });
    const twice = open(Twice);
    void open(Confirm, { message: 'after' });

    await user.click(screen.getByRole('button', { name: 'settle' }));

    await expect(twice).resolves.toBe('first');
    // The extra calls must not close anything else.
    expect(dialogNames()).toEqual(['before', 'after']);
  });

  it('calling resolve again after the dialog closed changes nothing', async () => {
    const user = userEvent.setup();
    let saved: ((value: void) => void) | undefined;
    function Keeper({ resolve }: DialogProps) {
      saved = resolve;
      return (
        <div role="dialog" aria-label="keeper">
          <button onClick={() => resolve()}>close keeper</button>
        </div>
      );
    }
    const { open } = setup();
    const keeper = open(Keeper);
    await user.click(screen.getByRole('button', { name: 'close keeper' }));
    await expect(keeper).resolves.toBeUndefined();

    void open(Confirm, { message: 'later' });
    act(() => saved!());
    expect(dialogNames()).toEqual(['later']);
  });
});

describe('reject', () => {
  it('rejects the promise with the reason and removes only that dialog', async () => {
    const user = userEvent.setup();
    const { open } = setup();
    void open(Confirm, { message: 'first' });
    const second = open(Confirm, { message: 'second' });
    void open(Confirm, { message: 'third' });

    // Attach the expectation first: the rejection happens during the click.
    const rejected = expect(second).rejects.toBe('cancelled second');
    await user.click(screen.getByRole('button', { name: 'cancel: second' }));

    await rejected;
    expect(dialogNames()).toEqual(['first', 'third']);
  });

  it('rejects with undefined when no reason is given', async () => {
    const user = userEvent.setup();
    function Dismiss({ reject }: DialogProps) {
      return <button onClick={() => reject()}>dismiss</button>;
    }
    const { open } = setup();
    const dismissed = open(Dismiss);
    const rejected = expect(dismissed).rejects.toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'dismiss' }));
    await rejected;
    expect(screen.queryByRole('button', { name: 'dismiss' })).not.toBeInTheDocument();
  });
});

describe('nesting', () => {
  it('a dialog can open another dialog and await it', async () => {
    const user = userEvent.setup();
    function Wizard({ resolve }: DialogProps<{}, string>) {
      const { show } = useDialog();
      const [answer, setAnswer] = useState<boolean | null>(null);
      return (
        <div role="dialog" aria-label="wizard">
          <button
            onClick={async () => {
              setAnswer(await show(Confirm, { message: 'inner' }));
            }}
          >
            ask
          </button>
          <p>answer: {String(answer)}</p>
          <button onClick={() => resolve(`done with ${answer}`)}>finish</button>
        </div>
      );
    }
    const { open } = setup(<main>app</main>);
    const wizard = open(Wizard);

    await user.click(screen.getByRole('button', { name: 'ask' }));
    expect(dialogNames()).toEqual(['wizard', 'inner']);

    await user.click(screen.getByRole('button', { name: 'yes: inner' }));
    expect(dialogNames()).toEqual(['wizard']);
    expect(await screen.findByText('answer: true')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'finish' }));
    await expect(wizard).resolves.toBe('done with true');
    expect(dialogNames()).toEqual([]);
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('a dialog opened from a dialog stacks after everything already open', async () => {
    const user = userEvent.setup();
    function Opener({ label }: DialogProps<{ label: string }>) {
      const { show } = useDialog();
      return (
        <div role="dialog" aria-label={label}>
          <button onClick={() => show(Confirm, { message: `from ${label}` }).catch(() => {})}>
            open from {label}
          </button>
        </div>
      );
    }
    const { open } = setup();
    void open(Opener, { label: 'A' });
    void open(Opener, { label: 'B' });
    await user.click(screen.getByRole('button', { name: 'open from A' }));
    expect(dialogNames()).toEqual(['A', 'B', 'from A']);
  });
});

describe('identity', () => {
  it('every dialog gets its own id, so closing one keeps the state of the others', async () => {
    const user = userEvent.setup();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Counter({ resolve }: DialogProps) {
      const [count, setCount] = useState(0);
      return (
        <div role="dialog" aria-label={`count ${count}`}>
          <button onClick={() => setCount((n) => n + 1)}>increment</button>
          <button onClick={() => resolve()}>close</button>
        </div>
      );
    }
    const { open } = setup();
    void open(Counter);
    void open(Counter);
    void open(Counter);
    const [firstIncrement] = screen.getAllByRole('button', { name: 'increment' });
    await user.click(firstIncrement!);
    await user.click(firstIncrement!);
    expect(dialogNames()).toEqual(['count 2', 'count 0', 'count 0']);

    // Close the middle one: the survivors must keep their own state (keys are per dialog).
    await user.click(screen.getAllByRole('button', { name: 'close' })[1]!);
    expect(dialogNames()).toEqual(['count 2', 'count 0']);
    await user.click(screen.getAllByRole('button', { name: 'close' })[0]!);
    expect(dialogNames()).toEqual(['count 0']);

    // React reports duplicate keys through console.error.
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('show keeps its identity across re-renders and while dialogs open and close', async () => {
    const user = userEvent.setup();
    const seen = new Set<ShowFn>();
    const values = new Set<unknown>();
    function Probe({ n }: { n: number }) {
      const value = useDialog();
      seen.add(value.show);
      values.add(value);
      return <span>probe {n}</span>;
    }
    function ShowInside({ resolve }: DialogProps) {
      seen.add(useDialog().show);
      return <button onClick={() => resolve()}>close inside</button>;
    }
    const { rerender, open } = setup(<Probe n={1} />);
    const initial = [...seen][0];
    // Re-render the provider from above.
    rerender(
      <DialogProvider>
        <Probe n={2} />
      </DialogProvider>,
    );
    expect(screen.getByText('probe 2')).toBeInTheDocument();
    void open(ShowInside);
    await user.click(screen.getByRole('button', { name: 'close inside' }));
    rerender(
      <DialogProvider>
        <Probe n={3} />
      </DialogProvider>,
    );
    expect(screen.getByText('probe 3')).toBeInTheDocument();

    expect(seen.size).toBe(1);
    expect([...seen][0]).toBe(initial);
    expect(values.size).toBe(1);
  });
});

describe('useDialog', () => {
  it('throws an error naming DialogProvider when used outside one', () => {
    // React logs the thrown error; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useDialog())).toThrowError(/<DialogProvider>/);
  });

  it('returns the provider value', () => {
    const { result } = renderHook(() => useDialog(), { wrapper: DialogProvider });
    expect(typeof result.current.show).toBe('function');
  });

  it('DialogContext is null outside a provider and has a displayName', () => {
    let outside: unknown = 'unset';
    function Read() {
      outside = DialogContext;
      return (
        <DialogContext.Consumer>
          {(value) => {
            outside = value;
            return null;
          }}
        </DialogContext.Consumer>
      );
    }
    render(<Read />);
    expect(outside).toBeNull();
    expect(DialogContext.displayName).toBe('DialogContext');
  });
});

describe('StrictMode', () => {
  it('opens each dialog once and settles it', async () => {
    const user = userEvent.setup();
    const { open } = setup(<main>app</main>, { strict: true });
    const first = open(Confirm, { message: 'strict one' });
    const second = open(Confirm, { message: 'strict two' });
    expect(dialogNames()).toEqual(['strict one', 'strict two']);

    await user.click(screen.getByRole('button', { name: 'yes: strict one' }));
    await expect(first).resolves.toBe(true);
    expect(dialogNames()).toEqual(['strict two']);

    const rejected = expect(second).rejects.toBe('cancelled strict two');
    await user.click(screen.getByRole('button', { name: 'cancel: strict two' }));
    await rejected;
    expect(dialogNames()).toEqual([]);
  });
});
