import { useState } from 'react';
import { useDialog } from 'react-dialog-hub';
import { StaticNotice } from '../samples/StaticNotice';

/** Opens StaticNotice under a provider with an exitTimeout: answered, it leaves at once. */
export function App() {
  const { show } = useDialog();
  const [outcome, setOutcome] = useState('No result yet.');

  async function open() {
    setOutcome('Waiting for an answer…');
    await show(StaticNotice, { text: 'Your changes were saved.' });
    setOutcome('Resolved: the notice has left the screen already.');
  }

  return (
    <main style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>StaticNotice</h1>
      <button type="button" onClick={open}>
        Show notice
      </button>
      <p>
        <output aria-live="polite">{outcome}</output>
      </p>
    </main>
  );
}
