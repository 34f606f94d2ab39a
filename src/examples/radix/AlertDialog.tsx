import { Button, Dialog, Flex } from '@radix-ui/themes';
import type { DialogProps } from 'react-dialog-hub';
import { useRestoreFocus } from './useRestoreFocus';

type AlertDialogProps = DialogProps<{ title: string; message: string }>;

export function AlertDialog({ title, message, resolve }: AlertDialogProps) {
  const restoreFocus = useRestoreFocus();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && resolve()}>
      <Dialog.Content maxWidth="420px" onCloseAutoFocus={restoreFocus}>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>{message}</Dialog.Description>
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button>OK</Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
