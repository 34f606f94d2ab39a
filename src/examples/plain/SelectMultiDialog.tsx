import { useId, useState } from 'react';
import type { AnimatedDialogProps } from 'react-dialog-hub';
import type { Option } from './SelectSingleDialog';
import { useModalDialog } from './useModalDialog';

type SelectMultiDialogProps = AnimatedDialogProps<
  { title: string; options: Option[]; defaultValue?: string[] },
  string[]
>;

export function SelectMultiDialog({
  title,
  options,
  defaultValue = [],
  resolve,
  reject,
  open,
  onExited,
}: SelectMultiDialogProps) {
  const ref = useModalDialog(open, onExited);
  const titleId = useId();
  const [selected, setSelected] = useState(defaultValue);

  const toggle = (value: string, checked: boolean) =>
    setSelected((current) =>
      checked ? [...current, value] : current.filter((item) => item !== value),
    );

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
          resolve(options.map((option) => option.value).filter((v) => selected.includes(v)));
        }}
      >
        <fieldset>
          <legend id={titleId}>{title}</legend>
          {options.map((option) => (
            <label key={option.value}>
              <input
                type="checkbox"
                checked={selected.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
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
