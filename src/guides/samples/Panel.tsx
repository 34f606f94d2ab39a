import type { ReactNode } from 'react';
import { DialogProvider, useDialog, type DialogProps } from 'react-dialog-hub';

/** A part of the page with a provider of its own: its dialogs render inside it and close with it. */
export function Panel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <aside aria-label={label}>
      <DialogProvider>{children}</DialogProvider>
    </aside>
  );
}

// Minimal on purpose: no focus handling, so not accessible as it stands (see /docs/guides/accessibility).
function Note({ text, resolve }: DialogProps<{ text: string }>) {
  return (
    <div role="dialog" aria-label={text}>
      <p>{text}</p>
      <button type="button" onClick={() => resolve()}>
        OK
      </button>
    </div>
  );
}

export function NoteButton({ text }: { text: string }) {
  // The nearest provider above this button: the panel's inside a Panel, the app's elsewhere.
  const { show } = useDialog();
  return (
    <button type="button" onClick={() => show(Note, { text }).catch(() => {})}>
      Show {text}
    </button>
  );
}
