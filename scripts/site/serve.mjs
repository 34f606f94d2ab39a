// Serves public/ under the path prefix the way GitHub Pages serves a project
// site: /x serves x.html (or redirects to /x/ when only the folder exists),
// /x/ serves x/index.html, and anything else gets 404.html with status 404
// (the rules: src/node/output/pages-resolution.mjs, which the build's link check applies too).
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { kind, resolveRequest } from '../../src/node/output/pages-resolution.mjs';
import { siteConfigField } from './site-config-field.mjs';

export { resolveRequest };

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  // Markdown twins of the pages (GitHub Pages also serves .md as text/markdown).
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** `prefix` defaults to the site's `pathPrefix` (src/site-config.ts). */
export function startServer({ root = path.resolve('public'), prefix = siteConfigField('pathPrefix'), port = 9000, host = '127.0.0.1' } = {}) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const [status, where] = resolveRequest(root, prefix, url.pathname);
    if (status === 301) {
      res.writeHead(301, { Location: `${where}${url.search}` });
      res.end();
      return;
    }
    if (kind(where) !== 'file') {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found (and no 404.html: run the build first)');
      return;
    }
    res.writeHead(status, {
      'Content-Type': TYPES[path.extname(where)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(where).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 9000);
  const root = path.resolve(process.env.SERVE_ROOT ?? 'public');
  if (kind(path.join(root, 'index.html')) !== 'file') {
    console.error(`No build in ${root}: run \`npm run build\` first.`);
    process.exit(1);
  }
  await startServer({ root, port, host: process.env.HOST ?? '127.0.0.1' });
  console.log(`Serving ${root} at http://localhost:${port}${siteConfigField('pathPrefix')}/`);
}
