import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import type { AnimatedDialogProps } from 'react-dialog-hub';
import { useExitAnimation } from './useExitAnimation';
import { useRestoreFocus } from './useRestoreFocus';

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
  const exitRef = useExitAnimation(open, onExited);
  const restoreFocus = useRestoreFocus();
  return (
    <AlertDialog.Root open={open}>
      <AlertDialog.Content
        ref={exitRef}
        maxWidth="420px"
        onEscapeKeyDown={() => reject()}
        onCloseAutoFocus={restoreFocus}
      >
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description>{message}</AlertDialog.Description>
        <Flex gap="3" justify="end" mt="4">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" onClick={() => resolve(false)}>
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button onClick={() => resolve(true)}>{confirmLabel}</Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
