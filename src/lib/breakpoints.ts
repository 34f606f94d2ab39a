import { siteConfig } from '../site-config';

/**
 * The mobile/desktop breakpoint of the spec (996 px) as media queries.
 * Mobile is a width up to and including the breakpoint; desktop "exceeds"
 * it. CSS cannot import this, so every stylesheet writes the same literal
 * `@media (max-width: 996px)` and breakpoints.test.ts fails when a CSS
 * file disagrees with `siteConfig.constants.desktopBreakpointPx`.
 */
const px = siteConfig.constants.desktopBreakpointPx;

export const MOBILE_MEDIA_QUERY = `(max-width: ${px}px)`;
export const DESKTOP_MEDIA_QUERY = `(min-width: ${px + 1}px)`;

/**
 * Layout-only widths that are not spec constants (no JavaScript reads
 * them): allowed in CSS media queries besides the breakpoint.
 */
export const CSS_ONLY_WIDTHS: Record<number, string> = {
  1160: 'wide layout: the table of contents gets its own column on the right',
};
