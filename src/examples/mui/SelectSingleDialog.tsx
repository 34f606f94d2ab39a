import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import type { AnimatedDialogProps } from 'react-dialog-hub';

export type Option = { value: string; label: string };

type SelectSingleDialogProps = AnimatedDialogProps<
  { title: string; options: Option[]; defaultValue?: string },
  string
>;

export function SelectSingleDialog({
  title,
  options,
  defaultValue = '',
  resolve,
  reject,
  open,
  onExited,
}: SelectSingleDialogProps) {
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
        <RadioGroup value={value} onChange={(_, next) => setValue(next)} aria-label={title}>
          {options.map((option) => (
            <FormControlLabel
              key={option.value}
              value={option.value}
              control={<Radio />}
              label={option.label}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => reject()}>Cancel</Button>
        <Button variant="contained" disabled={!value} onClick={() => resolve(value)}>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
