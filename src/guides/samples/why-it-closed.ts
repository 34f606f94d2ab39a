import { DialogDismissedError } from 'react-dialog-hub';

export type Ending = 'timed out' | 'aborted' | 'dismissed by the app' | 'cancelled by the user' | 'failed';

/** Classifies the reason a dialog's promise rejected with. */
export function whyItClosed(reason: unknown): Ending {
  // AbortSignal.timeout(ms): the signal's default reason.
  if (reason instanceof DOMException && reason.name === 'TimeoutError') return 'timed out';
  // controller.abort() with no reason of its own (useSave), or a progress dialog's Cancel, which aborts its task.
  if (reason instanceof DOMException && reason.name === 'AbortError') return 'aborted';
  // dismiss(), dismissAll(), the provider unmounting, or a DialogDismissedError given as the reason.
  if (reason instanceof DialogDismissedError) return 'dismissed by the app';
  // The dialog's own reject(), which passes nothing: Escape, a click outside, a prompt's Cancel.
  if (reason === undefined) return 'cancelled by the user';
  // Anything else: the error of a dialog that threw while rendering, or a reason this code does not know.
  return 'failed';
}
