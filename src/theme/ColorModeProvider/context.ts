import { createContext, useContext } from 'react';
import type { ColorMode, ColorModeChoice } from '../../lib/color-mode/color-mode';

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

export const ColorModeContext = createContext<ColorModeValue | null>(null);

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) {
    throw new Error('useColorMode() was called outside <ColorModeProvider>. The provider is added by src/root-wrapper.tsx.');
  }
  return value;
}
