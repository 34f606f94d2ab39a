import React, { Suspense, useEffect, useRef } from 'react';
import { HYDRATED_ATTRIBUTE } from '../../constants';

/**
 * React 18 hydrates the content of each <Suspense> boundary of the server
 * HTML after the rest of the page, at low priority and yielding to the
 * browser every few milliseconds. So the frame (navbar, search, theme toggle)
 * answers at once, and the sidebar, the article and the table of contents
 * hydrate in slices instead of one long task. Nothing here ever suspends:
 * the boundaries exist only to split hydration.
 *
 * The module also tracks when the whole page has hydrated, the shell and
 * every boundary of the first render, and then sets `data-hydrated` on <html>.
 */

let shellHydrated = false;
let pending = 0;
let finished = false;

function settle() {
  if (finished || !shellHydrated || pending > 0) return;
  finished = true;
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
}

/** Wraps the whole app (src/root-wrapper.tsx): its effect runs once the shell has hydrated. */
export function HydrationRoot({ children }: { children: React.ReactNode }) {
  useEffect(() => {
    // Parents' effects run after their children's: every boundary of the shell has registered by now.
    shellHydrated = true;
    settle();
  }, []);
  return <>{children}</>;
}

/** Inside the boundary: its effect runs when the boundary's content has hydrated. */
function Hydrated({ state }: { state: { done: boolean; counted: boolean } }) {
  useEffect(() => {
    state.done = true;
    if (state.counted) {
      pending -= 1;
      settle();
    }
  }, [state]);
  return null;
}

/** A slice of the page that hydrates on its own (after the shell). */
export default function HydrationBoundary({ children }: { children: React.ReactNode }) {
  const state = useRef({ done: false, counted: false, mounted: false, key: 0 }).current;
  // An update that reaches the boundary before React has hydrated it (a click on the navbar that
  // navigates while the sidebar is still server HTML) makes React drop that HTML with a recoverable
  // error, #421 "received an update before it finished hydrating", reported as an uncaught error.
  // A new key replaces the dehydrated boundary instead: React deletes it quietly and renders the
  // new content, the same DOM the error path would give. Once hydrated, the key stays.
  const key = state.mounted && !state.done ? state.key + 1 : state.key;
  useEffect(() => {
    state.key = key;
    state.mounted = true;
  });
  useEffect(() => {
    // Still dehydrated when the enclosing tree committed: the page waits for it.
    if (!state.done && !finished) {
      state.counted = true;
      pending += 1;
    }
    return () => {
      // Removed while still server HTML (the reader navigated to a page of another template before
      // React got to it): it will never hydrate, so the page stops waiting for it.
      if (state.counted && !state.done) {
        state.counted = false;
        pending -= 1;
        settle();
      }
    };
  }, [state]);
  return (
    <Suspense key={key} fallback={null}>
      {children}
      {/* Last, so boundaries nested in this one have registered before it reports. A replaced
          boundary's new content reports through the same state. */}
      <Hydrated state={state} />
    </Suspense>
  );
}
