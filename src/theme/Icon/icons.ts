/**
 * Every icon's drawing, on a 24×24 grid, as the inside of an SVG <symbol>.
 * Server-side only: IconSprite writes them once into each page's HTML, and
 * <Icon> / the callout titles point at them with <use href>. One inline sprite
 * instead of one data-URL image per icon: Chromium builds a whole isolated SVG
 * document for each image, about 3–7 ms apiece in the page's first style pass.
 * Shapes fill with the icon's text colour (fill: currentColor in Icon/styles).
 */
export const ICONS = {
  close: `<path d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5z"/>`,
  home: `<path d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 0 0-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z"/>`,
  external: `<path d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3zM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z"/>`,
  system: `<path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-6v2h3v2H7v-2h3v-2H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2v8h14V7H5z"/>`,
  light: `<path d="M12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0-6 1.5 3h-3L12 1zm0 22-1.5-3h3L12 23zM1 12l3-1.5v3L1 12zm22 0-3 1.5v-3l3 1.5zM4.2 4.2l3.2 1.1-2.1 2.1-1.1-3.2zm15.6 15.6-3.2-1.1 2.1-2.1 1.1 3.2zM4.2 19.8l1.1-3.2 2.1 2.1-3.2 1.1zM19.8 4.2l-1.1 3.2-2.1-2.1 3.2-1.1z"/>`,
  dark: `<path d="M9.4 2.3a8 8 0 0 0 10.3 12.3A9.5 9.5 0 1 1 9.4 2.3z"/>`,
  menu: `<path d="M3 6h18v2H3V6zm0 5h18v2H3v-2zm0 5h18v2H3v-2z"/>`,
  copy: `<path d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"/>`,
  check: `<path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2z"/>`,
  search: `<g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><circle cx="11" cy="11" r="7"/><path d="m20 20-3.5-3.5"/></g>`,
  markdown: `<path d="M2 5h20a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H2a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2v10h18V7H3zm2 8V9h2l2 2.5L11 9h2v6h-2v-3.2l-2 2.4-2-2.4V15H5zm12-6h2v3h2l-3 3.5-3-3.5h2V9z"/>`,
  // Callout titles (src/node/content/remark-callouts.ts); info shares note's.
  'callout-note': `<path d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm1 6v7h-2v-7h2zm0-3v2h-2V7h2z"/>`,
  'callout-tip': `<path d="M12 2a7 7 0 0 1 4 12.7V17a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1v-2.3A7 7 0 0 1 12 2zm0 2a5 5 0 0 0-2.9 9.1l.9.6V16h4v-2.3l.9-.6A5 5 0 0 0 12 4zM9 20h6v2H9v-2z"/>`,
  'callout-warning': `<path d="M12 2 1 21h22L12 2zm0 4.2L19.5 19h-15L12 6.2zM11 10v5h2v-5h-2zm0 6v2h2v-2h-2z"/>`,
  'callout-danger': `<path d="M8.3 2h7.4L22 8.3v7.4L15.7 22H8.3L2 15.7V8.3L8.3 2zm.8 2L4 9.1v5.8L9.1 20h5.8l5.1-5.1V9.1L14.9 4H9.1zM11 7h2v6h-2V7zm0 8h2v2h-2v-2z"/>`,
} as const;

export type SpriteIconName = keyof typeof ICONS;
