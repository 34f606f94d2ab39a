/**
 * Colour mode rules, free of React and the DOM so they can be unit-tested
 * and shared with the inline no-flash script (src/lib/color-mode/color-mode-script.ts).
 *
 * - `ColorMode` is what the page shows: light or dark.
 * - `ColorModeChoice` is what the reader picked: light, dark, or `null` for
 *   "follow the system" (nothing stored).
 */
export type ColorMode = 'light' | 'dark';
export type ColorModeChoice = ColorMode | null;

export interface ColorModeConfig {
  defaultMode: ColorMode;
  respectPrefersColorScheme: boolean;
}

export const COLOR_MODES: readonly ColorMode[] = ['light', 'dark'];

export function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark';
}

/**
 * Reads a stored choice. Storage is outside our control (another version of
 * the site, an extension, a hand edit), so an unexpected value is reported
 * to `warn` and treated as "no choice" instead of crashing the page.
 */
export function parseStoredChoice(
  raw: string | null,
  warn: (message: string) => void = (message) => console.warn(message),
): ColorModeChoice {
  if (raw === null) return null;
  if (isColorMode(raw)) return raw;
  warn(`[react-dialog-hub] Ignoring the stored colour mode ${JSON.stringify(raw)}: expected "light" or "dark". Following the system preference.`);
  return null;
}

/**
 * Validates a value handed to the setter. Code passing anything else is a
 * bug in the caller, so this throws (unlike `parseStoredChoice`).
 */
export function assertChoice(value: unknown): ColorModeChoice {
  if (value === null || isColorMode(value)) return value;
  throw new Error(
    `Unexpected colour mode ${JSON.stringify(value)}: use "light", "dark" or null (follow the system).`,
  );
}

/** The mode to show for a choice, given the system preference (null when unknown, e.g. during SSR). */
export function resolveMode(choice: ColorModeChoice, systemPrefersDark: boolean | null, config: ColorModeConfig): ColorMode {
  if (choice) return choice;
  if (config.respectPrefersColorScheme && systemPrefersDark !== null) return systemPrefersDark ? 'dark' : 'light';
  return config.defaultMode;
}

/**
 * What the toggle switches to. Respecting the system preference, it cycles
 * system → light → dark → system; otherwise it flips the shown mode.
 */
export function nextChoice(choice: ColorModeChoice, shown: ColorMode, config: ColorModeConfig): ColorModeChoice {
  if (!config.respectPrefersColorScheme) return shown === 'dark' ? 'light' : 'dark';
  if (choice === null) return 'light';
  if (choice === 'light') return 'dark';
  return null;
}

/** Name of a choice as the UI says it. */
export function choiceName(choice: ColorModeChoice): 'light' | 'dark' | 'system' {
  return choice ?? 'system';
}

/** The system preference: true for dark, false for light, null when the browser states none. */
export function systemPrefersDark(matchMedia: ((query: string) => { matches: boolean }) | undefined): boolean | null {
  if (!matchMedia) return null;
  if (matchMedia('(prefers-color-scheme: dark)').matches) return true;
  if (matchMedia('(prefers-color-scheme: light)').matches) return false;
  return null;
}
