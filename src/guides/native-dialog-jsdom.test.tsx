import { readFileSync } from 'node:fs';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogProvider, useDialog, type ShowFn } from 'react-dialog-hub';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './fixtures/ConfirmDialog';
import { polyfillDialog } from './samples/dialog-polyfill';

/**
 * The testing guide's answer to "the Getting Started dialog throws a TypeError in jsdom":
 * jsdom has no `showModal`, and src/guides/samples/dialog-polyfill.ts adds it. The dialog
 * is src/guides/fixtures/ConfirmDialog.tsx, a copy of Getting Started's that the first test
 * holds to the page. The tests run in file order: the first ones before the polyfill.
 */

/** Renders a provider and hands out its `show`, as the testing guide's tests do. */
function renderProvider(onError?: (error: unknown) => void) {
  let show!: ShowFn;
  function Capture() {
    show = useDialog().show;
    return null;
  }
  render(
    <DialogProvider onError={onError}>
      <Capture />
    </DialogProvider>,
  );
  return { show };
}

it('the fixture is the dialog Getting Started shows', () => {
  const page = readFileSync('content/docs/getting-started.mdx', 'utf8');
  const fence = /```tsx title="src\/ConfirmDialog\.tsx"\n([\s\S]*?)\n```/.exec(page)?.[1];
  expect(fence, 'getting-started.mdx has a src/ConfirmDialog.tsx block').toBeDefined();
  expect(readFileSync('src/guides/fixtures/ConfirmDialog.tsx', 'utf8')).toBe(`${fence}\n`);
});

describe('without the polyfill', () => {
  it('jsdom has no showModal: the dialog fails with a TypeError and show rejects with it', async () => {
    expect(HTMLDialogElement.prototype.showModal).toBeUndefined();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the error too
    const onError = vi.fn();
    const { show } = renderProvider(onError);
    let answer!: Promise<boolean>;
    act(() => {
      answer = show(ConfirmDialog, { message: 'Delete this file?' });
    });

    await expect(answer).rejects.toThrow(TypeError);
    expect(onError).toHaveBeenCalledWith(expect.any(TypeError), expect.objectContaining({ open: true }));
    expect(screen.queryByText('Delete this file?')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});

describe('with the polyfill in the test setup (guides/testing)', () => {
  beforeAll(() => polyfillDialog()); // what the guide's test-setup.ts does for every test file

  it('opens the Getting Started dialog and resolves with the answer', async () => {
    const user = userEvent.setup();
    const { show } = renderProvider();
    let answer!: Promise<boolean>;
    act(() => {
      answer = show(ConfirmDialog, { message: 'Delete this file?', confirmLabel: 'Delete' });
    });

    const dialog = screen.getByRole('dialog', { name: 'Delete this file?' });
    expect(dialog).toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('rejects on cancel, which the test fires itself: jsdom does not turn Escape into it', async () => {
    const { show } = renderProvider();
    let answer!: Promise<boolean>;
    act(() => {
      answer = show(ConfirmDialog, { message: 'Delete this file?' });
    });

    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));

    await expect(answer).rejects.toBeUndefined();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
