// Typing claims of content/docs/comparison.mdx for @ebay/nice-modal-react (see react-dialog-hub.tsx).
import NiceModal from '@ebay/nice-modal-react';
import type * as React from 'react';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

const Confirm = NiceModal.create(({ message }: { message: string }) => <p>{message}</p>);

// claim(Result typing): the result is unknown without a type argument
const shown = NiceModal.show(Confirm, { message: 'Delete?' });
export const inferred: Equal<typeof shown, Promise<unknown>> = true;

// claim(Result typing): all three type arguments of show type the result (the result, the
// component's props including NiceModal's own, the arguments)
type ConfirmProps = React.ComponentProps<typeof Confirm>;
const typed = NiceModal.show<boolean, ConfirmProps, { message: string }>(Confirm, { message: 'Delete?' });
export const annotated: Equal<typeof typed, Promise<boolean>> = true;

// claim(Props inference): a missing required prop is not an error
NiceModal.show(Confirm, {});

// claim(Props inference): leaving the props out when one is required is not an error
NiceModal.show(Confirm);

// claim(Props inference): an unknown prop is not an error
NiceModal.show(Confirm, { message: 'Delete?', title: 'Delete' });

// claim(Props inference): a mistyped prop is an error
// @ts-expect-error message is a string
NiceModal.show(Confirm, { message: 42 });

// claim(Opening a dialog): a modal registered by id opens by id, props unchecked
NiceModal.register('confirm', Confirm);
NiceModal.show('confirm', { message: 42 });

// claim(Control from outside): hide and remove take the component or its id
NiceModal.hide(Confirm);
NiceModal.remove('confirm');
