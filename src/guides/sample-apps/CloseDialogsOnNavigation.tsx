import { useState } from 'react';
import { CloseDialogsOnNavigation } from '../samples/CloseDialogsOnNavigation';
import { useReplaceableNotice } from '../samples/useReplaceableNotice';
import { whyItClosed } from '../samples/why-it-closed';

const pages = ['/inbox', '/settings'];

/** Two pretend pages in place of a router: going to the other one dismisses the open notice. */
export function App() {
  const [pathname, setPathname] = useState(pages[0]);
  const notify = useReplaceableNotice();
  const [outcome, setOutcome] = useState('No notice yet.');

  function showNotice() {
    setOutcome('The notice is open.');
    notify(`A notice from ${pathname}.`).then(
      () => setOutcome('The notice was answered.'),
      (reason: unknown) => setOutcome(`The notice was ${whyItClosed(reason)}.`),
    );
  }

  return (
    <main style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>CloseDialogsOnNavigation</h1>
      <nav>
        {pages.map((page) => (
          <button key={page} type="button" disabled={page === pathname} onClick={() => setPathname(page)}>
            Go to {page}
          </button>
        ))}
      </nav>
      {/* Inside the provider and before the page, as the guide says. */}
      <CloseDialogsOnNavigation pathname={pathname} />
      <h2>{pathname}</h2>
      <button type="button" onClick={showNotice}>
        Show a notice
      </button>
      <p>
        <output aria-live="polite">{outcome}</output>
      </p>
    </main>
  );
}
