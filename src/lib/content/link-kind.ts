/**
 * How a link in content behaves: `internal` paths are client-side routes
 * (Gatsby's Link), `external` ones open in a new tab without an opener, and
 * everything else (`#heading`, `mailto:`) is a plain anchor. SmartLink and the
 * build-time prose hoisting (src/node/content/rehype-static-html.ts) both follow it.
 */
export type LinkKind = 'internal' | 'external' | 'plain';

export function linkKind(href: string): LinkKind {
  if (href.startsWith('/') && !href.startsWith('//')) return 'internal';
  return /^https?:\/\//.test(href) ? 'external' : 'plain';
}

export const EXTERNAL_LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer' } as const;
