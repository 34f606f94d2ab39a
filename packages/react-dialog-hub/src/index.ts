export { DialogProvider } from './DialogProvider';
export { useDialog } from './useDialog';
export { DialogContext } from './context';
export { DialogDismissedError } from './errors';
export type {
  DialogBase,
  DialogProps,
  DialogComponent,
  DialogContextValue,
  DialogHandle,
  DialogProviderProps,
  ShowFn,
  ShowOptions,
  StackItem,
} from './types';
