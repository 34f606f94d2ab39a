// @vitest-environment node
// Server rendering (issue 41, defect 4): `typeof window === 'undefined'` here, as on a server.
// A show() on the server rejects at once, and a provider's server render never includes dialogs,
// so a module-level hub cannot carry one request's dialog into another response.
// (The hydration half of defect 4 needs a DOM: defects-0.4.test.tsx.)
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DialogDismissedError,
  DialogProvider,
  createDialogHub,
  useDialog,
  useDialogStack,
  type DialogProps,
} from './index';

function Note({ text, resolve }: DialogProps<{ text: string }, string>) {
  return (
    <div role="dialog" aria-label={text}>
      <button onClick={() => resolve(text)}>close {text}</button>
    </div>
  );
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

afterEach(() => {
  vi.restoreAllMocks();
});

it('runs where a server runs: no window', () => {
  expect(typeof window).toBe('undefined');
});

describe('defect 4: a module-level hub used on the server', () => {
  it("one request's dialog never appears in its own or any later response", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hub = createDialogHub(); // module-level: every request shares it
    function Page({ user }: { user: string }) {
      return (
        <DialogProvider hub={hub}>
          <main>{`hello ${user}`}</main>
        </DialogProvider>
      );
    }
    // Request 1: its loader opens a dialog (a session warning for alice), then the page renders.
    hub.show(Note, { text: 'session of alice expires' }).catch(() => {});
    const first = renderToString(<Page user="alice" />);
    // Request 2, for another user.
    const second = renderToString(<Page user="bob" />);
    expect(first).toBe('<main>hello alice</main>');
    expect(second).toBe('<main>hello bob</main>');
  });

  it('show() on the server rejects at once with DialogDismissedError, warns in development, and its handle is inert', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hub = createDialogHub();
    const handle = hub.show(Note, { text: 'on the server' });
    const outcome = outcomeOf(handle);
    await null;
    await null;
    expect(outcome.current).toEqual({ reason: expect.any(DialogDismissedError) });
    expect(warn).toHaveBeenCalledTimes(1);
    await expect(handle.exited).resolves.toBeUndefined();
    expect(() => {
      handle.update({ text: 'changed' });
      handle.resolve('value');
      handle.dismiss();
    }).not.toThrow();
    expect(hub.getSnapshot()).toEqual([]);
  });

  it('a show() during a server render (useDialog in a component) rejects and is not in the HTML', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const outcomes: Array<ReturnType<typeof outcomeOf>> = [];
    function OpensWhileRendering() {
      const { show } = useDialog();
      outcomes.push(outcomeOf(show(Note, { text: 'opened during render' })));
      return <p>page</p>;
    }
    const html = renderToString(
      <DialogProvider>
        <OpensWhileRendering />
      </DialogProvider>,
    );
    expect(html).toBe('<p>page</p>');
    await null;
    await null;
    expect(outcomes.map((o) => o.current)).toEqual([{ reason: expect.any(DialogDismissedError) }]);
  });

  it('useDialogStack() renders an empty stack on the server', () => {
    function Count() {
      return <output>{useDialogStack().length} dialogs</output>;
    }
    const html = renderToString(
      <DialogProvider>
        <Count />
      </DialogProvider>,
    );
    expect(html).toBe('<output>0<!-- --> dialogs</output>');
  });
});
