'use client';

import { useDialog, type DialogProps } from 'react-dialog-hub';

// Minimal on purpose: no focus handling, so not accessible as it stands (see /docs/guides/accessibility).
function ConfirmDelete({ resolve, reject }: DialogProps<{}, boolean>) {
  return (
    <div role="alertdialog" aria-label="Delete this post?" onKeyDown={(event) => event.key === 'Escape' && reject()}>
      <button onClick={() => resolve(false)}>Keep</button>
      <button onClick={() => resolve(true)}>Delete</button>
    </div>
  );
}

export function DeleteButton({ onDelete }: { onDelete: () => Promise<void> }) {
  const { show } = useDialog();
  return (
    <button
      onClick={async () => {
        // No answer (Escape, or dismissAll on a route change) keeps the post.
        if (await show(ConfirmDelete).catch(() => false)) await onDelete();
      }}
    >
      Delete
    </button>
  );
}
