import { act, render, screen } from '@testing-library/react';
import { StrictMode, useEffect } from 'react';
import { createDialogHub, DialogProvider, useDialog, type DialogProps } from 'react-dialog-hub';
import { describe, expect, it } from 'vitest';

/**
 * What guides/hubs ("One dialog per id") and guides/lifecycle ("StrictMode") say about ids, run
 * against the library. The page once said the library numbers dialogs `dialog-1`, `dialog-2`, …
 * and that no two dialogs in the stack ever share an id; neither holds, as the first two tests show.
 */

function Note({ text, resolve }: DialogProps<{ text: string }>) {
  return (
    <div role="dialog" aria-label={text}>
      <button onClick={() => resolve()}>OK</button>
    </div>
  );
}

describe('one dialog per id (guides/hubs)', () => {
  it('the library makes up ids of the form dialog-<number> (0.4.0 does not number them 1, 2, 3…)', () => {
    const hub = createDialogHub();
    render(<DialogProvider hub={hub} />);
    const ids: string[] = [];
    act(() => {
      for (const text of ['a', 'b', 'c']) {
        const handle = hub.show(Note, { text });
        handle.catch(() => {});
        ids.push(handle.id);
      }
    });
    for (const id of ids) expect(id).toMatch(/^dialog-\d+$/);
    expect(new Set(ids).size).toBe(3);
  });

  it('an id you pass in the library’s own form can end up on two dialogs; another form cannot', () => {
    const hub = createDialogHub();
    render(<DialogProvider hub={hub} />);
    act(() => {
      // Find the number the library gives next, then take one a little ahead of it.
      const probe = hub.show(Note, { text: 'probe' });
      probe.catch(() => {});
      const ahead = `dialog-${Number(probe.id.slice('dialog-'.length)) + 5}`;
      hub.show(Note, { text: 'mine' }, { id: ahead }).catch(() => {});
      // Numbered dialogs until the library's number reaches or passes ours.
      for (let n = 0, id = ''; n < 10 && Number(id.slice('dialog-'.length)) < Number(ahead.slice('dialog-'.length)); n++) {
        const numbered = hub.show(Note, { text: `numbered ${n}` });
        numbered.catch(() => {});
        id = numbered.id;
      }
    });
    const ids = hub.getSnapshot().map((item) => item.id);
    expect(ids.length - new Set(ids).size).toBe(1); // one id is on two dialogs

    act(() => {
      hub.show(Note, { text: 'first' }, { id: 'delete:report.pdf' }).catch(() => {});
      hub.show(Note, { text: 'second' }, { id: 'delete:report.pdf' }).catch(() => {});
    });
    expect(hub.getSnapshot().filter((item) => item.id === 'delete:report.pdf')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'first' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'second' })).not.toBeInTheDocument();
  });
});

describe('StrictMode (guides/lifecycle)', () => {
  function OpensOnMount({ id }: { id?: string }) {
    const { show } = useDialog();
    useEffect(() => {
      show(Note, { text: 'Welcome' }, { id }).catch(() => {});
    }, [show, id]);
    return null;
  }

  it('an effect that shows on mount opens two dialogs, and one when the dialog has an id', () => {
    const twice = render(
      <StrictMode>
        <DialogProvider>
          <OpensOnMount />
        </DialogProvider>
      </StrictMode>,
    );
    expect(screen.getAllByRole('dialog', { name: 'Welcome' })).toHaveLength(2);
    twice.unmount();

    render(
      <StrictMode>
        <DialogProvider>
          <OpensOnMount id="welcome" />
        </DialogProvider>
      </StrictMode>,
    );
    expect(screen.getAllByRole('dialog', { name: 'Welcome' })).toHaveLength(1);
  });
});
