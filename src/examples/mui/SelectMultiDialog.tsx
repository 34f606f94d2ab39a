import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useState } from 'react';
import type { AnimatedDialogProps } from 'react-dialog-hub';
import type { Option } from './SelectSingleDialog';

type SelectMultiDialogProps = AnimatedDialogProps<
  { title: string; options: Option[]; defaultValue?: string[] },
  string[]
>;

export function SelectMultiDialog({
  title,
  options,
  defaultValue = [],
  resolve,
  reject,
  open,
  onExited,
}: SelectMultiDialogProps) {
  const [selected, setSelected] = useState(defaultValue);

  const toggle = (value: string, checked: boolean) =>
    setSelected((current) =>
      checked ? [...current, value] : current.filter((item) => item !== value),
    );

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
        <FormGroup>
          {options.map((option) => (
            <FormControlLabel
              key={option.value}
              label={option.label}
              control={
                <Checkbox
                  checked={selected.includes(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => reject()}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() =>
            resolve(options.map((option) => option.value).filter((v) => selected.includes(v)))
          }
        >
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
