import { Component, memo } from 'react';
import { describe, expectTypeOf, test } from 'vitest';
import {
  useDialog,
  type DialogComponent,
  type DialogContextValue,
  type DialogProps,
  type ShowFn,
} from './index';

// Type-level fixtures only: these files are type-checked, never executed.
declare function Confirm(props: DialogProps<{ message: string }, boolean>): null;
declare function Alert(props: DialogProps): null;
declare function Toast(props: DialogProps<{ text?: string }>): null;
declare function Prompt(props: DialogProps<{ label: string; initial?: string }, string | null>): null;
declare const show: ShowFn;

describe('show: accepted calls', () => {
  test('infers the result type from the dialog props', () => {
    expectTypeOf(show(Confirm, { message: 'Sure?' })).toEqualTypeOf<Promise<boolean>>();
    expectTypeOf(show(Prompt, { label: 'Name' })).toEqualTypeOf<Promise<string | null>>();
    expectTypeOf(show(Prompt, { label: 'Name', initial: 'Ada' })).toEqualTypeOf<
      Promise<string | null>
    >();
  });

  test('a dialog without own props resolves to void and takes props optionally', () => {
    expectTypeOf(show(Alert)).toEqualTypeOf<Promise<void>>();
    expectTypeOf(show(Alert, {})).toEqualTypeOf<Promise<void>>();
  });

  test('props are optional when every own prop is optional', () => {
    expectTypeOf(show(Toast)).toEqualTypeOf<Promise<void>>();
    expectTypeOf(show(Toast, { text: 'Saved' })).toEqualTypeOf<Promise<void>>();
  });

  test('works with DialogComponent values, memo and class components', () => {
    const Typed: DialogComponent<{ n: number }, number> = () => null;
    expectTypeOf(show(Typed, { n: 1 })).toEqualTypeOf<Promise<number>>();

    const Memoised = memo(Confirm);
    expectTypeOf(show(Memoised, { message: 'Sure?' })).toEqualTypeOf<Promise<boolean>>();

    class Rename extends Component<DialogProps<{ from: string }, string>> {
      override render() {
        return null;
      }
    }
    expectTypeOf(show(Rename, { from: 'a.txt' })).toEqualTypeOf<Promise<string>>();
  });

  test('useDialog returns the context value with show', () => {
    expectTypeOf(useDialog).returns.toEqualTypeOf<DialogContextValue>();
    expectTypeOf(useDialog().show).toEqualTypeOf<ShowFn>();
  });

  test('DialogProps adds resolve and reject with the given types', () => {
    type P = DialogProps<{ id: number }, string, Error>;
    expectTypeOf<P['id']>().toEqualTypeOf<number>();
    expectTypeOf<P['resolve']>().toEqualTypeOf<(value: string) => void>();
    expectTypeOf<P['reject']>().toEqualTypeOf<(reason?: Error) => void>();
  });
});

describe('show: rejected calls', () => {
  test('a misspelt prop is an error', () => {
    // @ts-expect-error `msg` is not a prop of Confirm
    show(Confirm, { msg: 'x' });
  });

  test('a missing required prop is an error', () => {
    // @ts-expect-error `message` is required
    show(Confirm, {});
    // @ts-expect-error the props argument is required when a prop is required
    show(Confirm);
  });

  test('a wrongly typed prop is an error', () => {
    // @ts-expect-error `message` must be a string
    show(Confirm, { message: 42 });
  });

  test('resolve and reject cannot be passed as props', () => {
    // @ts-expect-error the provider supplies resolve
    show(Confirm, { message: 'Sure?', resolve: (_: boolean) => {} });
    // @ts-expect-error the provider supplies reject, even when the dialog has no own props
    show(Alert, { reject: () => {} });
    const sneaky = { message: 'Sure?', resolve: (_: boolean) => {} };
    // @ts-expect-error also when the object is not a fresh literal
    show(Confirm, sneaky);
  });

  test('a dialog without own props accepts no props', () => {
    // @ts-expect-error Alert has no `title` prop
    show(Alert, { title: 'Hi' });
  });

  test('the result is not any', () => {
    // @ts-expect-error Promise<boolean> is not Promise<string>
    const wrong: Promise<string> = show(Confirm, { message: 'Sure?' });
    void wrong;
  });

  test('a non-component is an error', () => {
    // @ts-expect-error a string is not a dialog component
    show('div');
  });
});
