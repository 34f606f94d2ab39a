import React, { useMemo } from 'react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { DialogProvider } from 'react-dialog-hub';
import { DemoControls } from '../DemoControls';
import type { DemoProps, ExampleDialogs } from '../types';
import { useSiteColorMode } from '../useSiteColorMode';
import { AlertDialog } from './AlertDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { ProgressDialog } from './ProgressDialog';
import { PromptDialog } from './PromptDialog';
import { SelectMultiDialog } from './SelectMultiDialog';
import { SelectSingleDialog } from './SelectSingleDialog';

export const dialogs: ExampleDialogs = {
  Alert: AlertDialog,
  Confirm: ConfirmDialog,
  Prompt: PromptDialog,
  SelectSingle: SelectSingleDialog,
  SelectMulti: SelectMultiDialog,
  Progress: ProgressDialog,
};

/**
 * Lazy chunk of the MUI page: a theme in the site's colour mode and font, and
 * a provider. No CssBaseline: it would restyle the site's body.
 */
export function Demo({ name, openOnMount }: DemoProps) {
  const mode = useSiteColorMode();
  const theme = useMemo(
    () => createTheme({ palette: { mode }, typography: { fontFamily: 'var(--font-sans)' } }),
    [mode],
  );
  return (
    <ThemeProvider theme={theme}>
      <DialogProvider>
        <DemoControls name={name} dialogs={dialogs} openOnMount={openOnMount} />
      </DialogProvider>
    </ThemeProvider>
  );
}
