import { useId } from 'react';
import type { AnimatedDialogProps } from 'react-dialog-hub';
import { useModalDialog } from './useModalDialog';

type ConfirmDialogProps = AnimatedDialogProps<
  { title: string; message: string; confirmLabel?: string },
  boolean
>;

export function ConfirmDialog({
  title,
  message,
  confirmLabel = 'OK',
  resolve,
  reject,
  open,
  onExited,
}: ConfirmDialogProps) {
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
        reject();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-message`}>{message}</p>
      <button type="button" onClick={() => resolve(false)}>
        Cancel
      </button>
      <button type="button" onClick={() => resolve(true)}>
        {confirmLabel}
      </button>
    </dialog>
  );
}
