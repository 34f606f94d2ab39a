// Animations guide: "MUI 9 removed `TransitionProps` from `Dialog` … In TypeScript it is a type
// error. In JavaScript … `onExited` never runs … `slotProps={{ transition: { onExited } }}` is the
// only way." Run against the @mui/material the site installs.
import { useState, type ComponentProps } from 'react';
import { act, render, screen } from '@testing-library/react';
import Dialog from '@mui/material/Dialog';
import muiPackage from '@mui/material/package.json';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';

type DialogPropsOf = ComponentProps<typeof Dialog>;

function Harness(props: Partial<DialogPropsOf>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(false)}>close</button>
      <Dialog open={open} transitionDuration={0} {...props}>
        <p>content</p>
      </Dialog>
    </>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe(`@mui/material ${muiPackage.version}`, () => {
  it('is MUI 9', () => {
    expect(Number.parseInt(muiPackage.version)).toBe(9);
  });

  it('has no TransitionProps, TransitionComponent or PaperProps on Dialog (a type error)', () => {
    expectTypeOf<DialogPropsOf>().not.toHaveProperty('TransitionProps');
    expectTypeOf<DialogPropsOf>().not.toHaveProperty('TransitionComponent');
    expectTypeOf<DialogPropsOf>().not.toHaveProperty('PaperProps');
    expectTypeOf<DialogPropsOf>().toHaveProperty('slotProps');
  });

  it('calls onExited given in slotProps.transition', async () => {
    const onExited = vi.fn();
    render(<Harness slotProps={{ transition: { onExited } }} />);
    await act(async () => screen.getByRole('button', { name: 'close', hidden: true }).click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(onExited).toHaveBeenCalledTimes(1);
  });

  it('never calls onExited given in TransitionProps, and React warns about the stray prop', async () => {
    const onExited = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Harness {...({ TransitionProps: { onExited } } as object)} />);
    await act(async () => screen.getByRole('button', { name: 'close', hidden: true }).click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(onExited).not.toHaveBeenCalled();
    expect(consoleError.mock.calls.flat().join(' ')).toMatch(/TransitionProps/);
  });
});
