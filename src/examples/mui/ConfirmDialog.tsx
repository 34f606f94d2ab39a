import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { AnimatedDialogProps } from 'react-dialog-hub';

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
  const messageId = useId();

  return (
    <Dialog
      open={open}
      onClose={() => reject()}
      aria-describedby={messageId}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => resolve(false)} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => resolve(true)}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
