import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveRequest, startServer } from './serve.mjs';

// A miniature build with the three shapes GitHub Pages distinguishes.
const root = mkdtempSync(path.join(tmpdir(), 'serve-'));
for (const file of ['index.html', '404.html', 'both.html', 'both/index.html', 'folder/index.html', 'file.html', 'folder.md', 'both.md']) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), file);
}
const resolve = (url) => {
  const [status, where] = resolveRequest(root, '/p', url);
  return [status, status === 301 ? where : path.relative(root, where)];
};

describe('GitHub-Pages-like resolution', () => {
  it('serves /x from x.html and /x/ from x/index.html', () => {
    expect(resolve('/p/both')).toEqual([200, 'both.html']);
    expect(resolve('/p/both/')).toEqual([200, 'both/index.html']);
    expect(resolve('/p/file')).toEqual([200, 'file.html']);
  });
  it('redirects a folder without its slash, and the bare prefix', () => {
    expect(resolve('/p/folder')).toEqual([301, '/p/folder/']);
    expect(resolve('/p')).toEqual([301, '/p/']);
  });
  it('answers 404 with 404.html for unknown paths, a file with a slash, and paths outside the prefix', () => {
    for (const url of ['/p/nope', '/p/file/', '/elsewhere/index.html', '/p/%E0%A4%A', '/p/../etc/passwd']) {
      expect(resolve(url)).toEqual([404, '404.html']);
    }
  });
});

describe('Markdown twins', () => {
  it('serves x.md beside the page and its folder, as text/markdown in UTF-8', async () => {
    expect(resolve('/p/folder.md')).toEqual([200, 'folder.md']);
    expect(resolve('/p/both.md')).toEqual([200, 'both.md']);
    const server = await startServer({ root, prefix: '/p', port: 0 });
    try {
      const { port } = server.address();
      const response = await fetch(`http://127.0.0.1:${port}/p/folder.md`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(await response.text()).toBe('folder.md');
    } finally {
      server.close();
    }
  });
});
