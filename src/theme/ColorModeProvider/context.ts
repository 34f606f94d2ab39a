import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { siteConfig } from '../../site-config';
import { nextChoice, resolveMode, type ColorMode, type ColorModeChoice } from '../../lib/color-mode/color-mode';

export interface ColorModeValue {
  /** What the page shows. */
  mode: ColorMode;
  /** What the reader picked; null follows the system. */
  choice: ColorModeChoice;
  /** False during the server render and hydration, before storage was read. */
  ready: boolean;
  /** Stores a choice; throws on anything but "light", "dark" or null. */
  setChoice: (choice: ColorModeChoice) => void;
  /** The choice the toggle switches to next. */
  next: ColorModeChoice;
}

export interface ColorModeState {
  choice: ColorModeChoice;
  /** The system preference; null before it was read. */
  systemDark: boolean | null;
  ready: boolean;
}

/** What the server renders and hydration starts from: nothing read yet. */
export const INITIAL_STATE: ColorModeState = { choice: null, systemDark: null, ready: false };

/**
 * The colour mode lives outside React's tree, and the provider's context only carries this store,
 * which never changes. A context value that changed after mount would reach every part of the page
 * still being hydrated (src/theme/HydrationBoundary): React cannot tell whether server HTML holds a
 * reader of the context, so it marks each dehydrated part as updated, and one render of that update
 * committing before the part hydrated makes React drop the part's server HTML with recoverable
 * error #421. Readers subscribe instead (useColorMode), and only they re-render.
 */
export interface ColorModeStore {
  get: () => ColorModeState;
  set: (update: (state: ColorModeState) => ColorModeState) => void;
  subscribe: (listener: () => void) => () => void;
  setChoice: (choice: ColorModeChoice) => void;
}

export const ColorModeContext = createContext<ColorModeStore | null>(null);

const serverSnapshot = () => INITIAL_STATE;

/** The mode the page shows for a state: the choice, else the system preference, else the site's default. */
export const shownMode = (state: ColorModeState): ColorMode => resolveMode(state.choice, state.systemDark, siteConfig.colorMode);

export function useColorMode(): ColorModeValue {
  const store = useContext(ColorModeContext);
  if (!store) {
    throw new Error('useColorMode() was called outside <ColorModeProvider>. The provider is added by src/root-wrapper.tsx.');
  }
  // Hydration renders what the server rendered (INITIAL_STATE); React re-renders this reader with the stored choice after.
  const state = useSyncExternalStore(store.subscribe, store.get, serverSnapshot);
  return useMemo(() => {
    const mode = shownMode(state);
    return { mode, choice: state.choice, ready: state.ready, setChoice: store.setChoice, next: nextChoice(state.choice, mode, siteConfig.colorMode) };
  }, [state, store]);
}
