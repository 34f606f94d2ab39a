import { DialogDismissedError, useDialog, type DialogProps } from 'react-dialog-hub';

// Minimal on purpose: no focus handling, so not accessible as it stands (see /docs/guides/accessibility).
function Notice({ text, resolve }: DialogProps<{ text: string }>) {
  return (
    <div role="dialog" aria-label="Notice" onKeyDown={(event) => event.key === 'Escape' && resolve()}>
      <p>{text}</p>
      <button onClick={() => resolve()}>OK</button>
    </div>
  );
}

/** Shows one notice at a time: a new one replaces the one still open. */
export function useReplaceableNotice() {
  const { show, dismiss } = useDialog();
  return (text: string) => {
    dismiss('notice', new DialogDismissedError('Replaced by a newer notice'));
    const handle = show(Notice, { text }, { id: 'notice' });
    handle.catch(() => {}); // a replaced notice needs no handling
    return handle;
  };
}
