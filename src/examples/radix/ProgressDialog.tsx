import { Button, Dialog, Flex, Progress, Text } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import type { AnimatedDialogProps } from 'react-dialog-hub';
import { useExitAnimation } from './useExitAnimation';
import { useRestoreFocus } from './useRestoreFocus';

/** Does the work, calling `report` with 0 to 100; must stop when `signal` aborts. */
export type ProgressTask = (
  report: (percent: number) => void,
  signal: AbortSignal,
) => Promise<void>;

type ProgressDialogProps = AnimatedDialogProps<{ title: string; task: ProgressTask }>;

export function ProgressDialog({
  title,
  task,
  resolve,
  reject,
  open,
  onExited,
}: ProgressDialogProps) {
  const exitRef = useExitAnimation(open, onExited);
  const restoreFocus = useRestoreFocus();
  const [percent, setPercent] = useState(0);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    controllerRef.current = controller;
    task(setPercent, controller.signal).then(
      () => {
        if (!controller.signal.aborted) resolve();
      },
      (error: unknown) => {
        if (!controller.signal.aborted) reject(error);
      },
    );
    return () => controller.abort();
  }, [task, resolve, reject]);

  const cancel = () => {
    // Escape can come before the task's effect has run: cancel with an AbortError all the same.
    const controller = controllerRef.current ?? new AbortController();
    controller.abort();
    reject(controller.signal.reason);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => !isOpen && cancel()}>
      <Dialog.Content
        ref={exitRef}
        maxWidth="420px"
        aria-describedby={undefined}
        onInteractOutside={(event) => event.preventDefault()}
        onCloseAutoFocus={restoreFocus}
      >
        <Dialog.Title>{title}</Dialog.Title>
        <Progress value={percent} aria-label={title} />
        <Text as="p" size="2" color="gray" mt="2">
          {Math.round(percent)}%
        </Text>
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
