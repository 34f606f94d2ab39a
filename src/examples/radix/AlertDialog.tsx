import { Button, Dialog, Flex } from '@radix-ui/themes';
import type { AnimatedDialogProps } from 'react-dialog-hub';
import { useExitAnimation } from './useExitAnimation';
import { useRestoreFocus } from './useRestoreFocus';

type AlertDialogProps = AnimatedDialogProps<{ title: string; message: string }>;

export function AlertDialog({ title, message, resolve, open, onExited }: AlertDialogProps) {
  const exitRef = useExitAnimation(open, onExited);
  const restoreFocus = useRestoreFocus();
  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => !isOpen && resolve()}>
      <Dialog.Content ref={exitRef} maxWidth="420px" onCloseAutoFocus={restoreFocus}>
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
