// Typing claims of content/docs/comparison.mdx for react-call (see react-dialog-hub.tsx).
import { createCallable } from 'react-call';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

const Confirm = createCallable<{ message: string }, boolean>(({ call, message }) => (
  <button onClick={() => call.end(true)}>{message}</button>
));

// claim(Result typing): the result is the Response type argument of createCallable
const answer = Confirm.call({ message: 'Delete?' });
export const typed: Equal<typeof answer, Promise<boolean>> = true;

// claim(Props inference): a missing required prop is an error
// @ts-expect-error message is required
Confirm.call({});

// claim(Props inference): leaving the props out when one is required is an error
// @ts-expect-error message is required
Confirm.call();

// claim(Props inference): an unknown prop is an error
// @ts-expect-error title is not a prop
Confirm.call({ message: 'Delete?', title: 'Delete' });

// claim(Props inference): a mistyped prop is an error
// @ts-expect-error message is a string
Confirm.call({ message: 42 });

// claim(Control from outside): update takes a partial patch, checked against the props
Confirm.update(answer, {});
// @ts-expect-error message is a string
Confirm.update(answer, { message: 1 });
