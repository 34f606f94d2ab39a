// Typing claims of content/docs/comparison.mdx for overlay-kit (see react-dialog-hub.tsx).
import { overlay } from 'overlay-kit';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

// claim(Result typing): the result is unknown without a type argument
const untyped = overlay.openAsync(({ isOpen, close }) => (isOpen ? <button onClick={() => close(true)}>Yes</button> : null));
export const unknownResult: Equal<typeof untyped, Promise<unknown>> = true;

// claim(Result typing): openAsync<T> types the result and close's argument
const typed = overlay.openAsync<boolean>(({ close }) => <button onClick={() => close(true)}>Yes</button>);
export const booleanResult: Equal<typeof typed, Promise<boolean>> = true;
// @ts-expect-error close takes a boolean here
overlay.openAsync<boolean>(({ close }) => <button onClick={() => close('yes')}>Yes</button>);

// claim(Props inference): no props, the render function closes over the caller's variables, checked like any TSX
function Confirm({ message }: { message: string }) {
  return <p>{message}</p>;
}
const message = 'Delete?';
overlay.openAsync<boolean>(() => <Confirm message={message} />);
// @ts-expect-error message is required, as in any TSX
overlay.openAsync<boolean>(() => <Confirm />);

// claim(Control from outside): overlayId chooses the id that close and unmount take
overlay.open(({ isOpen, close }) => (isOpen ? <button onClick={close}>Close</button> : null), { overlayId: 'confirm' });
overlay.close('confirm');
overlay.unmount('confirm');
