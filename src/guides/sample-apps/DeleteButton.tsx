import { useState } from 'react';
import { DeleteButton } from '../samples/DeleteButton';

/** Mounts DeleteButton with a stand-in for the server action that deletes the post. */
export function App() {
  const [deleted, setDeleted] = useState(false);
  return (
    <main style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>DeleteButton</h1>
      <p>
        <output aria-live="polite">{deleted ? 'The post is deleted.' : 'The post is here.'}</output>
      </p>
      <DeleteButton onDelete={async () => setDeleted(true)} />
    </main>
  );
}
