import React, { useEffect, useState } from 'react';
import { STORAGE_KEYS, THEME_ATTRIBUTE } from '../../constants';
import { assertChoice, choiceName, parseStoredChoice, systemPrefersDark } from '../../lib/color-mode/color-mode';
import { THEME_CHOICE_ATTRIBUTE } from '../../lib/color-mode/color-mode-script';
import { readStorage, subscribeStorage, writeStorage } from '../../lib/storage';
import { ColorModeContext, INITIAL_STATE, shownMode, type ColorModeState, type ColorModeStore } from './context';

export { useColorMode } from './context';

const matchMediaOf = () => (typeof window.matchMedia === 'function' ? window.matchMedia.bind(window) : undefined);

function createColorModeStore(): ColorModeStore {
  let state = INITIAL_STATE;
  const listeners = new Set<() => void>();
  const set: ColorModeStore['set'] = (update) => {
    const next = update(state);
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    get: () => state,
    set,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setChoice(value) {
      const choice = assertChoice(value);
      // If storage is unavailable the choice still holds for this session.
      writeStorage(STORAGE_KEYS.colorMode, choice);
      set((s) => ({ ...s, choice }));
    },
  };
}

/** Shows the state on <html>: the stylesheet follows data-theme, the inline script reads the choice attribute. */
function writeAttributes(state: ColorModeState) {
  if (!state.ready) return;
  document.documentElement.setAttribute(THEME_ATTRIBUTE, shownMode(state));
  document.documentElement.setAttribute(THEME_CHOICE_ATTRIBUTE, choiceName(state.choice));
}

/**
 * Holds the colour mode. The first render (server and hydration) knows
 * nothing of storage, so it renders the neutral "system" state and leaves
 * <html data-theme> as the inline script set it; the stored choice and the
 * system preference are read in an effect, and only then is the attribute
 * written. This avoids both a flash and a hydration mismatch. The state is in
 * a store whose readers subscribe (see ColorModeStore): the provider itself
 * never re-renders.
 */
export default function ColorModeProvider({ children }: { children: React.ReactNode }) {
  const [store] = useState(createColorModeStore);

  useEffect(() => {
    const unwatch = store.subscribe(() => writeAttributes(store.get()));
    const matchMedia = matchMediaOf();
    store.set(() => ({
      choice: parseStoredChoice(readStorage(STORAGE_KEYS.colorMode)),
      systemDark: systemPrefersDark(matchMedia),
      ready: true,
    }));
    // Another tab changed the choice.
    const unsubscribe = subscribeStorage(STORAGE_KEYS.colorMode, (raw) =>
      store.set((s) => ({ ...s, choice: parseStoredChoice(raw) })),
    );
    // The system preference changed (OS switched to night mode).
    const query = matchMedia?.('(prefers-color-scheme: dark)');
    const onSystemChange = () => store.set((s) => ({ ...s, systemDark: systemPrefersDark(matchMediaOf()) }));
    query?.addEventListener?.('change', onSystemChange);
    return () => {
      unwatch();
      unsubscribe();
      query?.removeEventListener?.('change', onSystemChange);
    };
  }, [store]);

  return <ColorModeContext.Provider value={store}>{children}</ColorModeContext.Provider>;
}
