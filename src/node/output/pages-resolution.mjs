// How GitHub Pages resolves a request for a project site, as the e2e server (scripts/site/serve.mjs) serves public/ and
// the build's link check (check-links.ts) follows links: one rule set for both. Plain JavaScript: the server runs it
// with plain Node.
import { statSync } from 'node:fs';
import path from 'node:path';

/** 'dir', 'file', or null when nothing is there. */
export const kind = (file) => {
  try {
    const stat = statSync(file);
    return stat.isDirectory() ? 'dir' : stat.isFile() ? 'file' : null;
  } catch {
    return null;
  }
};

/** Resolves a request path (under the prefix) to [status, file or redirect target]. */
export function resolveRequest(root, prefix, urlPath) {
  const notFound = [404, path.join(root, '404.html')];
  if (urlPath === prefix) return [301, `${prefix}/`];
  if (!urlPath.startsWith(`${prefix}/`)) return notFound;
  let rel;
  try {
    rel = decodeURIComponent(urlPath.slice(prefix.length));
  } catch {
    return notFound;
  }
  const target = path.join(root, rel);
  if (!target.startsWith(root)) return notFound;
  if (rel.endsWith('/')) {
    const index = path.join(target, 'index.html');
    return kind(index) === 'file' ? [200, index] : notFound;
  }
  if (kind(target) === 'file') return [200, target];
  if (kind(`${target}.html`) === 'file') return [200, `${target}.html`];
  if (kind(target) === 'dir') return [301, `${urlPath}/`];
  return notFound;
}
