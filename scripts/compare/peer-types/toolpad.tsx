// Typing claims of content/docs/comparison.mdx for Toolpad Core's useDialogs (see react-dialog-hub.tsx).
import { useDialogs, type DialogProps } from '@toolpad/core/useDialogs';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

function Confirm({ payload, onClose }: DialogProps<{ message: string }, boolean>) {
  return <button onClick={() => onClose(true)}>{payload.message}</button>;
}
const dialogs = useDialogs();

// claim(Result typing): the result type is inferred from the component's DialogProps
const answer = dialogs.open(Confirm, { message: 'Delete?' });
export const inferred: Equal<typeof answer, Promise<boolean>> = true;

// claim(Result typing): the ready-made confirm resolves to a boolean
export const confirmed: Equal<ReturnType<typeof dialogs.confirm>, Promise<boolean>> = true;

// claim(Props inference): a missing required field of the payload is an error
// @ts-expect-error message is required
dialogs.open(Confirm, {});

// claim(Props inference): leaving the payload out when it is required is an error
// @ts-expect-error the payload is required
dialogs.open(Confirm);

// claim(Props inference): an unknown payload field is not an error
dialogs.open(Confirm, { message: 'Delete?', title: 'Delete' });

// claim(Props inference): a mistyped payload field is an error
// @ts-expect-error message is a string
dialogs.open(Confirm, { message: 42 });

// claim(Control from outside): close takes the dialog's promise and a result of its type
dialogs.close(answer, false);
// @ts-expect-error the result is a boolean
dialogs.close(answer, 'no');
