import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeStaleOutputs } from './stale-outputs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function site(files: string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'stale-outputs-'));
  dirs.push(dir);
  const publicDir = path.join(dir, 'public');
  for (const file of files) {
    mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    writeFileSync(path.join(publicDir, file), 'x');
  }
  return { publicDir, record: path.join(dir, '.cache/post-build-outputs.json') };
}

describe('removeStaleOutputs', () => {
  it('removes what the previous build wrote and this one did not, and nothing else', async () => {
    const { publicDir, record } = site(['docs/a.html', 'docs/a.md', 'docs/gone.html', 'docs/gone.md', 'docs/gone/index.html', 'robots.txt']);
    expect(await removeStaleOutputs(publicDir, record, ['docs/a.html', '/docs/a.md', 'docs/gone.html', '/docs/gone.md'])).toEqual([]);
    const stale = await removeStaleOutputs(publicDir, record, ['docs/a.html', '/docs/a.md']);
    expect(stale.sort()).toEqual(['docs/gone.html', 'docs/gone.md']);
    expect(existsSync(path.join(publicDir, 'docs/gone.md'))).toBe(false);
    expect(existsSync(path.join(publicDir, 'docs/gone.html'))).toBe(false);
    // Not ours to remove: Gatsby's page folder and files post-build never recorded.
    expect(existsSync(path.join(publicDir, 'docs/gone/index.html'))).toBe(true);
    expect(existsSync(path.join(publicDir, 'robots.txt'))).toBe(true);
    expect(existsSync(path.join(publicDir, 'docs/a.md'))).toBe(true);
    expect(JSON.parse(readFileSync(record, 'utf8'))).toEqual(['docs/a.html', 'docs/a.md']);
  });

  it('a first build (no record) removes nothing', async () => {
    const { publicDir, record } = site(['docs/a.md']);
    expect(await removeStaleOutputs(publicDir, record, [])).toEqual([]);
    expect(existsSync(path.join(publicDir, 'docs/a.md'))).toBe(true);
  });
});
