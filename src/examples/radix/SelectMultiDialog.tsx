import { Button, CheckboxGroup, Dialog, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import type { AnimatedDialogProps } from 'react-dialog-hub';
import { useExitAnimation } from './useExitAnimation';
import { useRestoreFocus } from './useRestoreFocus';
import type { Option } from './SelectSingleDialog';

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
  const exitRef = useExitAnimation(open, onExited);
  const restoreFocus = useRestoreFocus();
  const [selected, setSelected] = useState(defaultValue);

  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => !isOpen && reject()}>
      <Dialog.Content
        ref={exitRef}
        maxWidth="420px"
        aria-describedby={undefined}
        onCloseAutoFocus={restoreFocus}
      >
        <Dialog.Title>{title}</Dialog.Title>
        <CheckboxGroup.Root value={selected} onValueChange={setSelected} aria-label={title}>
          {options.map((option) => (
            <CheckboxGroup.Item key={option.value} value={option.value}>
              {option.label}
            </CheckboxGroup.Item>
          ))}
        </CheckboxGroup.Root>
        <Flex gap="3" justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </Dialog.Close>
          <Button
            onClick={() =>
              resolve(options.map((option) => option.value).filter((v) => selected.includes(v)))
            }
          >
            OK
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
