import { useId, useState } from 'react';
import type { AnimatedDialogProps } from 'react-dialog-hub';
import { useModalDialog } from './useModalDialog';

type PromptDialogProps = AnimatedDialogProps<
  { title: string; label: string; defaultValue?: string },
  string
>;

export function PromptDialog({
  title,
  label,
  defaultValue = '',
  resolve,
  reject,
  open,
  onExited,
}: PromptDialogProps) {
  const ref = useModalDialog(open, onExited);
  const titleId = useId();
  const [value, setValue] = useState(defaultValue);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        reject();
      }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          resolve(value);
        }}
      >
        <h2 id={titleId}>{title}</h2>
        <label>
          {label}
          <input value={value} onChange={(event) => setValue(event.target.value)} required />
        </label>
        <button type="button" onClick={() => reject()}>
          Cancel
        </button>
        <button type="submit">OK</button>
      </form>
    </dialog>
  );
}
