import { useDialog, type DialogProps } from 'react-dialog-hub';

// Minimal on purpose: no focus handling, so not accessible as it stands (see /docs/guides/accessibility).
function SyncStatus({ text, resolve }: DialogProps<{ text: string }>) {
  return (
    <div role="dialog" aria-label="Sync status" onKeyDown={(event) => event.key === 'Escape' && resolve()}>
      <p role="status">{text}</p>
      <button onClick={() => resolve()}>Hide</button>
    </div>
  );
}

/** One status notice: the first call opens it, later calls change its text in place. */
export function useSyncStatus() {
  const { upsert } = useDialog();
  return (text: string) => {
    const handle = upsert(SyncStatus, { text }, { id: 'sync-status' });
    handle.catch(() => {}); // nobody awaits how it ends
    return handle;
  };
}
