/**
 * Names shared by the inline pre-hydration scripts and the app (they must
 * agree byte for byte), kept apart from site-config so the inline script
 * stays tiny.
 */
export const STORAGE_KEYS = {
  /** Colour mode choice: "light" | "dark"; absent means follow the system. */
  colorMode: 'theme',
  /** Id of the announcement the reader dismissed. */
  announcementDismissed: 'react-dialog-hub.announcement.dismissed-id',
  /** Preferred docs version name. */
  preferredDocsVersion: 'react-dialog-hub.docs.preferred-version',
  /** gatsby develop only: "<time> <route>" of the last reload for a page that appeared (src/browser/page-appears.ts). */
  pageAppearsReload: 'react-dialog-hub.develop.page-appears-reload',
} as const;

/** Attribute on <html> carrying the resolved colour mode ("light" | "dark"). */
export const THEME_ATTRIBUTE = 'data-theme';

/**
 * Attribute on <html> set once React has hydrated the whole page (the shell
 * and every deferred boundary, see src/theme/HydrationBoundary): from then
 * on every control answers. The e2e helper `waitForHydration` waits for it.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
