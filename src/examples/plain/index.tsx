import React from 'react';
import { DialogProvider } from 'react-dialog-hub';
import { DemoControls } from '../DemoControls';
import type { DemoProps, FlavourDialogs } from '../types';
import { AlertDialog } from './AlertDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { NestedDialog } from './NestedDialog';
import { ProgressDialog } from './ProgressDialog';
import { PromptDialog } from './PromptDialog';
import { SelectMultiDialog } from './SelectMultiDialog';
import { SelectSingleDialog } from './SelectSingleDialog';
import * as styles from './styles.module.css';

export const dialogs: FlavourDialogs = {
  Alert: AlertDialog,
  Confirm: ConfirmDialog,
  Prompt: PromptDialog,
  SelectSingle: SelectSingleDialog,
  SelectMulti: SelectMultiDialog,
  Progress: ProgressDialog,
  Nested: NestedDialog,
};

/** Lazy chunk of the plain-dialog page: one demo with its own provider. */
export function Demo({ name, openOnMount }: DemoProps) {
  // The <dialog> elements render inside this wrapper, so its CSS can style
  // them without adding a line to the example files shown on the page.
  return (
    <div className={styles.host}>
      {/* A little over the stylesheet's 150 ms exit, in case onExited never comes. */}
      <DialogProvider exitTimeout={300}>
        <DemoControls name={name} dialogs={dialogs} openOnMount={openOnMount} />
      </DialogProvider>
    </div>
  );
}
