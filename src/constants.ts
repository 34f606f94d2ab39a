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
} as const;

/** Attribute on <html> carrying the resolved colour mode ("light" | "dark"). */
export const THEME_ATTRIBUTE = 'data-theme';
