import React from 'react';
import { ICONS } from './icons';
import { iconId } from './icon-id';

/** The sprite's markup: one <symbol> per icon. Exported for the unit test. */
export function spriteSymbols(): string {
  return Object.entries(ICONS)
    .map(([name, drawing]) => `<symbol id="${iconId(name)}" viewBox="0 0 24 24">${drawing}</symbol>`)
    .join('');
}

/**
 * Every icon's <symbol>, once per page, first in <body> (gatsby-ssr's
 * onRenderBody). Outside React's root, so client-side navigation keeps it and
 * no bundle carries it. Not display:none: some engines then drop what the
 * symbols reference; a zero-size box draws nothing all the same.
 */
export default function IconSprite() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
      focusable="false"
      style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }}
      dangerouslySetInnerHTML={{ __html: spriteSymbols() }}
    />
  );
}
