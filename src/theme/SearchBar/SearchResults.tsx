import React, { useEffect, useRef } from 'react';
import { withPrefix } from 'gatsby';
import type { Hit, SearchResults as Results } from '../../lib/search/search-rank';
import { SEARCH_LIMITS } from '../../lib/search/search-options';
import { highlight, snippet } from '../../lib/search/search-snippet';
import { translate } from '../../lib/translate';
import Highlighted from './Highlighted';
import * as styles from './styles.module.css';

interface SearchResultsProps {
  id: string;
  results: Results;
  /** Snippet texts loaded after the results came (hits without `text`). */
  texts?: ReadonlyMap<string, string>;
  /** Asks for the texts of hits that scrolled into view without one. */
  onNeedTexts?: (ids: string[]) => void;
  active: number;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onChoose: (hit: Hit) => void;
}

const kindLabel = (kind: string) =>
  translate({ id: `search.kind.${kind}`, message: kind.replace(/-/g, ' ') });

/** A click the browser should handle itself: new tab or window (Ctrl/⌘/Shift/Alt), not the main button. */
const opensElsewhere = (event: React.MouseEvent) =>
  event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

/**
 * The listbox: one group per page, one option per hit, matched words marked.
 * Each option is a real link (its address shows on hover, Ctrl/⌘-click and
 * middle-click open a new tab, "copy link" works); the combobox still moves
 * the active option with the arrow keys, so options are not tab stops.
 */
/**
 * Calls `onNeedTexts` with the ids of options in view still lacking their snippet
 * (`data-needs-text`), once the answer has stayed on screen `snippetDelayMs`: the answers to a
 * query still being typed load no text.
 */
function useTextsOnView(listbox: React.RefObject<HTMLDivElement>, results: Results, texts: SearchResultsProps['texts'], onNeedTexts: SearchResultsProps['onNeedTexts']) {
  useEffect(() => {
    const root = listbox.current;
    if (!root || !onNeedTexts || typeof IntersectionObserver === 'undefined') return;
    const waiting = root.querySelectorAll<HTMLElement>('[data-needs-text]');
    if (!waiting.length) return;
    const observer = new IntersectionObserver((records) => {
      const ids = records.filter((r) => r.isIntersecting).map((r) => (r.target as HTMLElement).dataset.needsText!);
      if (!ids.length) return;
      for (const record of records) if (record.isIntersecting) observer.unobserve(record.target);
      onNeedTexts(ids);
    });
    const timer = setTimeout(() => waiting.forEach((element) => observer.observe(element)), SEARCH_LIMITS.snippetDelayMs);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [listbox, results, texts, onNeedTexts]);
}

/** Memoised: a keystroke re-renders the input at once; the list only when its answer or the active option changes. */
export default React.memo(SearchResults);

function SearchResults({ id, results, texts, onNeedTexts, active, optionId, onHover, onChoose }: SearchResultsProps) {
  const listbox = useRef<HTMLDivElement>(null);
  useTextsOnView(listbox, results, texts, onNeedTexts);
  let index = -1;
  return (
    <div ref={listbox} id={id} role="listbox" aria-label={translate({ id: 'search.results', message: 'Search results' })} className={styles.listbox}>
      {results.groups.map((group, g) => {
        const labelId = `${id}-group-${g}`;
        return (
          <div key={group.key} role="group" aria-labelledby={labelId} className={styles.group}>
            <div id={labelId} role="presentation" className={styles.groupLabel}>
              {group.page}
            </div>
            {group.hits.map((hit) => {
              index += 1;
              const i = index;
              const title = hit.section ?? hit.page;
              const text = hit.text ?? texts?.get(hit.id);
              return (
                <a
                  key={hit.id}
                  data-needs-text={text === undefined ? hit.id : undefined}
                  id={optionId(i)}
                  href={withPrefix(hit.url)}
                  role="option"
                  aria-selected={i === active}
                  tabIndex={-1}
                  className={styles.option}
                  onMouseMove={() => i !== active && onHover(i)}
                  onClick={(event) => {
                    // A new tab keeps this one as it is, search open; a plain click navigates in the app.
                    if (opensElsewhere(event)) return;
                    event.preventDefault();
                    onChoose(hit);
                  }}
                >
                  <span className={styles.optionIcon} aria-hidden="true">
                    {hit.kind ? '{}' : hit.section ? '#' : '¶'}
                  </span>
                  <span className={styles.optionBody}>
                    <span className={styles.optionTitle}>
                      <Highlighted segments={highlight(title, results.terms)} />
                      {hit.kind && <span className={styles.kind}> {kindLabel(hit.kind)}</span>}
                    </span>
                    {text ? (
                      <Highlighted className={styles.snippet} segments={snippet(text, results.terms)} />
                    ) : (
                      // The snippet's line is kept while its text loads, so results do not shift when it arrives.
                      text === undefined && <span className={`${styles.snippet} ${styles.snippetPending}`} aria-hidden="true" />
                    )}
                  </span>
                  <span className={styles.enter} aria-hidden="true">
                    ↵
                  </span>
                </a>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
