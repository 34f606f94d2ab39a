import { useState } from 'react';
import { useDialog, type AnimatedDialogProps } from 'react-dialog-hub';

// The dialog under test: it fades out (a CSS animation in the app; jsdom runs none).
// Minimal on purpose: no focus handling, so not accessible as it stands (see /docs/guides/accessibility).
export function ConfirmDelete({ name, open, resolve, reject, onExited }: AnimatedDialogProps<{ name: string }, boolean>) {
  return (
    <div
      role="dialog"
      aria-label="Delete file"
      data-state={open ? 'open' : 'closed'}
      onKeyDown={(event) => event.key === 'Escape' && reject()}
      onAnimationEnd={() => {
        if (!open) onExited();
      }}
    >
      <p>Delete {name}?</p>
      <button onClick={() => resolve(false)}>Cancel</button>
      <button onClick={() => resolve(true)}>Delete</button>
    </div>
  );
}

// A component that awaits the dialog, as app code does.
export function FileRow({ name }: { name: string }) {
  const { show } = useDialog();
  const [deleted, setDeleted] = useState(false);
  return (
    <p>
      {name}: {deleted ? 'deleted' : 'kept'}
      {/* No answer (Escape, a dismissal, the provider unmounting) keeps the file. */}
      <button onClick={async () => setDeleted(await show(ConfirmDelete, { name }).catch(() => false))}>
        Delete {name}
      </button>
    </p>
  );
}
