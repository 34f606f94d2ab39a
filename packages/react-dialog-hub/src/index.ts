export { DialogProvider } from './DialogProvider';
export { createDialogHub } from './hub';
export { useDialog } from './useDialog';
export { useDialogStack } from './useDialogStack';
export { useCurrentDialog } from './useCurrentDialog';
export { DialogContext } from './context';
export { DialogDismissedError } from './errors';
export type {
  AnimatedDialogProps,
  CurrentDialog,
  DialogBase,
  DialogExitProps,
  DialogProps,
  DialogComponent,
  DialogContextValue,
  DialogHandle,
  DialogHub,
  DialogOwnProps,
  DialogProviderProps,
  DialogResult,
  DialogStackItem,
  DialogUpdate,
  ShowFn,
  ShowOptions,
  StackItem,
  UpsertFn,
} from './types';
