/**
 * The route of a page without the deploy prefix, e.g.
 * "/react-dialog-hub/docs/intro" → "/docs/intro". Page components must use
 * this on `location.pathname`: Gatsby's `path` prop is "/*" while rendering
 * on the server, so it cannot mark the active link in the prerendered HTML.
 */
export function stripPrefix(pathname: string, prefix: string): string {
  const base = prefix.replace(/\/+$/, '');
  if (base && (pathname === base || pathname.startsWith(`${base}/`))) {
    return pathname.slice(base.length) || '/';
  }
  return pathname || '/';
}
