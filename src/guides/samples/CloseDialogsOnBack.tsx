import { useEffect } from 'react';
import { DialogDismissedError, useDialog, type DialogHub } from 'react-dialog-hub';

/** Where our entries keep their place: the 1-based count of open dialogs each one stands for. */
const KEY = 'openDialogs';
const depth = (): number => {
  const value = (history.state as Record<string, unknown> | null)?.[KEY];
  return typeof value === 'number' ? value : 0;
};

/**
 * Makes the browser's Back button close the topmost open dialog instead of leaving the page:
 * each open dialog gets a history entry of the same URL. A dialog that closes another way
 * (answered, dismissed) takes its entry back off. Returns the function that stops it.
 */
export function closeDialogsOnBack(hub: DialogHub): () => void {
  let going = false; // a history.go() of ours has not landed yet
  const openIds = () => hub.getSnapshot().filter((dialog) => dialog.open).map((dialog) => dialog.id);

  // One entry per open dialog, above the page's own entry.
  const sync = () => {
    if (going) return; // syncs again when it lands
    const open = openIds().length;
    const current = depth();
    for (let n = current + 1; n <= open; n++) {
      // Keep the router's state (its key, its scroll position) in the new entry.
      history.pushState({ ...(history.state as object | null), [KEY]: n }, '');
    }
    if (open < current) {
      going = true;
      history.go(open - current);
    }
  };

  const onPopState = () => {
    if (going) {
      going = false;
    } else {
      // Back: dismiss the dialogs above the entry now shown, topmost first.
      for (const id of openIds().slice(depth()).reverse()) hub.dismiss(id, new DialogDismissedError('Back button'));
    }
    sync(); // Forward onto a closed dialog's entry goes back off it
  };

  const stop = hub.subscribe(sync);
  window.addEventListener('popstate', onPopState);
  sync();
  return () => {
    stop();
    window.removeEventListener('popstate', onPopState);
  };
}

/** The same as a component: render it once inside the provider. */
export function CloseDialogsOnBack() {
  const hub = useDialog();
  useEffect(() => closeDialogsOnBack(hub), [hub]);
  return null;
}
