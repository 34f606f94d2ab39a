import React, { startTransition, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { navigate } from 'gatsby';
import type { SearchEngine } from '../../lib/search/search-engine';
import type { Hit, SearchResults as Results } from '../../lib/search/search-rank';
import { translate } from '../../lib/translate';
import Loadable from '../Loadable';
import { loadedSearch, loadSearch } from './load-search';
import SearchResults from './SearchResults';
import SearchStatus from './SearchStatus';
import * as styles from './styles.module.css';
import Icon from '../Icon';

interface SearchDialogProps {
  /** Called when the dialog should close; `navigating` when a result was chosen. */
  onClose: (navigating: boolean) => void;
}

/** Hands the loaded engine to the dialog once Loadable has it. */
function EngineReady({ engine, onReady }: { engine: SearchEngine; onReady: (engine: SearchEngine) => void }) {
  useEffect(() => onReady(engine), [engine, onReady]);
  return null;
}

/** Tab stops of the dialog (result links are reached with the arrow keys, not Tab). */
const FOCUSABLE = 'input, button, [href]:not([tabindex="-1"]), [tabindex]:not([tabindex="-1"])';

/**
 * Runs the query whenever it changes; the last answer stays on screen until
 * the next arrives (no flash of an empty list while a file loads). Snippet
 * texts of results further down arrive as they scroll into view.
 */
function useSearchResults(engine: SearchEngine | null, query: string) {
  const [results, setResults] = useState<Results | null>(null);
  const [failed, setFailed] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [texts, setTexts] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    if (!engine) return;
    let current = true;
    engine.search(query).then(
      (next) => {
        if (!current) return;
        // A transition: React renders the new list in slices, so typing never waits on a long task.
        startTransition(() => {
          setResults(next);
          setFailed(null);
        });
      },
      (error: unknown) => current && setFailed(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      current = false;
    };
  }, [engine, query, attempt]);
  const loadTexts = useCallback(
    (ids: string[]) => {
      if (!engine) return;
      engine.texts(ids).then(
        (loaded) => loaded.size && setTexts((known) => new Map([...known, ...loaded])),
        () => {}, // the snippet stays out; the result still links to its page
      );
    },
    [engine],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { results, failed, retry, texts, loadTexts };
}

/**
 * The search dialog: a native modal <dialog> (the page behind is inert),
 * a combobox input and a listbox of results grouped by page. What every
 * query needs loads on first open through the shared lazy loader; each
 * query then loads the few index files its words need.
 */
export default function SearchDialog({ onClose }: SearchDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [engine, setEngine] = useState<SearchEngine | null>(loadedSearch);
  const listboxId = useId();
  const optionId = useCallback((i: number) => `${listboxId}-option-${i}`, [listboxId]);

  const { results: answer, failed, retry, texts, loadTexts } = useSearchResults(engine, query);
  // An empty query clears the list at once; otherwise the latest answer shows until the next one.
  const results = query.trim() ? answer : null;
  const hits = results?.hits ?? [];
  const expanded = hits.length > 0;

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.showModal();
    inputRef.current?.focus();
    return () => dialog.close();
  }, []);

  useEffect(() => setActive(0), [query]);
  useEffect(() => {
    if (expanded) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active, expanded, optionId]);

  const choose = useCallback(
    (hit: Hit | undefined) => {
      if (!hit) return;
      onClose(true);
      void navigate(hit.url);
    },
    [onClose],
  );

  const onInputKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(hits[active]);
    }
  };

  const onDialogKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    // Escape closes (and, in the search field, must not just clear it).
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(false);
      return;
    }
    // Keep Tab inside the dialog: the last control wraps to the first and back.
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={translate({ id: 'search.dialog', message: 'Search the documentation' })}
      onCancel={(event) => {
        event.preventDefault();
        onClose(false);
      }}
      onKeyDown={onDialogKeyDown}
      // A click on the backdrop lands on the <dialog> itself; the panel covers the rest.
      onClick={(event) => event.target === event.currentTarget && onClose(false)}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <Icon name="search" />
          <input
            ref={inputRef}
            className={styles.input}
            type="search"
            role="combobox"
            aria-label={translate({ id: 'search.input', message: 'Search docs and API' })}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={expanded ? listboxId : undefined}
            aria-activedescendant={expanded ? optionId(active) : undefined}
            placeholder={translate({ id: 'search.placeholder', message: 'Search docs and API' })}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onInputKeyDown}
          />
          <button type="button" className={styles.close} onClick={() => onClose(false)}>
            {translate({ id: 'search.close', message: 'Close' })}
          </button>
        </div>
        {/* Focusable so keyboard users can scroll long results (the options themselves are not tab stops). */}
        <div className={styles.body} tabIndex={0} role="region" aria-label={translate({ id: 'search.resultsRegion', message: 'Results' })}>
          {engine ? (
            <>
              {results && expanded && (
                <SearchResults
                  id={listboxId}
                  results={results}
                  texts={texts}
                  onNeedTexts={loadTexts}
                  active={active}
                  optionId={optionId}
                  onHover={setActive}
                  onChoose={choose}
                />
              )}
              {failed ? (
                <div role="alert" className={styles.message}>
                  {translate({ id: 'search.failed', message: 'Could not load the search index.' })}{' '}
                  <button type="button" className={styles.retry} onClick={retry}>
                    {translate({ id: 'loader.retry', message: 'Retry' })}
                  </button>
                </div>
              ) : results || !query.trim() ? (
                // Until the first answer for a query arrives, nothing: never a "No results" for a query not yet run.
                <SearchStatus query={results ? results.query : ''} count={hits.length} />
              ) : null}
            </>
          ) : (
            <Loadable load={loadSearch} label={translate({ id: 'search.loadLabel', message: 'the search index' })}>
              {(loaded) => <EngineReady engine={loaded} onReady={setEngine} />}
            </Loadable>
          )}
        </div>
        <p className={styles.footer} aria-hidden="true">
          <span><kbd>↑</kbd> <kbd>↓</kbd> {translate({ id: 'search.help.move', message: 'to move' })}</span>
          <span><kbd>↵</kbd> {translate({ id: 'search.help.open', message: 'to open' })}</span>
          <span><kbd>Esc</kbd> {translate({ id: 'search.help.close', message: 'to close' })}</span>
        </p>
      </div>
    </dialog>
  );
}
