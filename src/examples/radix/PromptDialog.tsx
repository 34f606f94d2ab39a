import { Button, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import type { AnimatedDialogProps } from 'react-dialog-hub';
import { useExitAnimation } from './useExitAnimation';
import { useRestoreFocus } from './useRestoreFocus';

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
        <form
          onSubmit={(event) => {
            event.preventDefault();
            resolve(value);
          }}
        >
          <Dialog.Title>{title}</Dialog.Title>
          <label>
            <Text as="div" size="2" mb="1" weight="bold">
              {label}
            </Text>
            <TextField.Root
              value={value}
              onChange={(event) => setValue(event.target.value)}
              required
            />
          </label>
          <Flex gap="3" justify="end" mt="4">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="submit">OK</Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
