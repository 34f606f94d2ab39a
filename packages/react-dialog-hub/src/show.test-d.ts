import { Component, memo } from 'react';
import { describe, expectTypeOf, test } from 'vitest';
import {
  DialogDismissedError,
  useDialog,
  type DialogBase,
  type DialogComponent,
  type DialogHandle,
  type DialogProviderProps,
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
type Shape = { kind: 'circle'; radius: number } | { kind: 'square'; side: number };
declare function ShapeEditor(props: DialogProps<Shape, Shape>): null;
declare function Select<T>(props: DialogProps<{ options: readonly T[] }, T>): null;
declare function NoResolve(props: { message: string }): null;
declare function OnlyReject(props: { reject: () => void }): null;

describe('show: accepted calls', () => {
  test('infers the result type from the dialog props', () => {
    expectTypeOf(show(Confirm, { message: 'Sure?' })).resolves.toEqualTypeOf<boolean>();
    expectTypeOf(show(Prompt, { label: 'Name' })).resolves.toEqualTypeOf<string | null>();
    expectTypeOf(show(Prompt, { label: 'Name', initial: 'Ada' })).resolves.toEqualTypeOf<string | null>();
  });

  test('a dialog without own props resolves to void and takes props optionally', () => {
    expectTypeOf(show(Alert)).resolves.toEqualTypeOf<void>();
    expectTypeOf(show(Alert, {})).resolves.toEqualTypeOf<void>();
  });

  test('props are optional when every own prop is optional', () => {
    expectTypeOf(show(Toast)).resolves.toEqualTypeOf<void>();
    expectTypeOf(show(Toast, { text: 'Saved' })).resolves.toEqualTypeOf<void>();
  });

  test('works with DialogComponent values, memo and class components', () => {
    const Typed: DialogComponent<{ n: number }, number> = () => null;
    expectTypeOf(show(Typed, { n: 1 })).resolves.toEqualTypeOf<number>();

    const Memoised = memo(Confirm);
    expectTypeOf(show(Memoised, { message: 'Sure?' })).resolves.toEqualTypeOf<boolean>();

    class Rename extends Component<DialogProps<{ from: string }, string>> {
      override render() {
        return null;
      }
    }
    expectTypeOf(show(Rename, { from: 'a.txt' })).resolves.toEqualTypeOf<string>();
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

describe('0.2: the handle', () => {
  test('is a promise of the result with id, update and dismiss', () => {
    const handle = show(Confirm, { message: 'Sure?' });
    expectTypeOf(handle).toMatchTypeOf<Promise<boolean>>();
    expectTypeOf(handle).toEqualTypeOf<DialogHandle<boolean, { message: string }>>();
    expectTypeOf(handle.id).toEqualTypeOf<string>();
    expectTypeOf(handle.dismiss).toEqualTypeOf<(reason?: unknown) => void>();
    handle.update({ message: 'Really?' });
    handle.update({});
  });

  test('update accepts only a part of the dialog own props', () => {
    const handle = show(Prompt, { label: 'Name' });
    handle.update({ initial: 'Ada' });
    // @ts-expect-error `message` is not a prop of Prompt
    handle.update({ message: 'x' });
    // @ts-expect-error `label` must be a string
    handle.update({ label: 1 });
    // @ts-expect-error the provider owns resolve
    handle.update({ resolve: () => {} });
  });

  test('takes an AbortSignal as a third argument, also when props are optional', () => {
    const signal = new AbortController().signal;
    expectTypeOf(show(Confirm, { message: 'Sure?' }, { signal })).resolves.toEqualTypeOf<boolean>();
    expectTypeOf(show(Alert, {}, { signal })).resolves.toEqualTypeOf<void>();
    expectTypeOf(show(Alert, undefined, { signal })).resolves.toEqualTypeOf<void>();
    // @ts-expect-error `timeout` is not an option
    show(Alert, {}, { timeout: 5 });
  });
});

describe('0.2: what show accepts', () => {
  test('a component whose props have no resolve callback is an error', () => {
    // @ts-expect-error NoResolve can never settle
    show(NoResolve, { message: 'x' });
    // @ts-expect-error reject alone is not enough
    show(OnlyReject);
  });

  test('union props are accepted as a union', () => {
    expectTypeOf(show(ShapeEditor, { kind: 'circle', radius: 2 })).resolves.toEqualTypeOf<Shape>();
    show(ShapeEditor, { kind: 'square', side: 3 });
    // @ts-expect-error a circle has no side
    show(ShapeEditor, { kind: 'circle', side: 3 });
    // @ts-expect-error the union's props are required
    show(ShapeEditor);
    const handle = show(ShapeEditor, { kind: 'square', side: 1 });
    handle.update({ side: 2 });
  });

  test('generic dialogs are picked with an instantiation expression', () => {
    expectTypeOf(show(Select<string>, { options: ['a', 'b'] })).resolves.toEqualTypeOf<string>();
    expectTypeOf(show(Select<number>, { options: [1, 2] })).resolves.toEqualTypeOf<number>();
    // @ts-expect-error options must be numbers
    show(Select<number>, { options: ['a'] });
  });

  test('the provider props cannot be passed', () => {
    // @ts-expect-error the provider supplies open
    show(Confirm, { message: 'x', open: true });
    // @ts-expect-error the provider supplies onExited
    show(Alert, { onExited: () => {} });
  });

  test('the result is the awaited value, not any', async () => {
    const ok = await show(Confirm, { message: 'Sure?' });
    expectTypeOf(ok).toEqualTypeOf<boolean>();
  });
});

describe('0.2: other public types', () => {
  test('dialogs receive open and onExited', () => {
    expectTypeOf<DialogBase['open']>().toEqualTypeOf<boolean>();
    expectTypeOf<DialogBase['onExited']>().toEqualTypeOf<() => void>();
    expectTypeOf<DialogProps<{ a: 1 }>['open']>().toEqualTypeOf<boolean>();
  });

  test('useDialog returns dismissAll', () => {
    expectTypeOf(useDialog().dismissAll).toEqualTypeOf<(reason?: unknown) => void>();
  });

  test('DialogProviderProps has an optional exitTimeout in milliseconds', () => {
    expectTypeOf<DialogProviderProps['exitTimeout']>().toEqualTypeOf<number | undefined>();
  });

  test('DialogDismissedError is an Error with a literal name', () => {
    const error = new DialogDismissedError();
    expectTypeOf(error).toMatchTypeOf<Error>();
    expectTypeOf(error.name).toEqualTypeOf<'DialogDismissedError'>();
  });
});
