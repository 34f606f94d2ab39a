// Typing claims of content/docs/comparison.mdx for Chakra UI's createOverlay (see react-dialog-hub.tsx).
import { createOverlay, type CreateOverlayProps } from '@chakra-ui/react';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

const confirm = createOverlay<{ message: string }, boolean>(({ message, open }) => (open ? <p>{message}</p> : null));
const untyped = createOverlay<{ message: string }>(({ message }) => <p>{message}</p>);

// claim(Result typing): the TReturn type argument, or undefined when closed without a value
const answer = confirm.open('confirm', { message: 'Delete?' });
export const typed: Equal<typeof answer, Promise<boolean | undefined>> = true;

// claim(Result typing): TReturn and the props are inferred from a component typed with CreateOverlayProps<TReturn>
const inferred = createOverlay((props: { message: string } & CreateOverlayProps<boolean>) => <p>{props.message}</p>);
const inferredAnswer = inferred.open('confirm', { message: 'Delete?' });
export const inferredType: Equal<typeof inferredAnswer, Promise<boolean | undefined>> = true;
// @ts-expect-error message is required
inferred.open('confirm', {});

// claim(Result typing): the result is unknown when neither the component nor a type argument gives it
export const unknownResult: Equal<ReturnType<typeof untyped.open>, Promise<unknown>> = true;

// claim(Props inference): a missing required prop is an error
// @ts-expect-error message is required
confirm.open('confirm', {});

// claim(Props inference): leaving the props out is an error
// @ts-expect-error props are required
confirm.open('confirm');

// claim(Props inference): an unknown prop is an error
// @ts-expect-error title is not a prop
confirm.open('confirm', { message: 'Delete?', title: 'Delete' });

// claim(Props inference): a mistyped prop is an error
// @ts-expect-error message is a string
confirm.open('confirm', { message: 42 });

// claim(Control from outside): update takes the whole props, not a partial patch
confirm.update('confirm', { message: 'Delete all?' });
// @ts-expect-error message is required
confirm.update('confirm', {});
