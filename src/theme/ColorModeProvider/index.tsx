import React, { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { siteConfig } from '../../site-config';
import { STORAGE_KEYS, THEME_ATTRIBUTE } from '../../constants';
import {
  assertChoice,
  choiceName,
  nextChoice,
  parseStoredChoice,
  resolveMode,
  systemPrefersDark,
  type ColorModeChoice,
} from '../../lib/color-mode/color-mode';
import { THEME_CHOICE_ATTRIBUTE } from '../../lib/color-mode/color-mode-script';
import { readStorage, subscribeStorage, writeStorage } from '../../lib/storage';
import { ColorModeContext, type ColorModeValue } from './context';

export { useColorMode } from './context';

interface State {
  choice: ColorModeChoice;
  systemDark: boolean | null;
  ready: boolean;
}

const matchMediaOf = () => (typeof window.matchMedia === 'function' ? window.matchMedia.bind(window) : undefined);

/**
 * Holds the colour mode. The first render (server and hydration) knows
 * nothing of storage, so it renders the neutral "system" state and leaves
 * <html data-theme> as the inline script set it; the stored choice and the
 * system preference are read in an effect, and only then does the provider
 * write the attribute. This avoids both a flash and a hydration mismatch.
 */
export default function ColorModeProvider({ children }: { children: React.ReactNode }) {
  const config = siteConfig.colorMode;
  const [state, setState] = useState<State>({ choice: null, systemDark: null, ready: false });

  useEffect(() => {
    const matchMedia = matchMediaOf();
    // A transition: a context change reaches every part of the page that is still
    // hydrating (src/theme/HydrationBoundary), and an urgent one would hydrate them all
    // at once in one long task.
    startTransition(() =>
      setState({
        choice: parseStoredChoice(readStorage(STORAGE_KEYS.colorMode)),
        systemDark: systemPrefersDark(matchMedia),
        ready: true,
      }),
    );
    // Another tab changed the choice.
    const unsubscribe = subscribeStorage(STORAGE_KEYS.colorMode, (raw) =>
      setState((s) => ({ ...s, choice: parseStoredChoice(raw) })),
    );
    // The system preference changed (OS switched to night mode).
    const query = matchMedia?.('(prefers-color-scheme: dark)');
    const onSystemChange = () => setState((s) => ({ ...s, systemDark: systemPrefersDark(matchMediaOf()) }));
    query?.addEventListener?.('change', onSystemChange);
    return () => {
      unsubscribe();
      query?.removeEventListener?.('change', onSystemChange);
    };
  }, []);

  const mode = resolveMode(state.choice, state.systemDark, config);

  useEffect(() => {
    if (!state.ready) return;
    document.documentElement.setAttribute(THEME_ATTRIBUTE, mode);
    document.documentElement.setAttribute(THEME_CHOICE_ATTRIBUTE, choiceName(state.choice));
  }, [mode, state.choice, state.ready]);

  const setChoice = useCallback((value: ColorModeChoice) => {
    const choice = assertChoice(value);
    // If storage is unavailable the choice still holds for this session.
    writeStorage(STORAGE_KEYS.colorMode, choice);
    setState((s) => ({ ...s, choice }));
  }, []);

  const value = useMemo<ColorModeValue>(
    () => ({ mode, choice: state.choice, ready: state.ready, setChoice, next: nextChoice(state.choice, mode, config) }),
    [mode, state.choice, state.ready, setChoice, config],
  );
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}
