/**
 * The element id of an icon's <symbol> in the page's sprite (IconSprite,
 * written into every page by gatsby-ssr). Kept apart from the drawings so that
 * the client bundle carries the names, never the paths.
 */
export const iconId = (name: string): string => `icon-${name}`;
