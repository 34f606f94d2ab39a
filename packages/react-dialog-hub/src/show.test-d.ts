import { Component, forwardRef, lazy, memo, type ComponentType } from 'react';
import { describe, expectTypeOf, test } from 'vitest';
import {
  DialogDismissedError,
  createDialogHub,
  useDialog,
  useDialogStack,
  type AnimatedDialogProps,
  type DialogBase,
  type DialogExitProps,
  type DialogComponent,
  type DialogHandle,
  type DialogHub,
  type DialogOwnProps,
  type DialogResult,
  type DialogStackItem,
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
    // 0.3: `update` may not assume which member is shown (see the 0.3 tests below)
    // @ts-expect-error a circle has no side
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
  test('animated dialogs receive open and onExited (0.3: opt in with AnimatedDialogProps)', () => {
    expectTypeOf<AnimatedDialogProps['open']>().toEqualTypeOf<boolean>();
    expectTypeOf<AnimatedDialogProps['onExited']>().toEqualTypeOf<() => void>();
    expectTypeOf<AnimatedDialogProps<{ a: 1 }>['open']>().toEqualTypeOf<boolean>();
    expectTypeOf<DialogExitProps>().toEqualTypeOf<{ open: boolean; onExited: () => void }>();
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

describe('0.3, defect 5: update is sound', () => {
  test('a required prop cannot be set to undefined; an optional one can', () => {
    const handle = show(Prompt, { label: 'Name' });
    // @ts-expect-error `label` is required: undefined would crash the dialog
    handle.update({ label: undefined });
    handle.update({ initial: undefined });
    handle.update({ label: 'Full name', initial: 'Ada' });
  });

  test('on a union, a patch cannot switch members or set one member’s fields', () => {
    type Coloured = ({ kind: 'circle'; radius: number } | { kind: 'square'; side: number }) & { colour: string };
    const Editor = (_: DialogProps<Coloured>) => null;
    const handle = show(Editor, { kind: 'circle', radius: 1, colour: 'red' });
    // @ts-expect-error a circle would become a square with a circle's fields
    handle.update({ kind: 'square' });
    // @ts-expect-error only circles have a radius
    handle.update({ radius: 2 });
    handle.update({ colour: 'blue' }); // every member has a colour
  });

  test('a dialog without own props takes no patch', () => {
    const handle = show(Alert);
    // @ts-expect-error Alert has no props to update
    handle.update({ anything: 1 });
    handle.update({});
  });

  test('the updater form receives the current props and returns a checked patch', () => {
    const handle = show(Prompt, { label: 'Name' });
    handle.update((props) => {
      expectTypeOf(props).toEqualTypeOf<DialogOwnProps<typeof Prompt>>();
      return { label: `${props.label}!` };
    });
    // @ts-expect-error `label` must stay a string
    handle.update(() => ({ label: undefined }));
    // @ts-expect-error `message` is not a prop of Prompt
    handle.update(() => ({ message: 'x' }));
  });
});

describe('0.3, defect 8: 0.1 code compiles unchanged', () => {
  test('DialogBase has exactly the 0.1 props', () => {
    expectTypeOf<keyof DialogBase>().toEqualTypeOf<'resolve' | 'reject'>();
  });

  test('a dialog rendered by hand needs only its props, resolve and reject', () => {
    // The 0.1 way to unit-test a dialog: no open or onExited.
    const props: DialogProps<{ message: string }, boolean> = {
      message: 'Sure?',
      resolve: () => {},
      reject: () => {},
    };
    Confirm(props);
    const Typed: DialogComponent<{ message: string }, boolean> = Confirm;
    void Typed;
  });

  test('an animated dialog declares open and onExited and opens like any other', () => {
    const Fading = (_: AnimatedDialogProps<{ text: string }, 'ok'>) => null;
    expectTypeOf(show(Fading, { text: 'Saved' })).resolves.toEqualTypeOf<'ok'>();
    // @ts-expect-error the provider supplies open, also to an animated dialog
    show(Fading, { text: 'Saved', open: true });
  });
});

describe('0.3: new API types', () => {
  test('show takes an id and the handle has exited', () => {
    const handle = show(Confirm, { message: 'Delete?' }, { id: 'delete' });
    expectTypeOf(handle.exited).toEqualTypeOf<Promise<void>>();
    // @ts-expect-error ids are strings
    show(Confirm, { message: 'Delete?' }, { id: 1 });
  });

  test('the hub, useDialog and the context share one shape with dismiss by id', () => {
    expectTypeOf(createDialogHub()).toEqualTypeOf<DialogHub>();
    expectTypeOf<DialogHub>().toEqualTypeOf<DialogContextValue>();
    expectTypeOf(useDialog().dismiss).toEqualTypeOf<(id: string, reason?: unknown) => void>();
  });

  test('useDialogStack returns read-only stack items', () => {
    expectTypeOf(useDialogStack()).toEqualTypeOf<readonly DialogStackItem[]>();
    expectTypeOf<DialogStackItem['open']>().toEqualTypeOf<boolean>();
    expectTypeOf<DialogStackItem['id']>().toEqualTypeOf<string>();
  });

  test('DialogResult and DialogOwnProps name what show infers', () => {
    expectTypeOf<DialogResult<typeof Confirm>>().toEqualTypeOf<boolean>();
    expectTypeOf<DialogOwnProps<typeof Confirm>>().toEqualTypeOf<Omit<DialogProps<{ message: string }, boolean>, 'resolve' | 'reject' | 'open' | 'onExited'>>();
  });

  test('the provider takes a hub, a fallback and onError', () => {
    expectTypeOf<DialogProviderProps['hub']>().toEqualTypeOf<DialogHub | undefined>();
    expectTypeOf<DialogProviderProps['onError']>().toEqualTypeOf<((error: unknown, dialog: DialogStackItem) => void) | undefined>();
  });

  test('a lazy dialog is shown with its props and result', () => {
    const Lazy = lazy(async () => ({ default: (_: DialogProps<{ n: number }, number>) => null }));
    expectTypeOf(show(Lazy, { n: 1 })).resolves.toEqualTypeOf<number>();
  });

  // The troubleshooting page's "where type inference stops" table.
  test('forwardRef keeps the props and the result', () => {
    const WithRef = forwardRef<HTMLDivElement, DialogProps<{ message: string }, boolean>>((_props, _ref) => null);
    expectTypeOf(show(WithRef, { message: 'Sure?' })).resolves.toEqualTypeOf<boolean>();
    // @ts-expect-error a missing required prop is still an error
    show(WithRef, {});
  });

  test('a component typed ComponentType<any> checks no props and resolves to unknown', () => {
    const Loose: ComponentType<any> = () => null;
    expectTypeOf(show(Loose, { anything: 1 })).resolves.toBeUnknown();
  });
});
