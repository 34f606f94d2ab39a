import type { AnimatedDialogProps } from 'react-dialog-hub';

// A dialog with no exit animation, under a provider that has an exitTimeout.
// Minimal on purpose: no focus handling, so not accessible as it stands (see /docs/guides/accessibility).
export function StaticNotice({ text, open, resolve }: AnimatedDialogProps<{ text: string }>) {
  if (!open) return null; // settled: leave the screen now, not when the timeout ends
  return (
    <div role="dialog" aria-label="Notice" onKeyDown={(event) => event.key === 'Escape' && resolve()}>
      <p>{text}</p>
      <button onClick={() => resolve()}>OK</button>
    </div>
  );
}
