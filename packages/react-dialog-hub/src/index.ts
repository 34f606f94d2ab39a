export { DialogProvider } from './DialogProvider';
export { createDialogHub } from './hub';
export { useDialog } from './useDialog';
export { useDialogStack } from './useDialogStack';
export { DialogContext } from './context';
export { DialogDismissedError } from './errors';
export type {
  AnimatedDialogProps,
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
  DialogUpdate,
  ShowFn,
  ShowOptions,
  StackItem,
} from './types';
