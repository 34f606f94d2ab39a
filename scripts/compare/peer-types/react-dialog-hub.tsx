// Typing claims of content/docs/comparison.mdx for React Dialog Hub, compiled by
// scripts/compare/peer-types.mjs against the workspace build (packages/react-dialog-hub/dist).
// Each `// claim(<row>): <text>` starts a block that must compile as written: a line under
// `// @ts-expect-error` is a call the page says is an error.
import { createDialogHub, useDialog, type DialogProps } from 'react-dialog-hub';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

declare function Confirm(props: DialogProps<{ message: string }, boolean>): null;
type Shape = { kind: 'circle'; radius: number } | { kind: 'square'; side: number };
declare function ShapeEditor(props: DialogProps<Shape, Shape>): null;
declare function Select<T>(props: DialogProps<{ options: readonly T[] }, T>): null;
const { show } = useDialog();
const hub = createDialogHub();

// claim(Result typing): the result type is inferred from the dialog's resolve prop
const answer = show(Confirm, { message: 'Delete?' });
export const inferred: Equal<Awaited<typeof answer>, boolean> = true;
const fromModule = hub.show(Confirm, { message: 'Delete?' });
export const viaHub: Equal<Awaited<typeof fromModule>, boolean> = true;

// claim(Props inference): a missing required prop is an error
// @ts-expect-error message is required
show(Confirm, {});

// claim(Props inference): leaving the props out when one is required is an error
// @ts-expect-error message is required
show(Confirm);

// claim(Props inference): an unknown prop is an error
// @ts-expect-error title is not a prop of Confirm
show(Confirm, { message: 'Delete?', title: 'Delete' });

// claim(Props inference): a mistyped prop is an error
// @ts-expect-error message is a string
show(Confirm, { message: 42 });

// claim(Props inference): union props accept any member
show(ShapeEditor, { kind: 'square', side: 2 });

// claim(Props inference): generic dialogs take an instantiation expression
const picked = show(Select<string>, { options: ['a', 'b'] });
export const pickedType: Equal<Awaited<typeof picked>, string> = true;

// claim(Control from outside): update takes a partial patch, checked against the props
const handle = show(Confirm, { message: 'Delete?' });
handle.update({ message: 'Delete all?' });
// @ts-expect-error message is a string
handle.update({ message: 1 });
