export { DialogProvider } from './DialogProvider';
export { useDialog } from './useDialog';
export { DialogContext } from './context';
export type {
  DialogBase,
  DialogProps,
  DialogComponent,
  DialogContextValue,
  ShowFn,
  StackItem,
} from './types';
