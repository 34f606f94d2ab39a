import { useId } from 'react';
import type { AnimatedDialogProps } from 'react-dialog-hub';
import { useModalDialog } from './useModalDialog';

type AlertDialogProps = AnimatedDialogProps<{ title: string; message: string }>;

export function AlertDialog({ title, message, resolve, open, onExited }: AlertDialogProps) {
  const ref = useModalDialog(open, onExited);
  const id = useId();

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onCancel={(event) => {
        event.preventDefault();
        resolve();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-message`}>{message}</p>
      <button type="button" onClick={() => resolve()}>
        OK
      </button>
    </dialog>
  );
}
