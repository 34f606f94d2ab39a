import { useCallback, useEffect, useState } from 'react';
import { siteConfig } from '../../site-config';

export type LoadState<T> =
  | { status: 'loading'; showSpinner: boolean }
  | { status: 'ready'; value: T }
  | { status: 'error'; error: Error };

/**
 * Runs `load` on mount and on `retry()`. The spinner flag turns on only
 * after the spec's delay, so fast loads never flash a spinner. `load` should
 * cache its own success (e.g. a module-level promise) and drop a failure so
 * that Retry really tries again.
 */
export function useLoadable<T>(load: () => Promise<T>, delayMs = siteConfig.constants.loaderDelayMs) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<T>>({ status: 'loading', showSpinner: false });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading', showSpinner: false });
    const timer = setTimeout(() => {
      if (live) setState((s) => (s.status === 'loading' ? { status: 'loading', showSpinner: true } : s));
    }, delayMs);
    load().then(
      (value) => live && setState({ status: 'ready', value }),
      (error: unknown) =>
        live && setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `load` is deliberately not a dependency: callers pass inline functions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, delayMs]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
