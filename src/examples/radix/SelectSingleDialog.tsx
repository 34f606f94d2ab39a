import { Button, Dialog, Flex, RadioGroup } from '@radix-ui/themes';
import { useState } from 'react';
import type { AnimatedDialogProps } from 'react-dialog-hub';
import { useExitAnimation } from './useExitAnimation';
import { useRestoreFocus } from './useRestoreFocus';

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
  const exitRef = useExitAnimation(open, onExited);
  const restoreFocus = useRestoreFocus();
  const [value, setValue] = useState(defaultValue);

  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => !isOpen && reject()}>
      <Dialog.Content
        ref={exitRef}
        maxWidth="420px"
        aria-describedby={undefined}
        onCloseAutoFocus={restoreFocus}
      >
        <Dialog.Title>{title}</Dialog.Title>
        <RadioGroup.Root value={value} onValueChange={setValue} aria-label={title}>
          {options.map((option) => (
            <RadioGroup.Item key={option.value} value={option.value}>
              {option.label}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
        <Flex gap="3" justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </Dialog.Close>
          <Button disabled={!value} onClick={() => resolve(value)}>
            OK
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
