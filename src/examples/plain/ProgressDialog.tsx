import { useEffect, useId, useRef, useState } from 'react';
import type { AnimatedDialogProps } from 'react-dialog-hub';
import { useModalDialog } from './useModalDialog';

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
  const ref = useModalDialog(open, onExited);
  const titleId = useId();
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
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <progress value={percent} max={100} aria-labelledby={titleId} />
      <p>{Math.round(percent)}%</p>
      <button type="button" onClick={cancel}>
        Cancel
      </button>
    </dialog>
  );
}
