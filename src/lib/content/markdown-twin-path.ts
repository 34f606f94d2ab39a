/**
 * Where a page's Markdown twin lives: its route plus `.md`, an index route
 * losing its trailing slash first (/docs/api/ → /docs/api.md). Routes are
 * without the path prefix; the build writes public/<twin path>.
 */
export function markdownTwinPath(route: string): string {
  const trimmed = route.replace(/\/+$/, '');
  if (!trimmed) throw new Error(`markdownTwinPath: the route "${route}" has no page name to add .md to.`);
  return `${trimmed}.md`;
}
