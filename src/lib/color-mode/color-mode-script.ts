import { STORAGE_KEYS, THEME_ATTRIBUTE } from '../../constants';
import type { ColorModeConfig } from './color-mode';

/** Attribute on <html> naming the reader's choice ("light" | "dark" | "system"); the toggle's icon follows it in CSS. */
export const THEME_CHOICE_ATTRIBUTE = 'data-theme-choice';
/** Attribute on <html> present while the current announcement is dismissed, so the bar never flashes. */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-dismissed';

interface ScriptOptions {
  colorMode: ColorModeConfig;
  /** Id of the current announcement, or null without one. */
  announcementId: string | null;
}

/**
 * The inline script that runs in <head> before first paint: it applies the
 * stored (or system) colour mode to <html> so the page never flashes the
 * wrong theme, and marks a dismissed announcement. It mirrors
 * `resolveMode` in color-mode.ts; storage may throw (private mode), so
 * every access is guarded. Values are JSON-encoded to stay valid JS.
 */
export function noFlashScript({ colorMode, announcementId }: ScriptOptions): string {
  // Escape '<' so no value can close the <script> element early.
  const j = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `(function(){var d=document.documentElement,c=null,s=null;
try{s=window.localStorage;c=s.getItem(${j(STORAGE_KEYS.colorMode)})}catch(e){}
if(c!=="light"&&c!=="dark")c=null;
var r=${j(colorMode.respectPrefersColorScheme)}&&window.matchMedia,p=function(q){return r&&window.matchMedia("(prefers-color-scheme: "+q+")").matches};
var m=c||(p("dark")?"dark":p("light")?"light":${j(colorMode.defaultMode)});
d.setAttribute(${j(THEME_ATTRIBUTE)},m);d.setAttribute(${j(THEME_CHOICE_ATTRIBUTE)},c||"system");
try{var a=${j(announcementId)};if(a!==null&&s&&s.getItem(${j(STORAGE_KEYS.announcementDismissed)})===a)d.setAttribute(${j(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)},"")}catch(e){}
})();`;
}
