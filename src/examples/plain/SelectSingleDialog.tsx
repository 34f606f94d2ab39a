import { useId, useState } from 'react';
import type { AnimatedDialogProps } from 'react-dialog-hub';
import { useModalDialog } from './useModalDialog';

export type Option = { value: string; label: string };

type SelectSingleDialogProps = AnimatedDialogProps<
  { title: string; options: Option[]; defaultValue?: string },
  string
>;

export function SelectSingleDialog({
  title,
  options,
  defaultValue = '',
  resolve,
  reject,
  open,
  onExited,
}: SelectSingleDialogProps) {
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
        <fieldset>
          <legend id={titleId}>{title}</legend>
          {options.map((option) => (
            <label key={option.value}>
              <input
                type="radio"
                name="option"
                value={option.value}
                checked={value === option.value}
                onChange={() => setValue(option.value)}
                required
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        <button type="button" onClick={() => reject()}>
          Cancel
        </button>
        <button type="submit">OK</button>
      </form>
    </dialog>
  );
}
