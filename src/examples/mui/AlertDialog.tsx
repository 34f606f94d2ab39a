import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { AnimatedDialogProps } from 'react-dialog-hub';

type AlertDialogProps = AnimatedDialogProps<{ title: string; message: string }>;

export function AlertDialog({ title, message, resolve, open, onExited }: AlertDialogProps) {
  const messageId = useId();

  return (
    <Dialog
      open={open}
      onClose={() => resolve()}
      aria-describedby={messageId}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => resolve()} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
