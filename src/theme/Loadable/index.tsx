import React from 'react';
import Translate from '../../lib/Translate';
import { useLoadable } from './useLoadable';
import * as styles from './styles.module.css';

interface LoadableProps<T> {
  /** Loads the content (usually a dynamic import); cached by the caller. */
  load: () => Promise<T>;
  /** Renders the loaded value. */
  children: (value: T) => React.ReactNode;
  /** What to show while loading, before the spinner appears (e.g. static code). */
  fallback?: React.ReactNode;
  /** Names what is loading, for screen readers ("Loading {label}…"). */
  label: string;
}

/**
 * Content loaded on demand: nothing extra for the first moments, then a
 * spinner, and on failure an error box with a Retry button.
 */
export default function Loadable<T>({ load, children, fallback = null, label }: LoadableProps<T>) {
  const { state, retry } = useLoadable(load);
  if (state.status === 'ready') return <>{children(state.value)}</>;
  if (state.status === 'error') {
    return (
      <div role="alert" className={styles.error}>
        <p className={styles.errorText}>
          <Translate id="loader.error" values={{ label }}>{'Could not load {label}.'}</Translate>{' '}
          <span className={styles.detail}>{state.error.message}</span>
        </p>
        <button type="button" className={styles.retry} onClick={retry}>
          <Translate id="loader.retry">Retry</Translate>
        </button>
      </div>
    );
  }
  return (
    <>
      {fallback}
      {state.showSpinner && (
        <div className={styles.spinnerRow} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <Translate id="loader.loading" values={{ label }}>{'Loading {label}…'}</Translate>
        </div>
      )}
    </>
  );
}
