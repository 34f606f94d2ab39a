import React from 'react';
import { Theme } from '@radix-ui/themes';
import { DialogProvider } from 'react-dialog-hub';
import { DemoControls } from '../DemoControls';
import type { DemoProps, ExampleDialogs } from '../types';
import { useInjectedStyle } from '../useInjectedStyle';
import { useSiteColorMode } from '../useSiteColorMode';
import { AlertDialog } from './AlertDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { ProgressDialog } from './ProgressDialog';
import { PromptDialog } from './PromptDialog';
import { SelectMultiDialog } from './SelectMultiDialog';
import { SelectSingleDialog } from './SelectSingleDialog';
import { themesCss } from './themes-css';

export const dialogs: ExampleDialogs = {
  Alert: AlertDialog,
  Confirm: ConfirmDialog,
  Prompt: PromptDialog,
  SelectSingle: SelectSingleDialog,
  SelectMulti: SelectMultiDialog,
  Progress: ProgressDialog,
};

// A root Theme stretches to the viewport height by default; a demo is one row.
const inline = { minHeight: 0 };

/** Lazy chunk of the Radix page: Themes' CSS while mounted, a Theme in the site's colour mode, a provider. */
export function Demo({ name, openOnMount }: DemoProps) {
  useInjectedStyle('radix-themes', themesCss);
  const appearance = useSiteColorMode();
  return (
    <Theme appearance={appearance} hasBackground={false} style={inline}>
      {/* A little over Themes' 160 ms exit, in case onExited never comes. */}
      <DialogProvider exitTimeout={300}>
        <DemoControls name={name} dialogs={dialogs} openOnMount={openOnMount} />
      </DialogProvider>
    </Theme>
  );
}
