import { useState } from 'react';
import { SignOutButton } from '../samples/SignOutButton';
import { useReplaceableNotice } from '../samples/useReplaceableNotice';
import { whyItClosed } from '../samples/why-it-closed';

/** Opens a notice, then lets SignOutButton close it: the notice's promise says why it ended. */
export function App() {
  const notify = useReplaceableNotice();
  const [signedIn, setSignedIn] = useState(true);
  const [outcome, setOutcome] = useState('No notice yet.');

  function showNotice() {
    setOutcome('The notice is open.');
    notify('You have 3 unread messages.').then(
      () => setOutcome('The notice was answered.'),
      (reason: unknown) => setOutcome(`The notice was ${whyItClosed(reason)}: ${reason instanceof Error ? reason.message : String(reason)}.`),
    );
  }

  return (
    <main style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>SignOutButton</h1>
      <p>{signedIn ? 'Signed in.' : 'Signed out.'}</p>
      <button type="button" onClick={showNotice}>
        Show a notice
      </button>{' '}
      <SignOutButton signOut={async () => setSignedIn(false)} />
      <p>
        <output aria-live="polite">{outcome}</output>
      </p>
    </main>
  );
}
