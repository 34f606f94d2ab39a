// Typing claims of content/docs/comparison.mdx for react-modal-promise (see react-dialog-hub.tsx).
import { create, type InstanceProps } from 'react-modal-promise';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

function ConfirmModal({ isOpen, onResolve, message }: InstanceProps<boolean> & { message: string }) {
  return isOpen ? <button onClick={() => onResolve(true)}>{message}</button> : null;
}

// claim(Result typing): the result is any without type arguments
const confirm = create(ConfirmModal);
export const anyResult: Equal<Awaited<ReturnType<typeof confirm>>, any> = true;

// claim(Result typing): type arguments on create type the result
const typedConfirm = create<InstanceProps<boolean> & { message: string }, boolean>(ConfirmModal);
export const booleanResult: Equal<Awaited<ReturnType<typeof typedConfirm>>, boolean> = true;

// claim(Props inference): a missing required prop is an error
// @ts-expect-error message is required
confirm({});

// claim(Props inference): leaving the props out when one is required is not an error
confirm();

// claim(Props inference): an unknown prop is an error
// @ts-expect-error title is not a prop
confirm({ message: 'Delete?', title: 'Delete' });

// claim(Props inference): a mistyped prop is an error
// @ts-expect-error message is a string
confirm({ message: 42 });
