import { useDialog, type DialogProps } from 'react-dialog-hub';

// Minimal on purpose: no focus handling, so not accessible as it stands (see /docs/guides/accessibility).
function Saving({ resolve }: DialogProps) {
  return (
    <div role="dialog" aria-label="Saving">
      <p>Saving…</p>
      <button onClick={() => resolve()}>Hide</button>
    </div>
  );
}

/** Saves `body` while a dialog says so; aborting `signal` stops the request and closes the dialog. */
export function useSave() {
  const { show } = useDialog();
  return async (body: string, signal: AbortSignal) => {
    const controller = new AbortController();
    const forward = () => controller.abort(signal.reason);
    // A signal that is already aborted will not fire 'abort' again: forward it now.
    if (signal.aborted) forward();
    else signal.addEventListener('abort', forward, { once: true });
    // Shown while the request runs; with an aborted signal nothing is shown at all.
    show(Saving, {}, { signal: controller.signal }).catch(() => {});
    try {
      const response = await fetch('/api/save', { method: 'POST', body, signal: controller.signal });
      if (!response.ok) throw new Error(`Save failed: ${response.status}`);
    } finally {
      signal.removeEventListener('abort', forward); // the caller's signal may outlive this save
      controller.abort(); // closes the dialog once the request is over
    }
  };
}
