import React from 'react';
import { translate } from '../../lib/translate';
import * as styles from './styles.module.css';

/**
 * What the dialog says besides the results: a hint before typing, then one
 * polite live region that reads the result count (visually hidden, the
 * list shows it) or, after a miss, shows "No results for “…”" with the
 * query as plain text.
 */
export default function SearchStatus({ query, count }: { query: string; count: number }) {
  const trimmed = query.trim();
  const miss = Boolean(trimmed) && count === 0;
  const announcement = !trimmed
    ? ''
    : miss
      ? translate({ id: 'search.none', message: 'No results for “{query}”' }, { query: trimmed })
      : count === 1
        ? translate({ id: 'search.one', message: '1 result' })
        : translate({ id: 'search.many', message: '{count} results' }, { count });
  return (
    <>
      {!trimmed && (
        <p className={styles.message}>
          {translate({ id: 'search.hint', message: 'Type to search the docs and the API reference.' })}
        </p>
      )}
      <p role="status" className={miss ? styles.message : styles.visuallyHidden}>
        {announcement}
      </p>
    </>
  );
}
