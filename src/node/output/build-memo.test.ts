// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openBuildMemo } from './build-memo';

let site: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  fs.writeFileSync(path.join(site, file), text);
};

/** One "build": opens the memo, asks for each key, saves; returns the values and what was computed. */
function build(keys: Array<{ key: unknown; reads?: string[] }>) {
  const memo = openBuildMemo<string>('pages', site);
  const computed: unknown[] = [];
  const values = keys.map(({ key, reads = [] }) =>
    memo.get(key, (files) => {
      computed.push(key);
      for (const file of reads) files.add(path.join(site, file));
      return `${JSON.stringify(key)}:${reads.map((file) => (fs.existsSync(path.join(site, file)) ? fs.readFileSync(path.join(site, file), 'utf8') : '-')).join(',')}`;
    }),
  );
  memo.save();
  return { values, computed, stats: memo.stats };
}

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'build-memo-'));
  write('.cache/compiled/gatsby-config.js', 'config v1');
  write('.cache/compiled/gatsby-node.js', 'node v1');
  write('package-lock.json', '{"lockfileVersion":3}');
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

describe('openBuildMemo', () => {
  it('answers a later build from what an earlier one computed, with the same value', () => {
    const first = build([{ key: { page: 'a', body: 'A' } }, { key: { page: 'b', body: 'B' } }]);
    expect(first.computed).toHaveLength(2);
    const second = build([{ key: { page: 'a', body: 'A' } }, { key: { page: 'b', body: 'B edited' } }]);
    expect(second.computed).toEqual([{ page: 'b', body: 'B edited' }]);
    expect(second.values[0]).toBe(first.values[0]);
    expect(second.stats).toEqual({ reused: 1, computed: 1 });
  });

  it('computes again when a file the work read has changed, not when it is the same', () => {
    write('content/example.tsx', 'one');
    build([{ key: 'page', reads: ['content/example.tsx'] }]);
    expect(build([{ key: 'page', reads: ['content/example.tsx'] }]).computed).toEqual([]);
    write('content/example.tsx', 'two');
    const after = build([{ key: 'page', reads: ['content/example.tsx'] }]);
    expect(after.computed).toEqual(['page']);
    expect(after.values[0]).toContain('two');
  });

  it.each([
    ['gatsby-node bundle', '.cache/compiled/gatsby-node.js'],
    ['gatsby-config bundle', '.cache/compiled/gatsby-config.js'],
    ['lockfile', 'package-lock.json'],
  ])('forgets everything when the build code changes (%s)', (_, file) => {
    build([{ key: 'a' }, { key: 'b' }]);
    write(file, 'changed');
    expect(build([{ key: 'a' }, { key: 'b' }]).computed).toEqual(['a', 'b']);
  });

  it('keeps only the entries the last build used', () => {
    build([{ key: 'a' }, { key: 'deleted page' }]);
    build([{ key: 'a' }]);
    expect(build([{ key: 'a' }, { key: 'deleted page' }]).computed).toEqual(['deleted page']);
  });

  it('does not keep a result whose file could not be read, and computes again next time', () => {
    expect(build([{ key: 'page', reads: ['missing.tsx'] }]).values[0]).toBe('"page":-');
    write('missing.tsx', 'now here');
    expect(build([{ key: 'page', reads: ['missing.tsx'] }]).values[0]).toBe('"page":now here');
  });

  it('keeps nothing where the compiled build code is missing (not a Gatsby build of this site)', () => {
    fs.rmSync(path.join(site, '.cache/compiled/gatsby-node.js'));
    build([{ key: 'a' }]);
    expect(build([{ key: 'a' }]).computed).toEqual(['a']);
    expect(fs.existsSync(path.join(site, '.cache/build-memo/pages.json'))).toBe(false);
  });

  it('computes an entry of the wrong shape again instead of failing', () => {
    build([{ key: 'a' }, { key: 'b' }]);
    const memo = path.join(site, '.cache/build-memo/pages.json');
    const stored = JSON.parse(fs.readFileSync(memo, 'utf8')) as { entries: Record<string, { files: unknown }> };
    for (const entry of Object.values(stored.entries)) entry.files = null;
    fs.writeFileSync(memo, JSON.stringify(stored));
    expect(build([{ key: 'a' }, { key: 'b' }]).computed).toEqual(['a', 'b']);
  });

  it('warns, and does not fail the build, when the memo cannot be saved', () => {
    write('.cache/build-memo', 'a file where the folder goes');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(build([{ key: 'a' }]).values).toEqual(['"a":']);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[build-memo\] could not save \.cache\/build-memo\/pages\.json/));
    } finally {
      warn.mockRestore();
    }
  });

  it('computes everything from an unreadable memo file instead of failing', () => {
    build([{ key: 'a' }]);
    write('.cache/build-memo/pages.json', '{"version": 1, "entr');
    expect(build([{ key: 'a' }]).computed).toEqual(['a']);
    write('.cache/build-memo/pages.json', 'null');
    expect(build([{ key: 'a' }]).computed).toEqual(['a']);
  });
});
