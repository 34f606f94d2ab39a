import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { AnimatedDialogProps } from 'react-dialog-hub';

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
    <Dialog
      open={open}
      onClose={(_, reason) => reason !== 'backdropClick' && cancel()}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <LinearProgress variant="determinate" value={percent} aria-label={title} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {Math.round(percent)}%
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
