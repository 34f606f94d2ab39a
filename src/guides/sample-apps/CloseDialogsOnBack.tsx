import { useState } from 'react';
import { useDialog, type DialogProps } from 'react-dialog-hub';
import { CloseDialogsOnBack } from '../samples/CloseDialogsOnBack';
import { whyItClosed } from '../samples/why-it-closed';

// Minimal on purpose: no focus handling, so not accessible as they stand (see /docs/guides/accessibility).
function ConfirmReset({ resolve, reject }: DialogProps<{}, boolean>) {
  return (
    <div role="alertdialog" aria-label="Reset the settings?" onKeyDown={(event) => event.key === 'Escape' && reject()}>
      <p>Reset the settings?</p>
      <button type="button" onClick={() => resolve(true)}>
        Reset
      </button>{' '}
      <button type="button" onClick={() => resolve(false)}>
        Keep
      </button>
    </div>
  );
}

function Settings({ resolve, reject }: DialogProps<{}, 'saved'>) {
  const { show } = useDialog();
  return (
    <div role="dialog" aria-label="Settings" onKeyDown={(event) => event.key === 'Escape' && reject()}>
      <p>Settings</p>
      <button type="button" onClick={() => resolve('saved')}>
        Save
      </button>{' '}
      <button type="button" onClick={() => show(ConfirmReset).catch(() => false)}>
        Reset…
      </button>{' '}
      <button type="button" onClick={() => reject()}>
        Cancel
      </button>
    </div>
  );
}

/** Opens Settings, which can open a second dialog: Back closes the topmost one. */
export function BackButtonDemo() {
  const { show } = useDialog();
  const [outcome, setOutcome] = useState('No dialog yet.');

  function open() {
    setOutcome('Settings are open.');
    show(Settings).then(
      (value) => setOutcome(`Settings were ${value}.`),
      (reason: unknown) => setOutcome(`Settings were ${whyItClosed(reason)}${reason instanceof Error ? `: ${reason.message}` : ''}.`),
    );
  }

  return (
    <>
      {/* Inside the provider, once. */}
      <CloseDialogsOnBack />
      <button type="button" onClick={open}>
        Open settings
      </button>{' '}
      <output aria-live="polite">{outcome}</output>
    </>
  );
}

export function App() {
  return (
    <main style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>CloseDialogsOnBack</h1>
      <BackButtonDemo />
    </main>
  );
}
