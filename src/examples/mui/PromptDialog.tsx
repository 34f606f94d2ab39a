import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import type { AnimatedDialogProps } from 'react-dialog-hub';

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
  const formId = useId();
  const [value, setValue] = useState(defaultValue);

  return (
    <Dialog
      open={open}
      onClose={() => reject()}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            resolve(value);
          }}
        >
          <TextField
            autoFocus
            required
            fullWidth
            margin="dense"
            label={label}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => reject()}>Cancel</Button>
        <Button type="submit" form={formId} variant="contained">
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
