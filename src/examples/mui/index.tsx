import React, { useMemo } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider, createTheme, type ThemeOptions } from '@mui/material/styles';
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
 * MUI's transitions and ripples ignore prefers-reduced-motion. With it, the theme gives
 * them no time (a dialog's exit then ends at once) and turns the ripples off.
 */
const reducedMotion: ThemeOptions = {
  transitions: { create: () => 'none', duration: { enteringScreen: 0, leavingScreen: 0 } },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
};

/**
 * Lazy chunk of the MUI page: a theme in the site's colour mode and font, and
 * a provider. No CssBaseline: it would restyle the site's body.
 */
export function Demo({ name, openOnMount }: DemoProps) {
  const mode = useSiteColorMode();
  // noSsr: read the query in the first render, so a dialog opened on mount already uses it.
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(
    () =>
      createTheme({
        palette: { mode },
        typography: { fontFamily: 'var(--font-sans)' },
        ...(reduceMotion && reducedMotion),
      }),
    [mode, reduceMotion],
  );
  return (
    <ThemeProvider theme={theme}>
      {/* A little over the Dialog's 195 ms exit, in case onExited never comes. */}
      <DialogProvider exitTimeout={400}>
        <DemoControls name={name} dialogs={dialogs} openOnMount={openOnMount} />
      </DialogProvider>
    </ThemeProvider>
  );
}
