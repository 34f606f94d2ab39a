import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveRequest } from './serve.mjs';

// A miniature build with the three shapes GitHub Pages distinguishes.
const root = mkdtempSync(path.join(tmpdir(), 'serve-'));
for (const file of ['index.html', '404.html', 'both.html', 'both/index.html', 'folder/index.html', 'file.html']) {
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
